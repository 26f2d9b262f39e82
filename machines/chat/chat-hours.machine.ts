/**
 * Chat hours: read OPS_CHAT's open status and week (shell spec §7 "Operating hours", §4 "Chat":
 * "Hours and open status are polled every 60 s"), answer the mode a new chat starts in (agent
 * while open, else the chatbot) and the week for the support-hours text. Polling pauses while the
 * tab is hidden; a failed read keeps the last answer (with no answer at all the mode is the
 * chatbot: nobody is promised an agent the app could not confirm).
 *
 * The chart names its implementations only. The app provides the actor (both reads,
 * chat-hours.actors.ts `chatHoursActors`) with `machine.provide(...)`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { CHAT_HOURS_POLL_MS } from '../../src/domain/chat';
import type {
  ChatHoursAnswer,
  ChatHoursContext,
  ChatHoursEvent,
  ChatHoursInput,
  ChatHoursTag,
} from './chat.types';

function notProvided(name: string): never {
  throw new Error(`chat-hours: provide the "${name}" actor with machine.provide()`);
}

export const chatHoursMachine = setup({
  types: {
    context: {} as ChatHoursContext,
    events: {} as ChatHoursEvent,
    input: {} as ChatHoursInput,
    tags: {} as ChatHoursTag,
  },
  actors: {
    /** GET …/hours/OPS_CHAT/openStatus and …/week (display=true, x-org: the main brand), together. */
    readHours: fromPromise<ChatHoursAnswer, { orgCode: string }>(async () =>
      notProvided('readHours'),
    ),
  },
  actions: {
    // Done and error events are not in the machine's event union: their payload comes in as params.
    storeAnswer: assign((_, params: { answer: ChatHoursAnswer }) => ({
      answer: params.answer,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    rememberHidden: assign({ hidden: true }),
    rememberVisible: assign({ hidden: false }),
  },
  guards: {
    /** document.visibilityState is 'hidden' (the input, then VISIBILITY.* events). */
    tabHidden: ({ context }) => context.hidden,
  },
  delays: {
    // Shell §4/§9: hours and open status are read every 60 s. The desk opens and closes on the
    // hour; a minute's lag only decides whether a chat that starts right then gets an agent.
    CHAT_HOURS_POLL_MS: CHAT_HOURS_POLL_MS,
  },
}).createMachine({
  id: 'chatHours',
  description:
    "Reads OPS_CHAT's open status and week every 60 s (paused while the tab is hidden): agent while open, else the chatbot.",
  context: ({ input }) => ({
    orgCode: input.orgCode,
    hidden: input.hidden ?? false,
    answer: null,
    error: null,
  }),
  initial: 'checkingTab',
  on: {
    'VISIBILITY.HIDDEN': { actions: 'rememberHidden' },
    'VISIBILITY.VISIBLE': { actions: 'rememberVisible' },
  },
  states: {
    checkingTab: {
      description: 'A tab hidden at start reads nothing until it is shown.',
      always: [{ guard: 'tabHidden', target: 'paused' }, { target: 'reading' }],
    },
    reading: {
      description: 'Reading the open status and the week.',
      tags: ['reading'],
      invoke: {
        id: 'readHours',
        src: 'readHours',
        input: ({ context }) => ({ orgCode: context.orgCode }),
        onDone: {
          target: 'waiting',
          actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        // Why: a failed read is not "closed": the last answer stands until the next poll.
        onError: {
          target: 'waiting',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        // Why: a hidden tab asks nothing; leaving cancels the read in flight.
        'VISIBILITY.HIDDEN': { target: 'paused', actions: 'rememberHidden' },
      },
    },
    waiting: {
      description: 'Until the next read.',
      after: { CHAT_HOURS_POLL_MS: 'reading' },
      on: {
        'VISIBILITY.HIDDEN': { target: 'paused', actions: 'rememberHidden' },
      },
    },
    paused: {
      description: 'The tab is hidden: no timer runs, nothing is asked.',
      on: {
        // Why: the desk may have opened or closed meanwhile: read at once, not after a delay.
        'VISIBILITY.VISIBLE': { target: 'reading', actions: 'rememberVisible' },
      },
    },
  },
});

export type ChatHoursMachine = typeof chatHoursMachine;
