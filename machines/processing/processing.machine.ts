import { assertEvent, assign, setup } from 'xstate';
import { PROCESSING_MESSAGES, PROCESSING_TITLE } from '../../src/domain/progressMessages';

/**
 * The processing modal: a blocking dialog with rotating messages while a flow machine waits on
 * the lender. The flow invokes it (`invoke: { src: 'processing', input }`), forwards the result
 * of its own work as PROCESSING.DONE / PROCESSING.FAIL, and reads the outcome from `onDone`
 * (`event.output`):
 * - `{ outcome: 'done' }` and `{ outcome: 'failed', reason }`: the modal closes at once; the flow
 *   moves on or shows the error in its own screen (the words depend on the flow).
 * - after TIMEOUT (30 s unless the input says otherwise) with no result, the modal stays open and
 *   says so ("This is taking longer than expected") with two actions: Try again and Close.
 *   It then ends with `{ outcome: 'timedOut', next: 'retry' | 'close' }`: on retry the flow starts
 *   its work again (and a new modal); on close it leaves the user where they were.
 *   Escape means Close, and only there: while processing, nothing can be cancelled.
 * - A result that arrives after the timeout, before the user chose, still counts (done/failed).
 */

/** Spec: the processing modal's default timeout is 30,000 ms. */
export const DEFAULT_PROCESSING_TIMEOUT = 30_000;

export interface ProcessingInput {
  /** Messages to rotate through; default PROCESSING_MESSAGES. */
  messages?: readonly string[];
  /** Milliseconds before the modal says it is taking too long; default 30,000. */
  timeout?: number;
  /** The dialog's title (its accessible name); default "Please wait". */
  title?: string;
  /**
   * Milliseconds of quiet before the dialog appears; default 0 (at once). A flow whose calls
   * usually answer fast (a step screen's save) waits a little, so a quick answer never flashes a
   * dialog over the form. The timeout still counts from the start.
   */
  showAfter?: number;
}

export type ProcessingEvent =
  /** The flow's work succeeded. */
  | { type: 'PROCESSING.DONE' }
  /** The flow's work failed; `reason` goes to the output for the flow to use. */
  | { type: 'PROCESSING.FAIL'; reason?: string }
  /** The user asks to try again after a timeout. */
  | { type: 'RETRY' }
  /** The user closes the modal after a timeout (button or Escape). */
  | { type: 'CLOSE' };

export type ProcessingOutput =
  | { outcome: 'done' }
  | { outcome: 'failed'; reason?: string }
  | { outcome: 'timedOut'; next: 'retry' | 'close' };

export interface ProcessingContext {
  title: string;
  messages: readonly string[];
  index: number;
  /** The TIMEOUT delay for this use, in ms. */
  timeout: number;
  /** The SHOW_AFTER delay for this use, in ms (0: the dialog opens at once). */
  showAfter: number;
  /** Set on entering a final state; the machine's output. */
  outcome: ProcessingOutput | null;
}

export const processingMachine = setup({
  types: {
    context: {} as ProcessingContext,
    events: {} as ProcessingEvent,
    input: {} as ProcessingInput | undefined,
    output: {} as ProcessingOutput,
  },
  actions: {
    showNextMessage: assign({ index: ({ context }) => context.index + 1 }),
    recordDone: assign({ outcome: (): ProcessingOutput => ({ outcome: 'done' }) }),
    recordFailure: assign({
      outcome: ({ event }): ProcessingOutput => {
        assertEvent(event, 'PROCESSING.FAIL');
        return { outcome: 'failed', reason: event.reason };
      },
    }),
    recordRetry: assign({
      outcome: (): ProcessingOutput => ({ outcome: 'timedOut', next: 'retry' }),
    }),
    recordClose: assign({
      outcome: (): ProcessingOutput => ({ outcome: 'timedOut', next: 'close' }),
    }),
  },
  guards: {
    /** The message on screen is the last of the list. */
    isOnLastMessage: ({ context }) => context.index >= context.messages.length - 1,
    /** No quiet time: the dialog opens at once. */
    opensAtOnce: ({ context }) => context.showAfter <= 0,
  },
  delays: {
    /**
     * Spec: 30,000 ms by default ("processing modal default timeout"); each use may set its own
     * through the input (a long upload, a quick check), so the value comes from the context.
     */
    TIMEOUT: ({ context }) => context.timeout,
    /** Each use's quiet time before the dialog shows (input `showAfter`, default 0). */
    SHOW_AFTER: ({ context }) => context.showAfter,
    /** Our choice: the loader's reading pace, 4 s per message (see loader.machine.ts). */
    ROTATE: 4000,
  },
}).createMachine({
  id: 'processing',
  description: 'Processing modal: rotating messages, 30 s default timeout, then Try again / Close.',
  context: ({ input }) => ({
    title: input?.title ?? PROCESSING_TITLE,
    messages: input?.messages?.length ? input.messages : PROCESSING_MESSAGES,
    index: 0,
    timeout:
      input?.timeout !== undefined && Number.isFinite(input.timeout) && input.timeout > 0
        ? input.timeout
        : DEFAULT_PROCESSING_TIMEOUT,
    showAfter:
      input?.showAfter !== undefined && Number.isFinite(input.showAfter) && input.showAfter > 0
        ? input.showAfter
        : 0,
    outcome: null,
  }),
  output: ({ context }) => {
    // Every final state records its outcome on entry.
    if (!context.outcome) throw new Error('The processing modal ended without an outcome.');
    return context.outcome;
  },
  initial: 'processing',
  states: {
    processing: {
      initial: 'quiet',
      after: { TIMEOUT: { target: 'timedOut' } },
      on: {
        'PROCESSING.DONE': { target: 'done' },
        'PROCESSING.FAIL': { target: 'failed' },
      },
      states: {
        // Why: an answer within the quiet time ends the wait without any dialog at all.
        quiet: {
          always: { guard: 'opensAtOnce', target: 'rotating' },
          after: { SHOW_AFTER: { target: 'rotating' } },
        },
        rotating: {
          tags: ['open'],
          always: { guard: 'isOnLastMessage', target: 'onLastMessage' },
          after: {
            ROTATE: { target: 'rotating', reenter: true, actions: 'showNextMessage' },
          },
        },
        // Why: the last message stays rather than wrapping to the first.
        onLastMessage: { tags: ['open'] },
      },
    },
    timedOut: {
      tags: ['open'],
      on: {
        RETRY: { target: 'retrying' },
        CLOSE: { target: 'closed' },
        // Why: the work may still finish while the user reads the timeout message; a result is
        // better news than a retry.
        'PROCESSING.DONE': { target: 'done' },
        'PROCESSING.FAIL': { target: 'failed' },
      },
    },
    done: { type: 'final', entry: 'recordDone' },
    failed: { type: 'final', entry: 'recordFailure' },
    retrying: { type: 'final', entry: 'recordRetry' },
    closed: { type: 'final', entry: 'recordClose' },
  },
});

export type ProcessingMachine = typeof processingMachine;
