import type { StepRules } from './rule';

/** Step inputs of the income screens (see rule.ts). */
export const incomeStepRules: StepRules = {};
