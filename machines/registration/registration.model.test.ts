import { testMachineReachability, type PathEvent } from '../testing/model';
import { registrationMachine, type RegistrationMachine } from './registration.machine';
import { VALID, apiError, baseInput, emptyStart } from './registration.testing';
import type { SubmitOutput } from './registration.types';
import type { StepId } from '../../src/domain/registration';

type Event = PathEvent<RegistrationMachine>;

const submits: Event[] = (Object.keys(VALID) as StepId[]).map((step) => ({
  type: 'STEP.SUBMIT',
  values: VALID[step],
}));

const done = (id: string, output: unknown): Event => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): Event => ({ type: `xstate.error.actor.${id}`, error });

const PROGRESS = { done: [], helocUuid: null, isAuthenticated: false };
/** How the submit sequence (its own chart, submit.model.test.ts) can end. */
const submitEnds: Event[] = [
  done('registrationSubmit', {
    ...PROGRESS,
    kind: 'started',
    helocUuid: 'u-1',
    startedSession: null,
  } satisfies SubmitOutput),
  done('registrationSubmit', { ...PROGRESS, kind: 'waitlisted' } satisfies SubmitOutput),
  done('registrationSubmit', {
    ...PROGRESS,
    kind: 'loggingIn',
    url: '/auth/login',
  } satisfies SubmitOutput),
  done('registrationSubmit', { ...PROGRESS, kind: 'accountExists' } satisfies SubmitOutput),
  done('registrationSubmit', {
    ...PROGRESS,
    kind: 'blocked',
    blocked: { modal: 'wholesaleActive' },
  } satisfies SubmitOutput),
  done('registrationSubmit', { ...PROGRESS, kind: 'refused' } satisfies SubmitOutput),
  done('registrationSubmit', {
    ...PROGRESS,
    done: ['waitlist'],
    kind: 'failed',
    failure: { call: 'register', message: 'down', status: 503 },
  } satisfies SubmitOutput),
];

/** A legacy page refused as a whole (registration.legacy.ts checks it outside the chart). */
const pageRefused: Event = {
  type: 'STEPS.INVALID',
  values: { property: { ...VALID.property, zip: '' } },
  errors: { 'property.zip': 'Enter a valid ZIP code' },
};

const events: Event[] = [
  ...submits,
  { type: 'STEP.SUBMIT', values: { ...VALID.property, zip: '' } },
  { type: 'STEP.SUBMIT', values: { ...VALID.property, state: 'NY' } },
  { type: 'STEP.SUBMIT', values: { ...VALID.property, state: 'HI' } },
  { type: 'STEP.SUBMIT', values: { ...VALID.property, occupancyType: 'SECONDARY' } },
  { type: 'ROUTE.ENTERED', step: 'birthdate' },
  // Typing on a step: kept (and in the tab's draft), no state changes.
  { type: 'STEP.EDITED', step: 'property', values: { ...VALID.property, zip: '787' } },
  done('loadStart', emptyStart),
  failed('loadStart', new Error('bug')),
  ...submitEnds,
  done('hostedLogin', '/auth/login'),
  failed('hostedLogin', apiError(503, 'down')),
];

/** STEP.ANSWERED is the chart's own (raised after a valid STEP.SUBMIT): never sent from outside. */
const fromOutside = (event: Event) => event.type !== 'STEP.ANSWERED';

describe('registration: graph paths', () => {
  testMachineReachability(registrationMachine, {
    // A full page load: the wizard starts before the session has answered who is signed in.
    input: baseInput({ authMode: 'hosted', identityKnown: false }),
    events: [
      ...events,
      { type: 'SESSION.IDENTIFIED', signedIn: true },
      { type: 'SESSION.IDENTIFIED', signedIn: false },
    ],
    strategy: 'shortest',
    // The session answers once (a later answer that changes it is the same transition again).
    filterEvents: (snapshot, event) =>
      fromOutside(event) &&
      event.type !== 'STEPS.INVALID' &&
      (event.type !== 'SESSION.IDENTIFIED' || !snapshot.context.identityKnown),
    // State value, the answers given and who the wizard takes the user for.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.completed,
        snapshot.context.done,
        snapshot.context.isAuthenticated,
        snapshot.context.identityKnown,
      ]),
    unreachable: [
      // The closing step here is login-info (hosted); set-password is the legacy spec's.
      'registration.wizard.password',
      // Transient (eventless) choice states: a snapshot is never at rest in them.
      'registration.wizard.routing',
      'registration.opening',
    ],
  });
});

describe('registration: graph paths (legacy auth)', () => {
  testMachineReachability(registrationMachine, {
    input: baseInput({ authMode: 'legacy' }),
    events,
    strategy: 'shortest',
    filterEvents: (_, event) =>
      fromOutside(event) && event.type !== 'STEPS.INVALID' && event.type !== 'SESSION.IDENTIFIED',
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.completed, snapshot.context.done]),
    unreachable: [
      // Signed out under legacy auth the closing step is set-password.
      'registration.wizard.loginInfo',
      // Only hosted mode logs in through the broker.
      'registration.accountExists.loggingIn',
      'registration.wizard.routing',
      'registration.opening',
      // A plain link starts at once (opening); the walk with a source in the link asks the lender.
      'registration.starting',
      // The session had answered on entry here: the first graph paths wait for it.
      'registration.submitting.identifying',
    ],
  });
});

describe('registration: graph paths (legacy layout: two pages)', () => {
  testMachineReachability(registrationMachine, {
    input: baseInput({ authMode: 'legacy', layout: 'legacy' }),
    // The legacy pages' adapter sends the same step submits, or a whole page refused.
    events: [...events, pageRefused],
    strategy: 'shortest',
    filterEvents: (_, event) => fromOutside(event) && event.type !== 'SESSION.IDENTIFIED',
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.completed, snapshot.context.done]),
    unreachable: [
      'registration.wizard.loginInfo',
      'registration.accountExists.loggingIn',
      'registration.wizard.routing',
      'registration.opening',
      // A plain link starts at once (opening); the walk with a source in the link asks the lender.
      'registration.starting',
      // The session had answered on entry here: the first graph paths wait for it.
      'registration.submitting.identifying',
    ],
  });
});

describe('registration: graph paths (a link with a prefill source: the lender is asked first)', () => {
  testMachineReachability(registrationMachine, {
    input: baseInput({ authMode: 'legacy', search: '?offerCode=SAVE2026' }),
    events,
    strategy: 'shortest',
    filterEvents: (_, event) =>
      fromOutside(event) && event.type !== 'STEPS.INVALID' && event.type !== 'SESSION.IDENTIFIED',
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.completed, snapshot.context.done]),
    unreachable: [
      'registration.wizard.loginInfo',
      'registration.accountExists.loggingIn',
      'registration.wizard.routing',
      'registration.opening',
      'registration.submitting.identifying',
    ],
  });
});
