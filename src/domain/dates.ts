/**
 * Dates as the spec writes them (shell §9: MM/dd/yyyy for display, yyyy-MM-dd for data) and the
 * calendar rules built on them. The calendar is date-fns's (decision 020): validity of a day,
 * leap years and month lengths (`isExists`), completed years (`differenceInYears`). Nothing here
 * counts days or months by hand. The two fixed formats read the Date's own fields: date-fns
 * `lightFormat` cost the start page 0.5 KiB it does not have (decision 020).
 */
import { differenceInYears, isExists, isValid, startOfDay } from 'date-fns';

export { isValid };

/** Display format (spec): 03/27/1980. */
export const DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';
/** Data format sent to the services (spec): 1980-03-27. */
export const DATA_DATE_FORMAT = 'yyyy-MM-dd';
export const INVALID_DATE = 'Invalid Date';
/** Dates before this year are treated as mistakes (a typo in the year, not a real birth date). */
export const MIN_DATE_YEAR = 1900;

/** A date as three form inputs. Strings because that is what inputs hold. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DateInput = Date | string | number;

function invalidDate(): Date {
  return new Date(Number.NaN);
}

/**
 * ISO 8601 date or date-time: `yyyy-MM-dd`, then optionally `T` (or a space), `HH`, `:mm`,
 * `:ss`, a fraction and an offset (`Z`, `±hh`, `±hhmm`, `±hh:mm`). Hour 24 only as 24:00:00.
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]([01]\d|2[0-4])(?::?([0-5]\d)(?::?([0-5]\d)(?:[.,](\d+))?)?)?\s*(Z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?$/i;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A Date from what the app meets: a Date, epoch milliseconds, `yyyy-MM-dd` (read as a local
 * calendar date, never as UTC midnight, which would show the previous day in Pacific Time),
 * an ISO timestamp (offset respected) or `MM/dd/yyyy`. Anything else is an invalid Date.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return new Date(value);
  const text = value.trim();
  const iso = ISO.exec(text);
  if (iso) return fromIso(iso);
  const us = US.exec(text);
  return (us && parseDateParts({ month: us[1]!, day: us[2]!, year: us[3]! })) ?? invalidDate();
}

/**
 * The calendar day must exist (date-fns `isExists`). Without an offset the time is local (a bare
 * date is local midnight); with one, the parts are handed to the platform in ECMAScript's own
 * date-time format, which every browser reads alike, so no offset is added up by hand.
 */
function fromIso(match: RegExpExecArray): Date {
  const [, y, mo, d, h, mi = '00', s = '00', fraction = '', zone] = match;
  const date = parseDateParts({ year: y!, month: mo!, day: d! });
  if (!date || h === undefined) return date ?? invalidDate();
  if (h === '24' && (mi !== '00' || s !== '00' || /[1-9]/.test(fraction))) return invalidDate();
  const ms = fraction.slice(0, 3).padEnd(3, '0');
  if (!zone) {
    date.setHours(Number(h), Number(mi), Number(s), Number(ms));
    return date;
  }
  const offset =
    zone.toUpperCase() === 'Z'
      ? 'Z'
      : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '').padEnd(2, '0')}`;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${offset}`);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `MM/dd/yyyy` (DISPLAY_DATE_FORMAT), or 'Invalid Date' when the value is not a date. */
export function formatDisplayDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return INVALID_DATE;
  const date = toDate(value);
  return isValid(date)
    ? `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)}`
    : INVALID_DATE;
}

/**
 * `yyyy-MM-dd` (DATA_DATE_FORMAT) for the services. Throws a RangeError for an invalid date:
 * never send junk.
 */
export function formatDataDate(value: DateInput): string {
  const date = toDate(value);
  if (!isValid(date)) throw new RangeError(`formatDataDate: not a date: ${String(value)}`);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar date the parts name, at local midnight, or `null` when they name none: each part
 * must be digits only, the year four digits, the month 1-12 and the day within that month
 * (31 February does not roll over into March; 29 February only in a leap year: date-fns
 * `isExists`). Years before 100 name no date (the platform reads them as 19xx).
 */
export function parseDateParts(parts: {
  day: string | number;
  month: string | number;
  year: string | number;
}): Date | null {
  const day = String(parts.day).trim();
  const month = String(parts.month).trim();
  const year = String(parts.year).trim();
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const [y, m, d] = [Number(year), Number(month) - 1, Number(day)];
  return isExists(y, m, d) ? new Date(y, m, d) : null;
}

/** Parseable and in or after `minYear` (1900 by default). */
export function isValidDate(
  value: DateInput | DateParts | null | undefined,
  { minYear = MIN_DATE_YEAR }: { minYear?: number } = {},
): boolean {
  if (value === null || value === undefined) return false;
  const date =
    typeof value === 'object' && !(value instanceof Date) ? parseDateParts(value) : toDate(value);
  return date !== null && isValid(date) && date.getFullYear() >= minYear;
}

/**
 * Completed years between a date of birth and a day, by calendar date (time of day ignored):
 * date-fns `differenceInYears` of the two local days. Someone born on 29 February turns a year
 * older on 1 March in other years.
 */
export function ageOn(dob: DateInput, today: DateInput): number {
  const birth = toDate(dob);
  const now = toDate(today);
  if (!isValid(birth) || !isValid(now)) return Number.NaN;
  return differenceInYears(startOfDay(now), startOfDay(birth));
}

/** True when the person is at least `years` old on `today` (their birthday counts). */
export function isAtLeastAge(
  dob: DateInput,
  years: number,
  today: DateInput = new Date(),
): boolean {
  const age = ageOn(dob, today);
  return !Number.isNaN(age) && age >= years;
}
