import {
  ageOn,
  formatDataDate,
  formatDisplayDate,
  isAtLeastAge,
  isValidDate,
  parseDateParts,
  toDate,
} from './dates';
import { MACHINE_ZONES, inTimeZone } from '../testing/timeZone';

describe('formatDisplayDate', () => {
  it('formats MM/dd/yyyy', () => {
    expect(formatDisplayDate(new Date(2024, 0, 5))).toBe('01/05/2024');
  });

  it('reads a data date as a calendar day, not UTC midnight (no day lost in Pacific Time)', () => {
    expect(process.env.TZ).toBe('America/Los_Angeles');
    expect(formatDisplayDate('2024-01-05')).toBe('01/05/2024');
  });

  it('shows a timestamp in local time', () => {
    expect(formatDisplayDate('2024-01-05T03:00:00Z')).toBe('01/04/2024');
    expect(formatDisplayDate(Date.UTC(2024, 0, 5, 12))).toBe('01/05/2024');
  });

  it.each([['not a date'], ['2024-13-45'], [''], [Number.NaN], [null], [undefined]])(
    "%s → 'Invalid Date'",
    (value) => {
      expect(formatDisplayDate(value as string)).toBe('Invalid Date');
    },
  );
});

describe('formatDataDate', () => {
  it('formats yyyy-MM-dd', () => {
    expect(formatDataDate(new Date(1980, 2, 7))).toBe('1980-03-07');
    expect(formatDataDate('03/07/1980')).toBe('1980-03-07');
  });
  it('throws rather than send an invalid date', () => {
    expect(() => formatDataDate('nope')).toThrow(RangeError);
  });
});

describe('parseDateParts', () => {
  it('builds a local date', () => {
    expect(parseDateParts({ day: '7', month: '03', year: '1980' })).toEqual(new Date(1980, 2, 7));
    expect(parseDateParts({ day: 29, month: 2, year: 2024 })).toEqual(new Date(2024, 1, 29));
  });

  it.each([
    [{ day: '31', month: '2', year: '2023' }], // no rollover into March
    [{ day: '29', month: '2', year: '2023' }], // not a leap year
    [{ day: '0', month: '1', year: '2000' }],
    [{ day: '1', month: '13', year: '2000' }],
    [{ day: '1', month: '1', year: '99' }], // two-digit year
    [{ day: '', month: '1', year: '2000' }],
    [{ day: '1a', month: '1', year: '2000' }],
  ])('rejects %o', (parts) => {
    expect(parseDateParts(parts)).toBeNull();
  });
});

describe('isValidDate', () => {
  it('accepts parseable dates from 1900 on', () => {
    expect(isValidDate('1900-01-01')).toBe(true);
    expect(isValidDate({ day: '1', month: '1', year: '1900' })).toBe(true);
    expect(isValidDate(new Date(2000, 0, 1))).toBe(true);
  });
  it('rejects years before 1900 by default, and honours another minimum', () => {
    expect(isValidDate('1899-12-31')).toBe(false);
    expect(isValidDate({ day: '31', month: '12', year: '1899' })).toBe(false);
    expect(isValidDate('1950-01-01', { minYear: 1960 })).toBe(false);
  });
  it('rejects what does not parse', () => {
    expect(isValidDate('soon')).toBe(false);
    expect(isValidDate(null)).toBe(false);
    expect(isValidDate({ day: '30', month: '2', year: '2000' })).toBe(false);
  });
});

describe('age', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025

  it('counts completed years; the birthday itself counts', () => {
    expect(ageOn(new Date(2007, 5, 15), today)).toBe(18);
    expect(ageOn(new Date(2007, 5, 16), today)).toBe(17);
    expect(ageOn(new Date(2007, 6, 1), today)).toBe(17);
    expect(ageOn('1963-06-15', today)).toBe(62);
  });

  it('ignores the time of day', () => {
    expect(ageOn(new Date(2007, 5, 15, 23, 59), new Date(2025, 5, 15, 0, 1))).toBe(18);
  });

  it('a leap-day birthday turns over on 1 March', () => {
    expect(ageOn(new Date(2004, 1, 29), new Date(2022, 1, 28))).toBe(17);
    expect(ageOn(new Date(2004, 1, 29), new Date(2022, 2, 1))).toBe(18);
  });

  it('isAtLeastAge', () => {
    expect(isAtLeastAge(new Date(2007, 5, 15), 18, today)).toBe(true);
    expect(isAtLeastAge(new Date(2007, 5, 16), 18, today)).toBe(false);
    expect(isAtLeastAge('nope', 18, today)).toBe(false);
  });
});

