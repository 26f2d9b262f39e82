/**
 * The sandbox's agent chat: the chat port (src/api/chatTransport.ts) over the in-page sandbox
 * lender, standing in for Twilio Conversations. The conversation lives in the lender's chat
 * session (so a reload resumes it); a simulated agent types and answers after a short, realistic
 * delay, sends a form when asked for one, and says goodbye and ends the chat when the applicant
 * says bye. Staff controls end the chat, drop and restore the connection, expire the token and
 * refuse attachments (docs/sandbox.md "Web chat"). Sandbox code: it may use timers.
 */
import { realSleep } from '../../domain/retry';
import {
  ChatTransportError,
  type ChatConnectInput,
  type ChatConnection,
  type ChatConnectionState,
  type ChatMessageView,
  type ChatTransport,
  type ChatTransportEvent,
  type OutgoingChatMessage,
} from '../../api/chatTransport';
import { screenChatFiles } from '../../domain/chat';
import { SANDBOX_AGENT_NAME, type ChatMessage, type ChatSession, type Lender } from '../lender';
import { agentReplyTo } from './agent';
import { mediaView, storeFile } from './media';

export interface SandboxAgentDelays {
  /** Opening the connection. */
  connectMs: number;
  /** A message reaching the provider. */
  sendMs: number;
  /** From the applicant's message to the agent starting to type. */
  typingMs: number;
  /** How long the agent types: this, plus `perCharMs` a character, at most `maxReplyMs`. */
  replyMs: number;
  perCharMs: number;
  maxReplyMs: number;
  /** From the goodbye to the conversation closing. */
  endMs: number;
  /** `tokenAboutToExpire` comes this long before the token expires (as Twilio's: 3 min). */
  tokenWarningMs: number;
}

/** What a person at a desk takes (the browser's default). */
export const REALISTIC_AGENT_DELAYS: SandboxAgentDelays = {
  connectMs: 350,
  sendMs: 150,
  typingMs: 900,
  replyMs: 1200,
  perCharMs: 15,
  maxReplyMs: 4000,
  endMs: 1500,
  tokenWarningMs: 3 * 60_000,
};

export interface SandboxChatOptions {
  lender: Lender;
  delays?: Partial<SandboxAgentDelays>;
}

/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The project's abortable wait (src/domain/retry.ts). */
const sleep = realSleep;

/** When a token the lender issued expires (`sandbox-chat.<sid>.<epoch ms>`). */
function tokenExpiry(token: string): number {
  return Number(/\.(\d+)$/u.exec(token)?.[1] ?? 0);
}

const refusedToken = () => new ChatTransportError('token', 'Token state is invalid.');
const dropped = () =>
  new ChatTransportError('connection', 'The chat service cannot be reached (sandbox: dropped).');
const ended = () => new ChatTransportError('ended', 'The conversation has ended.');

function messageView(message: ChatMessage, sid: string, index: number): ChatMessageView {
  return {
    id: message.id ?? `${sid}:${index}`,
    role: message.author,
    author: message.authorName ?? null,
    body: message.body,
    media: message.media.map(mediaView),
    time: Date.parse(message.time),
    questionId: message.questionId ?? null,
  };
}

class SandboxAgentConnection implements ChatConnection {
  readonly #lender: Lender;
  readonly #sid: string;
  readonly #onEvent: (event: ChatTransportEvent) => void;
  readonly #delays: SandboxAgentDelays;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #tokenTimers = new Set<ReturnType<typeof setTimeout>>();
  readonly #unsubscribe: () => void;
  #token: string;
  #closed = false;
  /** Messages of the session already delivered (history or events). */
  #delivered: number;
  #typing = false;
  #connection: ChatConnectionState = 'connected';
  #ended = false;

  constructor(
    lender: Lender,
    session: ChatSession,
    token: string,
    onEvent: (event: ChatTransportEvent) => void,
    delays: SandboxAgentDelays,
  ) {
    this.#lender = lender;
    this.#sid = session.conversationSid;
    this.#token = token;
    this.#onEvent = onEvent;
    this.#delays = delays;
    this.#delivered = session.messages.length;
    this.#unsubscribe = lender.subscribe(() => this.#sync());
    this.#scheduleTokenTimers();
    this.#resumeAgent(session);
  }

