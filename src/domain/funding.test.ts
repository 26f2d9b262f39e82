import {
  addBusinessDays,
  federalHolidays,
  fundingTimeline,
  isBusinessDay,
  isFederalHoliday,
} from './funding';
import { formatDataDate } from './dates';
import { MACHINE_ZONES, inTimeZone } from '../testing/timeZone';

/** Dates as local calendar days, written yyyy-MM-dd for readable cases. */
const d = (text: string) => {
  const [y, m, dd] = text.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, dd);
};
const iso = (value: Date | null) => (value ? formatDataDate(value) : null);

describe('federalHolidays', () => {
  it('lists the eleven holidays of 2026 on their observed days (hand-checked)', () => {
    expect(federalHolidays(2026).map((h) => iso(h.date))).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // 4 July is a Saturday: observed on Friday 3 July
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves a Sunday holiday to the Monday and a Saturday one to the Friday', () => {
    expect(isFederalHoliday(d('2027-07-05'))).toBe(true); // 4 July 2027 is a Sunday
    expect(isFederalHoliday(d('2027-12-24'))).toBe(true); // 25 Dec 2027 is a Saturday
    expect(isFederalHoliday(d('2022-12-26'))).toBe(true); // 25 Dec 2022 is a Sunday
  });

  it("observes a Saturday New Year's Day on 31 December of the year before", () => {
    expect(isFederalHoliday(d('2027-12-31'))).toBe(true); // 1 Jan 2028 is a Saturday
    expect(isFederalHoliday(d('2021-12-31'))).toBe(true); // 1 Jan 2022 is a Saturday
    expect(federalHolidays(2022).map((h) => iso(h.date))).not.toContain('2021-12-31');
    expect(federalHolidays(2022)).toHaveLength(10);
  });

  it('has no Juneteenth before 2021', () => {
    expect(isFederalHoliday(d('2020-06-19'))).toBe(false);
    expect(isFederalHoliday(d('2021-06-18'))).toBe(true); // 19 June 2021 is a Saturday
  });
});

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    expect(iso(addBusinessDays(d('2026-11-13'), 1))).toBe('2026-11-16'); // Fri → Mon
    expect(iso(addBusinessDays(d('2026-11-14'), 1))).toBe('2026-11-16'); // Sat → Mon
    expect(iso(addBusinessDays(d('2026-11-16'), 5))).toBe('2026-11-23'); // Mon → next Mon
  });

  it('skips holidays', () => {
    expect(iso(addBusinessDays(d('2026-11-25'), 1))).toBe('2026-11-27'); // over Thanksgiving
    expect(iso(addBusinessDays(d('2026-07-02'), 1))).toBe('2026-07-06'); // over 3 July + weekend
  });

  it('answers the day itself for 0 and refuses negative counts', () => {
    expect(iso(addBusinessDays(d('2026-11-14'), 0))).toBe('2026-11-14');
    expect(() => addBusinessDays(d('2026-11-14'), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(d('2026-11-14'), 1.5)).toThrow(RangeError);
  });

  it('ignores the time of day', () => {
    expect(iso(addBusinessDays(new Date(2026, 10, 16, 23, 59), 1))).toBe('2026-11-17');
  });

  it('knows what a business day is', () => {
    expect(isBusinessDay(d('2026-11-16'))).toBe(true);
    expect(isBusinessDay(d('2026-11-21'))).toBe(false);
    expect(isBusinessDay(d('2026-11-26'))).toBe(false);
  });
});

