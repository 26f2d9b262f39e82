/**
 * Signing the note (signing/sign, journey step `sign-note`): the ESIGN consent first, then load
 * the documents, read each to its end, agree to each, share the location, sign each document
 * once, then post the step.
 *
 * - The e-consent gate (ESIGN, issue 17): `loadConsent` asks whether the signer gave their
 *   consent; without it the page asks for it (ACCEPT → `saveConsent`) and no document is read or
 *   shown before the lender has it. A failed save keeps the consent form with the error.
 * - Reading: the view reports DOCUMENT.READ when a document's end has been scrolled into view;
 *   DOCUMENT.AGREE is only answered for a document that was read.
 * - SIGN (every document agreed) asks the app's geolocation actor (`locate`, the browser's
 *   navigator.geolocation in the app, a stub in tests). Denied or unavailable: the location
 *   alert; RETRY asks again.
 * - Each unsigned document is signed in turn (`signDocument`, with the position). A failure
 *   stops there: RETRY goes on with the documents still unsigned, never signing one twice.
 * - Idempotency keys (issue 17): SIGN gives each document to sign its own key, and ACCEPT one for
 *   the consent; every retry of that signature (or consent) sends the same key, so a lender whose
 *   answer was lost acts once.
 * - Then `completeStep` posts `sign-note`; a failure is retried alone. `done` runs
 *   `stepCompleted` (the app tells the application status machine).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../../src/api/idempotency';
import type { SigningDocument } from '../../src/api/signing';
import type { SaveConsentInput } from './e-consent.machine';
import {
  locationFailureOf,
  type LocationFailure,
  type SigningPosition,
} from '../../src/domain/signing';

/** A document with its file (base64), as the view shows it. */
export interface LoadedDocument extends SigningDocument {
  content: string;
}

export interface SigningInput {
  applicationUuid: string;
}

export interface SigningContext {
  applicationUuid: string;
  documents: LoadedDocument[];
  /** Document uuids whose end the user has seen. */
  read: string[];
  /** Document uuids the user agreed to sign. */
  agreed: string[];
  /** Document uuids the lender has a signature for. */
  signed: string[];
  position: SigningPosition | null;
  locationFailure: LocationFailure | null;
  /** The e-consent's idempotency key: made at the first ACCEPT, the same on every retry. */
  consentKey: string | null;
  /** Each signature's idempotency key by document uuid: made at SIGN, the same on every retry. */
  signatureKeys: Record<string, string>;
  /** The last failed call (consent, load, signature, step); null when there is none. */
  error: unknown;
}

export type SigningEvent =
  /** The ESIGN consent agreed (its checkbox checked). */
  | { type: 'ACCEPT' }
  | { type: 'DOCUMENT.READ'; documentUuid: string }
  | { type: 'DOCUMENT.AGREE'; documentUuid: string }
  /** Every document agreed: share the location and sign. */
  | { type: 'SIGN' }
  /** Try the failed part again (consent check, load, location, the signatures left, the step). */
  | { type: 'RETRY' };

export interface LoadDocumentsInput {
  applicationUuid: string;
}
export interface SignDocumentInput {
  applicationUuid: string;
  documentUuid: string;
  position: SigningPosition;
  /** The same for every retry of this document's signature (the `Idempotency-Key` header). */
  idempotencyKey: string;
}
export interface CompleteSigningInput {
  applicationUuid: string;
  documentUuids: string[];
}

const add = (list: readonly string[], item: string) =>
  list.includes(item) ? [...list] : [...list, item];

function nextUnsigned(context: SigningContext): LoadedDocument | undefined {
  return context.documents.find((document) => !context.signed.includes(document.documentUuid));
}

function notProvided(name: string): never {
  throw new Error(`signing: provide the "${name}" actor with machine.provide()`);
}

