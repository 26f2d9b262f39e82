import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInWeeks,
  isSameYear,
} from 'date-fns';
import { isValid, toDate, type DateInput } from './dates';

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

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
 * Units are whole and rounded down, all date-fns differences (decision 020). Minutes and hours
 * are elapsed time; days and weeks are whole days of the user's calendar (`differenceInDays`: a
 * day is from one time of day to the same time the next day, 23 or 25 hours across a change of
 * clocks), and once 24 hours have passed it is at least `1d`. So a notice from noon yesterday
 * reads `1d` at noon today even the morning after the clocks went forward. "After 4 weeks"
 * (shell §9) counts whole days: the 28th day still reads `4w`, the 29th shows the date (a
 * 30-day-old notice must not read as 4 weeks). The date is in local time (the app runs in the
 * user's zone). An invalid timestamp gives an empty string: better no age than a wrong one.
 */
export function formatNotificationAge(timestamp: DateInput, now: DateInput = new Date()): string {
  const then = toDate(timestamp);
  const current = toDate(now);
  if (!isValid(then) || !isValid(current)) return '';
  const minutes = differenceInMinutes(current, then);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = differenceInHours(current, then);
  const days = differenceInDays(current, then);
  if (days < 1 && hours < 24) return `${hours}h`;
  if (days < 7) return `${Math.max(days, 1)}d`;
  if (days <= 4 * 7) return `${differenceInWeeks(current, then)}w`;
  const day = `${MONTHS[then.getMonth()]} ${then.getDate()}`;
  return isSameYear(then, current) ? day : `${day}, ${then.getFullYear()}`;
}
