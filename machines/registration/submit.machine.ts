import { assign, fromPromise, setup } from 'xstate';
import { isApiError, isLostAnswer } from '../../src/api/errors';
import { newIdempotencyKey } from '../../src/api/idempotency';
import { IDENTITY_EXISTS_MESSAGE } from '../../src/api/identity';
import { staysOnPage } from '../../src/domain/registration';
import { isRefusal } from '../idempotency';
import { failureOf } from './registration.context';
import {
  blockedInput,
  createHelocInput,
  registerInput,
  savePhoneInput,
  smsConsentsInput,
  startEventsInput,
  waitlistInput,
} from './registration.inputs';
import type {
  BlockedInput,
  CreateInput,
  ExistingHelocInput,
  Keyed,
  RegisterInput,
  SmsConsentsInput,
  StartEventsInput,
  StartEventsOutput,
  WaitlistInput,
} from './registration.calls';
import type {
  AbilityOutput,
  BlockedOutput,
  FailedCall,
  RegisterOutput,
  SubmitCall,
  SubmitContext,
  SubmitInput,
  SubmitOutput,
  SubmitProgress,
  SubmitWrite,
  SubmitWrites,
  WaitlistOutput,
} from './registration.types';

/**
 * The registration's submit sequence (registration §4): one state per call, in the spec's order.
 * Each done call is recorded and handed back to the registration chart in the output, so a RETRY
 * (a new run with that record) resumes from the failed call: it never registers twice nor
 * creates a second HELOC. The calls are stubs here: registration.actors.ts provides the real ones.
 *
 * Nothing twice (issue 17): every write carries an Idempotency-Key from `writes.keys`, made on the
 * first run and handed back with the record, so a RETRY sends each write the key it had (a
 * lender that already acted answers with its first answer). A write the lender refused (a 4xx)
 * gets a new key for the next run. A create-HELOC whose answer was lost (network, timeout) is
 * noted in `writes.unanswered`: the next run first asks the lender whether it created the HELOC
 * (`checkingExistingHeloc`) and adopts it instead of posting again.
 */

const notProvided = (name: string) => () => {
  throw new Error(`registrationSubmit: provide the ${name} actor (registration.actors.ts)`);
};

const progressOf = (context: SubmitContext): SubmitProgress => ({
  done: context.done,
  helocUuid: context.helocUuid,
  isAuthenticated: context.isAuthenticated,
  writes: context.writes,
});

/** A new key for every write of the sequence (the first run). */
export function newSubmitKeys(): SubmitWrites['keys'] {
  return {
    waitlist: newIdempotencyKey(),
    register: newIdempotencyKey(),
    savePhone: newIdempotencyKey(),
    explainBlocked: newIdempotencyKey(),
    createHeloc: newIdempotencyKey(),
    saveSmsConsents: newIdempotencyKey(),
    sendStartEvents: newIdempotencyKey(),
  };
}

/** A call's input with the key its write keeps across runs. */
const keyed = <T>(input: T, context: SubmitContext, write: SubmitWrite): Keyed<T> => ({
  ...input,
  idempotencyKey: context.writes.keys[write],
});

/** The existing-HELOC check looks for the property the create-HELOC was posted for. */
function existingHelocInput(context: SubmitContext): ExistingHelocInput {
  const { property } = createHelocInput(context.registration).application;
  return {
    property: {
      street1: property.street1,
      city: property.city,
      state: property.state,
      zip: property.zip,
    },
  };
}