describe('fundingTimeline', () => {
  const timeline = (signed: string, rescission = true) => {
    const t = fundingTimeline(d(signed), { rescission });
    return {
      rescissionEnds: iso(t.rescissionEnds),
      fundsReleased: iso(t.fundsReleased),
      fundingBy: iso(t.fundingBy),
    };
  };

  it('an ordinary week: signed Monday, rescission to Thursday, funded the Monday after', () => {
    expect(timeline('2026-11-16')).toEqual({
      rescissionEnds: '2026-11-19',
      fundsReleased: '2026-11-20',
      fundingBy: '2026-11-23',
    });
  });

  it('Thanksgiving week', () => {
    expect(timeline('2026-11-23')).toEqual({
      rescissionEnds: '2026-11-27',
      fundsReleased: '2026-11-30',
      fundingBy: '2026-12-01',
    });
  });

  it('signed on a Saturday: the days count from Monday', () => {
    expect(timeline('2026-11-21')).toEqual({
      rescissionEnds: '2026-11-25',
      fundsReleased: '2026-11-27',
      fundingBy: '2026-11-30',
    });
  });

  it('over Independence Day observed on a Friday', () => {
    expect(timeline('2026-07-02')).toEqual({
      rescissionEnds: '2026-07-08',
      fundsReleased: '2026-07-09',
      fundingBy: '2026-07-10',
    });
  });

  it("over Christmas and New Year's Day observed on Fridays (2027)", () => {
    expect(timeline('2027-12-22')).toEqual({
      rescissionEnds: '2027-12-28',
      fundsReleased: '2027-12-29',
      fundingBy: '2027-12-30',
    });
    expect(timeline('2027-12-28')).toEqual({
      rescissionEnds: '2028-01-03',
      fundsReleased: '2028-01-04',
      fundingBy: '2028-01-05',
    });
  });

  it('no right of rescission (not a primary residence): released the next business day', () => {
    expect(timeline('2026-11-16', false)).toEqual({
      rescissionEnds: null,
      fundsReleased: '2026-11-17',
      fundingBy: '2026-11-23',
    });
  });
});

// Hand-computed (decision 020). Clocks change in Pacific Time on Sunday 8 March and Sunday
// 1 November 2026, in London on 29 March and 25 October 2026; 2028 is a leap year (29 February is
// a Tuesday, Washington's Birthday the Monday before, 21 February).
describe.each(MACHINE_ZONES)('the calendar with the machine in %s', (zone) => {
  /** Every date of the timeline, and whether each is at local midnight. */
  const timeline = (signed: Date) =>
    inTimeZone(zone, () => {
      const t = fundingTimeline(signed, { rescission: true });
      const days = [t.signedOn, t.rescissionEnds, t.fundsReleased, t.fundingBy];
      return {
        dates: days.map(iso),
        atMidnight: days.every((value) => value !== null && value.getHours() === 0),
      };
    });
  const at = (y: number, m: number, dd: number, h = 0, min = 0) =>
    inTimeZone(zone, () => new Date(y, m - 1, dd, h, min));

  it('counts days, not 24-hour blocks, across the spring change of clocks', () => {
    expect(timeline(at(2026, 3, 6))).toEqual({
      dates: ['2026-03-06', '2026-03-11', '2026-03-12', '2026-03-13'],
      atMidnight: true,
    });
    // Signed late on the Sunday the clocks went forward: Monday is the first business day.
    expect(
      inTimeZone(zone, () => {
        const next = addBusinessDays(at(2026, 3, 8, 23, 30), 1);
        return [iso(next), next.getHours()];
      }),
    ).toEqual(['2026-03-09', 0]);
    expect(timeline(at(2026, 3, 27))).toEqual({
      dates: ['2026-03-27', '2026-04-01', '2026-04-02', '2026-04-03'],
      atMidnight: true,
    });
  });

  it('counts days, not 24-hour blocks, across the autumn change of clocks', () => {
    expect(timeline(at(2026, 10, 30, 23, 59))).toEqual({
      dates: ['2026-10-30', '2026-11-04', '2026-11-05', '2026-11-06'],
      atMidnight: true,
    });
    expect(timeline(at(2026, 10, 23))).toEqual({
      dates: ['2026-10-23', '2026-10-28', '2026-10-29', '2026-10-30'],
      atMidnight: true,
    });
  });

  it('counts 29 February as a business day in a leap year', () => {
    expect(timeline(at(2028, 2, 25))).toEqual({
      dates: ['2028-02-25', '2028-03-01', '2028-03-02', '2028-03-03'],
      atMidnight: true,
    });
    expect(inTimeZone(zone, () => isBusinessDay(at(2028, 2, 29)))).toBe(true);
    // 2027 has no 29 February: Friday 26 February, then Monday 1 March.
    expect(inTimeZone(zone, () => iso(addBusinessDays(at(2027, 2, 26), 1)))).toBe('2027-03-01');
  });

  it("places the leap year's holidays on their weekdays (2028)", () => {
    expect(inTimeZone(zone, () => federalHolidays(2028).map((h) => iso(h.date)))).toEqual([
      // 1 January 2028 is a Saturday: observed on Friday 31 December 2027.
      '2028-01-17',
      '2028-02-21',
      '2028-05-29',
      '2028-06-19',
      '2028-07-04',
      '2028-09-04',
      '2028-10-09',
      '2028-11-10', // 11 November is a Saturday
      '2028-11-23',
      '2028-12-25',
    ]);
  });
});
