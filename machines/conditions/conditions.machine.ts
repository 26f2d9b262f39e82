import { assign, fromPromise, setup } from 'xstate';
import type { Condition } from '../../src/api/conditions';
import { backoffDelay, isLastAttempt } from '../../src/domain/backoff';
import type { BankAccountInput } from '../../src/domain/conditions';
import { pageVisibilityEvents, type PageVisibilityEvent } from '../connectivity/visibility.actors';

/**
 * The borrower's open conditions (shell spec §4 "Conditions"): read once, then refreshed every
 * 60 s and whenever the window gets focus again (the view sends FOCUS from a focus listener).
 *
 * - A failed first read shows the error; RETRY reads again.
 * - A failed refresh keeps the last list on screen (with a quiet note) and backs off: 1 s, 2 s,
 *   4 s, 8 s (the spec's retry helper); the 5th failure in a row stops the refreshes with a clear
 *   error and Try again (RETRY, a fresh count). A refresh that answers resets the count; RETRY
 *   refreshes at once.
 * - While the page is hidden nothing is read; it refreshes at once when the page shows again
 *   (issue 17, part 8).
 * - The timer lives here (REFRESH_INTERVAL), never in the view; leaving the page stops the actor
 *   and with it the timer.
 */

export interface ConditionsInput {
  applicationUuid: string;
}

/** What one read answers: the open conditions and the account a bank review is about. */
export interface ConditionsAnswer {
  conditions: Condition[];
  account: BankAccountInput | null;
}

export interface ConditionsContext {
  applicationUuid: string;
  /** The last list read; null before the first answer. */
  answer: ConditionsAnswer | null;
  /** The last failure; null after a successful read. */
  error: unknown;
  /** How many reads answered (a refresh counter for the view's announcements). */
  reads: number;
  /** Refreshes that failed in a row (backoff and cap); 0 after one that answered. */
  pollFailures: number;
}

export type ConditionsEvent =
  /** The window got focus again: the borrower may have done something elsewhere. */
  | { type: 'FOCUS' }
  /** Read again now (after a failure). */
  | { type: 'RETRY' }
  | PageVisibilityEvent;

export interface FetchConditionsInput {
  applicationUuid: string;
}

/** Spec §7: conditions refetch every 60 s. */
export const CONDITIONS_REFRESH_MS = 60_000;

export const conditionsMachine = setup({
  types: {
    context: {} as ConditionsContext,
    events: {} as ConditionsEvent,
    input: {} as ConditionsInput,
  },
  actors: {
    fetchConditions: fromPromise<ConditionsAnswer, FetchConditionsInput>(async () => ({
      conditions: [],
      account: null,
    })),
    /** PAGE.HIDDEN / PAGE.VISIBLE from the document (nothing in node). */
    pageVisibility: pageVisibilityEvents,
  },
  actions: {
    storeAnswer: assign((_, params: { answer: ConditionsAnswer }) => ({
      answer: params.answer,
      error: null,
    })),
    countRead: assign({ reads: ({ context }) => context.reads + 1 }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    countPollFailure: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
    resetPollFailures: assign({ pollFailures: 0 }),
  },
  guards: {
    /** This failed refresh is the 5th in a row (spec §9: 5 attempts): stop refreshing. */
    lastPollAttempt: ({ context }) => isLastAttempt(context.pollFailures),
  },
  delays: {
    // Spec §7 "Conditions refetch every 60 s": the lender's underwriters add and clear conditions
    // while the borrower looks; a minute keeps the list current without hammering the service.
    REFRESH_INTERVAL: CONDITIONS_REFRESH_MS,
    // After a failed refresh: 1 s, 2 s, 4 s, 8 s (spec §9's retry helper, src/domain/backoff.ts),
    // so a lender that is briefly down is asked again soon, and one that stays down less often.
    POLL_BACKOFF: ({ context }) => backoffDelay(context.pollFailures),
  },
}).createMachine({
  id: 'conditions',
  description:
    "The borrower's open conditions: read, then refreshed every 60 s and on window focus (not while the page is hidden); a failed refresh keeps the last list and backs off, up to a cap.",
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    answer: null,
    error: null,
    reads: 0,
    pollFailures: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The first read: nothing to show yet.',
      tags: ['busy'],
      invoke: {
        id: 'fetchConditions',
        src: 'fetchConditions',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
            'countRead',
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: 'The first read failed: the error and Retry.',
      on: { RETRY: 'loading' },
    },
    ready: {
      description:
        'The list is on screen and kept current; nothing is read while the page is hidden.',
      initial: 'showing',
      invoke: { src: 'pageVisibility' },
      states: {
        showing: {
          description: 'The next refresh is due in 60 s (or on focus).',
          after: { REFRESH_INTERVAL: 'refreshing' },
          on: {
            // Re-entering `showing` afterwards restarts the 60 s timer from the focus refresh.
            FOCUS: 'refreshing',
            RETRY: { target: 'refreshing', actions: 'resetPollFailures' },
            'PAGE.HIDDEN': 'hidden',
          },
        },
        refreshing: {
          description: 'Reading again with the last list still on screen.',
          // Why: no read for a tab nobody sees; leaving aborts the one under way.
          on: { 'PAGE.HIDDEN': 'hidden' },
          invoke: {
            id: 'refreshConditions',
            src: 'fetchConditions',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: {
              target: 'showing',
              actions: [
                { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
                'countRead',
                'resetPollFailures',
              ],
            },
            // Why: a failed refresh must not take away a list the borrower is reading.
            onError: [
              {
                guard: 'lastPollAttempt',
                target: 'stopped',
                actions: [
                  'countPollFailure',
                  { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: 'backingOff',
                actions: [
                  'countPollFailure',
                  { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
        backingOff: {
          description:
            'A refresh failed (a quiet note): wait 1, 2, 4 then 8 s before the next one.',
          after: { POLL_BACKOFF: 'refreshing' },
          on: {
            RETRY: { target: 'refreshing', actions: 'resetPollFailures' },
            'PAGE.HIDDEN': 'hidden',
          },
        },
        hidden: {
          description: 'The page is hidden: no reads until it shows again, then one at once.',
          on: { 'PAGE.VISIBLE': 'refreshing' },
        },
        stopped: {
          description:
            'The refreshes failed 5 times in a row: the list may be out of date (an alert); Try again.',
          on: { RETRY: { target: 'refreshing', actions: 'resetPollFailures' } },
        },
      },
    },
  },
});

export type ConditionsMachine = typeof conditionsMachine;
