import type { StepRules } from './rule';

/** Step inputs of the signing screens (see rule.ts). */
export const signingStepRules: StepRules = {};
