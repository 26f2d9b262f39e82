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

/**
 * A Date from what the app meets: a Date, epoch milliseconds, `yyyy-MM-dd` (read as a local
 * calendar date, never as UTC midnight, which would show the previous day in Pacific Time),
 * an ISO timestamp (offset respected) or `MM/dd/yyyy`. Anything else is an invalid Date.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return new Date(value);
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/.test(text)) return parseIsoText(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return parseDateParts({ month: us[1]!, day: us[2]!, year: us[3]! }) ?? invalidDate();
  return invalidDate();
}

function invalidDate(): Date {
  return new Date(Number.NaN);
}

/** True when the Date holds a time (not NaN). */
export function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * ISO 8601 date or date-time: without an offset it is local time (a bare date is local midnight),
 * with `Z` or `±hh:mm` the offset is respected. Out-of-range parts give an invalid Date.
 */
function parseIsoText(text: string): Date {
  const m = ISO.exec(text);
  if (!m) return invalidDate();
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = m;
  const date = parseDateParts({ year: y!, month: mo!, day: d! });
  const hours = Number(h);
  const minutes = Number(mi);
  const seconds = Number(s);
  if (!date || minutes > 59 || seconds > 59 || hours > 24) return invalidDate();
  if (hours === 24 && (minutes || seconds)) return invalidDate();
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (!zone) {
    date.setHours(hours, minutes, seconds, ms);
    return date;
  }
  let offset = 0;
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2) || '0');
    if (oh > 23 || om > 59) return invalidDate();
    offset = sign * (oh * 60 + om);
  }
  const utc = new Date(0);
  utc.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  utc.setUTCHours(hours, minutes - offset, seconds, ms);
  return utc;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `MM/dd/yyyy`, or 'Invalid Date' when the value is not a date. */
export function formatDisplayDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return INVALID_DATE;
  const date = toDate(value);
  return isValid(date)
    ? `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)}`
    : INVALID_DATE;
}

/** `yyyy-MM-dd` for the services. Throws a RangeError for an invalid date: never send junk. */
export function formatDataDate(value: DateInput): string {
  const date = toDate(value);
  if (!isValid(date)) throw new RangeError(`formatDataDate: not a date: ${String(value)}`);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar date the parts name, at local midnight, or `null` when they name none: each part
 * must be digits only, the year four digits, the month 1-12 and the day within that month
 * (31 February does not roll over into March).
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
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  const date = new Date(y, m - 1, d);
  // new Date(...) treats years 0-99 as 1900-1999; set the year explicitly.
  date.setFullYear(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return date;
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
 * Completed years between a date of birth and a day, by calendar date (time of day ignored).
 * Someone born on 29 February turns a year older on 1 March in other years.
 */
export function ageOn(dob: DateInput, today: DateInput): number {
  const birth = toDate(dob);
  const now = toDate(today);
  if (!isValid(birth) || !isValid(now)) return Number.NaN;
  let years = now.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    now.getMonth() < birth.getMonth() ||
    (now.getMonth() === birth.getMonth() && now.getDate() < birth.getDate());
  if (beforeBirthday) years -= 1;
  return years;
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
