import { assign, fromPromise, setup } from 'xstate';

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
 *
 * The actors and `stepCompleted` are the screen's (`stepScreenMachine.provide`): its calls object
 * (`./calls/<group>.ts`, made actors by `stepScreenActors` in step-screen.actors.ts) and the app's
 * host action (`stepScreenHost`, step-screen.host.ts). The defaults answer nothing, so a screen
 * with no call of its own skips that call.
 */

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
}

export type StepScreenEvent =
  /** The form is valid: save and complete the step with these values. */
  | { type: 'SUBMIT'; values: unknown }
  /** Try the failed call again (load, or the step completion). */
  | { type: 'RETRY' }
  /** Read the screen's data again (after something outside changed it). */
  | { type: 'RELOAD' };

export interface LoadInput {
  applicationUuid: string;
}

export interface SaveInput extends LoadInput {
  data: unknown;
  values: unknown;
}

export interface CompleteInput extends SaveInput {
  saved: unknown;
}

/** What `stepCompleted` is given: what `save` answered (an account, a payment, …). */
export interface StepCompletedParams {
  saved: unknown;
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
  },
  actions: {
    /** The app's: send STEP.COMPLETED to the application status machine (or move on). */
    stepCompleted: (_, _params: StepCompletedParams) => {},
    clearError: assign({ error: null }),
    keepData: assign((_, params: { data: unknown }) => ({ data: params.data })),
    keepValues: assign((_, params: { values: unknown }) => ({ values: params.values })),
    keepSaved: assign((_, params: { saved: unknown }) => ({ saved: params.saved })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
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
      description: 'The data could not be read: the error and a Retry button.',
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      description: 'The form; a failed save shows its error here, with the values kept.',
      on: {
        SUBMIT: {
          target: 'saving',
          actions: [
            { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
            'clearError',
          ],
        },
        RELOAD: { target: 'loading', actions: 'clearError' },
      },
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
        }),
        onDone: {
          target: 'completing',
          actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
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
        }),
        onDone: { target: 'done' },
        onError: {
          target: 'completeFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completeFailed: {
      description:
        'Saved, but the step could not be posted: Retry posts it again without saving again.',
      on: { RETRY: { target: 'completing', actions: 'clearError' } },
    },
    done: {
      description: 'The step is complete: the application status machine finds the next screen.',
      type: 'final',
      entry: { type: 'stepCompleted', params: ({ context }) => ({ saved: context.saved }) },
    },
  },
});

export type StepScreenMachine = typeof stepScreenMachine;