export const signingMachine = setup({
  types: {
    context: {} as SigningContext,
    events: {} as SigningEvent,
    input: {} as SigningInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Whether the ESIGN consent was given (the lender's record). */
    loadConsent: fromPromise<{ consented: boolean }, LoadDocumentsInput>(async () =>
      notProvided('loadConsent'),
    ),
    saveConsent: fromPromise<unknown, SaveConsentInput>(async () => notProvided('saveConsent')),
    loadDocuments: fromPromise<LoadedDocument[], LoadDocumentsInput>(async () =>
      notProvided('loadDocuments'),
    ),
    locate: fromPromise<SigningPosition, void>(async () => notProvided('locate')),
    signDocument: fromPromise<unknown, SignDocumentInput>(async () => notProvided('signDocument')),
    completeStep: fromPromise<unknown, CompleteSigningInput>(async () =>
      notProvided('completeStep'),
    ),
  },
  actions: {
    /** The app's: send STEP.COMPLETED to the application status machine. */
    stepCompleted: () => {},
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** The consent's key, made once: a second ACCEPT after a failure is the same consent. */
    keepConsentKey: assign({
      consentKey: ({ context }) => context.consentKey ?? newIdempotencyKey(),
    }),
    /** A key for each document not signed yet and without one (a retry keeps the old ones). */
    makeSignatureKeys: assign({
      signatureKeys: ({ context }) => {
        const keys = { ...context.signatureKeys };
        for (const document of context.documents) {
          if (!context.signed.includes(document.documentUuid)) {
            keys[document.documentUuid] ??= newIdempotencyKey();
          }
        }
        return keys;
      },
    }),
    markRead: assign({
      read: ({ context, event }) => {
        assertEvent(event, 'DOCUMENT.READ');
        return add(context.read, event.documentUuid);
      },
    }),
    /** The documents; one signed before (a reload) stays signed, read and agreed. */
    storeDocuments: assign((_, params: { documents: LoadedDocument[] }) => {
      const signed = params.documents
        .filter((document) => document.signedAt)
        .map((document) => document.documentUuid);
      return { documents: params.documents, signed, read: signed, agreed: signed };
    }),
    /** Where the borrower is; a former location failure is forgotten. */
    storePosition: assign((_, params: { position: SigningPosition }) => ({
      position: params.position,
      locationFailure: null,
    })),
    storeLocationFailure: assign((_, params: { error: unknown }) => ({
      locationFailure: locationFailureOf(params.error),
    })),
    /** The document just signed (the first unsigned one) joins `signed`. */
    markNextSigned: assign({
      signed: ({ context }) => add(context.signed, nextUnsigned(context)?.documentUuid ?? ''),
    }),
    markAgreed: assign({
      agreed: ({ context, event }) => {
        assertEvent(event, 'DOCUMENT.AGREE');
        return add(context.agreed, event.documentUuid);
      },
    }),
  },
  guards: {
    /** The lender has the ESIGN consent (given now or before). */
    consented: (_, params: { consented: boolean }) => params.consented,
    documentRead: ({ context, event }) =>
      event.type === 'DOCUMENT.AGREE' && context.read.includes(event.documentUuid),
    documentKnown: ({ context, event }) =>
      event.type === 'DOCUMENT.READ' &&
      context.documents.some((document) => document.documentUuid === event.documentUuid),
    allAgreed: ({ context }) =>
      context.documents.length > 0 &&
      context.documents.every((document) => context.agreed.includes(document.documentUuid)),
    allSigned: ({ context }) => nextUnsigned(context) === undefined,
  },
}).createMachine({
  id: 'signing',
  description:
    'Sign the note: the ESIGN consent first, then read every document to its end, agree, share the location, sign each once, post sign-note.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    documents: [],
    read: [],
    agreed: [],
    signed: [],
    position: null,
    locationFailure: null,
    consentKey: null,
    signatureKeys: {},
    error: null,
  }),
  initial: 'checkingConsent',
  states: {
    checkingConsent: {
      description: 'Has the ESIGN consent been given? Nothing is read or shown before it.',
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
            target: 'loading',
          },
          // Why: a signing page reached without the consent (a link, a bookmark) asks for it.
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
        onDone: { target: 'loading' },
        onError: {
          target: 'consentNeeded',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loading: {
      description: 'Reading the documents and their files.',
      tags: ['busy'],
      invoke: {
        src: 'loadDocuments',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'reviewing',
          actions: { type: 'storeDocuments', params: ({ event }) => ({ documents: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description:
        'The consent or the documents could not be read: the error and Retry (the consent is checked again).',
      on: { RETRY: { target: 'checkingConsent', actions: 'clearError' } },
    },
    reviewing: {
      description: 'Each document in the viewer: "I agree" once its end has been seen.',
      on: {
        'DOCUMENT.READ': { guard: 'documentKnown', actions: 'markRead' },
        'DOCUMENT.AGREE': { guard: 'documentRead', actions: 'markAgreed' },
        SIGN: {
          guard: 'allAgreed',
          target: 'locating',
          actions: ['clearError', 'makeSignatureKeys'],
        },
      },
    },
    locating: {
      description: "Asking the browser for the borrower's location (the e-signing law needs it).",
      tags: ['busy'],
      invoke: {
        src: 'locate',
        onDone: {
          target: 'signing',
          actions: { type: 'storePosition', params: ({ event }) => ({ position: event.output }) },
        },
        onError: {
          target: 'locationNeeded',
          actions: {
            type: 'storeLocationFailure',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    locationNeeded: {
      description: "'Why we need your location': enable location services, then Try again.",
      on: { RETRY: { target: 'locating' } },
    },
    signing: {
      description: 'Signing each document not signed yet, one at a time.',
      tags: ['busy'],
      initial: 'next',
      states: {
        next: {
          always: [{ guard: 'allSigned', target: '#signing.completing' }, { target: 'signingOne' }],
        },
        signingOne: {
          invoke: {
            src: 'signDocument',
            input: ({ context }) => ({
              applicationUuid: context.applicationUuid,
              documentUuid: nextUnsigned(context)?.documentUuid ?? '',
              position: context.position ?? { latitude: 0, longitude: 0, accuracy: 0 },
              // Why: signing is entered only after SIGN, which gave every unsigned document a key.
              idempotencyKey:
                context.signatureKeys[nextUnsigned(context)?.documentUuid ?? ''] ?? '',
            }),
            onDone: {
              target: 'next',
              actions: 'markNextSigned',
            },
            onError: {
              target: '#signing.signFailed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    signFailed: {
      description:
        'A signature failed: Retry signs the documents still unsigned (never twice), each with its own key.',
      on: { RETRY: { target: 'signing', actions: 'clearError' } },
    },
    completing: {
      description: 'Posting sign-note: the lender moves the application on.',
      tags: ['busy'],
      invoke: {
        src: 'completeStep',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          documentUuids: context.documents.map((document) => document.documentUuid),
        }),
        onDone: { target: 'done' },
        onError: {
          target: 'completeFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completeFailed: {
      description: 'Every document is signed but the step could not be posted: Retry posts it.',
      on: { RETRY: { target: 'completing', actions: 'clearError' } },
    },
    done: {
      description: 'Signed: the application status machine finds the next screen.',
      type: 'final',
      entry: 'stepCompleted',
    },
  },
});

export type SigningMachine = typeof signingMachine;
