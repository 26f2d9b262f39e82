/**
 * Model-based paths of both chat machines: every state of each chart is reached by a generated
 * path, and every path replays on a real actor. Timing and caps are pinned by the hand-written
 * specs (chat.machine.test.ts, chat-hours.machine.test.ts); here the reconnect cap is shrunk to
 * one attempt and the outbox to one message so the graph stays small.
 */
import type { SnapshotFrom } from 'xstate';
import { ChatTransportError } from '../../src/api/chatTransport';
import { validateChatIntake } from '../../src/domain/chat';
import { testMachineReachability, type PathEvent } from '../testing/model';
import { chatHoursMachine } from './chat-hours.machine';
import { chatMachine } from './chat.machine';
import { STARTED, WEEK, chatMessage, httpError } from './chat.testing';

describe('chat hours machine: graph paths', () => {
  testMachineReachability(chatHoursMachine, {
    input: { orgCode: 'figure' },
    events: [
      { type: 'xstate.done.actor.readHours', output: { isOpen: true, week: WEEK } },
      { type: 'xstate.error.actor.readHours', error: httpError(503) },
    ],
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.hidden, snapshot.context.answer !== null]),
    // Eventless: the chart passes through it at start and never rests there.
    unreachable: ['chatHours.checkingTab'],
  });

  describe('with the tab hidden at start', () => {
    testMachineReachability(chatHoursMachine, {
      input: { orgCode: 'figure', hidden: true },
      events: [{ type: 'xstate.done.actor.readHours', output: { isOpen: false, week: WEEK } }],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.hidden]),
      unreachable: ['chatHours.checkingTab'],
    });
  });
});

/** The chart under traversal: one reconnect attempt (the real 6 add states, not behaviour). */
const model = chatMachine.provide({
  guards: {
    reconnectAttemptsLeft: ({ context }) => context.reconnectAttempts < 1,
  },
});

const failed = (code: ConstructorParameters<typeof ChatTransportError>[0]) =>
  new ChatTransportError(code, code);
const ANSWER = chatMessage('a1', { role: 'chatbot', questionId: 'q1' });
const SENT = chatMessage('sent-1', { role: 'applicant' });

const events: PathEvent<typeof model>[] = [
  { type: 'CHANGE', field: 'name', value: 'Robin' },
  { type: 'CHANGE', field: 'email', value: 'robin@example.com' },
  { type: 'xstate.done.actor.authenticate', output: 'nonce-1' },
  { type: 'xstate.error.actor.authenticate', error: httpError(503) },
  { type: 'xstate.done.actor.initChat', output: STARTED },
  { type: 'xstate.error.actor.initChat', error: httpError(503) },
  { type: 'CONNECTION.OPENED' },
  { type: 'CONNECTION.FAILED', error: failed('connection') },
  { type: 'CONNECTION.FAILED', error: failed('token') },
  { type: 'CONNECTION.FAILED', error: failed('ended') },
  { type: 'HISTORY.LOADED', messages: [] },
  { type: 'HISTORY.FAILED', error: failed('connection') },
  { type: 'HISTORY.FAILED', error: failed('ended') },
  { type: 'TRANSPORT.MESSAGE', message: ANSWER },
  { type: 'TRANSPORT.TYPING', active: true },
  { type: 'TRANSPORT.CONNECTION', state: 'disconnected' },
  { type: 'TRANSPORT.CONNECTION', state: 'connected' },
  { type: 'TRANSPORT.CONNECTION', state: 'denied' },
  { type: 'SEND', text: 'Hi' },
  { type: 'SEND', text: '' },
  { type: 'MESSAGE.SENT', localId: 'local-1', message: SENT },
  { type: 'MESSAGE.FAILED', localId: 'local-1', error: failed('failed') },
  { type: 'MESSAGE.FAILED', localId: 'local-1', error: failed('ended') },
  { type: 'RESEND', localId: 'local-1' },
  { type: 'PING.FAILED', error: failed('connection') },
  { type: 'PING.FAILED', error: failed('ended') },
  { type: 'xstate.done.actor.refreshToken', output: 'token-2' },
  { type: 'xstate.error.actor.refreshToken', error: httpError(400) },
  { type: 'xstate.done.actor.refreshNonce', output: 'nonce-2' },
  { type: 'xstate.error.actor.refreshNonce', error: httpError(503) },
  { type: 'FEEDBACK', questionId: 'q1', reason: 'Wrong', details: '' },
  { type: 'FEEDBACK', questionId: 'q1', reason: null, details: '' },
  { type: 'xstate.done.actor.sendFeedback' },
  { type: 'xstate.error.actor.sendFeedback', error: httpError(503) },
];

type Region = 'link' | 'token' | 'nonce' | 'outbox' | 'feedback';
const REGIONS: readonly Region[] = ['link', 'token', 'nonce', 'outbox', 'feedback'];

