import { z } from 'zod';
import type { ApplicationStatusSchema } from '../../api/status';
import { isUuid, notFound } from '../lender';
import { operation, readBody, signedIn, type OperationDefinition } from './define';
import { statusJson } from './views';

export const statusOperations: OperationDefinition[] = [
  operation('getApplicationStatus', ({ lender, params, ...context }) => {
    const identity = signedIn({ lender, params, ...context });
    const uuid = params.uuid ?? '';
    if (!isUuid(uuid)) throw notFound('Application');
    lender.accessibleApplication(identity.uuid, uuid);
    return statusJson(lender.pollStatus(uuid)) satisfies z.input<typeof ApplicationStatusSchema>;
  }),
  // Designed (docs/sandbox.md): the screens complete their step here; the journey engine moves
  // the application on (src/sandbox/lender/journey.ts).
  operation('completeStep', async ({ lender, params, request, ...context }) => {
    const identity = signedIn({ lender, params, request, ...context });
    const uuid = params.uuid ?? '';
    if (!isUuid(uuid)) throw notFound('Application');
    lender.accessibleApplication(identity.uuid, uuid);
    const body = await readBody(request, completeStepBody);
    const application = lender.completeStep(uuid, params.step ?? '', body);
    return {
      uuid: application.uuid,
      step: params.step ?? '',
      checklistStatus: application.status.checklistStatus,
    };
  }),
];

/** select-offer may name the offer, the line amount and the first draw; other steps send {}. */
const completeStepBody = z.looseObject({
  offerUuid: z.string().nullish(),
  amount: z.number().positive().nullish(),
  initialDraw: z.number().nonnegative().nullish(),
});
