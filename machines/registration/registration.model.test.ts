import { testMachineReachability, type PathEvent } from '../testing/model';
import { registrationMachine, type RegistrationMachine } from './registration.machine';
import { VALID, apiError, baseInput, emptyStart } from './registration.testing';
import type { StepId } from '../../src/domain/registration';

type Event = PathEvent<RegistrationMachine>;

const submits: Event[] = (Object.keys(VALID) as StepId[]).map((step) => ({
  type: 'STEP.SUBMIT',
  values: VALID[step],
}));

const done = (id: string, output: unknown): Event => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): Event => ({ type: `xstate.error.actor.${id}`, error });

/** The legacy layout's two pages (the same steps, several at once) and a bad page. */
const pageSubmits: Event[] = [
  {
    type: 'PAGE.SUBMIT',
    values: {
      property: VALID.property,
      forSale: VALID.forSale,
      income: VALID.income,
      name: VALID.name,
      birthdate: VALID.birthdate,
    },
  },
  {
    type: 'PAGE.SUBMIT',
    values: { contact: VALID.contact, password: VALID.password, loginInfo: VALID.loginInfo },
  },
  { type: 'PAGE.SUBMIT', values: { property: { ...VALID.property, zip: '' } } },
  { type: 'PAGE.SUBMIT', values: { property: { ...VALID.property, state: 'NY' } } },
  { type: 'PAGE.SUBMIT', values: { property: { ...VALID.property, state: 'HI' } } },
  {
    type: 'PAGE.SUBMIT',
    values: {
      property: { ...VALID.property, occupancyType: 'SECONDARY' },
      homeAddress: VALID.homeAddress,
      forSale: VALID.forSale,
      income: VALID.income,
      name: VALID.name,
      birthdate: VALID.birthdate,
    },
  },
];

const events: Event[] = [
  ...submits,
  { type: 'STEP.SUBMIT', values: { ...VALID.property, state: 'NY' } },
  { type: 'STEP.SUBMIT', values: { ...VALID.property, state: 'HI' } },
  { type: 'STEP.SUBMIT', values: { ...VALID.property, occupancyType: 'SECONDARY' } },
  { type: 'ROUTE.ENTERED', step: 'birthdate' },
  done('loadStart', emptyStart),
  failed('loadStart', new Error('bug')),
  done('waitlist', { waitlisted: false }),
  done('waitlist', { waitlisted: true }),
  failed('waitlist', apiError(503, 'down')),
  done('register', { kind: 'registered' }),
  done('register', { kind: 'redirect', url: '/auth/login' }),
  failed('register', apiError(401, 'identity exists')),
  failed('register', apiError(503, 'down')),
  done('savePhone', undefined),
  failed('savePhone', apiError(503, 'down')),
  done('verifyAbilityToStart', { canStart: true, organizationsWithActiveApplication: [] }),
  done('verifyAbilityToStart', { canStart: false, organizationsWithActiveApplication: ['main'] }),
  failed('verifyAbilityToStart', apiError(503, 'down')),
  done('explainBlocked', { modal: 'wholesaleActive' }),
  failed('explainBlocked', apiError(503, 'down')),
  done('createHeloc', { uuid: 'u-1' }),
  failed('createHeloc', apiError(400, 'We do not currently offer loans in Hawaii.')),
  failed('createHeloc', apiError(409, 'Active application exists.')),
  done('saveSmsConsents', undefined),
  failed('saveSmsConsents', apiError(503, 'down')),
  done('sendStartEvents', undefined),
  failed('sendStartEvents', apiError(503, 'down')),
  done('hostedLogin', '/auth/login'),
  failed('hostedLogin', apiError(503, 'down')),
];

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
      event.type !== 'PAGE.SUBMIT' &&
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
      'registration.submitting.resume',
    ],
  });
});

describe('registration: graph paths (legacy auth)', () => {
  testMachineReachability(registrationMachine, {
    input: baseInput({ authMode: 'legacy' }),
    events,
    strategy: 'shortest',
    filterEvents: (_, event) => event.type !== 'PAGE.SUBMIT' && event.type !== 'SESSION.IDENTIFIED',
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.completed, snapshot.context.done]),
    unreachable: [
      // Signed out under legacy auth the closing step is set-password.
      'registration.wizard.loginInfo',
      // Only hosted mode logs in through the broker.
      'registration.accountExists.loggingIn',
      'registration.wizard.routing',
      'registration.submitting.resume',
      // The session had answered on entry here: the first graph paths wait for it.
      'registration.submitting.identifying',
    ],
  });
});

describe('registration: graph paths (legacy layout: two pages)', () => {
  testMachineReachability(registrationMachine, {
    input: baseInput({ authMode: 'legacy', layout: 'legacy' }),
    // The legacy pages send page submits only (and Back, and the routes of their two pages).
    events: [...pageSubmits, ...events.filter((event) => event.type !== 'STEP.SUBMIT')],
    strategy: 'shortest',
    filterEvents: (_, event) => event.type !== 'STEP.SUBMIT' && event.type !== 'SESSION.IDENTIFIED',
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.completed, snapshot.context.done]),
    unreachable: [
      'registration.wizard.loginInfo',
      'registration.accountExists.loggingIn',
      'registration.wizard.routing',
      'registration.submitting.resume',
      // The session had answered on entry here: the first graph paths wait for it.
      'registration.submitting.identifying',
    ],
  });
});
