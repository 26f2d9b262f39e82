/**
 * The offer group's step-screen calls (src/screens/application/offer): each screen reads the
 * application (its offers, costs and liabilities) and posts its step.
 *
 * - product/select and product/select/confirm: `select-offer` with the chosen offer and draw.
 * - product/prequal-winback: `requalify` for a smaller line.
 * - product/assets: `link-assets` with where the assets are and their total.
 */
import { getApplication, type HelocApplication, type Offer } from '../../../src/api/application';
import type { JourneyStep } from '../../../src/api/journeySteps';
import type { DrawPreference } from '../../../src/domain/offer';
import type { AssetsBody } from '../../../src/domain/offerAssets';
import { loadNothing, type StepCallContext, type StepScreenCalls } from '../step-screen.actors';

const loadApplication = ({ applicationUuid, signal }: StepCallContext) =>
  getApplication(applicationUuid, { signal });

/** The step the offer screens complete (its answer is the choice made before). */
export const SELECT_OFFER_STEP = 'select-offer' satisfies JourneyStep;

/** What the borrower chose: the offer, the draw it comes to and the draw preference. */
export interface OfferSelection {
  offer: Offer;
  draw: number;
  preference: DrawPreference;
}

/** What the select-offer step is posted with (docs/sandbox.md, group offer). */
export interface SelectOfferBody extends Record<string, unknown> {
  offerUuid: string;
  /** The line amount: the offer's max. */
  amount: number;
  initialDraw: number;
  drawPreference: DrawPreference;
}

/** The `select-offer` body: the line is the offer's max; the draw as chosen. */
export function selectOfferBody({ offer, draw, preference }: OfferSelection): SelectOfferBody {
  return {
    offerUuid: offer.uuid,
    amount: offer.max,
    initialDraw: draw,
    drawPreference: preference,
  };
}

/** product/select: the offers, the draw, the payment and the costs. */
export const selectOfferCalls: StepScreenCalls<
  HelocApplication,
  OfferSelection,
  unknown,
  'select-offer'
> = {
  load: loadApplication,
  step: SELECT_OFFER_STEP,
  body: selectOfferBody,
};

/** product/select/confirm: the choice made on product/select, posted. */
export const confirmOfferCalls: StepScreenCalls<
  HelocApplication,
  OfferSelection,
  unknown,
  'select-offer'
> = {
  load: loadApplication,
  step: SELECT_OFFER_STEP,
  body: selectOfferBody,
};

/** The `requalify` body: the borrower asks for offers for a smaller line. */
export interface RequalifyBody extends Record<string, unknown> {
  option: 'SMALLER_LINE';
}

/** product/prequal-winback. */
export const prequalWinbackCalls: StepScreenCalls<
  HelocApplication,
  RequalifyBody,
  unknown,
  'requalify'
> = {
  load: loadApplication,
  step: 'requalify',
  body: (values) => ({ option: values.option }),
};

/** product/assets: nothing to read; the `link-assets` body is the validated form's (src/domain). */
export const assetsCalls: StepScreenCalls<object, AssetsBody, unknown, 'link-assets'> = {
  load: loadNothing,
  step: 'link-assets',
  body: (values) => ({
    accountType: values.accountType,
    totalLiquidAssets: values.totalLiquidAssets,
    confirmed: values.confirmed,
  }),
};