describe('the calendar is date-fns (decision 020), whatever the machine zone', () => {
  describe.each(MACHINE_ZONES)('machine in %s', (zone) => {
    it('leap years and month lengths', () =>
      inTimeZone(zone, () => {
        expect(parseDateParts({ day: '29', month: '2', year: '2028' })).toEqual(
          new Date(2028, 1, 29),
        );
        expect(parseDateParts({ day: '29', month: '2', year: '2000' })).toEqual(
          new Date(2000, 1, 29),
        ); // divisible by 400
        expect(parseDateParts({ day: '29', month: '2', year: '2100' })).toBeNull(); // by 100
        expect(parseDateParts({ day: '29', month: '2', year: '2027' })).toBeNull();
        expect(parseDateParts({ day: '31', month: '4', year: '2026' })).toBeNull();
        expect(parseDateParts({ day: '30', month: '4', year: '2026' })).toEqual(
          new Date(2026, 3, 30),
        );
        expect(parseDateParts({ day: '31', month: '12', year: '2026' })).toEqual(
          new Date(2026, 11, 31),
        );
        expect(formatDisplayDate('2028-02-29')).toBe('02/29/2028');
        expect(formatDataDate('02/29/2028')).toBe('2028-02-29');
        expect(formatDisplayDate('2027-02-29')).toBe('Invalid Date');
      }));

    it('born on 29 February 2008: a year older on 1 March in common years', () =>
      inTimeZone(zone, () => {
        expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
        expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
        expect(ageOn('2008-02-29', new Date(2026, 1, 28, 23, 59))).toBe(17);
        expect(ageOn('2008-02-29', '2027-02-28')).toBe(18);
        expect(ageOn('2008-02-29', '2027-03-01')).toBe(19);
        expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
        expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
        expect(isAtLeastAge('2008-02-29', 18, '2026-02-28')).toBe(false);
        expect(isAtLeastAge('2008-02-29', 18, '2026-03-01')).toBe(true);
        expect(isAtLeastAge('2008-02-29', 19, '2027-03-01')).toBe(true); // Alabama
      }));

    it('reads ISO timestamps with their offset, and only real days', () =>
      inTimeZone(zone, () => {
        const utc = (text: string) => {
          const date = toDate(text);
          return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
        };
        expect(utc('2024-01-05T10:00:00+05:30')).toBe('2024-01-05T04:30:00.000Z');
        expect(utc('2024-01-05T10:00:00+0530')).toBe('2024-01-05T04:30:00.000Z');
        expect(utc('2024-01-05 10:00-08')).toBe('2024-01-05T18:00:00.000Z');
        expect(utc('2024-01-05T10:00:00.5z')).toBe('2024-01-05T10:00:00.500Z');
        expect(utc('2024-01-05T24:00:00Z')).toBe('2024-01-06T00:00:00.000Z');
        expect(utc('2028-02-29T12:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
        // The platform alone would read 30 February as 1 March.
        expect(utc('2024-02-30T10:00:00Z')).toBe('invalid');
        expect(utc('2027-02-29T10:00:00Z')).toBe('invalid');
        expect(utc('2024-01-05T24:30:00Z')).toBe('invalid');
        expect(utc('2024-01-05T10:60:00Z')).toBe('invalid');
        expect(utc('2024-01-05T10:00:00+24:00')).toBe('invalid');
      }));
  });

  it('the day of a change of clocks is one day (Pacific Time)', () =>
    inTimeZone('America/Los_Angeles', () => {
      // 8 March 2026 has 23 hours, 1 November 2026 has 25.
      expect(ageOn('2008-03-08', new Date(2026, 2, 8, 0, 0))).toBe(18);
      expect(ageOn('2008-03-08', new Date(2026, 2, 7, 23, 59))).toBe(17);
      expect(ageOn('2008-11-01', new Date(2026, 10, 1, 23, 59))).toBe(18);
      expect(ageOn('2008-11-01', new Date(2026, 9, 31, 23, 59))).toBe(17);
      expect(formatDisplayDate('2026-03-08T09:59:00Z')).toBe('03/08/2026'); // 01:59 PST
      expect(formatDisplayDate('2026-11-01T08:30:00Z')).toBe('11/01/2026'); // 01:30 PDT
      expect(formatDisplayDate('2026-03-08T07:59:00Z')).toBe('03/07/2026'); // 23:59 PST
      expect(formatDisplayDate('2026-11-01T06:59:00Z')).toBe('10/31/2026'); // 23:59 PDT
    }));
});
