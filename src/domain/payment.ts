/**
 * Payment maths of a HELOC draw (shell spec §9): an amortized monthly payment over the term,
 * principal = draw + origination fee (a percent of the draw, optionally capped), interest accrued
 * on 365.25 days a year, banker's rounding to the cent, and an interest-only payment in the
 * age-restricted mode. Pure: no I/O, no dates. Design notes: docs/screens/offer.md.
 */
import { drawTotal } from './money';

/** Interest accrues daily on a 365.25-day year (spec §9). */
export const DAYS_PER_YEAR = 365.25;
export const MONTHS_PER_YEAR = 12;
/** The average month of that year: 30.4375 days. */
export const DAYS_PER_MONTH = DAYS_PER_YEAR / MONTHS_PER_YEAR;
/** The largest origination fee any offer charges, percent (footer disclosure). */
export const ORIGINATION_FEE_MAX_PERCENT = 4.99;

/**
 * How far (in units of the last kept digit) a scaled value may sit from exactly half and still
 * count as a tie. Binary floating point cannot hold 2.675 exactly (it holds 2.67499999999999982),
 * so a decimal tie typed or computed in dollars arrives a few ulps off half; one millionth of a
 * cent is far above that noise (below 1e-7 for amounts under a billion) and far below any real
 * difference between two amounts.
 */
const TIE_TOLERANCE = 1e-6;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Banker's rounding (round half to even) to `decimals` places, cents by default:
 * 2.665 → 2.66, 2.675 → 2.68, 0.125 → 0.12, 0.135 → 0.14, -2.675 → -2.68. Anything that is not
 * a tie rounds to the nearest. Throws a TypeError for a value that is not a finite number.
 */
export function roundHalfEven(value: number, decimals = 2): number {
  if (!isNumber(value)) throw new TypeError(`roundHalfEven: not a number: ${String(value)}`);
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`roundHalfEven: decimals must be a non-negative integer: ${decimals}`);
  }
  const factor = 10 ** decimals;
  const scaled = value * factor;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  let rounded: number;
  if (Math.abs(fraction - 0.5) <= TIE_TOLERANCE) {
    rounded = floor % 2 === 0 ? floor : floor + 1;
  } else {
    rounded = fraction < 0.5 ? floor : floor + 1;
  }
  // `+ 0` turns -0 into 0 (a rounded -0.001 is "$0.00", not "-$0.00").
  return rounded / factor + 0;
}

/**
 * The monthly periodic rate of an APR (percent): the daily rate of a 365.25-day year times the
 * days of an average month (30.4375). Equal to APR / 1200 in exact arithmetic: the day count
 * changes how interest accrues between dates, not the average month. Not rounded.
 */
export function monthlyRate(aprPercent: number): number {
  if (!isNumber(aprPercent) || aprPercent < 0) {
    throw new RangeError(`monthlyRate: the APR must be a non-negative number: ${aprPercent}`);
  }
  const dailyRate = aprPercent / 100 / DAYS_PER_YEAR;
  return dailyRate * DAYS_PER_MONTH;
}

/**
 * The origination fee in dollars: `percent` of the draw (at most 4.99%), capped at `cap` dollars
 * when the lender sets one (ofeeMaxThreshold; null, undefined or 0: no cap), rounded half to even.
 */
export function originationFee(draw: number, percent: number, cap?: number | null): number {
  if (!isNumber(draw) || draw < 0) throw new RangeError(`originationFee: bad draw: ${draw}`);
  if (!isNumber(percent) || percent < 0) {
    throw new RangeError(`originationFee: bad percent: ${percent}`);
  }
  const fee = roundHalfEven((draw * Math.min(percent, ORIGINATION_FEE_MAX_PERCENT)) / 100);
  return isNumber(cap) && cap > 0 ? Math.min(fee, roundHalfEven(cap)) : fee;
}

/**
 * The level monthly payment that repays `principal` over `months` at the monthly rate `rate`:
 * P·r / (1 − (1 + r)^−n), or P / n at a zero rate. Rounded half to even to the cent.
 */
export function amortizedPayment(principal: number, rate: number, months: number): number {
  if (!isNumber(principal) || principal < 0) {
    throw new RangeError(`amortizedPayment: bad principal: ${principal}`);
  }
  if (!Number.isInteger(months) || months <= 0) {
    throw new RangeError(`amortizedPayment: months must be a positive integer: ${months}`);
  }
  if (rate === 0) return roundHalfEven(principal / months);
  return roundHalfEven((principal * rate) / (1 - (1 + rate) ** -months));
}

/** The interest of one average month on `principal`: P·r, rounded half to even to the cent. */
export function interestOnlyPayment(principal: number, rate: number): number {
  if (!isNumber(principal) || principal < 0) {
    throw new RangeError(`interestOnlyPayment: bad principal: ${principal}`);
  }
  return roundHalfEven(principal * rate);
}

export interface PaymentInput {
  /** The initial draw, dollars. */
  draw: number;
  /** APR, percent. */
  apr: number;
  /** The fixed term, years. */
  termYears: number;
  /** The offer's origination fee, percent of the draw. */
  originationFeePercent: number;
  /** ofeeMaxThreshold: the most the fee may be, dollars (none when null/undefined/0). */
  originationFeeCap?: number | null;
  /** The age-restricted mode (brand.ageRestricted): the payment is interest only. */
  interestOnly?: boolean;
}

export interface PaymentBreakdown {
  /** The origination fee, dollars (financed: part of the principal). */
  fee: number;
  /** Draw + fee, dollars. */
  principal: number;
  /** Monthly periodic rate (not rounded). */
  rate: number;
  /** Number of monthly payments. */
  months: number;
  /** The monthly payment, dollars, rounded half to even. */
  payment: number;
  interestOnly: boolean;
}

/** The monthly payment of a draw, with what it is made of. */
export function paymentFor(input: PaymentInput): PaymentBreakdown {
  const { draw, apr, termYears, originationFeePercent, originationFeeCap } = input;
  if (!isNumber(termYears) || termYears <= 0) {
    throw new RangeError(`paymentFor: the term must be a positive number of years: ${termYears}`);
  }
  const fee = originationFee(draw, originationFeePercent, originationFeeCap);
  const principal = drawTotal(draw, fee);
  const rate = monthlyRate(apr);
  const months = Math.round(termYears * MONTHS_PER_YEAR);
  const interestOnly = input.interestOnly === true;
  const payment = interestOnly
    ? interestOnlyPayment(principal, rate)
    : amortizedPayment(principal, rate, months);
  return { fee, principal, rate, months, payment, interestOnly };
}

/** The monthly payment only (see `paymentFor`). */
export function monthlyPayment(input: PaymentInput): number {
  return paymentFor(input).payment;
}
