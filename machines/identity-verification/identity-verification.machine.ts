import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  IdentityDocumentReference,
  IdentityVerification,
} from '../../src/api/identityVerification';
import { backoffDelay, isLastAttempt } from '../../src/domain/backoff';
import { pageVisibilityEvents, type PageVisibilityEvent } from '../connectivity/visibility.actors';
import type {
  CompleteInput,
  IdImage,
  StartInput,
  StatusInput,
  UploadImagesInput,
} from './identity-verification.actors';

/**
 * Verifying the borrower's identity from an ID image (the `identity` screen; also the
 * ID_VERIFICATION_FAILURE condition's action):
 *
 * loading (the verification so far: a reload resumes where it was) → choosing (ID kind, front,
 * back when asked) → uploading (the images, as documents) → submitting (start the verification)
 * → verifying (read every POLL_DELAY, at most MAX_POLLS times, then "taking longer"; a failed
 * read backs off 1 s, 2 s, 4 s, 8 s and the 5th failure in a row stops with "we could not check",
 * Try again; nothing is read while the page is hidden, and it reads at once when it shows) → the
 * outcome: VERIFIED posts the step (`completing`) and the status machine routes on;
 * FAILED_VERIFICATION says so and lets the borrower try another image or ID; PENDING_REVIEW says a
 * person will review it and lets them ask again.
 *
 * Each call runs once per attempt: a failed start or step post is retried without uploading
 * again. `stepCompleted` is the app's (it tells the application status machine).
 */

/** Reads of an IN_PROGRESS verification before the screen says it is taking long (60 s at 3 s). */
export const MAX_POLLS = 20;

export interface IdentityVerificationInput {
  applicationUuid: string;
}

export interface IdentityVerificationContext {
  applicationUuid: string;
  /** What the borrower submitted last. */
  idKind: string | null;
  front: IdImage | null;
  back: IdImage | null;
  /** The uploaded images of the current attempt. */
  documents: IdentityDocumentReference[];
  verification: IdentityVerification | null;
  polls: number;
  /** Reads that failed in a row while verifying (backoff and cap); 0 after one that answered. */
  pollFailures: number;
  /** A PENDING_REVIEW re-read answered the same: say "still being reviewed". */
  stillReviewing: boolean;
  error: unknown;
}

export type IdentityVerificationEvent =
  /** The form is valid: upload these images and verify. */
  | { type: 'SUBMIT'; idKind: string; front: IdImage; back: IdImage | null }
  /** Try the failed call again (load, start, the verifying reads after their cap, step post). */
  | { type: 'RETRY' }
  /** Read the outcome again (taking long, pending review). */
  | { type: 'CHECK_AGAIN' }
  /** After a failed verification: choose another image or ID. */
  | { type: 'TRY_AGAIN' }
  | PageVisibilityEvent;

function notProvided(name: string): never {
  throw new Error(`identity-verification: provide the "${name}" actor with machine.provide()`);
}

