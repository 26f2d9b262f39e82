/**
 * The registration chart's own actions over its context (registration.machine.ts names each in
 * its `setup`): what a submit, a route, the start or the submit sequence's outcome change. Host
 * effects are not here (registration.host.ts); the chart's messages to its children stay in the
 * chart, beside the children they address.
 */
import { assertEvent, assign, enqueueActions } from 'xstate';
import { validateStep, type StepId } from '../../src/domain/registration';
import {
  blockedOfficerOf,
  enteredRoute,
  rulesOf,
  withAnswer,
  withStart,
} from './registration.context';
import type {
  RegistrationContext as Context,
  RegistrationEvent as Event,
  StartData,
  SubmitOutput,
} from './registration.types';

/** The start's answer applied: the prefill, the profile's flags, the officer, the step. */
export const applyStart = assign<Context, Event, { output: StartData }, Event, never>(
  ({ context }, params) => withStart(context, params.output),
);

/** A URL was entered: go there if its earlier answers are complete, else redirect. */
export const enterRoute = assign<Context, Event, undefined, Event, never>(({ context, event }) => {
  assertEvent(event, 'ROUTE.ENTERED');
  return enteredRoute(context, event);
});

export const showStep = assign<Context, Event, { step: StepId }, Event, never>((_, params) => ({
  step: params.step,
}));

/** The URL shows the step now (navigated there, or another step of the same page). */
export const markUrlShown = assign<Context, Event, undefined, Event, never>(({ context }) => ({
  urlStep: context.step,
  redirecting: false,
}));

/**
 * The submit checked once: what was typed is kept, with the first message per field; a valid
 * answer is raised as STEP.ANSWERED, whose transitions say where the wizard goes.
 */
export const checkAnswer = enqueueActions<
  Context,
  Event,
  undefined,
  Event,
  never,
  never,
  never,
  never,
  never
>(({ context, event, enqueue }) => {
  assertEvent(event, 'STEP.SUBMIT');
  const step = context.step;
  const result = validateStep(step, event.values, rulesOf(context));
  enqueue.assign({
    values: { ...context.values, [step]: event.values },
    errors: result.ok ? {} : result.errors,
  });
  if (result.ok) enqueue.raise({ type: 'STEP.ANSWERED', step, answer: result.answer });
});

/** The checked answer recorded: the step counts as completed. */
export const acceptAnswer = assign<Context, Event, undefined, Event, never>(
  ({ context, event }) => {
    assertEvent(event, 'STEP.ANSWERED');
    return withAnswer(context, event.step, event.answer);
  },
);

/** What the user typed on a step, kept as it changes (the tab's draft is saved from it). */
export const keepTyped = assign<Context, Event, undefined, Event, never>(({ context, event }) => {
  assertEvent(event, 'STEP.EDITED');
  return { values: { ...context.values, [event.step]: event.values } };
});

/** Steps checked together outside the chart (a legacy page) were refused: keep and show. */
export const showStepsErrors = assign<Context, Event, undefined, Event, never>(
  ({ context, event }) => {
    assertEvent(event, 'STEPS.INVALID');
    return { values: { ...context.values, ...event.values }, errors: event.errors };
  },
);

export const clearErrors = assign<Context, Event, undefined, Event, never>({ errors: {} });

/** The session's answer: who is signed in now decides the prefill, the steps and the calls. */
export const storeIdentity = assign<Context, Event, undefined, Event, never>(({ event }) => {
  assertEvent(event, 'SESSION.IDENTIFIED');
  return { isAuthenticated: event.signedIn, identityKnown: true };
});

/** The session's flags, once known (the wizard may have started on their fallbacks). */
export const storeFlags = assign<Context, Event, undefined, Event, never>(({ context, event }) => {
  assertEvent(event, 'SESSION.FLAGS');
  return { input: { ...context.input, flags: event.flags } };
});

/** How far the submit sequence got (its record of done calls survives for RETRY). */
export const storeSubmit = assign<Context, Event, SubmitOutput, Event, never>(
  ({ context }, output) => ({
    done: output.done,
    helocUuid: output.helocUuid,
    submitWrites: output.writes,
    isAuthenticated: output.isAuthenticated,
    failure: output.kind === 'failed' ? output.failure : null,
    startedSession: output.kind === 'started' ? output.startedSession : null,
    ...(output.kind === 'blocked'
      ? {
          blockedModal: output.blocked.modal,
          blockedOfficer: blockedOfficerOf(context, output.blocked),
        }
      : {}),
  }),
);

export const clearFailure = assign<Context, Event, undefined, Event, never>({ failure: null });

/** Every context action, for the chart's `setup({ actions })`. */
export const registrationActions = {
  applyStart,
  enterRoute,
  showStep,
  markUrlShown,
  checkAnswer,
  acceptAnswer,
  keepTyped,
  showStepsErrors,
  clearErrors,
  storeIdentity,
  storeFlags,
  storeSubmit,
  clearFailure,
};
