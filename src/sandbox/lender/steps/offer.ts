import { LenderError } from '../errors';
import type { OfferScreenState } from '../screenState/offer';
import type { HelocApplication } from '../types';
import type { StepRules } from './rule';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The offer screens' record on an application, made when first needed. */
export function offerStateOf(application: HelocApplication): OfferScreenState {
  application.screens.offer ??= { drawPreference: 'PRESERVE', assets: null, requalify: null };
  return application.screens.offer;
}

/** A smaller line after a CLTV / lien-position requalification: three quarters, in thousands. */
const SMALLER_LINE_SHARE = 0.75;

/**
 * Step rules of the offer screens (see rule.ts; bodies: src/api/journeySteps.ts). Every field is
 * optional so that the staff tools and the journey can post `{}`; the app always sends them.
 */
export const offerStepRules: StepRules = {
  /**
   * The offer chosen, its line amount and first draw (clamped to the offer's bounds), and the
   * draw preference (recorded; MAXIMIZE draws the most the offer allows).
   */
  'select-offer': {
    apply(application, input) {
      const offer =
        application.offers.find((candidate) => candidate.uuid === input.offerUuid) ??
        (input.offerUuid ? undefined : application.offers[0]);
      if (!offer) {
        throw new LenderError(409, {
          errors: [input.offerUuid ? 'Offer not found' : 'There is no offer to choose'],
        });
      }
      const amount = clamp(input.amount ?? offer.max, offer.min, offer.max);
      const preference = input.drawPreference ?? 'PRESERVE';
      const maxDraw = Math.min(offer.maxDraw, amount);
      application.rate = offer.rate;
      application.rateType = 'FIXED';
      application.amount = amount;
      application.uwCalculatedDrawAmount =
        preference === 'MAXIMIZE'
          ? maxDraw
          : clamp(input.initialDraw ?? offer.maxDraw, Math.min(offer.minDraw, amount), maxDraw);
      application.term = offer.term;
      offerStateOf(application).drawPreference = preference;
    },
  },

  /**
   * Asset-depletion qualification: the account type holding the borrower's liquid assets and
   * their total, confirmed by the borrower (`confirmed: true`). Recorded on screens.offer.
   */
  'link-assets': {
    apply(application, input, context) {
      if (!input.accountType || input.totalLiquidAssets == null) return;
      if (input.confirmed !== true) {
        throw new LenderError(409, { errors: ['Please confirm the accounts hold these assets'] });
      }
      offerStateOf(application).assets = {
        accountType: input.accountType,
        totalLiquidAssets: input.totalLiquidAssets,
        confirmedAt: context.nowIso(),
      };
    },
  },

  /**
   * CLTV / lien position: `option: SMALLER_LINE` requalifies for a smaller line (every offer's
   * max and maxDraw become three quarters, in thousands, never below its min). Offers follow.
   */
  requalify: {
    apply(application, input, context) {
      if (input.option !== 'SMALLER_LINE' || application.offers.length === 0) return;
      const previousMax = Math.max(...application.offers.map((offer) => offer.max));
      for (const offer of application.offers) {
        const max = Math.max(offer.min, Math.floor((offer.max * SMALLER_LINE_SHARE) / 1000) * 1000);
        offer.max = max;
        offer.maxDraw = Math.min(offer.maxDraw, max);
      }
      offerStateOf(application).requalify = {
        option: 'SMALLER_LINE',
        previousMax,
        newMax: Math.max(...application.offers.map((offer) => offer.max)),
        at: context.nowIso(),
      };
    },
  },
};
