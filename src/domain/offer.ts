/**
 * Offer rules (shell spec §3, §5, §9): which draw fits an offer, how the draw preference and a
 * required payoff move the draw slider's bounds and the cash to the borrower, the typed draw's
 * validation, and the estimated costs and fees. Pure. Design notes: docs/screens/offer.md.
 */
import { formatMoney, parseMoneyInput } from './money';
import { originationFee, ORIGINATION_FEE_MAX_PERCENT } from './payment';
import {
  APPRAISAL_COST,
  APPRAISAL_THRESHOLD,
  MANUAL_NOTARY_FEE,
  RECORDING_FEE_RANGE,
  VALUATION_FEE,
} from './fees';

/** The draw bounds of an offer (dollars); `max` is the line. */
export interface OfferBounds {
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
}

/** What the borrower wants done with a payoff the lender requires (shell spec §3). */
export const DRAW_PREFERENCES = ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] as const;
export type DrawPreference = (typeof DRAW_PREFERENCES)[number];

export function isDrawPreference(value: unknown): value is DrawPreference {
  return DRAW_PREFERENCES.includes(value as DrawPreference);
}

/** Offer types: the rate buy-down ones are shown only with the fe-heloc-rate-buy-down flag. */
export const RATE_BUY_DOWN_OFFER = 'RATE_BUY_DOWN';

/** payOff statuses under which the debts must be paid off from the draw. */
const PAYOFF_NEEDED = new Set(['REQUIRED', 'REQUESTED']);

/** The slider moves in thousands; the typed field and the stepper take any whole dollar amount. */
export const DRAW_STEP = 1_000;

/**
 * A draw fits an offer when it lies within the offer's minDraw and maxDraw (spec §5) and is not
 * above the line (`line`, the offer's max unless a smaller line was chosen).
 */
export function drawFitsOffer(draw: number, offer: OfferBounds, line = offer.max): boolean {
  return Number.isFinite(draw) && draw >= offer.minDraw && draw <= offer.maxDraw && draw <= line;
}

export interface LiabilityBalance {
  monetaryBalance?: number | null;
}

/**
 * The debts the draw must pay off: every liability's balance when the offer's payOff status is
 * REQUIRED or REQUESTED (the lender still has to pay them); nothing when NOT_REQUIRED, COMPLETE
 * or absent.
 */
export function payoffAmount(
  offer: { payOff?: string | null },
  liabilities: readonly LiabilityBalance[],
): number {
  if (!PAYOFF_NEEDED.has(offer.payOff ?? '')) return 0;
  return liabilities.reduce(
    (sum, liability) => sum + Math.max(0, liability.monetaryBalance ?? 0),
    0,
  );
}

/**
 * What the slider chooses and between which bounds, for a preference and a payoff.
 * - PRESERVE: the slider chooses the cash to the borrower; the draw is cash + payoff, so the
 *   cash runs from max(minDraw − payoff, 0) to maxDraw − payoff.
 * - DEDUCT: the slider chooses the draw; the payoff comes out of it, so the draw runs from
 *   max(minDraw, payoff) to maxDraw and the cash is draw − payoff.
 * - MAXIMIZE: the draw is fixed at maxDraw (no slider); the cash is maxDraw − payoff.
 * With no payoff PRESERVE and DEDUCT are the same: the draw from minDraw to maxDraw.
 * `fits` is false when the offer cannot pay the debts off (payoff above maxDraw).
 */
export interface DrawRange {
  /** What the slider's value means. */
  controls: 'cash' | 'draw';
  min: number;
  max: number;
  /** False for MAXIMIZE: the amount is fixed. */
  adjustable: boolean;
  fits: boolean;
  payoff: number;
}

export function drawRange(
  offer: OfferBounds,
  preference: DrawPreference,
  payoff: number,
): DrawRange {
  const maxDraw = Math.min(offer.maxDraw, offer.max);
  const fits = payoff <= maxDraw && offer.minDraw <= maxDraw;
  switch (preference) {
    case 'PRESERVE':
      return {
        controls: 'cash',
        min: Math.max(offer.minDraw - payoff, 0),
        max: Math.max(maxDraw - payoff, 0),
        adjustable: true,
        fits,
        payoff,
      };
    case 'DEDUCT':
      return {
        controls: 'draw',
        min: Math.max(offer.minDraw, payoff),
        max: maxDraw,
        adjustable: true,
        fits,
        payoff,
      };
    case 'MAXIMIZE':
      return { controls: 'draw', min: maxDraw, max: maxDraw, adjustable: false, fits, payoff };
  }
}

