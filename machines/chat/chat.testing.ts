/**
 * Test harness for the chat machines: a recording simulated clock, a fake transport (the real
 * connection actor from chat.actors.ts runs over it), scripted HTTP answers, and the host's
 * storage actions recorded. Used by the specs and the select tests (not by the app).
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type {
  ChatConnectInput,
  ChatConnection,
  ChatMessageView,
  ChatTransport,
  ChatTransportEvent,
  OutgoingChatMessage,
} from '../../src/api/chatTransport';
import { ChatTransportError } from '../../src/api/chatTransport';
import { ApiError } from '../../src/api/errors';
import type { ChatMode, StoredChatSession } from '../../src/domain/chat';
import { chatHoursMachine } from './chat-hours.machine';
import { connectActor } from './chat.actors';
import { chatMachine } from './chat.machine';
import type {
  ChatHoursAnswer,
  ChatHoursInput,
  ChatInput,
  FeedbackInput,
  InitChatInput,
  StartedChat,
} from './chat.types';

/** A SimulatedClock that also records every delay the actor schedules, in order. */
export class RecordingClock extends SimulatedClock {
  readonly delays: number[] = [];
  override setTimeout(fn: () => void, timeout: number): number {
    this.delays.push(timeout);
    return super.setTimeout(fn, timeout);
  }
}

/** Lets resolved promises reach the actor (a macrotask drains every microtask). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A call that is never answered (until it is cancelled). */
export const UNANSWERED = Symbol('unanswered');

/** A scripted answer: a value, an error to reject with, or no answer at all. */
export type Scripted<T> = T | Error | typeof UNANSWERED;

function answer<T>(scripted: Scripted<T>): Promise<T> {
  if (scripted === UNANSWERED) return new Promise<T>(() => {});
  if (scripted instanceof Error) return Promise.reject(scripted);
  return Promise.resolve(scripted);
}

/** Answers in order; the last one repeats. */
function script<T>(answers: readonly Scripted<T>[]) {
  let calls = 0;
  return (): Promise<T> => {
    if (answers.length === 0) return Promise.reject(new Error('empty script'));
    const next = answers[Math.min(calls, answers.length - 1)] as Scripted<T>;
    calls += 1;
    return answer(next);
  };
}

/** An API failure with an HTTP status and the server's messages. */
export function httpError(status: number, serverMessages: string[] = []): ApiError {
  return new ApiError({
    kind: status === 0 ? 'network' : 'http',
    status,
    url: '/service-csp/external/api/v1/twilio/initWebChat',
    message: serverMessages.length ? `${serverMessages.join(', ')}.` : `HTTP ${status}`,
    serverMessages,
  });
}

export const transportError = (code: ConstructorParameters<typeof ChatTransportError>[0]) =>
  new ChatTransportError(code, `transport: ${code}`);

/** A message from the other side (or the user's own, with role 'applicant'). */
export function chatMessage(id: string, overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id,
    role: 'agent',
    author: 'Sam',
    body: `message ${id}`,
    media: [],
    time: 0,
    questionId: null,
    ...overrides,
  };
}

// ── a fake transport ──────────────────────────────────────────────────────────────────────────

/** One fake open conversation: records what the actor asked and lets a test push events. */
export class FakeConnection implements ChatConnection {
  closed = false;
  readonly sent: OutgoingChatMessage[] = [];
  readonly sendSignals: AbortSignal[] = [];
  readonly tokens: string[] = [];
  readonly nonces: string[] = [];
  readonly historyCounts: number[] = [];
  pings = 0;

  constructor(
    private readonly owner: FakeTransport,
    readonly input: ChatConnectInput,
    private readonly onEvent: (event: ChatTransportEvent) => void,
  ) {}

  /** The transport tells the actor something (a message, typing, the connection, the end). */
  emit(event: ChatTransportEvent): void {
    this.onEvent(event);
  }

  history(count: number): Promise<ChatMessageView[]> {
    this.historyCounts.push(count);
    return this.owner.nextHistory();
  }

  send(message: OutgoingChatMessage, signal?: AbortSignal): Promise<ChatMessageView> {
    this.sent.push(message);
    if (signal) this.sendSignals.push(signal);
    this.owner.sendCount += 1;
    const id = `sent-${this.owner.sendCount}`;
    return this.owner.nextSend().then((scripted) =>
      scripted === 'echo'
        ? chatMessage(id, {
            role: 'applicant',
            author: 'Robin',
            body: message.text,
            time: this.owner.now(),
          })
        : scripted,
    );
  }

