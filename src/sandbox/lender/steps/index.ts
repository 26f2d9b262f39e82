import { z } from 'zod';
import { bankStepRules } from './bank';
import { incomeStepRules } from './income';
import { moreInfoStepRules } from './moreInfo';
import { offerStepRules } from './offer';
import { propertyStepRules } from './property';
import type { StepRule, StepRules } from './rule';
import { signingStepRules } from './signing';

export type { StepContext, StepRule, StepRules } from './rule';

/** Every step's input rule; a step without one takes any object and records nothing. */
export const STEP_RULES: StepRules = {
  ...offerStepRules,
  ...moreInfoStepRules,
  ...incomeStepRules,
  ...bankStepRules,
  ...signingStepRules,
  ...propertyStepRules,
};

const ANY_BODY: StepRule = { input: z.looseObject({}) };

export function stepRuleFor(step: string): StepRule {
  return (STEP_RULES as Record<string, StepRule | undefined>)[step] ?? ANY_BODY;
}
