import { z } from 'zod';
import { LenderError } from '../errors';
import { stepRule, type StepRules } from './rule';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Step inputs of the offer screens (see rule.ts). */
export const offerStepRules: StepRules = {
  /** The offer chosen, its line amount and first draw (clamped to the offer's bounds). */
  'select-offer': stepRule({
    input: z.looseObject({
      offerUuid: z.string().nullish(),
      amount: z.number().positive().nullish(),
      initialDraw: z.number().nonnegative().nullish(),
    }),
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
      application.rate = offer.rate;
      application.rateType = 'FIXED';
      application.amount = amount;
      application.uwCalculatedDrawAmount = clamp(
        input.initialDraw ?? offer.maxDraw,
        Math.min(offer.minDraw, amount),
        Math.min(offer.maxDraw, amount),
      );
      application.term = offer.term;
    },
  }),
};