  get #session(): ChatSession | undefined {
    return this.#lender.chatSession(this.#sid);
  }

  #isDropped(): boolean {
    return this.#lender.state.settings.chatConnection === 'dropped';
  }

  #tokenValid(): boolean {
    return this.#lender.chatSessionForToken(this.#token)?.conversationSid === this.#sid;
  }

  #timer(ms: number, run: () => void, set = this.#timers): void {
    const timer = setTimeout(
      () => {
        set.delete(timer);
        if (!this.#closed) run();
      },
      Math.min(Math.max(0, ms), MAX_TIMER_MS),
    );
    set.add(timer);
  }

  /** Tells the machine what changed on the lender since the last time. */
  #sync(): void {
    if (this.#closed) return;
    const session = this.#session;
    if (!session) {
      // A staff reset wiped the conversation.
      this.#setTyping(false);
      this.#end();
      return;
    }
    const next: ChatConnectionState = this.#isDropped()
      ? 'disconnected'
      : this.#tokenValid()
        ? 'connected'
        : 'denied';
    if (next !== this.#connection) {
      this.#connection = next;
      this.#onEvent({ type: 'connection', state: next });
    }
    // Nothing arrives while the connection is down; what the agent said meanwhile comes after.
    if (next !== 'connected') return;
    const messages = session.messages;
    for (let index = this.#delivered; index < messages.length; index += 1) {
      const message = messages[index]!;
      // The applicant's own messages come back from `send`.
      if (message.author !== 'applicant')
        this.#onEvent({ type: 'message', message: messageView(message, this.#sid, index) });
    }
    this.#delivered = messages.length;
    this.#setTyping(session.agentTyping ?? false);
    if (session.endedAt) this.#end();
  }

  #setTyping(active: boolean): void {
    if (active === this.#typing || this.#closed) return;
    this.#typing = active;
    this.#onEvent({ type: 'typing', active });
  }

  #end(): void {
    if (this.#ended || this.#closed) return;
    this.#ended = true;
    this.#onEvent({ type: 'ended' });
  }

  /** tokenAboutToExpire before the token's end, and `denied` at its end. */
  #scheduleTokenTimers(): void {
    for (const timer of this.#tokenTimers) clearTimeout(timer);
    this.#tokenTimers.clear();
    const session = this.#session;
    if (!session) return;
    const expiry = Math.min(tokenExpiry(this.#token), session.expiration);
    const left = expiry - this.#lender.now();
    if (left <= 0) return;
    this.#timer(
      left - this.#delays.tokenWarningMs,
      () => this.#onEvent({ type: 'tokenAboutToExpire' }),
      this.#tokenTimers,
    );
    this.#timer(left + 1, () => this.#sync(), this.#tokenTimers);
  }

  /**
   * A page that reloads loses its timers: a typing agent stops, and an applicant message left
   * unanswered is answered now.
   */
  #resumeAgent(session: ChatSession): void {
    if (session.agentTyping)
      this.#lender.changeChat(this.#sid, (s) => {
        s.agentTyping = false;
      });
    const last = session.messages.at(-1);
    if (!session.endedAt && last?.author === 'applicant') this.#scheduleReply(last);
  }

  /** The simulated agent types, then answers (and says goodbye and closes after a bye). */
  #scheduleReply(message: ChatMessage): void {
    const session = this.#session;
    if (!session) return;
    const firstAsk = session.messages.findIndex((m) => m.author === 'applicant');
    const first = !session.messages.slice(firstAsk + 1).some((m) => m.author === 'agent');
    const reply = agentReplyTo(message, {
      friendlyName: session.friendlyName,
      agentName: SANDBOX_AGENT_NAME,
      first,
    });
    const { typingMs, replyMs, perCharMs, maxReplyMs, endMs } = this.#delays;
    const answerAt = typingMs + Math.min(maxReplyMs, replyMs + perCharMs * reply.body.length);
    const lender = this.#lender;
    this.#timer(typingMs, () =>
      lender.changeChat(this.#sid, (s) => {
        if (!s.endedAt) s.agentTyping = true;
      }),
    );
    this.#timer(answerAt, () => {
      lender.changeChat(this.#sid, (s) => {
        s.agentTyping = false;
        if (s.endedAt) return;
        s.messages.push({
          id: lender.newId(),
          author: 'agent',
          authorName: SANDBOX_AGENT_NAME,
          body: reply.body,
          media: reply.attachment ? [reply.attachment] : [],
          time: lender.nowIso(),
        });
      });
      if (reply.end) this.#timer(endMs, () => lender.endChat(this.#sid, 'applicant'));
    });
  }

  #ensureOpen(): void {
    if (this.#closed) throw new ChatTransportError('closed', 'The chat was closed.');
  }

  /** The connection is up and the token good (and, for sending, the conversation open). */
  #ensureUsable(forSending: boolean): ChatSession {
    this.#ensureOpen();
    if (this.#isDropped()) throw dropped();
    const session = this.#session;
    if (!session) throw ended();
    if (!this.#tokenValid()) throw refusedToken();
    if (forSending && session.endedAt) throw ended();
    return session;
  }

  async history(count: number): Promise<ChatMessageView[]> {
    const session = this.#ensureUsable(false);
    const from = Math.max(0, session.messages.length - Math.max(0, count));
    return session.messages
      .slice(from)
      .map((message, offset) => messageView(message, this.#sid, from + offset));
  }

  async send(message: OutgoingChatMessage, signal?: AbortSignal): Promise<ChatMessageView> {
    this.#ensureUsable(true);
    signal?.throwIfAborted();
    if (message.files.length > 0) {
      // Like a provider's media service: over 5 MB, or a kind it does not take, is refused.
      if (this.#lender.state.settings.chatAttachments === 'refuse')
        throw new ChatTransportError(
          'attachment',
          'The chat service refused the attachment (sandbox: chatAttachments=refuse).',
        );
      const { message: refusal } = screenChatFiles(message.files);
      if (refusal) throw new ChatTransportError('attachment', refusal);
    }
    if (!message.text.trim() && message.files.length === 0)
      throw new ChatTransportError('failed', 'A message needs text or an attachment.');
    await sleep(this.#delays.sendMs, signal);
    const session = this.#ensureUsable(true);
    const media = await Promise.all(message.files.map(storeFile));
    const stored = this.#lender.addChatMessage(this.#sid, {
      author: 'applicant',
      authorName: session.friendlyName || null,
      body: message.text,
      media,
    });
    if (!stored) throw ended();
    const index = this.#session?.messages.lastIndexOf(stored) ?? 0;
    this.#scheduleReply(stored);
    return messageView(stored, this.#sid, index);
  }

  async updateToken(token: string): Promise<void> {
    this.#ensureOpen();
    if (this.#lender.chatSessionForToken(token)?.conversationSid !== this.#sid)
      throw refusedToken();
    this.#token = token;
    this.#scheduleTokenTimers();
    this.#sync();
  }

  async ping(): Promise<void> {
    this.#ensureOpen();
    if (this.#isDropped()) throw dropped();
    if (!this.#tokenValid()) throw refusedToken();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#unsubscribe();
    for (const timer of [...this.#timers, ...this.#tokenTimers]) clearTimeout(timer);
    this.#timers.clear();
    this.#tokenTimers.clear();
  }
}

/** The sandbox's agent transport over `lender` (delays: the browser's realistic ones by default). */
export function createSandboxChatTransport(options: SandboxChatOptions): ChatTransport {
  const delays = { ...REALISTIC_AGENT_DELAYS, ...options.delays };
  const { lender } = options;
  return {
    async connect(input: ChatConnectInput, onEvent) {
      await sleep(delays.connectMs);
      if (lender.state.settings.chatConnection === 'dropped') throw dropped();
      const session = lender.chatSessionForToken(input.token);
      if (!session || session.conversationSid !== input.conversationSid) throw refusedToken();
      if (session.endedAt) throw ended();
      return new SandboxAgentConnection(lender, session, input.token, onEvent, delays);
    },
  };
}
