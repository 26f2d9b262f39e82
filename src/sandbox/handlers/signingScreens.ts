import type { OperationDefinition } from './define';

/** The signing screens' calls (operationGroups/signing.ts). */
export const signingScreensOperations: OperationDefinition[] = [];