  updateToken(token: string): Promise<void> {
    this.tokens.push(token);
    return Promise.resolve();
  }

  /** Not in the port yet: the actor hands the refreshed nonce to a transport that offers it. */
  updateNonce(nonce: string): void {
    this.nonces.push(nonce);
  }

  ping(): Promise<void> {
    this.pings += 1;
    return this.owner.nextPing();
  }

  close(): void {
    this.closed = true;
  }
}

/** A transport whose answers the test scripts; every connect is recorded. */
export class FakeTransport implements ChatTransport {
  readonly connections: FakeConnection[] = [];
  /** Answers to connect, in order; when used up, every connect opens. */
  connectAnswers: Scripted<'open'>[] = [];
  /** Answers to history, in order; when used up, `history`. */
  historyAnswers: Scripted<ChatMessageView[]>[] = [];
  history: ChatMessageView[] = [];
  /** Answers to send ('echo': the message as sent), in order; when used up, 'echo'. */
  sendAnswers: Scripted<ChatMessageView | 'echo'>[] = [];
  /** Answers to ping, in order; when used up, alive. */
  pingAnswers: Scripted<void>[] = [];
  sendCount = 0;

  constructor(readonly now: () => number) {}

  connect(
    input: ChatConnectInput,
    onEvent: (event: ChatTransportEvent) => void,
  ): Promise<ChatConnection> {
    const connection = new FakeConnection(this, input, onEvent);
    this.connections.push(connection);
    const scripted = this.connectAnswers.shift() ?? 'open';
    return answer(scripted).then(() => connection);
  }

  nextHistory(): Promise<ChatMessageView[]> {
    return answer(this.historyAnswers.shift() ?? this.history);
  }
  nextSend(): Promise<ChatMessageView | 'echo'> {
    return answer(this.sendAnswers.shift() ?? 'echo');
  }
  nextPing(): Promise<void> {
    return answer(this.pingAnswers.shift() ?? undefined);
  }

  /** The connection opened last. */
  get last(): FakeConnection {
    const connection = this.connections[this.connections.length - 1];
    if (!connection) throw new Error('no connection yet');
    return connection;
  }
}

// ── the chat harness ──────────────────────────────────────────────────────────────────────────

/** An arbitrary fixed "now" (2025-06-01T16:00:00Z): the clock starts here. */
export const START = Date.UTC(2025, 5, 1, 16, 0, 0);

export const HOUR = 60 * 60 * 1000;
export const MINUTE = 60 * 1000;

export const STARTED: StartedChat = {
  token: 'token-1',
  conversationSid: 'CH-1',
  omniProxyChannelId: 'channel-1',
};

/** A stored session of `mode`, issued `age` ms before START. */
export function storedSession(mode: ChatMode, age: number): StoredChatSession {
  return {
    mode,
    token: 'stored-token',
    conversationSid: 'CH-stored',
    omniProxyChannelId: 'channel-stored',
    friendlyName: 'Robin Sample',
    emailAddress: 'robin@example.com',
    issuedAt: START - age,
  };
}

export const DEFAULT_CHAT_INPUT: ChatInput = {
  orgCode: 'figure',
  pageUrl: 'http://127.0.0.1:5173/account/heloc/app-1/offers',
  applicationUuid: 'app-1',
  identityUuid: null,
  signedIn: false,
  mode: 'chatbot',
  stored: null,
};

export interface ChatHarnessOptions {
  input?: Partial<ChatInput>;
  init?: Scripted<StartedChat>[];
  authenticate?: Scripted<string>[];
  refreshNonce?: Scripted<string>[];
  refreshToken?: Scripted<string>[];
  feedback?: Scripted<void>[];
}

