/**
 * The eNotary session (notary/session, journey step `notarize`): prepare, join, wait while the
 * session runs, then post the step. A failed or cancelled session leaves for notary/error.
 *
 * - `loadSession` reads the session first: a borrower coming back to a running session goes
 *   straight to "in progress"; a complete one posts the step.
 * - JOIN answers where to meet the notary (a URL opened in a new tab); the session is then read
 *   every SESSION_POLL_DELAY until it is over. A failed read backs off (1 s, 2 s, 4 s, 8 s: the
 *   spec's retry helper); the 5th failure in a row stops the reads with a message and Try again
 *   (RETRY); a read that answers resets the count. While the page is hidden (the borrower is in
 *   the notary's tab) nothing is read; it reads at once when the page shows again (issue 17,
 *   part 8).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotarySession } from '../../src/api/notary';
import { backoffDelay, isLastAttempt } from '../../src/domain/backoff';
import { isSessionOver } from '../../src/domain/notary';
import { pageVisibilityEvents, type PageVisibilityEvent } from '../connectivity/visibility.actors';

export interface NotarySessionInput {
  applicationUuid: string;
}

export interface NotarySessionContext {
  applicationUuid: string;
  session: NotarySession | null;
  error: unknown;
  /** Reads of a running session that failed in a row (backoff and cap); 0 after one answered. */
  pollFailures: number;
}

export type NotarySessionEvent = { type: 'JOIN' } | { type: 'RETRY' } | PageVisibilityEvent;

export interface SessionCallInput {
  applicationUuid: string;
}

export interface CompleteNotarizeInput extends SessionCallInput {
  sessionUuid: string | null;
}

function notProvided(name: string): never {
  throw new Error(`notary-session: provide the "${name}" actor with machine.provide()`);
}

const ACTIVE = ['WAITING_ROOM', 'IN_PROGRESS'];

export const notarySessionMachine = setup({
  types: {
    context: {} as NotarySessionContext,
    events: {} as NotarySessionEvent,
    input: {} as NotarySessionInput,
    tags: {} as 'busy',
  },
  actors: {
    loadSession: fromPromise<NotarySession, SessionCallInput>(async () =>
      notProvided('loadSession'),
    ),
    joinSession: fromPromise<NotarySession, SessionCallInput>(async () =>
      notProvided('joinSession'),
    ),
    completeStep: fromPromise<unknown, CompleteNotarizeInput>(async () =>
      notProvided('completeStep'),
    ),
    /** PAGE.HIDDEN / PAGE.VISIBLE from the document (nothing in node). */
    pageVisibility: pageVisibilityEvents,
  },
  actions: {
    /** The app's: STEP.COMPLETED to the application status machine. */
    stepCompleted: () => {},
    /** The app's: go to notary/error. */
    sessionEnded: () => {},
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    storeSession: assign((_, params: { session: NotarySession }) => ({ session: params.session })),
    countPollFailure: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
    resetPollFailures: assign({ pollFailures: 0 }),
  },
  guards: {
    sessionComplete: ({ context }) => context.session?.status === 'COMPLETE',
    sessionOver: ({ context }) => isSessionOver(context.session?.status ?? ''),
    sessionActive: ({ context }) => ACTIVE.includes(context.session?.status ?? ''),
    /** This failed read is the 5th in a row (spec §9: 5 attempts): stop reading. */
    lastPollAttempt: ({ context }) => isLastAttempt(context.pollFailures),
  },
  delays: {
    // A notarisation takes 10-20 minutes; a check every 3 s moves the borrower on within moments
    // of the notary closing the session.
    SESSION_POLL_DELAY: 3000,
    // After a failed read: 1 s, 2 s, 4 s, 8 s (spec §9's retry helper, src/domain/backoff.ts), so
    // a lender that is briefly down is asked again soon, and one that stays down less often.
    POLL_BACKOFF: ({ context }) => backoffDelay(context.pollFailures),
  },
}).createMachine({
  id: 'notarySession',
  description: 'eNotary: prepare, join, wait while the session runs, post notarize.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    session: null,
    error: null,
    pollFailures: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSession',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'checkingLoaded',
          actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    checkingLoaded: {
      description:
        'Where the session stood when the page opened: a failed or cancelled one may be started again.',
      always: [
        { guard: 'sessionComplete', target: 'completing' },
        { guard: 'sessionActive', target: 'inProgress' },
        // Why: the borrower (or co-owner) came back after a session that did not finish, e.g.
        // from "Start a new session" on notary/error: Join starts a new one.
        { target: 'prepare' },
      ],
    },
    checking: {
      description: 'Where the session stands after joining or a read while it runs.',
      always: [
        { guard: 'sessionComplete', target: 'completing' },
        { guard: 'sessionOver', target: 'ended' },
        { guard: 'sessionActive', target: 'inProgress' },
        { target: 'prepare' },
      ],
    },
    prepare: {
      description: 'What to prepare (ID, this device, camera and microphone); Join.',
      on: { JOIN: { target: 'joining', actions: 'clearError' } },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        src: 'joinSession',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'checking',
          actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: {
          target: 'prepare',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    inProgress: {
      description:
        'The session runs with the notary; its status is read until it is over, not while the page is hidden.',
      initial: 'waiting',
      invoke: { src: 'pageVisibility' },
      states: {
        waiting: {
          after: { SESSION_POLL_DELAY: 'polling' },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        polling: {
          // Why: no read for a tab nobody sees; leaving aborts the one under way.
          on: { 'PAGE.HIDDEN': 'hidden' },
          invoke: {
            src: 'loadSession',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: {
              target: '#notarySession.checking',
              actions: [
                { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                'clearError',
                'resetPollFailures',
              ],
            },
            onError: [
              {
                guard: 'lastPollAttempt',
                target: 'stopped',
                actions: [
                  'countPollFailure',
                  { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              // Why: one failed read is not the session's end: wait, then read again.
              { target: 'backingOff', actions: 'countPollFailure' },
            ],
          },
        },
        backingOff: {
          description: 'A read failed: wait 1, 2, 4 then 8 s before the next one.',
          after: { POLL_BACKOFF: 'polling' },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        hidden: {
          description:
            "The page is hidden (e.g. the borrower is in the notary's tab): no reads until it shows again, then one at once.",
          on: { 'PAGE.VISIBLE': 'polling' },
        },
        stopped: {
          description: 'The reads failed 5 times in a row: say so; Try again reads at once.',
          on: { RETRY: { target: 'polling', actions: ['resetPollFailures', 'clearError'] } },
        },
      },
    },
    completing: {
      description: 'The session is complete: posting notarize.',
      tags: ['busy'],
      invoke: {
        src: 'completeStep',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          sessionUuid: context.session?.sessionUuid ?? null,
        }),
        onDone: { target: 'done' },
        onError: {
          target: 'completeFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completeFailed: { on: { RETRY: { target: 'completing', actions: 'clearError' } } },
    ended: {
      description: 'Failed or cancelled: notary/error explains and offers to reschedule.',
      type: 'final',
      entry: 'sessionEnded',
    },
    done: { type: 'final', entry: 'stepCompleted' },
  },
});

export type NotarySessionMachine = typeof notarySessionMachine;
