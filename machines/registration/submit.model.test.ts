import { testMachineReachability, type PathEvent } from '../testing/model';
import { validateStep, type StepId } from '../../src/domain/registration';
import { initialContext } from './registration.context';
import { VALID, apiError, baseInput } from './registration.testing';
import type { RegistrationContext, RegistrationInput } from './registration.types';
import { submitMachine, type SubmitMachine } from './submit.machine';

type Event = PathEvent<SubmitMachine>;

const done = (id: string, output: unknown): Event => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): Event => ({ type: `xstate.error.actor.${id}`, error });

/** The registration's context when every step is answered (what the submit starts from). */
function answered(input: Partial<RegistrationInput> = {}): RegistrationContext {
  const context = initialContext(baseInput(input));
  const steps = Object.keys(VALID) as StepId[];
  const answers: Record<string, unknown> = {};
  for (const step of steps) {
    const result = validateStep(step, VALID[step]);
    if (!result.ok) throw new Error(`VALID.${step} does not validate`);
    answers[step] = result.answer;
  }
  return { ...context, values: { ...VALID }, answers, completed: steps };
}

const events: Event[] = [
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
  // The answer lost (a network failure): noted for the next run's existing-HELOC check.
  failed('createHeloc', apiError(0, 'Network request failed')),
  done('findCreatedHeloc', { uuid: 'u-lost' }),
  done('findCreatedHeloc', null),
  failed('findCreatedHeloc', apiError(0, 'Network request failed')),
  failed('createHeloc', apiError(400, 'We do not currently offer loans in Hawaii.')),
  failed('createHeloc', apiError(409, 'Active application exists.')),
  done('saveSmsConsents', undefined),
  failed('saveSmsConsents', apiError(503, 'down')),
  done('sendStartEvents', { sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' }, started: true }),
  failed('sendStartEvents', apiError(503, 'down')),
];

describe('registration submit sequence: graph paths (signed out)', () => {
  testMachineReachability(submitMachine, {
    input: { registration: answered(), done: [], helocUuid: null },
    events,
    strategy: 'shortest',
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.done, snapshot.context.isAuthenticated]),
    unreachable: [
      // Transient (eventless) choice state: a snapshot is never at rest in it.
      'registrationSubmit.resume',
      // Only a run after a lost create-HELOC answer looks (the last walk below).
      'registrationSubmit.checkingExistingHeloc',
    ],
  });
});

describe('registration submit sequence: graph paths (a retry after register)', () => {
  testMachineReachability(submitMachine, {
    // RETRY resumes with the calls already done: waitlist and register are never made again.
    input: {
      registration: answered({ isAuthenticated: true }),
      done: ['waitlist', 'register'],
      helocUuid: null,
    },
    events,
    strategy: 'shortest',
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.done]),
    unreachable: [
      'registrationSubmit.resume',
      'registrationSubmit.waitlist',
      'registrationSubmit.register',
      'registrationSubmit.waitlisted',
      'registrationSubmit.loggingIn',
      'registrationSubmit.accountExists',
      'registrationSubmit.checkingExistingHeloc',
    ],
  });
});

describe('registration submit sequence: graph paths (a retry after a lost create-HELOC answer)', () => {
  testMachineReachability(submitMachine, {
    // The last run's create-HELOC answer was lost: this run looks for the HELOC before posting.
    input: {
      registration: answered({ isAuthenticated: true }),
      done: ['waitlist', 'register', 'savePhone', 'verifyAbilityToStart'],
      helocUuid: null,
      writes: {
        keys: {
          waitlist: 'k-w',
          register: 'k-r',
          savePhone: 'k-p',
          explainBlocked: 'k-b',
          createHeloc: 'k-c',
          saveSmsConsents: 'k-s',
          sendStartEvents: 'k-e',
        },
        unanswered: ['createHeloc'],
      },
    },
    events,
    strategy: 'shortest',
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.done, snapshot.context.writes.unanswered]),
    unreachable: [
      'registrationSubmit.resume',
      'registrationSubmit.waitlist',
      'registrationSubmit.register',
      'registrationSubmit.savePhone',
      'registrationSubmit.verifyAbilityToStart',
      'registrationSubmit.explainingBlock',
      'registrationSubmit.waitlisted',
      'registrationSubmit.loggingIn',
      'registrationSubmit.accountExists',
      'registrationSubmit.blocked',
    ],
  });
});
