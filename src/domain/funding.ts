/**
 * The funding timeline after closing (the `complete` screen): the right of rescission and the
 * funding date, in business days. Pure calendar maths on local calendar dates (midnight); no
 * time zones, no clock: the caller passes the signing date.
 *
 * - Business day (ours, as the brief asks): Monday to Friday, except the US federal holidays
 *   (5 U.S.C. 6103) on the day they are observed (a Saturday holiday is observed the Friday
 *   before, a Sunday one the Monday after). Regulation Z counts Saturdays as business days for
 *   rescission (12 CFR 1026.2(a)(6)); skipping them only shows a later, safe date.
 * - Right of rescission (primary residence only): until midnight of the third business day after
 *   signing (12 CFR 1026.15). The funds are released the business day after it ends.
 * - Funding: "funding in five business days" (spec): by the fifth business day after signing.
 */

/** Business days of the right of rescission (primary residence). */
export const RESCISSION_BUSINESS_DAYS = 3;
/** "Funding in five business days" (shell spec §9). */
export const FUNDING_BUSINESS_DAYS = 5;

/** A calendar date at local midnight. */
function day(year: number, monthIndex: number, date: number): Date {
  const value = new Date(year, monthIndex, date);
  value.setFullYear(year, monthIndex, date);
  return value;
}

/** The same calendar date at local midnight (time of day dropped). */
export function startOfDay(value: Date): Date {
  return day(value.getFullYear(), value.getMonth(), value.getDate());
}

export function addDays(value: Date, days: number): Date {
  return day(value.getFullYear(), value.getMonth(), value.getDate() + days);
}

const key = (value: Date) => `${value.getFullYear()}-${value.getMonth()}-${value.getDate()}`;

/** The `nth` (1-based) `weekday` (0 = Sunday) of a month; nth = -1: the last one. */
function nthWeekday(year: number, monthIndex: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = day(year, monthIndex, 1);
    const offset = (weekday - first.getDay() + 7) % 7;
    return day(year, monthIndex, 1 + offset + (nth - 1) * 7);
  }
  const last = day(year, monthIndex + 1, 0);
  const offset = (last.getDay() - weekday + 7) % 7;
  return day(year, monthIndex, last.getDate() - offset);
}

/** Saturday → the Friday before, Sunday → the Monday after. */
function observed(value: Date): Date {
  if (value.getDay() === 6) return addDays(value, -1);
  if (value.getDay() === 0) return addDays(value, 1);
  return value;
}

export interface FederalHoliday {
  name: string;
  /** The day it is observed (a weekday). */
  date: Date;
}

/**
 * The eleven US federal holidays of a year, on their observed days. New Year's Day of the next
 * year observed on 31 December is included in this year's list (it falls in this year).
 */
export function federalHolidays(year: number): FederalHoliday[] {
  const MONDAY = 1;
  const THURSDAY = 4;
  const list: FederalHoliday[] = [
    { name: "New Year's Day", date: observed(day(year, 0, 1)) },
    { name: 'Birthday of Martin Luther King, Jr.', date: nthWeekday(year, 0, MONDAY, 3) },
    { name: "Washington's Birthday", date: nthWeekday(year, 1, MONDAY, 3) },
    { name: 'Memorial Day', date: nthWeekday(year, 4, MONDAY, -1) },
    { name: 'Juneteenth National Independence Day', date: observed(day(year, 5, 19)) },
    { name: 'Independence Day', date: observed(day(year, 6, 4)) },
    { name: 'Labor Day', date: nthWeekday(year, 8, MONDAY, 1) },
    { name: 'Columbus Day', date: nthWeekday(year, 9, MONDAY, 2) },
    { name: 'Veterans Day', date: observed(day(year, 10, 11)) },
    { name: 'Thanksgiving Day', date: nthWeekday(year, 10, THURSDAY, 4) },
    { name: 'Christmas Day', date: observed(day(year, 11, 25)) },
  ];
  // Juneteenth became a federal holiday in 2021.
  const inForce = list.filter(
    (holiday) => year >= 2021 || holiday.name !== 'Juneteenth National Independence Day',
  );
  const nextNewYear = observed(day(year + 1, 0, 1));
  if (nextNewYear.getFullYear() === year) {
    inForce.push({ name: "New Year's Day", date: nextNewYear });
  }
  // This year's 1 January on a Saturday is observed on 31 December of the year before.
  return inForce.filter((holiday) => holiday.date.getFullYear() === year);
}

const holidayCache = new Map<number, Set<string>>();

function holidayKeys(year: number): Set<string> {
  let keys = holidayCache.get(year);
  if (!keys) {
    keys = new Set(federalHolidays(year).map((holiday) => key(holiday.date)));
    holidayCache.set(year, keys);
  }
  return keys;
}

export function isFederalHoliday(value: Date): boolean {
  return holidayKeys(value.getFullYear()).has(key(value));
}

export function isWeekend(value: Date): boolean {
  return value.getDay() === 0 || value.getDay() === 6;
}

export function isBusinessDay(value: Date): boolean {
  return !isWeekend(value) && !isFederalHoliday(value);
}

/**
 * The `count`-th business day after `from` (`from` itself never counts, whatever day it is).
 * count 0: `from` (start of day). Throws a RangeError for a negative or fractional count.
 */
export function addBusinessDays(from: Date, count: number): Date {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`addBusinessDays: count must be a whole number >= 0: ${count}`);
  }
  let current = startOfDay(from);
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** The first business day after `from`. */
export function nextBusinessDay(from: Date): Date {
  return addBusinessDays(from, 1);
}

export interface FundingTimeline {
  signedOn: Date;
  /** The last day the borrower may cancel (until midnight); null without a right of rescission. */
  rescissionEnds: Date | null;
  /** The business day the lender releases the funds. */
  fundsReleased: Date;
  /** The funds arrive by this day ("funding in five business days"). */
  fundingBy: Date;
}

/**
 * The timeline from the signing date. `rescission`: the right of rescission applies (the
 * property is the borrower's primary residence).
 */
export function fundingTimeline(
  signedOn: Date,
  { rescission }: { rescission: boolean },
): FundingTimeline {
  const signed = startOfDay(signedOn);
  const rescissionEnds = rescission ? addBusinessDays(signed, RESCISSION_BUSINESS_DAYS) : null;
  const fundsReleased = nextBusinessDay(rescissionEnds ?? signed);
  const fundingBy = addBusinessDays(signed, FUNDING_BUSINESS_DAYS);
  return {
    signedOn: signed,
    rescissionEnds,
    fundsReleased,
    fundingBy: fundingBy < fundsReleased ? fundsReleased : fundingBy,
  };
}