export const identityVerificationMachine = setup({
  types: {
    context: {} as IdentityVerificationContext,
    events: {} as IdentityVerificationEvent,
    input: {} as IdentityVerificationInput,
  },
  actors: {
    loadStatus: fromPromise<IdentityVerification, StatusInput>(async () =>
      notProvided('loadStatus'),
    ),
    uploadImages: fromPromise<IdentityDocumentReference[], UploadImagesInput>(async () =>
      notProvided('uploadImages'),
    ),
    startVerification: fromPromise<IdentityVerification, StartInput>(async () =>
      notProvided('startVerification'),
    ),
    checkStatus: fromPromise<IdentityVerification, StatusInput>(async () =>
      notProvided('checkStatus'),
    ),
    completeStep: fromPromise<unknown, CompleteInput>(async () => notProvided('completeStep')),
    /** PAGE.HIDDEN / PAGE.VISIBLE from the document (nothing in node). */
    pageVisibility: pageVisibilityEvents,
  },
  actions: {
    /** The app's: send STEP.COMPLETED to the application status machine. */
    stepCompleted: () => {},
    clearError: assign({ error: null }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    resetPolls: assign({ polls: 0 }),
    countPollFailure: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
    resetPollFailures: assign({ pollFailures: 0 }),
    keepVerification: assign((_, params: { verification: IdentityVerification }) => ({
      verification: params.verification,
    })),
    /** A re-read after PENDING_REVIEW: its answer, and whether it is still being reviewed. */
    keepRecheck: assign(
      (_, params: { verification: IdentityVerification; stillReviewing: boolean }) => ({
        verification: params.verification,
        stillReviewing: params.stillReviewing,
      }),
    ),
    /** The uploaded images, which the verification then starts with. */
    keepDocuments: assign((_, params: { documents: IdentityDocumentReference[] }) => ({
      documents: params.documents,
    })),
    recordError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    recordSubmission: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return {
        idKind: event.idKind,
        front: event.front,
        back: event.back,
        documents: [],
        error: null,
      };
    }),
  },
  guards: {
    pollCapReached: ({ context }) => context.polls >= MAX_POLLS,
    /** This failed read is the 5th in a row (spec §9: 5 attempts): stop reading. */
    lastPollAttempt: ({ context }) => isLastAttempt(context.pollFailures),
    // The vendor's answers, read alike wherever one arrives (the load, the start, a poll): the
    // answer is kept and decides the state. Done events are not in the machine's event union:
    // the answer comes as params.
    isVerified: (_, params: { verification: IdentityVerification }) =>
      params.verification.status === 'VERIFIED',
    isFailed: (_, params: { verification: IdentityVerification }) =>
      params.verification.status === 'FAILED_VERIFICATION',
    isPendingReview: (_, params: { verification: IdentityVerification }) =>
      params.verification.status === 'PENDING_REVIEW',
    isInProgress: (_, params: { verification: IdentityVerification }) =>
      params.verification.status === 'IN_PROGRESS',
  },
  delays: {
    /**
     * Our choice: ID checks take a few seconds to a minute; every 3 s answers soon after the
     * outcome without asking more than MAX_POLLS times in a minute.
     */
    POLL_DELAY: 3000,
    // After a failed read: 1 s, 2 s, 4 s, 8 s (spec §9's retry helper, src/domain/backoff.ts), so
    // a lender that is briefly down is asked again soon, and one that stays down less often.
    POLL_BACKOFF: ({ context }) => backoffDelay(context.pollFailures),
  },
}).createMachine({
  id: 'identityVerification',
  description:
    'Verify identity from an ID image: upload, verify (polled with a cap), then VERIFIED, FAILED_VERIFICATION or PENDING_REVIEW.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    idKind: null,
    front: null,
    back: null,
    documents: [],
    verification: null,
    polls: 0,
    pollFailures: 0,
    stillReviewing: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the verification so far (a reload resumes it).',
      tags: ['busy'],
      invoke: {
        src: 'loadStatus',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ verification: event.output }) },
            target: 'completing',
            actions: {
              type: 'keepVerification',
              params: ({ event }) => ({ verification: event.output }),
            },
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => ({ verification: event.output }) },
            target: 'failed',
            actions: {
              type: 'keepVerification',
              params: ({ event }) => ({ verification: event.output }),
            },
          },
          {
            guard: {
              type: 'isPendingReview',
              params: ({ event }) => ({ verification: event.output }),
            },
            target: 'pendingReview',
            actions: {
              type: 'keepVerification',
              params: ({ event }) => ({ verification: event.output }),
            },
          },
          {
            guard: {
              type: 'isInProgress',
              params: ({ event }) => ({ verification: event.output }),
            },
            target: 'verifying',
            actions: [
              {
                type: 'keepVerification',
                params: ({ event }) => ({ verification: event.output }),
              },
              'resetPolls',
              'resetPollFailures',
            ],
          },
          { target: 'choosing' },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    choosing: {
      description: 'The form: ID kind, front, and back when asked. A failed upload shows here.',
      on: { SUBMIT: { target: 'uploading', actions: 'recordSubmission' } },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadImages',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          front: context.front,
          back: context.back,
        }),
        onDone: {
          target: 'submitting',
          actions: { type: 'keepDocuments', params: ({ event }) => ({ documents: event.output }) },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'startVerification',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          idKind: context.idKind ?? '',
          documents: context.documents,
        }),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ verification: event.output }) },
            target: 'completing',
            actions: {
              type: 'keepVerification',
              params: ({ event }) => ({ verification: event.output }),
            },
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => ({ verification: event.output }) },
            target: 'failed',
            actions: {
              type: 'keepVerification',
              params: ({ event }) => ({ verification: event.output }),
            },
          },
          {
            guard: {
              type: 'isPendingReview',
              params: ({ event }) => ({ verification: event.output }),
            },
            target: 'pendingReview',
            actions: {
              type: 'keepVerification',
              params: ({ event }) => ({ verification: event.output }),
            },
          },
          {
            target: 'verifying',
            actions: [
              {
                type: 'keepVerification',
                params: ({ event }) => ({ verification: event.output }),
              },
              'resetPolls',
              'resetPollFailures',
            ],
          },
        ],
        onError: {
          target: 'submitFailed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitFailed: {
      description: 'Uploaded, but the verification could not start: Retry starts it again only.',
      on: {
        RETRY: { target: 'submitting', actions: 'clearError' },
        TRY_AGAIN: { target: 'choosing', actions: 'clearError' },
      },
    },
    verifying: {
      description:
        'The vendor is checking the ID: wait, then read the outcome; no reads while the page is hidden.',
      tags: ['busy', 'verifying'],
      initial: 'waiting',
      invoke: { src: 'pageVisibility' },
      states: {
        waiting: {
          after: { POLL_DELAY: 'checking' },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        checking: {
          entry: 'countPoll',
          // Why: no read for a tab nobody sees; leaving aborts the one under way.
          on: { 'PAGE.HIDDEN': 'hidden' },
          invoke: {
            src: 'checkStatus',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: [
              {
                guard: {
                  type: 'isVerified',
                  params: ({ event }) => ({ verification: event.output }),
                },
                target: '#identityVerification.completing',
                actions: {
                  type: 'keepVerification',
                  params: ({ event }) => ({ verification: event.output }),
                },
              },
              {
                guard: {
                  type: 'isFailed',
                  params: ({ event }) => ({ verification: event.output }),
                },
                target: '#identityVerification.failed',
                actions: {
                  type: 'keepVerification',
                  params: ({ event }) => ({ verification: event.output }),
                },
              },
              {
                guard: {
                  type: 'isPendingReview',
                  params: ({ event }) => ({ verification: event.output }),
                },
                target: '#identityVerification.pendingReview',
                actions: {
                  type: 'keepVerification',
                  params: ({ event }) => ({ verification: event.output }),
                },
              },
              { guard: 'pollCapReached', target: '#identityVerification.tookTooLong' },
              { target: 'waiting', actions: 'resetPollFailures' },
            ],
            onError: [
              {
                guard: 'lastPollAttempt',
                target: '#identityVerification.checkFailed',
                actions: [
                  'countPollFailure',
                  { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                guard: 'pollCapReached',
                target: '#identityVerification.tookTooLong',
                actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              },
              // Why: one failed read is not the outcome: wait, then ask again.
              { target: 'backingOff', actions: 'countPollFailure' },
            ],
          },
        },
        backingOff: {
          description: 'A read failed: wait 1, 2, 4 then 8 s before the next one.',
          after: { POLL_BACKOFF: 'checking' },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        hidden: {
          description: 'The page is hidden: no reads until it shows again, then one at once.',
          on: { 'PAGE.VISIBLE': 'checking' },
        },
      },
    },
    tookTooLong: {
      description: 'Still checking after MAX_POLLS reads: Check again.',
      on: {
        CHECK_AGAIN: {
          target: 'verifying.checking',
          actions: ['resetPolls', 'resetPollFailures', 'clearError'],
        },
      },
    },
    checkFailed: {
      description:
        'The reads failed 5 times in a row: we could not check the ID (the upload is kept); Try again reads at once.',
      on: {
        RETRY: {
          target: 'verifying.checking',
          actions: ['resetPolls', 'resetPollFailures', 'clearError'],
        },
      },
    },
    failed: {
      description: 'FAILED_VERIFICATION: say so; Try again with another image or ID.',
      on: { TRY_AGAIN: { target: 'choosing', actions: 'clearError' } },
    },
    pendingReview: {
      description: 'PENDING_REVIEW: a person reviews it; Check again reads the outcome.',
      on: { CHECK_AGAIN: { target: 'rechecking', actions: 'clearError' } },
    },
    rechecking: {
      tags: ['busy'],
      invoke: {
        src: 'checkStatus',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ verification: event.output }) },
            target: 'completing',
            actions: {
              type: 'keepRecheck',
              params: ({ event }) => ({ verification: event.output, stillReviewing: false }),
            },
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => ({ verification: event.output }) },
            target: 'failed',
            actions: {
              type: 'keepRecheck',
              params: ({ event }) => ({ verification: event.output, stillReviewing: false }),
            },
          },
          {
            target: 'pendingReview',
            actions: {
              type: 'keepRecheck',
              params: ({ event }) => ({ verification: event.output, stillReviewing: true }),
            },
          },
        ],
        onError: {
          target: 'pendingReview',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completing: {
      description: 'VERIFIED: posting the step; the lender moves the application on.',
      tags: ['busy', 'verified'],
      invoke: {
        src: 'completeStep',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          verificationId: context.verification?.id ?? null,
        }),
        onDone: { target: 'done' },
        onError: {
          target: 'completeFailed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completeFailed: {
      description: 'Verified, but the step could not be posted: Retry posts it again only.',
      tags: ['verified'],
      on: { RETRY: { target: 'completing', actions: 'clearError' } },
    },
    done: {
      type: 'final',
      tags: ['verified'],
      entry: 'stepCompleted',
    },
  },
});

export type IdentityVerificationMachine = typeof identityVerificationMachine;
