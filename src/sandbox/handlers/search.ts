import type { z } from 'zod';
import type { AbilityToStartSchema } from '../../api/search';
import { operation, signedIn, type OperationDefinition } from './define';

export const searchOperations: OperationDefinition[] = [
  operation(
    'verifyAbilityToStart',
    (context) =>
      context.lender.verifyAbilityToStart(signedIn(context).uuid) satisfies z.input<
        typeof AbilityToStartSchema
      >,
  ),
];