export const submitMachine = setup({
  types: {
    context: {} as SubmitContext,
    input: {} as SubmitInput,
    output: {} as SubmitOutput,
  },
  actors: {
    checkWaitlist: fromPromise<WaitlistOutput, Keyed<WaitlistInput>>(notProvided('checkWaitlist')),
    register: fromPromise<RegisterOutput, Keyed<RegisterInput>>(notProvided('register')),
    savePhone: fromPromise<void, Keyed<{ phoneNumber: string }>>(notProvided('savePhone')),
    verifyAbilityToStart: fromPromise<AbilityOutput>(notProvided('verifyAbilityToStart')),
    explainBlocked: fromPromise<BlockedOutput, Keyed<BlockedInput>>(notProvided('explainBlocked')),
    createApplication: fromPromise<{ uuid: string }, Keyed<CreateInput>>(
      notProvided('createApplication'),
    ),
    /** After a lost create-HELOC answer: the HELOC the lender created, or null. */
    findCreatedHeloc: fromPromise<{ uuid: string } | null, ExistingHelocInput>(
      notProvided('findCreatedHeloc'),
    ),
    saveSmsConsents: fromPromise<void, Keyed<SmsConsentsInput>>(notProvided('saveSmsConsents')),
    sendStartEvents: fromPromise<StartEventsOutput, Keyed<StartEventsInput>>(
      notProvided('sendStartEvents'),
    ),
  },
  guards: {
    /** The call is still to make: not done, and it applies (register signed out, phone unknown). */
    needsCall: ({ context }, params: { call: SubmitCall }) => {
      if (context.done.includes(params.call)) return false;
      if (params.call === 'register') return !context.isAuthenticated;
      if (params.call === 'savePhone') return !context.registration.profileHasContact;
      return true;
    },
    /**
     * The last create-HELOC's answer was lost: the lender may have created it. Checked before
     * posting it again.
     */
    helocMayExist: ({ context }) =>
      !context.done.includes('createHeloc') && context.writes.unanswered.includes('createHeloc'),
    /** The lender has the HELOC the lost call created. */
    helocFound: (_, params: { output: { uuid: string } | null }) => params.output !== null,
    /** The zip is not lent in: the user joined the waitlist. */
    waitlisted: (_, params: { output: WaitlistOutput }) => params.output.waitlisted,
    /** Hosted login: the broker answered where to log in. */
    registerRedirects: (_, params: { output: RegisterOutput }) => params.output.kind === 'redirect',
    cannotStart: (_, params: { output: AbilityOutput }) => !params.output.canStart,
    /**
     * Spec §8: a 401 on register. The legacy service may instead name the clash ('identity
     * exists', also what the API module says when the new token cannot read the identity).
     */
    accountExists: (_, params: { error: unknown }) => {
      const { error } = params;
      if (!isApiError(error)) return false;
      const message = error.message.trim().replace(/\.$/u, '').toLowerCase();
      return error.status === 401 || message === IDENTITY_EXISTS_MESSAGE;
    },
    /** A refusal (4xx) other than 'We do not currently offer loans in…' goes to the dashboard. */
    refusedToDashboard: (_, params: { error: unknown }) => {
      const { error } = params;
      return (
        isApiError(error) &&
        error.kind === 'http' &&
        error.status >= 400 &&
        error.status < 500 &&
        !staysOnPage(error.message)
      );
    },
  },
  actions: {
    markDone: assign(({ context }, params: { call: SubmitCall }) => ({
      done: context.done.includes(params.call) ? context.done : [...context.done, params.call],
      writes: {
        ...context.writes,
        unanswered: context.writes.unanswered.filter((write) => write !== params.call),
      },
    })),
    /**
     * A write failed: a lost answer is noted (the lender may have acted), any other failure
     * clears the note; a refusal (4xx) spends the key, so the next run sends a new one.
     */
    noteFailedWrite: assign(({ context }, params: { write: SubmitWrite; error: unknown }) => {
      const { write, error } = params;
      const others = context.writes.unanswered.filter((item) => item !== write);
      return {
        writes: {
          keys: isRefusal(error)
            ? { ...context.writes.keys, [write]: newIdempotencyKey() }
            : context.writes.keys,
          unanswered: isLostAnswer(error) ? [...others, write] : others,
        },
      };
    }),
    markRegistered: assign({ isAuthenticated: true }),
    recordFailure: assign((_, params: { call: FailedCall['call']; error: unknown }) => ({
      failure: failureOf(params.call, params.error),
    })),
    keepLoginUrl: assign((_, params: { url: string }) => ({ loginUrl: params.url })),
    keepActiveOrgs: assign((_, params: { orgs: string[] }) => ({ activeOrgs: params.orgs })),
    keepBlocked: assign((_, params: { blocked: BlockedOutput }) => ({ blocked: params.blocked })),
    setHeloc: assign((_, params: { uuid: string }) => ({ helocUuid: params.uuid })),
    keepStartedSession: assign((_, params: { output: StartEventsOutput }) => ({
      startedSession: params.output.started ? params.output.sessionKey : null,
    })),
  },
}).createMachine({
  id: 'registrationSubmit',
  description:
    'The submit sequence, in the spec order; done calls are skipped, so a retry resumes from the failed one.',
  context: ({ input }) => ({
    ...input,
    // Why: a RETRY sends each write the key it had; a write new to an older record gets one.
    writes: {
      keys: { ...newSubmitKeys(), ...input.writes?.keys },
      unanswered: input.writes?.unanswered ?? [],
    },
    isAuthenticated: input.registration.isAuthenticated,
    activeOrgs: [],
    failure: null,
    blocked: null,
    loginUrl: null,
    startedSession: null,
  }),
  // The machine's output is its final state's (each final state below says how it ended).
  output: ({ event }) => event.output as SubmitOutput,
  initial: 'resume',
  states: {
    resume: {
      description: 'The first call not done yet, in the spec order.',
      always: [
        { guard: { type: 'needsCall', params: { call: 'waitlist' } }, target: 'waitlist' },
        { guard: { type: 'needsCall', params: { call: 'register' } }, target: 'register' },
        { guard: { type: 'needsCall', params: { call: 'savePhone' } }, target: 'savePhone' },
        {
          guard: { type: 'needsCall', params: { call: 'verifyAbilityToStart' } },
          target: 'verifyAbilityToStart',
        },
        // Why: a create-HELOC whose answer was lost may have created it: look before posting.
        { guard: 'helocMayExist', target: 'checkingExistingHeloc' },
        { guard: { type: 'needsCall', params: { call: 'createHeloc' } }, target: 'createHeloc' },
        {
          guard: { type: 'needsCall', params: { call: 'saveSmsConsents' } },
          target: 'saveSmsConsents',
        },
        {
          guard: { type: 'needsCall', params: { call: 'sendStartEvents' } },
          target: 'sendStartEvents',
        },
        { target: 'started' },
      ],
    },
    waitlist: {
      invoke: {
        src: 'checkWaitlist',
        id: 'waitlist',
        input: ({ context }) => keyed(waitlistInput(context.registration), context, 'waitlist'),
        onDone: [
          {
            guard: { type: 'waitlisted', params: ({ event }) => ({ output: event.output }) },
            target: 'waitlisted',
          },
          { target: 'resume', actions: { type: 'markDone', params: { call: 'waitlist' } } },
        ],
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'recordFailure',
              params: ({ event }) => ({ call: 'waitlist', error: event.error }),
            },
            {
              type: 'noteFailedWrite',
              params: ({ event }) => ({ write: 'waitlist', error: event.error }),
            },
          ],
        },
      },
    },
    register: {
      invoke: {
        src: 'register',
        id: 'register',
        input: ({ context }) => keyed(registerInput(context.registration), context, 'register'),
        onDone: [
          {
            guard: { type: 'registerRedirects', params: ({ event }) => ({ output: event.output }) },
            target: 'loggingIn',
            actions: [
              { type: 'markDone', params: { call: 'register' } },
              {
                type: 'keepLoginUrl',
                params: ({ event }) => ({
                  url: event.output.kind === 'redirect' ? event.output.url : '/auth/login',
                }),
              },
            ],
          },
          {
            target: 'resume',
            actions: [{ type: 'markDone', params: { call: 'register' } }, 'markRegistered'],
          },
        ],
        onError: [
          {
            guard: { type: 'accountExists', params: ({ event }) => ({ error: event.error }) },
            target: 'accountExists',
          },
          {
            target: 'failed',
            actions: [
              {
                type: 'recordFailure',
                params: ({ event }) => ({ call: 'register', error: event.error }),
              },
              {
                type: 'noteFailedWrite',
                params: ({ event }) => ({ write: 'register', error: event.error }),
              },
            ],
          },
        ],
      },
    },
    savePhone: {
      invoke: {
        src: 'savePhone',
        id: 'savePhone',
        input: ({ context }) => keyed(savePhoneInput(context.registration), context, 'savePhone'),
        onDone: {
          target: 'resume',
          actions: { type: 'markDone', params: { call: 'savePhone' } },
        },
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'recordFailure',
              params: ({ event }) => ({ call: 'savePhone', error: event.error }),
            },
            {
              type: 'noteFailedWrite',
              params: ({ event }) => ({ write: 'savePhone', error: event.error }),
            },
          ],
        },
      },
    },
    verifyAbilityToStart: {
      invoke: {
        src: 'verifyAbilityToStart',
        id: 'verifyAbilityToStart',
        onDone: [
          {
            guard: { type: 'cannotStart', params: ({ event }) => ({ output: event.output }) },
            target: 'explainingBlock',
            actions: {
              type: 'keepActiveOrgs',
              params: ({ event }) => ({ orgs: event.output.organizationsWithActiveApplication }),
            },
          },
          {
            target: 'resume',
            actions: { type: 'markDone', params: { call: 'verifyAbilityToStart' } },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ call: 'verifyAbilityToStart', error: event.error }),
          },
        },
      },
    },
    explainingBlock: {
      description: 'Unable to start: save the name to the profile and pick the modal.',
      invoke: {
        src: 'explainBlocked',
        id: 'explainBlocked',
        input: ({ context }) => keyed(blockedInput(context), context, 'explainBlocked'),
        onDone: {
          target: 'blocked',
          actions: { type: 'keepBlocked', params: ({ event }) => ({ blocked: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'recordFailure',
              params: ({ event }) => ({ call: 'blocked', error: event.error }),
            },
            {
              type: 'noteFailedWrite',
              params: ({ event }) => ({ write: 'explainBlocked', error: event.error }),
            },
          ],
        },
      },
    },
    createHeloc: {
      invoke: {
        src: 'createApplication',
        id: 'createHeloc',
        input: ({ context }) =>
          keyed(createHelocInput(context.registration), context, 'createHeloc'),
        onDone: {
          target: 'resume',
          actions: [
            { type: 'markDone', params: { call: 'createHeloc' } },
            { type: 'setHeloc', params: ({ event }) => ({ uuid: event.output.uuid }) },
          ],
        },
        onError: [
          {
            guard: { type: 'refusedToDashboard', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
          },
          {
            target: 'failed',
            actions: [
              {
                type: 'recordFailure',
                params: ({ event }) => ({ call: 'createHeloc', error: event.error }),
              },
              {
                type: 'noteFailedWrite',
                params: ({ event }) => ({ write: 'createHeloc', error: event.error }),
              },
            ],
          },
        ],
      },
    },
    checkingExistingHeloc: {
      description:
        "The last create-HELOC's answer was lost: did the lender create it? Adopt it, else post it again (same key).",
      invoke: {
        src: 'findCreatedHeloc',
        id: 'findCreatedHeloc',
        input: ({ context }) => existingHelocInput(context),
        onDone: [
          {
            guard: { type: 'helocFound', params: ({ event }) => ({ output: event.output }) },
            target: 'resume',
            actions: [
              { type: 'markDone', params: { call: 'createHeloc' } },
              { type: 'setHeloc', params: ({ event }) => ({ uuid: event.output?.uuid ?? '' }) },
            ],
          },
          { target: 'createHeloc' },
        ],
        onError: {
          // Why: the note stays, so the next RETRY looks again before posting.
          target: 'failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ call: 'createHeloc', error: event.error }),
          },
        },
      },
    },
    saveSmsConsents: {
      invoke: {
        src: 'saveSmsConsents',
        id: 'saveSmsConsents',
        input: ({ context }) =>
          keyed(smsConsentsInput(context.registration), context, 'saveSmsConsents'),
        onDone: {
          target: 'resume',
          actions: { type: 'markDone', params: { call: 'saveSmsConsents' } },
        },
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'recordFailure',
              params: ({ event }) => ({ call: 'saveSmsConsents', error: event.error }),
            },
            {
              type: 'noteFailedWrite',
              params: ({ event }) => ({ write: 'saveSmsConsents', error: event.error }),
            },
          ],
        },
      },
    },
    sendStartEvents: {
      invoke: {
        src: 'sendStartEvents',
        id: 'sendStartEvents',
        input: ({ context }) => keyed(startEventsInput(context), context, 'sendStartEvents'),
        onDone: {
          target: 'resume',
          actions: [
            { type: 'markDone', params: { call: 'sendStartEvents' } },
            { type: 'keepStartedSession', params: ({ event }) => ({ output: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'recordFailure',
              params: ({ event }) => ({ call: 'sendStartEvents', error: event.error }),
            },
            {
              type: 'noteFailedWrite',
              params: ({ event }) => ({ write: 'sendStartEvents', error: event.error }),
            },
          ],
        },
      },
    },

    started: {
      type: 'final',
      description: 'Every call done: the HELOC exists.',
      output: ({ context }) => ({
        ...progressOf(context),
        kind: 'started' as const,
        helocUuid: context.helocUuid ?? '',
        startedSession: context.startedSession,
      }),
    },
    waitlisted: {
      type: 'final',
      description: 'The zip is not lent in: the user joined the waitlist.',
      output: ({ context }) => ({ ...progressOf(context), kind: 'waitlisted' as const }),
    },
    loggingIn: {
      type: 'final',
      description: 'Hosted login: on to the broker, the answers kept for the way back.',
      output: ({ context }) => ({
        ...progressOf(context),
        kind: 'loggingIn' as const,
        url: context.loginUrl ?? '/auth/login',
      }),
    },
    accountExists: {
      type: 'final',
      description: 'A 401 on register: the account exists.',
      output: ({ context }) => ({ ...progressOf(context), kind: 'accountExists' as const }),
    },
    blocked: {
      type: 'final',
      description: 'Unable to start: the modal to show.',
      output: ({ context }) => ({
        ...progressOf(context),
        kind: 'blocked' as const,
        blocked: context.blocked ?? { modal: 'activeApplication' as const },
      }),
    },
    refused: {
      type: 'final',
      description: 'The lender refused the HELOC (not a state it does not lend in).',
      output: ({ context }) => ({ ...progressOf(context), kind: 'refused' as const }),
    },
    failed: {
      type: 'final',
      description: 'A call failed: its message, and the record of the calls done.',
      output: ({ context }) => ({
        ...progressOf(context),
        kind: 'failed' as const,
        failure: context.failure ?? failureOf('waitlist', null),
      }),
    },
  },
});

export type SubmitMachine = typeof submitMachine;
