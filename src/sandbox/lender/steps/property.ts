import type { StepRules } from './rule';

/** Step inputs of the property screens (see rule.ts). */
export const propertyStepRules: StepRules = {};
