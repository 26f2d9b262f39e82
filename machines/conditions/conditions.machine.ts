import { assign, fromPromise, setup } from 'xstate';
import type { Condition } from '../../src/api/conditions';
import type { BankAccountInput } from '../../src/domain/conditions';

/**
 * The borrower's open conditions (shell spec §4 "Conditions"): read once, then refreshed every
 * 60 s and whenever the window gets focus again (the view sends FOCUS from a focus listener).
 *
 * - A failed first read shows the error; RETRY reads again.
 * - A failed refresh keeps the last list on screen (with a quiet note) and tries again at the
 *   next tick or focus; RETRY refreshes at once.
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
}

export type ConditionsEvent =
  /** The window got focus again: the borrower may have done something elsewhere. */
  | { type: 'FOCUS' }
  /** Read again now (after a failure). */
  | { type: 'RETRY' };

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
  },
  actions: {
    storeAnswer: assign((_, params: { answer: ConditionsAnswer }) => ({
      answer: params.answer,
      error: null,
    })),
    countRead: assign({ reads: ({ context }) => context.reads + 1 }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  delays: {
    // Spec §7 "Conditions refetch every 60 s": the lender's underwriters add and clear conditions
    // while the borrower looks; a minute keeps the list current without hammering the service.
    REFRESH_INTERVAL: CONDITIONS_REFRESH_MS,
  },
}).createMachine({
  id: 'conditions',
  description:
    "The borrower's open conditions: read, then refreshed every 60 s and on window focus; a failed refresh keeps the last list.",
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    answer: null,
    error: null,
    reads: 0,
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
          target: 'showing',
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
    showing: {
      description: 'The list is on screen; the next refresh is due in 60 s (or on focus).',
      after: { REFRESH_INTERVAL: 'refreshing' },
      on: {
        // Re-entering `showing` afterwards restarts the 60 s timer from the focus refresh.
        FOCUS: 'refreshing',
        RETRY: 'refreshing',
      },
    },
    refreshing: {
      description: 'Reading again with the last list still on screen.',
      invoke: {
        id: 'refreshConditions',
        src: 'fetchConditions',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
            'countRead',
          ],
        },
        // Why: a failed refresh must not take away a list the borrower is reading.
        onError: {
          target: 'showing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type ConditionsMachine = typeof conditionsMachine;
