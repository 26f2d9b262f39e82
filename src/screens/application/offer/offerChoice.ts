/**
 * The offer screens' view model: which offers are shown, what a choice (offer, preference,
 * slider value) comes to (draw, cash, payment, costs), and how a choice travels from
 * product/select to product/select/confirm in the query. Pure; the maths is src/domain.
 */
import { SELECT_OFFER_STEP } from '../../../../machines/step-screen/calls/offer';
import type { HelocApplication, Offer } from '../../../api/application';
import {
  closingCosts,
  costTotals,
  drawPlan,
  drawRange,
  isDrawPreference,
  payoffAmount,
  RATE_BUY_DOWN_OFFER,
  type CostLine,
  type DrawPreference,
  type DrawRange,
} from '../../../domain/offer';
import { paymentFor, type PaymentBreakdown } from '../../../domain/payment';

export interface OfferChoice {
  offerUuid: string;
  preference: DrawPreference;
  /** The slider's value: the cash (PRESERVE with a payoff) or the draw. */
  value: number;
}

/** The offers shown: rate buy-down offers only with the fe-heloc-rate-buy-down flag. */
export function visibleOffers(offers: readonly Offer[], rateBuyDown: boolean): Offer[] {
  return offers.filter((offer) => rateBuyDown || offer.type !== RATE_BUY_DOWN_OFFER);
}

/** "10-year fixed", "10-year fixed, rate buy-down". */
export function offerName(offer: Offer): string {
  const base = `${offer.term}-year fixed`;
  return offer.type === RATE_BUY_DOWN_OFFER ? `${base}, rate buy-down` : base;
}

/** "8.95%" (two decimals at least). */
export function percent(rate: number): string {
  return `${rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })}%`;
}

/** "Autopay" from AUTOPAY, "Rate buy-down" from RATE_BUY_DOWN. */
export function discountName(type: string): string {
  const words = type.replace(/_/g, ' ').toLowerCase().replace('buy down', 'buy-down');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ChoiceSummary {
  offer: Offer;
  range: DrawRange;
  draw: number;
  cash: number;
  payoff: number;
  payment: PaymentBreakdown;
  costs: CostLine[];
  costTotal: { min: number; max: number };
}

export interface SummaryOptions {
  /** The brand's age-restricted mode: the payment is interest only. */
  interestOnly: boolean;
  companyCoversAppraisal: boolean;
}

/** The payoff the offer needs (0 when none) and the slider's range for a preference. */
export function rangeFor(
  application: HelocApplication,
  offer: Offer,
  preference: DrawPreference,
): DrawRange {
  return drawRange(offer, preference, payoffAmount(offer, application.liabilities));
}

/** Everything a choice comes to. */
export function summarize(
  application: HelocApplication,
  choice: OfferChoice,
  options: SummaryOptions,
): ChoiceSummary | null {
  const offer = application.offers.find((candidate) => candidate.uuid === choice.offerUuid);
  if (!offer) return null;
  const range = rangeFor(application, offer, choice.preference);
  const { draw, cash } = drawPlan(range, choice.value);
  const payment = paymentFor({
    draw,
    apr: offer.rate,
    termYears: offer.term,
    originationFeePercent: offer.originationFee,
    originationFeeCap: application.ofeeMaxThreshold,
    interestOnly: options.interestOnly,
  });
  const costs = closingCosts({
    line: offer.max,
    draw,
    originationFeePercent: offer.originationFee,
    ofeeMaxThreshold: application.ofeeMaxThreshold,
    propertyState: application.property?.state,
    costs: application.costs,
    minRecordingTax: application.minRecordingTax,
    maxRecordingTax: application.maxRecordingTax,
    companyCoversAppraisal: options.companyCoversAppraisal,
  });
  return {
    offer,
    range,
    draw,
    cash,
    payoff: range.payoff,
    payment,
    costs,
    costTotal: costTotals(costs),
  };
}

/**
 * The first choice shown: the offer chosen before (answers['select-offer']) when it is still
 * offered, else the first shown; its draw as before, else the most the offer allows.
 */
export function initialChoice(
  application: HelocApplication,
  shown: readonly Offer[],
): OfferChoice | null {
  const previous = (application.answers?.[SELECT_OFFER_STEP] ?? {}) as Record<string, unknown>;
  const offer = shown.find((candidate) => candidate.uuid === previous.offerUuid) ?? shown[0];
  if (!offer) return null;
  const preference = isDrawPreference(previous.drawPreference)
    ? previous.drawPreference
    : 'PRESERVE';
  const range = rangeFor(application, offer, preference);
  const draw =
    offer.uuid === previous.offerUuid && typeof previous.initialDraw === 'number'
      ? previous.initialDraw
      : range.max + (range.controls === 'cash' ? range.payoff : 0);
  const value = range.controls === 'cash' ? draw - range.payoff : draw;
  return {
    offerUuid: offer.uuid,
    preference,
    value: Math.min(range.max, Math.max(range.min, value)),
  };
}

// ---------------------------------------------------------------------------------------------
// The choice in the query (product/select → product/select/confirm)

const OFFER_PARAM = 'offer';
const VALUE_PARAM = 'amount';
const PREFERENCE_PARAM = 'preference';

export function choiceToSearch(choice: OfferChoice): string {
  return new URLSearchParams({
    [OFFER_PARAM]: choice.offerUuid,
    [VALUE_PARAM]: String(choice.value),
    [PREFERENCE_PARAM]: choice.preference,
  }).toString();
}

/** The choice named by a query, or null when it names none (or not a valid one). */
export function choiceFromSearch(search: URLSearchParams): OfferChoice | null {
  const offerUuid = search.get(OFFER_PARAM);
  const value = Number(search.get(VALUE_PARAM));
  const preference = search.get(PREFERENCE_PARAM);
  if (!offerUuid || !Number.isFinite(value) || !isDrawPreference(preference)) return null;
  return { offerUuid, value, preference };
}
