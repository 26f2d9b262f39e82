import { assign, fromPromise, setup, stateIn } from 'xstate';
import { isLostAnswer } from '../../src/api/errors';
import { newIdempotencyKey } from '../../src/api/idempotency';
import { connectivityEvents, isBrowserOnline } from '../connectivity/connectivity.actors';
import { isRefusal } from '../idempotency';
import { processingMachine, type ProcessingOutput } from '../processing/processing.machine';
import { sameValues } from './step-screen.values';

/**
 * One step screen of an application (offer, contact, HMDA, bank, …): load what the screen shows,
 * let the user fill it in, then save and complete the step, each call once.
 *
 * - `load` reads what the screen needs. A failure shows the error and RETRY loads again.
 * - SUBMIT (with the values the form validated) runs `save`: the screen's own call (upload the
 *   documents, save the bank account, …), which may answer a result. A failure returns to `ready`
 *   with the error; the form still holds what the user entered.
 * - Then `complete` posts the step (the lender moves the application on). A failure stays in
 *   `completeFailed`: RETRY posts the step again without repeating the save that succeeded.
 * - `done` runs `stepCompleted`: the app tells the application status machine, which asks for
 *   the next status and routes.
 * - While `save` and `complete` run (`submitting`), one processing modal (processing.machine.ts)
 *   stays open across both. If no answer came after its timeout (30 s), the user chooses:
 *   Try again aborts the pending call and runs that same call again (the save if the save was
 *   pending; only the step post if the save had succeeded); Close aborts it and puts the user
 *   back: on the form with their values (pending save), or in `completeFailed` (pending post,
 *   the save kept), with the STOPPED_WAITING message. Decision 015.
 *
 * Nothing twice (issue 17): the save and the step post each carry an Idempotency-Key, made when
 * a SUBMIT starts an attempt and kept in the context (`keys`). Every repeat of that attempt sends
 * the same keys: Try again, RETRY, an automatic retry when the browser is back online, and a
 * SUBMIT of the same values after a save whose answer never came (a lender that already acted on
 * a key answers with its first answer instead of acting twice). A SUBMIT of other values is
 * another write and makes new keys; so does a call the lender refused (a 4xx answer about the
 * request itself), whose key would only replay the refusal.
 *
 * Offline (issue 17): a SUBMIT while the browser is offline waits in `waitingForNetwork` and is
 * sent when the browser is back (or cancelled back to the form). A load, a save or a step post
 * whose answer was lost (a network failure, a timeout) is tried again by itself when the browser
 * comes back online.
 *
 * The actors and `stepCompleted` are the screen's (`stepScreenMachine.provide`): its calls object
 * (`./calls/<group>.ts`, made actors by `stepScreenActors` in step-screen.actors.ts) and the app's
 * host action (`stepScreenHost`, step-screen.host.ts). The defaults answer nothing, so a screen
 * with no call of its own skips that call.
 */

/**
 * The error a step screen keeps when the user closed a timed-out processing modal: no call
 * failed, the app stopped waiting (step-screen.select.ts words it).
 */
export const STOPPED_WAITING = Object.freeze({ kind: 'stoppedWaiting' as const });

export interface StepScreenInput {
  applicationUuid: string;
}

export interface StepScreenContext {
  applicationUuid: string;
  /** What `load` answered (the screen's data). */
  data: unknown;
  /** What the user submitted last. */
  values: unknown;
  /** What `save` answered. */
  saved: unknown;
  /** The last failure (an ApiError or any thrown value); null when there is none. */
  error: unknown;
  /** The Idempotency-Keys of the current attempt (the values in `values`). */
  keys: StepKeys;
}

/** One key per write of an attempt: the screen's own save, and the step post. */
export interface StepKeys {
  save: string;
  complete: string;
}

export type StepScreenEvent =
  /** The form is valid: save and complete the step with these values. */
  | { type: 'SUBMIT'; values: unknown }
  /** Try the failed call again (load, or the step completion). */
  | { type: 'RETRY' }
  /** Read the screen's data again (after something outside changed it). */
  | { type: 'RELOAD' }
  /** Stop waiting for the network: back to the form, the values kept. */
  | { type: 'CANCEL' }
  /** The browser is back online (connectivityEvents): retry a lost call, send a waiting submit. */
  | { type: 'ONLINE' }
  /** The browser went offline (connectivityEvents): nothing to do; a SUBMIT reads navigator.onLine. */
  | { type: 'OFFLINE' };

export interface LoadInput {
  applicationUuid: string;
}

