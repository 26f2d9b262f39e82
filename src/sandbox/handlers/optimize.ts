import type { FeatureDecisionSchema, SingleFeatureSchema } from '../../api/optimize';
import { z } from 'zod';
import type { FeatureFlag, Lender } from '../lender';
import { SANDBOX_EXPERIMENT_FEATURE } from '../lender/flags';
import { operation, readBody, type OperationDefinition } from './define';

function featuresJson(lender: Lender) {
  const answer: { features: FeatureFlag[] } = {
    features: structuredClone(lender.state.flags) as FeatureFlag[],
  };
  return answer satisfies z.input<typeof FeatureDecisionSchema>;
}

const optimizeUser = z.looseObject({
  optimizeUser: z
    .looseObject({
      attributes: z.record(z.string(), z.unknown()).optional(),
      trackerId: z.string().nullish(),
    })
    .optional(),
});

export const optimizeOperations: OperationDefinition[] = [
  // The decision also assigns the sandbox's experiment (docs/sandbox.md).
  operation('getFeatureFlags', ({ lender }) => {
    const answer = featuresJson(lender);
    answer.features.push(structuredClone(SANDBOX_EXPERIMENT_FEATURE));
    return answer;
  }),

  operation('getFeature', async ({ lender, request }) => {
    const body = await readBody(
      request,
      optimizeUser.extend({ featureKey: z.string().min(1, 'featureKey is required') }),
    );
    const flag = lender.flag(body.featureKey);
    const answer = {
      key: body.featureKey,
      enabled: flag?.enabled ?? false,
      variables: structuredClone(flag?.variables ?? {}),
    };
    return answer satisfies z.input<typeof SingleFeatureSchema>;
  }),

  operation('getFeatures', async ({ lender, request }) => {
    await readBody(request, optimizeUser);
    return featuresJson(lender);
  }),

  operation('getDecisions', async ({ lender, request }) => {
    await readBody(request, optimizeUser);
    return featuresJson(lender);
  }),
];
