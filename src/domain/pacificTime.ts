/**
 * Support hours against the Pacific clock (shell §1, §9: the teams' hours are Pacific Time),
 * with `@date-fns/tz` (decision 020). A module of its own because `@date-fns/tz` cannot be
 * tree-shaken (its TZDate patches Date's methods when loaded): only what imports this module
 * pays its 1.7 KiB. Today that is the sandbox lender's chat hours; the app shows the hours the
 * service already gives in Pacific Time (src/domain/supportHours.ts).
 */
import { TZDate } from '@date-fns/tz';
import { getISODay, lightFormat } from 'date-fns';
import { clockTime, type BusinessHoursEntry } from './supportHours';

/** The zone the support teams' hours are kept in. */
export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';

/**
 * The Pacific wall clock at an instant, whatever the machine's zone: ISO weekday (1 = Monday …
 * 7 = Sunday, as `weekdayValue`) and `HH:mm`. `@date-fns/tz`'s TZDate keeps the zone's rules,
 * daylight saving included (PST, UTC−8, from the first Sunday of November; PDT, UTC−7, from the
 * second Sunday of March).
 */
export function pacificClock(at: Date | number): { weekdayValue: number; time: string } {
  const pacific = new TZDate(typeof at === 'number' ? at : at.getTime(), PACIFIC_TIME_ZONE);
  return { weekdayValue: getISODay(pacific), time: lightFormat(pacific, 'HH:mm') };
}

/**
 * Whether a team is open at an instant: that Pacific day's entry is open and the Pacific time is
 * from its start (included) to its end (excluded). An entry without readable times is closed.
 */
export function isOpenAt(entries: readonly BusinessHoursEntry[], at: Date | number): boolean {
  const { weekdayValue, time } = pacificClock(at);
  const today = entries.find((entry) => entry.weekdayValue === weekdayValue);
  const start = clockTime(today?.startTime);
  const end = clockTime(today?.endTime);
  return Boolean(today?.isOpen && start && end && time >= start && time < end);
}