/** The draw and the cash to the borrower for the slider's value under a range. */
export function drawPlan(range: DrawRange, value: number): { draw: number; cash: number } {
  const chosen = range.adjustable ? clamp(value, range.min, range.max) : range.max;
  const draw = range.controls === 'cash' ? chosen + range.payoff : chosen;
  return { draw, cash: Math.max(draw - range.payoff, 0) };
}

/** The value the slider takes when the range changes: the old value kept inside the new bounds. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** One stepper press (−/+ a thousand), kept within the range. */
export function stepDraw(range: DrawRange, value: number, direction: -1 | 1): number {
  return clamp(value + direction * DRAW_STEP, range.min, range.max);
}

// ---------------------------------------------------------------------------------------------
// The typed amount

export const DRAW_MESSAGES = {
  required: 'Enter the amount you want',
  notAmount: 'Enter the amount in dollars, like 50,000',
  wholeDollars: 'Enter a whole number of dollars, like 50,000',
  tooLow: (min: number) => `Enter an amount of ${formatMoney(min, 0)} or more`,
  tooHigh: (max: number) => `Enter an amount of ${formatMoney(max, 0)} or less`,
  payoffTooLarge:
    'This offer cannot cover the debts that must be paid off. Choose another offer or call us.',
} as const;

export type DrawInputResult = { ok: true; value: number } | { ok: false; message: string };

/** The typed amount against the slider's bounds: the amount, or the message that explains it. */
export function validateDrawInput(text: string, range: DrawRange): DrawInputResult {
  if (!range.fits) return { ok: false, message: DRAW_MESSAGES.payoffTooLarge };
  if (text.trim() === '') return { ok: false, message: DRAW_MESSAGES.required };
  const amount = parseMoneyInput(text);
  if (amount === null) return { ok: false, message: DRAW_MESSAGES.notAmount };
  if (!Number.isInteger(amount)) return { ok: false, message: DRAW_MESSAGES.wholeDollars };
  if (amount < range.min) return { ok: false, message: DRAW_MESSAGES.tooLow(range.min) };
  if (amount > range.max) return { ok: false, message: DRAW_MESSAGES.tooHigh(range.max) };
  return { ok: true, value: amount };
}

// ---------------------------------------------------------------------------------------------
// Costs and fees

export {
  APPRAISAL_COST,
  APPRAISAL_THRESHOLD,
  MANUAL_NOTARY_FEE,
  RECORDING_FEE_RANGE,
  VALUATION_FEE,
};

/** States with a recording tax (spec §9). */
export const RECORDING_TAX_STATES: ReadonlySet<string> = new Set([
  'AR',
  'CO',
  'HI',
  'IL',
  'IN',
  'KY',
  'LA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'NJ',
  'NV',
  'OK',
  'OR',
  'PA',
  'SD',
  'UT',
  'WV',
  'WY',
]);

/** A cost line from the application (getApplication `costs`). */
export interface ApplicationCost {
  feeType: string;
  borrowerPaidAmount?: number | null;
  totalPaidByBorrower?: number | null;
}

export interface CostLine {
  key: string;
  label: string;
  /** Dollars; equal to `max` for a known amount, else the estimate's range. */
  min: number;
  max: number;
  /** Financed (added to the principal) rather than paid from the draw at closing. */
  financed?: boolean;
  note?: string;
}

export interface CostsInput {
  /** The line amount (the appraisal rule reads it). */
  line: number;
  draw: number;
  originationFeePercent: number;
  ofeeMaxThreshold?: number | null;
  propertyState?: string | null;
  costs?: readonly ApplicationCost[];
  minRecordingTax?: number | null;
  maxRecordingTax?: number | null;
  /** fe-heloc-company-covers-appraisal: the lender pays the appraisal. */
  companyCoversAppraisal?: boolean;
}