/** The connected region an event drives, or null for the conversation's own events. */
function regionOf(event: PathEvent<typeof model>): Region | null {
  const type: string = event.type;
  const timer = /^xstate\.after\.[A-Z_]+\.chat\.conversation\.live\.connected\.(\w+)/.exec(type);
  if (timer) return (timer[1] as Region | undefined) ?? null;
  if (type === 'TRANSPORT.CONNECTION' && 'state' in event) {
    return event.state === 'denied' ? 'token' : 'link';
  }
  if (type === 'TRANSPORT.TOKEN_EXPIRING' || type.endsWith('.refreshToken')) return 'token';
  if (type.startsWith('PING.') || type.startsWith('CONNECTION.')) return 'link';
  if (type.endsWith('.refreshNonce') || type.endsWith('.authenticate')) return 'nonce';
  if (type === 'SEND' || type === 'RESEND' || type.startsWith('MESSAGE.')) return 'outbox';
  if (type === 'FEEDBACK' || type.endsWith('.sendFeedback')) return 'feedback';
  return null;
}

/** A connected region away from where it rests (pinging, reconnecting, refreshing, sending…). */
function busy(snapshot: SnapshotFrom<typeof model>, region: Region): boolean {
  const connected = (value: object) =>
    snapshot.matches({ conversation: { live: { connected: value } } });
  switch (region) {
    case 'link':
      return !connected({ link: { online: 'waitingToPing' } });
    case 'token':
      return connected({ token: 'refreshing' }) || connected({ token: 'renewing' });
    case 'nonce':
      return connected({ nonce: 'authenticating' }) || connected({ nonce: 'refreshing' });
    case 'outbox':
      return connected({ outbox: 'sending' });
    case 'feedback':
      return connected({ feedback: 'sending' });
  }
}

/**
 * Events that only add paths, not states, are left out: while connected, one region at a time
 * leaves its resting state (the regions' states multiply, their behaviour does not: the specs pin
 * how they meet, e.g. a message written while reconnecting).
 */
function keepEvent(snapshot: SnapshotFrom<typeof model>, event: PathEvent<typeof model>): boolean {
  const { context } = snapshot;
  // A closed panel hides the same conversation: OPEN it again, nothing else.
  if (snapshot.matches({ panel: 'closed' })) return event.type === 'OPEN';
  switch (event.type) {
    // The page URL changes no state; the mode is the run's input (see below).
    case 'LOCATION.CHANGED':
    case 'HOURS.CHANGED':
      return false;
    case 'CLOSE':
      return snapshot.matches({ conversation: 'form' });
    // A chatbot answer matters for feedback only, which is given while connected.
    case 'TRANSPORT.MESSAGE':
      return snapshot.matches({ conversation: { live: 'connected' } });
    // One message per conversation: more only repeat the outbox's states.
    case 'SEND':
      if (context.nextLocalId !== 1) return false;
  }
  if (!snapshot.matches({ conversation: { live: 'connected' } })) return true;
  const region = regionOf(event);
  return region === null || REGIONS.every((other) => other === region || !busy(snapshot, other));
}

/** Two runs: a visitor chatting with the chatbot, and a signed-in user chatting with an agent. */
const RUNS = [
  {
    name: 'a visitor with the chatbot',
    // The hours have not answered yet: a form sent waits for them, then starts with the chatbot.
    input: { signedIn: false },
    // No nonce for a visitor; a chatbot's token has no refresh timer.
    unreached: [
      'chat.conversation.initializing.authenticating',
      'chat.conversation.live.connected.nonce.authenticating',
      'chat.conversation.live.connected.nonce.scheduled',
      'chat.conversation.live.connected.nonce.refreshing',
      'chat.conversation.live.connected.token.scheduled',
    ],
  },
  {
    name: 'a signed-in user with an agent',
    input: { signedIn: true, mode: 'agent' as const },
    // Reached in the other run.
    unreached: [
      'chat.conversation.initializing.awaitingHours',
      'chat.conversation.live.connected.nonce.off',
      'chat.conversation.live.connected.token.onDemand',
    ],
  },
];

describe('chat machine: graph paths', () => {
  for (const run of RUNS) {
    describe(run.name, () => {
      testMachineReachability(model, {
        events,
        strategy: 'shortest',
        input: { orgCode: 'figure', pageUrl: 'http://127.0.0.1/', ...run.input },
        // The same states with the same facts the guards read count once.
        serializeState: (snapshot) => {
          const { context } = snapshot;
          return JSON.stringify([
            snapshot.value,
            // Which fields still break a rule (each CHANGE is a step towards a valid form).
            Object.keys(validateChatIntake(context.values)).sort(),
            context.session !== null,
            context.nonce !== null,
            context.reconnectAttempts,
            context.outbox.map((entry) => entry.status),
            context.nextLocalId,
            context.messages.some((message) => message.questionId === 'q1'),
            context.feedback.q1?.status ?? null,
          ]);
        },
        filterEvents: keepEvent,
        unreachable: [
          // Eventless: the chart passes through them within one step and never rests there.
          'chat.conversation.checkingStored',
          'chat.conversation.live.connected.token.checking',
          'chat.conversation.live.connected.nonce.checking',
          ...run.unreached,
        ],
      });
    });
  }
});