export interface SaveInput extends LoadInput {
  data: unknown;
  values: unknown;
  /** This call's Idempotency-Key: the same on every repeat of the attempt. */
  idempotencyKey: string;
}

export interface CompleteInput extends SaveInput {
  saved: unknown;
}

/**
 * What `stepCompleted` is given: the application, and what `save` answered (an account, a
 * payment, …).
 */
export interface StepCompletedParams {
  applicationUuid: string;
  saved: unknown;
}

/**
 * Our choice: the processing modal appears only when a step's save and post have not answered
 * within 1.5 s. Most answer well within that (the sandbox's realistic latency is 0.5-1.2 s for
 * both), and a dialog that flashes over the form for half a second is worse than none; past it,
 * the user is told the lender is working.
 */
export const STEP_WAIT_QUIET_MS = 1500;

/** New keys for a new attempt. */
export function newStepKeys(): StepKeys {
  return { save: newIdempotencyKey(), complete: newIdempotencyKey() };
}

export const stepScreenMachine = setup({
  types: {
    context: {} as StepScreenContext,
    events: {} as StepScreenEvent,
    input: {} as StepScreenInput,
  },
  actors: {
    load: fromPromise<unknown, LoadInput>(async () => null),
    save: fromPromise<unknown, SaveInput>(async () => null),
    complete: fromPromise<unknown, CompleteInput>(async () => null),
    /** The processing modal while the step waits on the lender (30 s, then Try again / Close). */
    processing: processingMachine,
    /** The browser's online / offline events (ONLINE, OFFLINE). */
    connectivity: connectivityEvents,
  },
  guards: {
    /** The timed-out processing modal's Try again. */
    choseRetry: (_, params: { output: ProcessingOutput | undefined }) =>
      params.output?.outcome === 'timedOut' && params.output.next === 'retry',
    /** The save is the pending call (it has not answered yet). */
    savePending: stateIn('#stepScreen.submitting.saving'),
    /** The browser says it has no network (navigator.onLine): a SUBMIT waits for it. */
    browserOffline: () => !isBrowserOnline(),
    /** The last call may have reached the lender but its answer never came (network, timeout). */
    answerLost: ({ context }) => isLostAnswer(context.error),
    /** The lender refused the request itself (a 4xx answer): its key is spent. */
    refused: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    /** The app's: send STEP.COMPLETED to the application status machine (or move on). */
    stepCompleted: (_, _params: StepCompletedParams) => {},
    clearError: assign({ error: null }),
    keepData: assign((_, params: { data: unknown }) => ({ data: params.data })),
    keepValues: assign((_, params: { values: unknown }) => ({ values: params.values })),
    keepSaved: assign((_, params: { saved: unknown }) => ({ saved: params.saved })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** The user closed the timed-out modal: say that we stopped waiting. */
    storeStoppedWaiting: assign({ error: () => STOPPED_WAITING }),
    /**
     * A SUBMIT starts an attempt: the same values as the attempt before keep its keys (its save
     * may have reached the lender); other values make new ones. Runs before `keepValues`.
     */
    keysForAttempt: assign(({ context }, params: { values: unknown }) => ({
      keys: sameValues(context.values, params.values) ? context.keys : newStepKeys(),
    })),
    /** The save was refused: the next attempt, even of the same values, is a new write. */
    renewKeys: assign({ keys: () => newStepKeys() }),
    /** The step post was refused: RETRY posts it with a new key. */
    renewCompleteKey: assign(({ context }) => ({
      keys: { save: context.keys.save, complete: newIdempotencyKey() },
    })),
  },
}).createMachine({
  id: 'stepScreen',
  description:
    'One step screen of an application: load its data, then save and complete the step once each, with retries that never repeat a call that succeeded.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    data: null,
    values: null,
    saved: null,
    error: null,
    keys: newStepKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading what the screen shows.',
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description:
        'The data could not be read: the error and a Retry button; read again by itself when the browser is back online after a lost answer.',
      invoke: { src: 'connectivity', id: 'connectivity' },
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
        ONLINE: { guard: 'answerLost', target: 'loading', actions: 'clearError' },
      },
    },
    ready: {
      description:
        'The form; a failed save shows its error here, with the values kept. A save whose answer was lost is sent again (same values, same keys) when the browser is back online.',
      invoke: { src: 'connectivity', id: 'connectivity' },
      on: {
        SUBMIT: [
          {
            // Why: nothing can reach the lender; the attempt waits for the network instead of
            // failing with a network error.
            guard: 'browserOffline',
            target: 'waitingForNetwork',
            actions: [
              { type: 'keysForAttempt', params: ({ event }) => ({ values: event.values }) },
              { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
              'clearError',
            ],
          },
          {
            target: 'submitting',
            actions: [
              { type: 'keysForAttempt', params: ({ event }) => ({ values: event.values }) },
              { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
              'clearError',
            ],
          },
        ],
        ONLINE: { guard: 'answerLost', target: 'submitting', actions: 'clearError' },
        RELOAD: { target: 'loading', actions: 'clearError' },
      },
    },
    waitingForNetwork: {
      description:
        'Submitted while the browser was offline: sent as soon as it is back online; Cancel goes back to the form with the values kept.',
      tags: ['waitingForNetwork'],
      invoke: { src: 'connectivity', id: 'connectivity' },
      on: {
        ONLINE: { target: 'submitting' },
        CANCEL: { target: 'ready' },
        // The form submitted again while waiting: these values are the ones to send.
        SUBMIT: {
          target: 'waitingForNetwork',
          actions: [
            { type: 'keysForAttempt', params: ({ event }) => ({ values: event.values }) },
            { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
          ],
        },
      },
    },
    submitting: {
      description:
        'Saving, then posting the step, under one processing modal (30 s, then Try again / Close).',
      invoke: {
        src: 'processing',
        id: 'processing',
        // The defaults ("Please wait", the processing messages, 30 s), after a quiet time.
        input: { showAfter: STEP_WAIT_QUIET_MS },
        // The modal ends by itself only after its timeout, with the user's choice (leaving
        // `submitting` on an answer stops it).
        onDone: [
          {
            // Why: history re-runs the call that was pending, never a save that succeeded;
            // re-entering `submitting` aborts that call and opens a new modal.
            guard: { type: 'choseRetry', params: ({ event }) => ({ output: event.output }) },
            target: '#stepScreen.submitting.pending',
            reenter: true,
          },
          // Else Close (or Escape): the only other way the modal ends by itself, since this chart
          // never sends it PROCESSING.DONE / FAIL (leaving `submitting` stops it instead).
          {
            guard: 'savePending',
            target: 'ready',
            actions: 'storeStoppedWaiting',
          },
          {
            // Why: the save succeeded; submitting the form again would repeat it.
            target: 'completeFailed',
            actions: 'storeStoppedWaiting',
          },
        ],
      },
      initial: 'saving',
      states: {
        pending: {
          type: 'history',
          history: 'shallow',
          description: 'The call that was pending when the user chose Try again.',
        },
        saving: {
          description: "The screen's own call (documents, account, answers).",
          tags: ['busy'],
          invoke: {
            src: 'save',
            input: ({ context }) => ({
              applicationUuid: context.applicationUuid,
              data: context.data,
              values: context.values,
              idempotencyKey: context.keys.save,
            }),
            onDone: {
              target: 'completing',
              actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) },
            },
            onError: [
              {
                guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                target: '#stepScreen.ready',
                actions: [
                  { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                  'renewKeys',
                ],
              },
              {
                // Why: the keys stay; the save may have reached the lender.
                target: '#stepScreen.ready',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        completing: {
          description: 'Posting the step: the lender moves the application on.',
          tags: ['busy'],
          invoke: {
            src: 'complete',
            input: ({ context }) => ({
              applicationUuid: context.applicationUuid,
              data: context.data,
              values: context.values,
              saved: context.saved,
              idempotencyKey: context.keys.complete,
            }),
            onDone: { target: '#stepScreen.done' },
            onError: [
              {
                guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                target: '#stepScreen.completeFailed',
                actions: [
                  { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                  'renewCompleteKey',
                ],
              },
              {
                target: '#stepScreen.completeFailed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    completeFailed: {
      description:
        'Saved, but the step could not be posted: Retry posts it again without saving again; so does the browser coming back online after a lost answer.',
      invoke: { src: 'connectivity', id: 'connectivity' },
      on: {
        RETRY: { target: 'submitting.completing', actions: 'clearError' },
        ONLINE: { guard: 'answerLost', target: 'submitting.completing', actions: 'clearError' },
      },
    },
    done: {
      description: 'The step is complete: the application status machine finds the next screen.',
      type: 'final',
      entry: {
        type: 'stepCompleted',
        params: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          saved: context.saved,
        }),
      },
    },
  },
});

export type StepScreenMachine = typeof stepScreenMachine;
