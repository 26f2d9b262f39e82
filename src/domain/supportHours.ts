import { lightFormat } from 'date-fns';

/**
 * Support hours as the operating-hours service returns them (one entry per day, already in
 * Pacific Time: the app asks with `display=true`), turned into short lines for the footer and
 * the contact page:
 *
 *     Mon–Fri 6:00 AM–6:00 PM PT        (weekday lines)
 *     Sat–Sun 8:00 AM–4:00 PM PT        (weekend addendum)
 *
 * Consecutive days with equal hours share a line; closed days are left out (and break a run:
 * Mon–Tue, then Thu–Fri); weekdays and weekend days never share a line. Ranges use an en dash.
 */
export interface BusinessHoursEntry {
  weekday?: string | null;
  /** 1 = Monday … 7 = Sunday; 6 and 7 are the weekend. */
  weekdayValue: number;
  isOpen: boolean;
  /** `HH:mm` or `HH:mm:ss`, 24-hour, Pacific Time. */
  startTime?: string | null;
  endTime?: string | null;
}

export interface SupportHours {
  weekdays: string[];
  weekend: string[];
}

export const PACIFIC_TIME_SUFFIX = 'PT';
const DAY_ABBREVIATIONS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const EN_DASH = '\u2013';

export const isWeekend = (weekdayValue: number): boolean => weekdayValue >= 6;

/** `6:00` or `06:00:00` → `06:00` (24-hour, zero-padded, comparable as text); null when unreadable. */
export function clockTime(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time?.trim() ?? '');
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/**
 * `06:00` → `6:00 AM`, `18:30:00` → `6:30 PM`, `00:00` → `12:00 AM`; null when unreadable.
 * date-fns `lightFormat` writes the 12-hour clock (a wall time of a day without a change of
 * clocks).
 */
export function formatClockTime(time: string | null | undefined): string | null {
  const clock = clockTime(time);
  if (!clock) return null;
  const wallTime = new Date(2000, 0, 1, Number(clock.slice(0, 2)), Number(clock.slice(3)));
  return lightFormat(wallTime, 'h:mm a');
}

interface Run {
  first: number;
  last: number;
  hours: string;
}

export function formatSupportHours(entries: readonly BusinessHoursEntry[]): SupportHours {
  const open = entries
    .filter(
      (e) =>
        e.isOpen && Number.isInteger(e.weekdayValue) && e.weekdayValue >= 1 && e.weekdayValue <= 7,
    )
    .map((e) => {
      const start = formatClockTime(e.startTime);
      const end = formatClockTime(e.endTime);
      return start && end ? { day: e.weekdayValue, hours: `${start}${EN_DASH}${end}` } : null;
    })
    .filter((e): e is { day: number; hours: string } => e !== null)
    .sort((a, b) => a.day - b.day);

  const runs: Run[] = [];
  for (const { day, hours } of open) {
    const previous = runs[runs.length - 1];
    if (
      previous &&
      previous.last === day - 1 &&
      previous.hours === hours &&
      isWeekend(previous.last) === isWeekend(day)
    ) {
      previous.last = day;
    } else if (!previous || previous.last !== day) {
      runs.push({ first: day, last: day, hours });
    }
  }

  const line = (run: Run): string => {
    const first = DAY_ABBREVIATIONS[run.first - 1];
    const days =
      run.first === run.last ? first : `${first}${EN_DASH}${DAY_ABBREVIATIONS[run.last - 1]}`;
    return `${days} ${run.hours} ${PACIFIC_TIME_SUFFIX}`;
  };

  return {
    weekdays: runs.filter((r) => !isWeekend(r.first)).map(line),
    weekend: runs.filter((r) => isWeekend(r.first)).map(line),
  };
}
