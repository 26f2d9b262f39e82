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
