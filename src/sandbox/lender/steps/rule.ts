import type { JourneyStep, JourneyStepInput } from '../../../api/journeySteps';
import type { HelocApplication } from '../types';

/** What a step rule may use of the lender (no lender import: no cycle). */
export interface StepContext {
  nowIso(): string;
  newId(): string;
}

/**
 * What the lender does with a completed step's body (designed: docs/sandbox.md "Step calls").
 * The body itself is parsed first with the step's schema, the one the product sends with
 * (src/api/journeySteps.ts): a body that does not parse is a 400 with the schema's messages.
 * - `apply`: records what the borrower sent on the application (the lender's mutation is
 *   running); throws a LenderError (409) when the input does not fit the application.
 * - `keep`: what is kept of the body as `answers[step]` (default: the parsed body), e.g. only the
 *   last four digits of a Social Security number.
 */
export interface StepRule<S extends JourneyStep> {
  apply?: (application: HelocApplication, input: JourneyStepInput<S>, context: StepContext) => void;
  keep?: (input: JourneyStepInput<S>) => unknown;
}

/** Each step's rule, typed by its step (a step without one records its parsed body only). */
export type StepRules = { [S in JourneyStep]?: StepRule<S> };
