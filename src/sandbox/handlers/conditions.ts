import type { z } from 'zod';
import type { ConditionListSchema } from '../../api/conditions';
import { notFound } from '../lender';
import { operation, type OperationDefinition } from './define';

export const conditionsOperations: OperationDefinition[] = [
  operation('getConditions', ({ lender, params }) => {
    const application = lender.application(params.uuid ?? '');
    if (!application) throw notFound('Application');
    return lender
      .conditionsFor(application.uuid)
      .map(({ applicationUuid: _a, ...condition }) => structuredClone(condition)) satisfies z.input<
      typeof ConditionListSchema
    >;
  }),
];
