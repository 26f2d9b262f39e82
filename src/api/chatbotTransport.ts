/**
 * The chatbot behind the chat port (shell §4 "Chat", §7 "Chat"): out of hours the widget talks to
 * the lender's chatbot over HTTP. There is no live connection: `history` reads
 * `getChatHistory`, `send` asks `chatWithAutobot` and the answer arrives as a `message` event
 * (with its questionId, for the answer feedback), the typing indicator showing while the chatbot
 * thinks. The chatbot takes text only: attachments are refused (`unsupported`).
 */
import { isAbortError, isApiError } from './errors';
import {
  chatWithAutobot,
  getChatHistory,
  type ChatbotMessageRequest,
  type ChatbotReply,
  type ChatMessage,
} from './chat';
import type { CallOptions } from './client';
import type { ChatRole } from '../domain/chat';
import {
  ChatTransportError,
  type ChatConnectInput,
  type ChatConnection,
  type ChatMedia,
  type ChatMessageView,
  type ChatTransport,
  type ChatTransportEvent,
} from './chatTransport';

/** What the chatbot's calls send as `senderType` for the applicant (designed: the spec's role). */
export const CHATBOT_SENDER_TYPE = 'applicant';

/** The chatbot's messages carry no author; the widget labels them by role. */
const CHATBOT_AUTHOR: string | null = null;

/** The two HTTP calls the transport makes (tests may give their own). */
export interface ChatbotApi {
  chatWithAutobot(request: ChatbotMessageRequest, options?: CallOptions): Promise<ChatbotReply>;
  getChatHistory(conversationId: string, options?: CallOptions): Promise<ChatMessage[]>;
}

const httpApi: ChatbotApi = { chatWithAutobot, getChatHistory };

function roleOf(message: ChatMessage): ChatRole {
  const sender = `${message.senderType ?? message.author ?? ''}`.toLowerCase();
  if (sender.includes('bot')) return 'chatbot';
  if (sender.includes('agent')) return 'agent';
  return 'applicant';
}

