import type { OperationDefinition } from './define';

/** The bank screens' calls (operationGroups/bank.ts). */
export const bankScreensOperations: OperationDefinition[] = [];
