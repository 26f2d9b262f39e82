import { inTimeZone } from '../testing/timeZone';
import { formatNotificationAge } from './notificationAge';

const now = new Date(2025, 9, 31, 12, 0, 0); // 31 Oct 2025, noon local
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatNotificationAge', () => {
  it.each([
    [0, 'now'],
    [59_999, 'now'],
    [-5 * MIN, 'now'], // clock skew: a future timestamp
    [MIN, '1m'],
    [5 * MIN + 30_000, '5m'],
    [59 * MIN, '59m'],
    [HOUR, '1h'],
    [3 * HOUR + 59 * MIN, '3h'],
    [23 * HOUR, '23h'],
    [DAY, '1d'],
    [6 * DAY + 23 * HOUR, '6d'],
    [7 * DAY, '1w'],
    [13 * DAY, '1w'],
    [14 * DAY, '2w'],
    [28 * DAY, '4w'],
    [28 * DAY + 23 * HOUR, '4w'],
  ])('%s ms ago → %s', (ms, expected) => {
    expect(formatNotificationAge(ago(ms), now)).toBe(expected);
  });

  it('shows a month-day date after 4 weeks', () => {
    // The 29th day is older than 4 weeks: a date, not "4w" (issue 16).
    expect(formatNotificationAge(ago(29 * DAY), now)).toBe('Oct 2');
    expect(formatNotificationAge(ago(34 * DAY), now)).toBe('Sep 27');
    expect(formatNotificationAge(new Date(2025, 8, 26, 12), now)).toBe('Sep 26');
    expect(formatNotificationAge(new Date(2025, 9, 3), new Date(2025, 11, 1))).toBe('Oct 3');
  });

  it('adds the year when it differs', () => {
    expect(formatNotificationAge(new Date(2024, 9, 3), now)).toBe('Oct 3, 2024');
  });

  it('accepts ISO strings and returns nothing for an invalid timestamp', () => {
    expect(formatNotificationAge(ago(2 * HOUR).toISOString(), now)).toBe('2h');
    expect(formatNotificationAge('nope', now)).toBe('');
  });
});

describe('formatNotificationAge across a change of clocks (a user in Pacific Time)', () => {
  // Clocks go forward at 02:00 on Sunday 8 March 2026 (a 23-hour day) and back at 02:00 on
  // Sunday 1 November 2026 (a 25-hour day). Ages are hand-computed from the wall clock.
  const age = (then: Date, now: Date) => formatNotificationAge(then, now);
  const pt = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m, d, h, min);

  it('a notice from the day before the clocks go forward', () =>
    inTimeZone('America/Los_Angeles', () => {
      const saturdayNoon = pt(2026, 2, 7, 12);
      expect(age(saturdayNoon, pt(2026, 2, 8, 11, 59))).toBe('22h'); // 22 h 59 min elapsed
      expect(age(saturdayNoon, pt(2026, 2, 8, 12))).toBe('1d'); // noon to noon: 23 h, one day
      expect(age(pt(2026, 2, 7, 13), pt(2026, 2, 8, 12))).toBe('22h');
      expect(age(saturdayNoon, pt(2026, 2, 14, 11, 59))).toBe('6d');
      expect(age(saturdayNoon, pt(2026, 2, 14, 12))).toBe('1w');
    }));

  it('a notice from the day before the clocks go back', () =>
    inTimeZone('America/Los_Angeles', () => {
      const saturdayNoon = pt(2026, 9, 31, 12);
      expect(age(saturdayNoon, pt(2026, 10, 1, 10, 30))).toBe('23h'); // 23 h 30 min elapsed
      expect(age(saturdayNoon, pt(2026, 10, 1, 11))).toBe('1d'); // 24 h elapsed: never 24h or 0d
      expect(age(saturdayNoon, pt(2026, 10, 1, 12))).toBe('1d'); // 25 h
      expect(age(pt(2026, 9, 25, 12), pt(2026, 10, 1, 11, 30))).toBe('6d'); // 168 h 30 min
      expect(age(pt(2026, 9, 25, 12), pt(2026, 10, 1, 12))).toBe('1w');
      expect(age(pt(2026, 9, 4, 12), pt(2026, 10, 1, 12))).toBe('4w'); // 28 days
      expect(age(pt(2026, 9, 3, 12), pt(2026, 10, 1, 12))).toBe('Oct 3'); // 29 days
    }));

  it('a notice from 29 February', () =>
    inTimeZone('America/Los_Angeles', () => {
      expect(age(pt(2028, 1, 29, 9), pt(2028, 2, 28, 9))).toBe('4w'); // 28 days
      expect(age(pt(2028, 1, 29, 9), pt(2028, 2, 29, 9))).toBe('Feb 29');
      expect(age(pt(2028, 1, 29, 9), pt(2029, 0, 2, 9))).toBe('Feb 29, 2028');
    }));
});
