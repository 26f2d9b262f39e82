/**
 * Feedback to the CEO (shell spec §3, §4, §5, §6, §8): a modal form for signed-in users of the
 * main brand (the shell offers it only to them, feedback.select.ts).
 *
 * - Topic (IMPROVE / COMPLIMENT), message (10 to 1000 characters), marketing consent (Yes / No),
 *   each required, with the spec's messages (src/domain/ceoFeedback.ts).
 * - A submit with errors keeps what was typed, shows the errors and counts the attempt (the view
 *   moves focus to the first invalid field and scrolls it into view).
 * - Sending: the server's error text is shown under the form and the form stays open; the
 *   modal closes only on success, and then the app confirms with a toast (`feedbackSent`).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { userMessageOf } from '../../src/api/errors';
import {
  applicationUuidOf,
  EMPTY_CEO_FEEDBACK,
  feedbackPathname,
  validateCeoFeedback,
  type CeoFeedbackErrors,
  type CeoFeedbackTopic,
  type CeoFeedbackValues,
} from '../../src/domain/ceoFeedback';

export interface FeedbackContext {
  values: CeoFeedbackValues;
  /** The messages of the last failed submit (kept until the next submit). */
  errors: CeoFeedbackErrors;
  /** Failed submits since the form opened: each one moves focus to the first invalid field. */
  attempts: number;
  /** The server's answer to the last failed send, in words for people. */
  serverError: string | null;
  /** Where the form was opened (sent with the feedback). */
  pathname: string;
  /** The application of that route, when it is one. */
  applicationUuid: string | undefined;
}

/** What the send actor needs; it adds the product type (crypto or not) itself. */
export interface FeedbackRequest {
  applicationUuid?: string;
  message: string;
  topic: CeoFeedbackTopic;
  marketingConsent: boolean;
  pathname: string;
}

export type FeedbackEvent =
  /** The entry point (top bar) with the page the user is on. */
  | { type: 'FEEDBACK.OPEN'; pathname: string }
  /** Close button, Escape, Cancel. */
  | { type: 'FEEDBACK.CLOSE' }
  /** The user changed some answers. */
  | { type: 'FEEDBACK.CHANGE'; values: Partial<CeoFeedbackValues> }
  | { type: 'FEEDBACK.SUBMIT' };

function notProvided(name: string): never {
  throw new Error(`feedback: provide the "${name}" actor with machine.provide()`);
}

function requestFrom(context: FeedbackContext): FeedbackRequest {
  return {
    ...(context.applicationUuid ? { applicationUuid: context.applicationUuid } : {}),
    message: context.values.message.trim(),
    topic: context.values.topic ?? 'IMPROVE',
    marketingConsent: context.values.marketingConsent === true,
    pathname: context.pathname,
  };
}

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    tags: {} as 'open' | 'sending',
  },
  actors: {
    sendFeedback: fromPromise<void, FeedbackRequest>(async () => notProvided('sendFeedback')),
  },
  actions: {
    // Provided by the app (feedback.host.ts): the success toast.
    feedbackSent: () => {},

    startForm: assign(({ event }) => {
      assertEvent(event, 'FEEDBACK.OPEN');
      return {
        values: EMPTY_CEO_FEEDBACK,
        errors: {},
        attempts: 0,
        serverError: null,
        pathname: feedbackPathname(event.pathname),
        applicationUuid: applicationUuidOf(event.pathname),
      };
    }),
    storeValues: assign(({ context, event }) => {
      assertEvent(event, 'FEEDBACK.CHANGE');
      return { values: { ...context.values, ...event.values } };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateCeoFeedback(context.values),
      attempts: context.attempts + 1,
      serverError: null,
    })),
    clearErrors: assign({ errors: {}, serverError: null }),
    // Error events are not in the machine's event union: the error comes in as params.
    storeServerError: assign((_, params: { error: unknown }) => ({
      serverError: userMessageOf(params.error),
    })),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateCeoFeedback(context.values)).length === 0,
  },
}).createMachine({
  id: 'feedback',
  description:
    'Feedback to the CEO: topic, message (10–1000), marketing consent; closes only when sent, then a toast.',
  context: {
    values: EMPTY_CEO_FEEDBACK,
    errors: {},
    attempts: 0,
    serverError: null,
    pathname: '',
    applicationUuid: undefined,
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'No modal.',
      on: { 'FEEDBACK.OPEN': { target: 'open', actions: 'startForm' } },
    },
    open: {
      description: 'The modal is open.',
      tags: ['open'],
      initial: 'editing',
      states: {
        editing: {
          description: 'The user answers; a submit with errors shows them and stays.',
          on: {
            'FEEDBACK.CHANGE': { actions: 'storeValues' },
            'FEEDBACK.SUBMIT': [
              { guard: 'formValid', target: 'sending', actions: 'clearErrors' },
              // Why: the typed answers stay; the view takes the user to the first invalid field.
              { actions: 'showErrors' },
            ],
            'FEEDBACK.CLOSE': { target: '#feedback.closed' },
          },
        },
        sending: {
          description: 'Sending: the form is busy and cannot be closed.',
          tags: ['sending'],
          invoke: {
            id: 'sendFeedback',
            src: 'sendFeedback',
            input: ({ context }) => requestFrom(context),
            onDone: { target: '#feedback.closed', actions: 'feedbackSent' },
            onError: {
              // Why: closes only on success; the server's words show under the form.
              target: 'editing',
              actions: {
                type: 'storeServerError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});

export type FeedbackMachine = typeof feedbackMachine;
