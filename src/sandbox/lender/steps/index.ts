import type { JourneyStep } from '../../../api/journeySteps';
import { bankStepRules } from './bank';
import { incomeStepRules } from './income';
import { moreInfoStepRules } from './moreInfo';
import { offerStepRules } from './offer';
import { propertyStepRules } from './property';
import type { StepRule, StepRules } from './rule';
import { signingStepRules } from './signing';

export type { StepContext, StepRule, StepRules } from './rule';

/** Every step's rule (what it records); its body's schema is the product's (journeySteps.ts). */
export const STEP_RULES: StepRules = {
  ...offerStepRules,
  ...moreInfoStepRules,
  ...incomeStepRules,
  ...bankStepRules,
  ...signingStepRules,
  ...propertyStepRules,
};

export function stepRuleFor<S extends JourneyStep>(step: S): StepRule<S> {
  return (STEP_RULES[step] as StepRule<S> | undefined) ?? {};
}
