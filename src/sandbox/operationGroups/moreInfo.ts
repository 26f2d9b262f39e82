/**
 * The moreInfo screens' calls (designed: docs/sandbox.md "Screens' calls"). Same shape as
 * operations.ts (method, path, auth, service, summary, designed); merged into OPERATIONS there.
 */
export const moreInfoOperationSpecs = {} as const;