const paidBy = (cost: ApplicationCost | undefined): number | null =>
  cost ? (cost.borrowerPaidAmount ?? cost.totalPaidByBorrower ?? null) : null;

const LABELS: Record<string, string> = {
  MANUAL_NOTARY: 'Manual notarization',
};

function labelOf(feeType: string): string {
  if (LABELS[feeType]) return LABELS[feeType];
  const words = feeType.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The estimated costs and fees of a draw:
 * - origination: percent of the draw (at most 4.99%, capped by ofeeMaxThreshold), financed;
 * - an appraisal ($500 to $2,000) when the line is above $400,000, else the valuation fee
 *   ($180, or the lender's VALUATION cost);
 * - the recording fee (the lender's RECORDING cost, else $0 to $315);
 * - the recording tax only in the 21 recording-tax states, from min/maxRecordingTax;
 * - any other cost the lender lists (e.g. MANUAL_NOTARY), at its borrower-paid amount.
 */
export function closingCosts(input: CostsInput): CostLine[] {
  const costs = input.costs ?? [];
  const byType = new Map(costs.map((cost) => [cost.feeType, cost]));
  const percent = Math.min(input.originationFeePercent, ORIGINATION_FEE_MAX_PERCENT);
  const fee = originationFee(input.draw, percent, input.ofeeMaxThreshold);
  const capped = fee < originationFee(input.draw, percent);
  const lines: CostLine[] = [
    {
      key: 'ORIGINATION',
      label: `Origination fee (${percent}% of your draw${capped ? ', capped' : ''})`,
      min: fee,
      max: fee,
      financed: true,
      note: 'Added to your balance, not paid at closing.',
    },
  ];
  if (input.line > APPRAISAL_THRESHOLD) {
    lines.push(
      input.companyCoversAppraisal
        ? { key: 'APPRAISAL', label: 'Appraisal', min: 0, max: 0, note: 'Paid by us.' }
        : {
            key: 'APPRAISAL',
            label: 'Appraisal',
            min: APPRAISAL_COST.min,
            max: APPRAISAL_COST.max,
            note: `Required for lines above ${formatMoney(APPRAISAL_THRESHOLD, 0)}.`,
          },
    );
  } else {
    const valuation = paidBy(byType.get('VALUATION')) ?? VALUATION_FEE;
    lines.push({ key: 'VALUATION', label: 'Valuation fee', min: valuation, max: valuation });
  }
  const recording = paidBy(byType.get('RECORDING'));
  lines.push(
    recording === null
      ? {
          key: 'RECORDING',
          label: 'Recording fee',
          min: RECORDING_FEE_RANGE.min,
          max: RECORDING_FEE_RANGE.max,
        }
      : { key: 'RECORDING', label: 'Recording fee', min: recording, max: recording },
  );
  if (RECORDING_TAX_STATES.has((input.propertyState ?? '').toUpperCase())) {
    const min = Math.max(0, input.minRecordingTax ?? 0);
    const max = Math.max(min, input.maxRecordingTax ?? min);
    lines.push({ key: 'RECORDING_TAX', label: 'Recording tax', min, max });
  }
  for (const cost of costs) {
    if (['VALUATION', 'RECORDING', 'ORIGINATION', 'APPRAISAL'].includes(cost.feeType)) continue;
    const amount = paidBy(cost);
    if (amount === null) continue;
    lines.push({ key: cost.feeType, label: labelOf(cost.feeType), min: amount, max: amount });
  }
  return lines;
}

/** The estimate's total range (dollars), financed lines included. */
export function costTotals(lines: readonly CostLine[]): { min: number; max: number } {
  return lines.reduce(
    (total, line) => ({
      min: Math.round((total.min + line.min) * 100) / 100,
      max: Math.round((total.max + line.max) * 100) / 100,
    }),
    { min: 0, max: 0 },
  );
}

/** "$180.00", or "$500.00 to $2,000.00" for a range. */
export function formatCost(line: { min: number; max: number }): string {
  return line.min === line.max
    ? formatMoney(line.min)
    : `${formatMoney(line.min)} to ${formatMoney(line.max)}`;
}
