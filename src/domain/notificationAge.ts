import { isValid, toDate, type DateInput } from './dates';

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * How old a notification is, in the compact form of the notification panel:
 *
 * | age                        | text              |
 * |----------------------------|-------------------|
 * | under 1 minute (or future) | `now`             |
 * | 1-59 minutes               | `5m`              |
 * | 1-23 hours                 | `3h`              |
 * | 1-6 days                   | `2d`              |
 * | 1-4 weeks (7-28 days)      | `1w` … `4w`       |
 * | more than 4 weeks (29 days)| `Oct 3`           |
 * | … in another year          | `Oct 3, 2023`     |
 *
 * Units are whole and rounded down. "After 4 weeks" (shell §9) counts whole days: the 28th day
 * still reads `4w`, the 29th shows the date (a 30-day-old notice must not read as 4 weeks). The date is in local time (the app runs in the user's zone).
 * An invalid timestamp gives an empty string: better no age than a wrong one.
 */
export function formatNotificationAge(timestamp: DateInput, now: DateInput = new Date()): string {
  const then = toDate(timestamp);
  const current = toDate(now);
  if (!isValid(then) || !isValid(current)) return '';
  const age = current.getTime() - then.getTime();
  if (age < MINUTE) return 'now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < WEEK) return `${Math.floor(age / DAY)}d`;
  if (Math.floor(age / DAY) <= 4 * 7) return `${Math.floor(age / WEEK)}w`;
  const day = `${MONTHS[then.getMonth()]} ${then.getDate()}`;
  return then.getFullYear() === current.getFullYear() ? day : `${day}, ${then.getFullYear()}`;
}
