import type { IdGenerator } from './ids';
import type { Offer } from './types';

/** Terms (years) and APRs the sandbox lender offers, before discounts. */
const TERMS: readonly { term: number; rate: number; fee: number }[] = [
  { term: 5, rate: 8.45, fee: 4.99 },
  { term: 10, rate: 8.95, fee: 3.99 },
  { term: 15, rate: 9.45, fee: 2.99 },
  { term: 30, rate: 9.95, fee: 1.99 },
];

const MIN_LINE = 15_000;
const MAX_LINE = 400_000;
/** Combined loan-to-value cap and the share of value the sandbox assumes is already owed. */
const CLTV_CAP = 0.85;
const ASSUMED_FIRST_LIEN = 0.45;

function roundDown(value: number, step: number): number {
  return Math.floor(value / step) * step;
}

/** The largest line the property supports (0 when it supports none). */
export function maxLineFor(estimatedValue: number): number {
  const available = roundDown(estimatedValue * (CLTV_CAP - ASSUMED_FIRST_LIEN), 1000);
  return available < MIN_LINE ? 0 : Math.min(available, MAX_LINE);
}

/** Offers for a property of the given value: one per term, an autopay discount on each. */
export function generateOffers(
  estimatedValue: number,
  ids: IdGenerator,
  rateBuyDown = false,
): Offer[] {
  const max = maxLineFor(estimatedValue);
  if (max === 0) return [];
  const offers: Offer[] = TERMS.map(({ term, rate, fee }) => ({
    uuid: ids(),
    term,
    type: 'STANDARD',
    min: MIN_LINE,
    max,
    minDraw: MIN_LINE,
    maxDraw: max,
    originationFee: fee,
    rate,
    otherRate: Number((rate + 0.25).toFixed(2)),
    baseRate: Number((rate - 1.5).toFixed(2)),
    discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: Number((rate - 0.25).toFixed(2)) }],
    payOff: 'NOT_REQUIRED',
  }));
  if (rateBuyDown) {
    offers.push({
      ...offers[1]!,
      uuid: ids(),
      type: 'RATE_BUY_DOWN',
      originationFee: 4.99,
      rate: 7.95,
      otherRate: 8.2,
      baseRate: 6.45,
      discountList: [
        { discountType: 'AUTOPAY', rateWithDiscount: 7.7 },
        { discountType: 'RATE_BUY_DOWN', rateWithDiscount: 7.95 },
      ],
    });
  }
  return offers;
}

/** A stable pseudo-estimate (400k to 900k) for an address, so a property is worth the same each time. */
export function estimateValue(street: string, zip: string): number {
  let hash = 0;
  for (const char of `${street.toLowerCase()}|${zip}`)
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 400_000 + (hash % 101) * 5_000;
}
