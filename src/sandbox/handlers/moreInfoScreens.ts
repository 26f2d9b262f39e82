import type { OperationDefinition } from './define';

/** The moreInfo screens' calls (operationGroups/moreInfo.ts). */
export const moreInfoScreensOperations: OperationDefinition[] = [];
