import type { OperationDefinition } from './define';

/** The property screens' calls (operationGroups/property.ts). */
export const propertyScreensOperations: OperationDefinition[] = [];
