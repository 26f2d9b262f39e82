import type { z } from 'zod';
import type { ApplicationStatusSchema } from '../../api/status';
import { isUuid, notFound } from '../lender';
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
];
