import {
  ageOn,
  formatDataDate,
  formatDisplayDate,
  isAtLeastAge,
  isValidDate,
  parseDateParts,
} from './dates';

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
