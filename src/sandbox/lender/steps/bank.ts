import type { StepRules } from './rule';

/** Step inputs of the bank screens (see rule.ts). */
export const bankStepRules: StepRules = {};
