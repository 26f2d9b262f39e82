import type { z } from 'zod';
import type { JourneyStep } from '../journey';
import type { HelocApplication } from '../types';

/** What a step rule may use of the lender (no lender import: no cycle). */
export interface StepContext {
  nowIso(): string;
  newId(): string;
}

/**
 * What the lender does with a completed step's body (designed: docs/sandbox.md "Step inputs").
 * - `input`: the body's schema; a body that does not match is a 400 with the schema's messages.
 * - `apply`: records what the borrower sent on the application (the lender's mutation is
 *   running); throws a LenderError (409) when the input does not fit the application.
 * The parsed input is also kept as `answers[step]` on the application.
 */
export interface StepRule<S extends z.ZodType = z.ZodType> {
  input: S;
  apply?: (application: HelocApplication, input: z.output<S>, context: StepContext) => void;
}

export type StepRules = Partial<Record<JourneyStep, StepRule>>;

/** Types `apply`'s input from the schema. */
export function stepRule<S extends z.ZodType>(rule: StepRule<S>): StepRule {
  return rule as unknown as StepRule;
}