export function startChat(options: ChatHarnessOptions = {}) {
  const clock = new RecordingClock();
  clock.set(START);
  const now = () => clock.now();
  const agent = new FakeTransport(now);
  const chatbot = new FakeTransport(now);
  const calls = {
    init: [] as InitChatInput[],
    authenticate: 0,
    refreshNonce: [] as string[],
    refreshToken: [] as string[],
    feedback: [] as FeedbackInput[],
  };
  const stored: StoredChatSession[] = [];
  let cleared = 0;
  const signals: AbortSignal[] = [];

  const init = script(options.init ?? [STARTED]);
  const authenticate = script(options.authenticate ?? ['nonce-1']);
  const refreshNonce = script(options.refreshNonce ?? ['nonce-2']);
  const refreshToken = script(options.refreshToken ?? ['token-2']);
  const feedback = script(options.feedback ?? [undefined]);

  const machine = chatMachine.provide({
    actors: {
      initChat: fromPromise<StartedChat, InitChatInput>(({ input, signal }) => {
        calls.init.push(input);
        signals.push(signal);
        return init();
      }),
      authenticate: fromPromise<string>(({ signal }) => {
        calls.authenticate += 1;
        signals.push(signal);
        return authenticate();
      }),
      refreshNonce: fromPromise<string, { nonce: string }>(({ input, signal }) => {
        calls.refreshNonce.push(input.nonce);
        signals.push(signal);
        return refreshNonce();
      }),
      refreshToken: fromPromise<string, { token: string }>(({ input, signal }) => {
        calls.refreshToken.push(input.token);
        signals.push(signal);
        return refreshToken();
      }),
      sendFeedback: fromPromise<void, FeedbackInput>(({ input, signal }) => {
        calls.feedback.push(input);
        signals.push(signal);
        return feedback();
      }),
      connect: connectActor({ agent, chatbot }),
    },
    actions: {
      storeSession: (_, params) => {
        stored.push(params);
      },
      clearStoredSession: () => {
        cleared += 1;
      },
    },
  });

  const actor = createActor(machine, {
    input: { ...DEFAULT_CHAT_INPUT, ...options.input },
    clock,
  });
  actor.start();

  const harness = {
    actor,
    clock,
    agent,
    chatbot,
    calls,
    stored,
    signals,
    get cleared() {
      return cleared;
    },
    /** The fake transport of `mode`. */
    transport(mode: ChatMode): FakeTransport {
      return mode === 'agent' ? agent : chatbot;
    },
    /** Moves the simulated clock on in steps of 1 s, letting answers arrive between steps. */
    async advance(ms: number, step = 1000): Promise<void> {
      let left = ms;
      while (left > 0) {
        const by = Math.min(step, left);
        clock.increment(by);
        left -= by;
        await settle();
      }
    },
    /** Timers the actor system still has scheduled. */
    pendingTimers(): number {
      return Object.keys(actor.system.getSnapshot()._scheduledEvents).length;
    },
    /** Opens the panel, fills the form and sends it; resolves once the answers have arrived. */
    async startConversation(name = 'Robin Sample', email = 'robin@example.com'): Promise<void> {
      actor.send({ type: 'OPEN' });
      actor.send({ type: 'CHANGE', field: 'name', value: name });
      actor.send({ type: 'CHANGE', field: 'email', value: email });
      actor.send({ type: 'SUBMIT' });
      await settle();
      await settle();
    },
  };
  return harness;
}

export type ChatHarness = ReturnType<typeof startChat>;

// ── the chat hours harness ────────────────────────────────────────────────────────────────────

export const WEEK: ChatHoursAnswer['week'] = [
  { weekday: 'Monday', weekdayValue: 1, isOpen: true, startTime: '06:00', endTime: '18:00' },
  { weekday: 'Saturday', weekdayValue: 6, isOpen: false, startTime: null, endTime: null },
];

export function startChatHours(
  answers: Scripted<ChatHoursAnswer>[],
  input: Partial<ChatHoursInput> = {},
) {
  const clock = new RecordingClock();
  const orgs: string[] = [];
  const signals: AbortSignal[] = [];
  const next = script(answers);
  const machine = chatHoursMachine.provide({
    actors: {
      readHours: fromPromise<ChatHoursAnswer, { orgCode: string }>(({ input, signal }) => {
        orgs.push(input.orgCode);
        signals.push(signal);
        return next();
      }),
    },
  });
  const actor = createActor(machine, { input: { orgCode: 'figure', ...input }, clock });
  actor.start();
  return {
    actor,
    clock,
    orgs,
    signals,
    get reads() {
      return orgs.length;
    },
    async advance(ms: number): Promise<void> {
      clock.increment(ms);
      await settle();
    },
    pendingTimers(): number {
      return Object.keys(actor.system.getSnapshot()._scheduledEvents).length;
    },
  };
}
