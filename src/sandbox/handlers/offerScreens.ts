import type { OperationDefinition } from './define';

/** The offer screens' calls (operationGroups/offer.ts). */
export const offerScreensOperations: OperationDefinition[] = [];
