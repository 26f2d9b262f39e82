/**
 * document/disclosures: the ESIGN consent comes before any document is delivered electronically;
 * once it is given (now or before), the disclosures are loaded to read.
 *
 * - `loadConsent` first: consented → the documents; not → the consent.
 * - ACCEPT saves the consent (`saveConsent`) with one idempotency key, made at the first ACCEPT
 *   and sent again on every retry (issue 17); a failure keeps the consent form with the error.
 * - `loadDocuments` reads the disclosures with their files; a failure offers RETRY.
 * There is no step: the screen's "Continue" goes back to the application's entry, which routes
 * by status (a declined application then moves on to its decline screen).
 */
import { assign, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../../src/api/idempotency';
import type { SaveConsentInput } from './e-consent.machine';
import type { LoadedDocument } from './signing.machine';

export interface DisclosuresInput {
  applicationUuid: string;
}

export interface DisclosuresContext {
  applicationUuid: string;
  documents: LoadedDocument[];
  /** The consent's idempotency key: made at the first ACCEPT, the same on every retry. */
  consentKey: string | null;
  error: unknown;
}

export type DisclosuresEvent = { type: 'ACCEPT' } | { type: 'RETRY' };

export interface DisclosuresCallInput {
  applicationUuid: string;
}

function notProvided(name: string): never {
  throw new Error(`disclosures: provide the "${name}" actor with machine.provide()`);
}

export const disclosuresMachine = setup({
  types: {
    context: {} as DisclosuresContext,
    events: {} as DisclosuresEvent,
    input: {} as DisclosuresInput,
    tags: {} as 'busy',
  },
  actors: {
    loadConsent: fromPromise<{ consented: boolean }, DisclosuresCallInput>(async () =>
      notProvided('loadConsent'),
    ),
    saveConsent: fromPromise<unknown, SaveConsentInput>(async () => notProvided('saveConsent')),
    loadDocuments: fromPromise<LoadedDocument[], DisclosuresCallInput>(async () =>
      notProvided('loadDocuments'),
    ),
  },
  actions: {
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** The consent's key, made once: a second ACCEPT after a failure is the same consent. */
    keepConsentKey: assign({
      consentKey: ({ context }) => context.consentKey ?? newIdempotencyKey(),
    }),
    storeDocuments: assign((_, params: { documents: LoadedDocument[] }) => ({
      documents: params.documents,
    })),
  },
  guards: {
    /** The borrower gave the ESIGN consent before (the lender's answer says so). */
    consented: (_, params: { consented: boolean }) => params.consented,
  },
}).createMachine({
  id: 'disclosures',
  description: 'ESIGN consent before any disclosure is delivered, then the disclosures to read.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    documents: [],
    consentKey: null,
    error: null,
  }),
  initial: 'loadingConsent',
  states: {
    loadingConsent: {
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
            target: 'loadingDocuments',
          },
          { target: 'consentNeeded' },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    consentNeeded: {
      description: 'The ESIGN consent: paper copies, withdrawal, what you need; agree.',
      on: { ACCEPT: { target: 'savingConsent', actions: ['clearError', 'keepConsentKey'] } },
    },
    savingConsent: {
      tags: ['busy'],
      invoke: {
        src: 'saveConsent',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          // Why: savingConsent is entered only by ACCEPT, which kept the key.
          idempotencyKey: context.consentKey ?? '',
        }),
        onDone: { target: 'loadingDocuments' },
        onError: {
          target: 'consentNeeded',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingDocuments: {
      tags: ['busy'],
      invoke: {
        src: 'loadDocuments',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'reading',
          actions: { type: 'storeDocuments', params: ({ event }) => ({ documents: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loadingConsent', actions: 'clearError' } },
    },
    reading: {
      description: 'The disclosures, each viewable in the document viewer.',
    },
  },
});

export type DisclosuresMachine = typeof disclosuresMachine;
