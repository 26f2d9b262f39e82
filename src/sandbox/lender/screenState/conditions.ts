/**
 * What the lender keeps for the conditions screens on each application (application.screens.conditions).
 * Self-contained types only (no imports from ../types: no cycle). Persisted with the state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ConditionsScreenState {}
