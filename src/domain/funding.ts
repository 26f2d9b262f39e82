/**
 * The funding timeline after closing (the `complete` screen): the right of rescission and the
 * funding date, in business days. Calendar rules on local calendar dates (midnight), all date-fns
 * (decision 020): no time zones, no clock, the caller passes the signing date. A day is a day of
 * the calendar (`addDays`), 23 or 25 hours across a change of clocks.
 *
 * - Business day (ours, as the brief asks): Monday to Friday, except the US federal holidays
 *   (5 U.S.C. 6103) on the day they are observed (a Saturday holiday is observed the Friday
 *   before, a Sunday one the Monday after). Regulation Z counts Saturdays as business days for
 *   rescission (12 CFR 1026.2(a)(6)); skipping them only shows a later, safe date.
 * - Right of rescission (primary residence only): until midnight of the third business day after
 *   signing (12 CFR 1026.15). The funds are released the business day after it ends.
 * - Funding: "funding in five business days" (spec): by the fifth business day after signing.
 *
 * Not date-fns's `addBusinessDays`: it skips weekends only, not holidays.
 */
import {
  addDays,
  addWeeks,
  getYear,
  isBefore,
  isSameDay,
  isSaturday,
  isSunday,
  isWeekend,
  lastDayOfMonth,
  nextDay,
  previousDay,
  startOfDay,
  subDays,
  type Day,
} from 'date-fns';

/** Business days of the right of rescission (primary residence). */
export const RESCISSION_BUSINESS_DAYS = 3;
/** "Funding in five business days" (shell spec §9). */
export const FUNDING_BUSINESS_DAYS = 5;

const MONDAY: Day = 1;
const THURSDAY: Day = 4;

/** A calendar date at local midnight (`setFullYear`: years 0–99 are not read as 19xx). */
function date(year: number, monthIndex: number, dayOfMonth: number): Date {
  const value = new Date(year, monthIndex, dayOfMonth);
  value.setFullYear(year, monthIndex, dayOfMonth);
  return value;
}

/** The `nth` (1-based) `weekday` of a month; nth = -1: the last one. */
function nthWeekday(year: number, monthIndex: number, weekday: Day, nth: number): Date {
  const first = date(year, monthIndex, 1);
  if (nth > 0) return addWeeks(nextDay(subDays(first, 1), weekday), nth - 1);
  return previousDay(addDays(lastDayOfMonth(first), 1), weekday);
}

/** Saturday → the Friday before, Sunday → the Monday after. */
function observed(value: Date): Date {
  if (isSaturday(value)) return subDays(value, 1);
  if (isSunday(value)) return addDays(value, 1);
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
  const list: FederalHoliday[] = [
    { name: "New Year's Day", date: observed(date(year, 0, 1)) },
    { name: 'Birthday of Martin Luther King, Jr.', date: nthWeekday(year, 0, MONDAY, 3) },
    { name: "Washington's Birthday", date: nthWeekday(year, 1, MONDAY, 3) },
    { name: 'Memorial Day', date: nthWeekday(year, 4, MONDAY, -1) },
    { name: 'Juneteenth National Independence Day', date: observed(date(year, 5, 19)) },
    { name: 'Independence Day', date: observed(date(year, 6, 4)) },
    { name: 'Labor Day', date: nthWeekday(year, 8, MONDAY, 1) },
    { name: 'Columbus Day', date: nthWeekday(year, 9, MONDAY, 2) },
    { name: 'Veterans Day', date: observed(date(year, 10, 11)) },
    { name: 'Thanksgiving Day', date: nthWeekday(year, 10, THURSDAY, 4) },
    { name: 'Christmas Day', date: observed(date(year, 11, 25)) },
  ];
  // Juneteenth became a federal holiday in 2021.
  const inForce = list.filter(
    (holiday) => year >= 2021 || holiday.name !== 'Juneteenth National Independence Day',
  );
  const nextNewYear = observed(date(year + 1, 0, 1));
  if (getYear(nextNewYear) === year) {
    inForce.push({ name: "New Year's Day", date: nextNewYear });
  }
  // This year's 1 January on a Saturday is observed on 31 December of the year before.
  return inForce.filter((holiday) => getYear(holiday.date) === year);
}

const holidayCache = new Map<number, Date[]>();

function holidaysOf(year: number): Date[] {
  let days = holidayCache.get(year);
  if (!days) {
    days = federalHolidays(year).map((holiday) => holiday.date);
    holidayCache.set(year, days);
  }
  return days;
}

export function isFederalHoliday(value: Date): boolean {
  return holidaysOf(getYear(value)).some((holiday) => isSameDay(holiday, value));
}

export function isBusinessDay(value: Date): boolean {
  return !isWeekend(value) && !isFederalHoliday(value);
}

/**
 * The `count`-th business day after `from` (`from` itself never counts, whatever day it is), at
 * local midnight. count 0: `from` (start of day). Throws a RangeError for a negative or fractional
 * count.
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
    fundingBy: isBefore(fundingBy, fundsReleased) ? fundsReleased : fundingBy,
  };
}
