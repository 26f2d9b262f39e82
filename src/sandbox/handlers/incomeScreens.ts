import type { OperationDefinition } from './define';

/** The income screens' calls (operationGroups/income.ts). */
export const incomeScreensOperations: OperationDefinition[] = [];
