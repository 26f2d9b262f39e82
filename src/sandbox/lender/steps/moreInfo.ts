import type { StepRules } from './rule';

/** Step inputs of the moreInfo screens (see rule.ts). */
export const moreInfoStepRules: StepRules = {};
