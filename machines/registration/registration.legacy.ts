/**
 * The legacy layout's adapter (docs/registration-legacy.md): a legacy page asks several steps at
 * once, and the registration chart answers one step at a time. A page submit is checked here as a
 * whole (one error summary, keys `step.field`); when it passes, each of its steps is sent to the
 * chart in the user's order, so the chart's own transitions (the modals, the closing step, the
 * submit sequence) decide where the page goes, exactly as in the one-step-per-page wizard.
 */
import {
  legacyPageOf,
  pageErrorKey,
  validateStep,
  type RegistrationRules,
  type StepId,
  type StepValues,
} from '../../src/domain/registration';
import { rulesOf, sequenceOf, upperState } from './registration.context';
import type { RegistrationContext, RegistrationEvent } from './registration.types';

/** What the adapter needs of the registration actor. */
export interface RegistrationActorLike {
  getSnapshot(): { context: RegistrationContext; hasTag(tag: 'step'): boolean };
  send(event: RegistrationEvent): void;
}

/**
 * The steps a page submit covers, in order: every step of the sequence (worked out with the
 * occupancy the page itself submits) on the same legacy page as the steps submitted.
 */
export function legacyPageSteps(
  context: RegistrationContext,
  values: Partial<StepValues>,
): StepId[] {
  const pages = new Set((Object.keys(values) as StepId[]).map((step) => legacyPageOf(step)));
  return sequenceOf(context, values.property?.occupancyType).filter((step) =>
    pages.has(legacyPageOf(step)),
  );
}

/** The values of a page's step: the submitted ones, else those held. */
const stepValues = (context: RegistrationContext, values: Partial<StepValues>, step: StepId) =>
  (values[step] ?? context.values[step]) as StepValues[StepId];

/** The rules for a page: the birthdate's state rule reads the property state on the same page. */
function pageRules(context: RegistrationContext, values: Partial<StepValues>): RegistrationRules {
  const state = upperState(values.property?.state);
  return { ...rulesOf(context), ...(state ? { propertyState: state } : {}) };
}

/** Every step of the page checked: the first message per field, keyed `step.field`. */
export function checkLegacyPage(
  context: RegistrationContext,
  values: Partial<StepValues>,
): Record<string, string> {
  const rules = pageRules(context, values);
  const errors: Record<string, string> = {};
  for (const step of legacyPageSteps(context, values)) {
    const result = validateStep(step, stepValues(context, values, step), rules);
    if (result.ok) continue;
    for (const [field, message] of Object.entries(result.errors)) {
      errors[pageErrorKey(step, field)] = message;
    }
  }
  return errors;
}

/**
 * A legacy page was submitted with the values of each step it shows. Refused: the chart keeps what
 * was typed and shows every message (STEPS.INVALID). Accepted: each step is sent in turn while the
 * chart is on it; a modal, a refusal outside the officer's licence, or the submit sequence stops
 * the page there. A page never answers past an earlier page the user has not finished: the chart
 * must be on the page's first step.
 */
export function submitLegacyPage(actor: RegistrationActorLike, values: Partial<StepValues>): void {
  const { context } = actor.getSnapshot();
  const steps = legacyPageSteps(context, values);
  if (steps[0] === undefined || context.step !== steps[0]) return;
  const errors = checkLegacyPage(context, values);
  if (Object.keys(errors).length > 0) {
    actor.send({ type: 'STEPS.INVALID', values, errors });
    return;
  }
  for (const step of steps) {
    const snapshot = actor.getSnapshot();
    if (!snapshot.hasTag('step') || snapshot.context.step !== step) return;
    actor.send({ type: 'STEP.SUBMIT', values: stepValues(context, values, step) });
  }
}
