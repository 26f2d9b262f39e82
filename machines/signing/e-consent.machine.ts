/**
 * The e-consent gate (ESIGN, issue 17): before any disclosure is shown or anything is signed
 * electronically, the borrower's ESIGN consent (15 U.S.C. §7001(c)). A screen whose own chart
 * cannot hold the gate (review-app/signdocs, on the shared step-screen chart) shows this chart
 * first and its own content only once the gate is `given`. The signing and disclosures charts
 * write the same states out in their own charts.
 *
 * - `loadConsent`: consented before → `given`; not → `consentNeeded`.
 * - ACCEPT saves it (`saveConsent`) with one idempotency key, made at the first ACCEPT and sent
 *   again on every retry; a failure keeps the consent form with the error.
 * - A failed check offers RETRY.
 */
import { assign, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../../src/api/idempotency';

export interface EConsentInput {
  applicationUuid: string;
}

export interface EConsentContext {
  applicationUuid: string;
  /** The consent's idempotency key: made at the first ACCEPT, the same on every retry. */
  consentKey: string | null;
  error: unknown;
}

export type EConsentEvent =
  /** The ESIGN consent agreed (its checkbox checked). */
  | { type: 'ACCEPT' }
  /** Check the consent again after a failed read. */
  | { type: 'RETRY' };

export interface EConsentCallInput {
  applicationUuid: string;
}

export interface SaveConsentInput extends EConsentCallInput {
  /** The same for every retry of this consent (the `Idempotency-Key` header). */
  idempotencyKey: string;
}

function notProvided(name: string): never {
  throw new Error(`e-consent: provide the "${name}" actor with machine.provide()`);
}

export const eConsentMachine = setup({
  types: {
    context: {} as EConsentContext,
    events: {} as EConsentEvent,
    input: {} as EConsentInput,
    tags: {} as 'busy',
  },
  actors: {
    loadConsent: fromPromise<{ consented: boolean }, EConsentCallInput>(async () =>
      notProvided('loadConsent'),
    ),
    saveConsent: fromPromise<unknown, SaveConsentInput>(async () => notProvided('saveConsent')),
  },
  actions: {
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** The consent's key, made once: a second ACCEPT after a failure is the same consent. */
    keepConsentKey: assign({
      consentKey: ({ context }) => context.consentKey ?? newIdempotencyKey(),
    }),
  },
  guards: {
    /** The lender has the ESIGN consent (given now or before). */
    consented: (_, params: { consented: boolean }) => params.consented,
  },
}).createMachine({
  id: 'eConsent',
  description:
    'The ESIGN consent before any disclosure is shown or anything signed: checked, asked for when missing, saved once.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    consentKey: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Has the ESIGN consent been given? Nothing behind the gate is read before.',
      tags: ['busy'],
      invoke: {
        src: 'loadConsent',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: [
          {
            guard: {
              type: 'consented',
              params: ({ event }) => ({ consented: event.output.consented }),
            },
            target: 'given',
          },
          { target: 'consentNeeded' },
        ],
        onError: {
          target: 'checkFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkFailed: {
      description: 'The consent could not be read: the error and Retry.',
      on: { RETRY: { target: 'checking', actions: 'clearError' } },
    },
    consentNeeded: {
      description: 'The ESIGN consent: paper copies, withdrawal, what you need; agree.',
      on: {
        ACCEPT: { target: 'savingConsent', actions: ['clearError', 'keepConsentKey'] },
      },
    },
    savingConsent: {
      description: 'Recording the consent with the lender (the same key on every retry).',
      tags: ['busy'],
      invoke: {
        src: 'saveConsent',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          // Why: savingConsent is entered only by ACCEPT, which kept the key.
          idempotencyKey: context.consentKey ?? '',
        }),
        onDone: { target: 'given' },
        onError: {
          target: 'consentNeeded',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    given: {
      description: 'The lender has the consent: the screen behind the gate shows.',
      type: 'final',
    },
  },
});

export type EConsentMachine = typeof eConsentMachine;