function timeOf(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** A history attachment: a URL, or `{ filename, contentType, size, url }` (designed). */
function mediaOf(item: unknown): ChatMedia | null {
  if (typeof item === 'string') {
    const filename = decodeURIComponent(item.split(/[?#]/u)[0]?.split('/').pop() ?? '') || 'file';
    return { filename, contentType: '', url: item, size: 0 };
  }
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : null);
  return {
    filename: text('filename') ?? 'file',
    contentType: text('contentType') ?? '',
    url: text('url'),
    size: typeof record.size === 'number' ? record.size : 0,
  };
}

/** A history message as the widget shows it (bodies stay text). */
export function chatbotHistoryView(
  message: ChatMessage,
  conversationId: string,
  index: number,
): ChatMessageView {
  const time = timeOf(message.time);
  return {
    id:
      message.id !== null && message.id !== undefined
        ? String(message.id)
        : `${conversationId}:${time}:${index}`,
    role: roleOf(message),
    author: message.authorName ?? null,
    body: message.body ?? '',
    media: message.media.map(mediaOf).filter((media) => media !== null),
    time,
    questionId: message.questionId ?? null,
  };
}

let localIds = 0;
/** Ids for the messages of this page (the chatbot's answer carries no message id). */
function localId(prefix: string): string {
  localIds += 1;
  return `${prefix}-${Date.now().toString(36)}-${localIds}`;
}

/** Aborts when either signal does. */
function linkSignals(own: AbortSignal, given: AbortSignal | undefined): AbortSignal {
  if (!given) return own;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([own, given]);
  const controller = new AbortController();
  const abort = (signal: AbortSignal) => () => controller.abort(signal.reason);
  if (own.aborted || given.aborted) controller.abort((own.aborted ? own : given).reason);
  own.addEventListener('abort', abort(own), { once: true });
  given.addEventListener('abort', abort(given), { once: true });
  return controller.signal;
}

function failure(error: unknown, what: string): unknown {
  if (isAbortError(error)) return error;
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'no-response'))
    return new ChatTransportError('connection', `${what}: the chatbot cannot be reached.`, error);
  return new ChatTransportError('failed', `${what}: ${(error as Error).message}`, error);
}

class ChatbotConnection implements ChatConnection {
  readonly #input: ChatConnectInput;
  readonly #onEvent: (event: ChatTransportEvent) => void;
  readonly #api: ChatbotApi;
  readonly #lifetime = new AbortController();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #token: string;
  #nonce: string | null;
  #waiting = 0;

  constructor(
    input: ChatConnectInput,
    onEvent: (event: ChatTransportEvent) => void,
    api: ChatbotApi,
  ) {
    this.#input = input;
    this.#onEvent = onEvent;
    this.#api = api;
    this.#token = input.token;
    this.#nonce = input.nonce;
  }

  /** The token the chat holds now (the chatbot's calls do not need it: kept for the session). */
  get token(): string {
    return this.#token;
  }

  get #closed(): boolean {
    return this.#lifetime.signal.aborted;
  }

  #ensureOpen(): void {
    if (this.#closed) throw new ChatTransportError('closed', 'The chat was closed.');
  }

  /** Emits after the current call has resolved, so the machine sees `send` done first. */
  #later(events: ChatTransportEvent[]): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!this.#closed) for (const event of events) this.#onEvent(event);
    }, 0);
    this.#timers.add(timer);
  }

  async history(count: number): Promise<ChatMessageView[]> {
    this.#ensureOpen();
    const sid = this.#input.conversationSid;
    try {
      const messages = await this.#api.getChatHistory(sid, { signal: this.#lifetime.signal });
      const views = messages.map((message, index) => chatbotHistoryView(message, sid, index));
      return count > 0 ? views.slice(-count) : [];
    } catch (error) {
      throw failure(error, 'Loading the conversation failed');
    }
  }

  async send(
    message: { text: string; files: readonly File[] },
    signal?: AbortSignal,
  ): Promise<ChatMessageView> {
    this.#ensureOpen();
    if (message.files.length > 0)
      throw new ChatTransportError('unsupported', 'The chatbot does not take attachments.');
    if (!message.text.trim())
      throw new ChatTransportError('failed', 'A message to the chatbot needs text.');
    const input = this.#input;
    const sent: ChatMessageView = {
      id: localId('applicant'),
      role: 'applicant',
      author: null,
      body: message.text,
      media: [],
      time: Date.now(),
      questionId: null,
    };
    this.#waiting += 1;
    if (this.#waiting === 1) this.#onEvent({ type: 'typing', active: true });
    let reply: ChatbotReply;
    try {
      reply = await this.#api.chatWithAutobot(
        {
          conversationId: input.conversationSid,
          message: message.text,
          organization: input.organization,
          pageUrl: input.pageUrl,
          senderId: input.email,
          senderType: CHATBOT_SENDER_TYPE,
          ...(input.applicationUuid ? { applicationId: input.applicationUuid } : {}),
          ...(this.#nonce ? { nonce: this.#nonce } : {}),
        },
        { signal: linkSignals(this.#lifetime.signal, signal) },
      );
    } catch (error) {
      this.#waiting -= 1;
      if (this.#waiting === 0 && !this.#closed) this.#onEvent({ type: 'typing', active: false });
      if (this.#closed && isAbortError(error))
        throw new ChatTransportError('closed', 'The chat was closed.');
      throw failure(error, 'Sending to the chatbot failed');
    }
    this.#waiting -= 1;
    const answer: ChatMessageView = {
      id: reply.questionId ? `answer-${reply.questionId}` : localId('chatbot'),
      role: 'chatbot',
      author: CHATBOT_AUTHOR,
      body: reply.responseToCustomer,
      media: [],
      time: Date.now(),
      questionId: reply.questionId ?? null,
    };
    this.#later([
      ...(this.#waiting === 0 ? [{ type: 'typing', active: false } as const] : []),
      { type: 'message', message: answer },
    ]);
    return sent;
  }

  async updateToken(token: string): Promise<void> {
    this.#ensureOpen();
    this.#token = token;
  }

  /** The next questions send this nonce. */
  async updateNonce(nonce: string): Promise<void> {
    this.#ensureOpen();
    this.#nonce = nonce;
  }

  async ping(): Promise<void> {
    this.#ensureOpen();
  }

  close(): void {
    if (this.#closed) return;
    this.#lifetime.abort();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}

/** The chatbot transport over the given calls (the HTTP ones by default). */
export function createChatbotTransport(api: ChatbotApi = httpApi): ChatTransport {
  return {
    async connect(input, onEvent) {
      if (!input.conversationSid)
        throw new ChatTransportError('failed', 'The chatbot needs a conversation id.');
      return new ChatbotConnection(input, onEvent, api);
    },
  };
}

/** The chatbot over the lender's HTTP calls. */
export const chatbotTransport: ChatTransport = createChatbotTransport();
