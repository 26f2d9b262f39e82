import type { z } from 'zod';
import type { ApplicationStatusSchema } from '../../api/status';
import { badRequest, isUuid, notFound } from '../lender';
import { operation, signedIn, type OperationDefinition } from './define';
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
    // Each step's own schema (src/api/journeySteps.ts, the product's) checks the body: 400 with
    // its messages; 400 for a step the lender does not know or a body that is not JSON.
    const text = await request.text();
    let body: unknown = {};
    try {
      if (text.trim() !== '') body = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not JSON');
    }
    const application = lender.completeStep(uuid, params.step ?? '', body);
    return {
      uuid: application.uuid,
      step: params.step ?? '',
      checklistStatus: application.status.checklistStatus,
    };
  }),
];
