/**
 * The live agent behind the chat port, over Twilio Conversations (shell §4 "Chat", §7 "Chat"):
 * the init answer's token and conversation SID open a client, the conversation's messages,
 * media, typing and state become the port's events, and the provider's connection state is the
 * chat's. The SDK is loaded by `connect` only (a dynamic import: its own chunk, never in a first
 * load; `npm run bench` checks that).
 */
import type {
  Client,
  ConnectionState,
  Conversation,
  Media,
  Message,
  Participant,
} from '@twilio/conversations';
import { chatContentType, screenChatFiles } from '../domain/chat';
import {
  ChatTransportError,
  type ChatConnectInput,
  type ChatConnection,
  type ChatConnectionState,
  type ChatMedia,
  type ChatMessageView,
  type ChatTransport,
  type ChatTransportEvent,
  type OutgoingChatMessage,
} from './chatTransport';

/** The part of the SDK module the transport uses (tests give a fake of it). */
export interface TwilioSdk {
  Client: new (token: string) => Client;
}

/** Loads the SDK on demand (never statically: it is large and only agent chats need it). */
export type LoadTwilioSdk = () => Promise<TwilioSdk>;

const loadSdk: LoadTwilioSdk = () => import('@twilio/conversations');

/** Messages the SDK and the provider answer when a token is expired or refused. */
const TOKEN_PROBLEM = /token|jwt|denied|unauthori[sz]ed|20104|20101|20103/iu;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (typeof status === 'number') return status;
  return typeof code === 'number' && code < 600 ? code : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return String(error);
}

/** Waits for the client's first answer: initialised, or refused (token) or failed. */
function initialised(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      client.off('initialized', onInitialized);
      client.off('stateChanged', onState);
      client.off('initFailed', onFailed);
      client.off('connectionStateChanged', onConnection);
    };
    const onInitialized = () => {
      done();
      resolve();
    };
    const onState = (state: 'initialized' | 'failed') => {
      if (state === 'initialized') onInitialized();
      else onFailed({});
    };
    const onFailed = ({ error }: { error?: { message: string } }) => {
      done();
      const text = error?.message ?? 'The chat service refused the connection.';
      const code =
        client.connectionState === 'denied' || TOKEN_PROBLEM.test(text) ? 'token' : 'connection';
      reject(new ChatTransportError(code, text, error));
    };
    const onConnection = (state: ConnectionState) => {
      if (state !== 'denied') return;
      done();
      reject(new ChatTransportError('token', 'Token state is invalid.'));
    };
    client.on('initialized', onInitialized);
    client.on('stateChanged', onState);
    client.on('initFailed', onFailed);
    client.on('connectionStateChanged', onConnection);
  });
}

function mapConnection(state: ConnectionState): ChatConnectionState | null {
  switch (state) {
    case 'connecting':
    case 'connected':
    case 'disconnected':
    case 'denied':
      return state;
    default:
      // `disconnecting` is on its way to `disconnected`: told once, then.
      return null;
  }
}

/** The display name an agent desk puts in the message's attributes, when there is one. */
function authorName(message: Message): string | null {
  const attributes = message.attributes;
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    return null;
  const { friendlyName, from } = attributes as Record<string, unknown>;
  if (typeof friendlyName === 'string' && friendlyName) return friendlyName;
  return typeof from === 'string' && from ? from : null;
}

async function mediaView(media: Media): Promise<ChatMedia> {
  let url: string | null = null;
  try {
    url = await media.getContentTemporaryUrl();
  } catch {
    // The view shows the file without a link; the provider's URL may be asked again later.
  }
  return {
    filename: media.filename ?? 'file',
    contentType: media.contentType,
    url,
    size: media.size,
  };
}

async function messageView(message: Message, me: string | null): Promise<ChatMessageView> {
  return {
    id: String(message.index),
    role: me !== null && message.author === me ? 'applicant' : 'agent',
    author: authorName(message),
    body: message.body ?? '',
    media: await Promise.all((message.attachedMedia ?? []).map(mediaView)),
    time: message.dateCreated?.getTime() ?? Date.now(),
    questionId: null,
  };
}

class TwilioConnection implements ChatConnection {
  readonly #client: Client;
  readonly #conversation: Conversation;
  readonly #me: string | null;
  readonly #onEvent: (event: ChatTransportEvent) => void;
  readonly #off: (() => void)[] = [];
  /** Events in arrival order (a message waits for its media URLs before the next event). */
  #queue: Promise<void> = Promise.resolve();
  #closed = false;
  #ended = false;
  #state: ChatConnectionState | null = 'connected';

  constructor(
    client: Client,
    conversation: Conversation,
    onEvent: (event: ChatTransportEvent) => void,
  ) {
    this.#client = client;
    this.#conversation = conversation;
    this.#me = client.user?.identity ?? null;
    this.#onEvent = onEvent;
    this.#listen();
  }

  #emit(make: () => ChatTransportEvent | null | Promise<ChatTransportEvent | null>): void {
    this.#queue = this.#queue
      .then(make)
      .then((event) => {
        if (event && !this.#closed) this.#onEvent(event);
      })
      .catch(() => undefined);
  }

  #connection(state: ChatConnectionState): ChatTransportEvent | null {
    if (state === this.#state) return null;
    this.#state = state;
    return { type: 'connection', state };
  }

  #end(): ChatTransportEvent | null {
    if (this.#ended) return null;
    this.#ended = true;
    return { type: 'ended' };
  }

  #listen(): void {
    const client = this.#client;
    const conversation = this.#conversation;
    const onConnection = (state: ConnectionState) => {
      const mapped = mapConnection(state);
      if (mapped) this.#emit(() => this.#connection(mapped));
    };
    const onAboutToExpire = () => this.#emit(() => ({ type: 'tokenAboutToExpire' }));
    const onExpired = () => this.#emit(() => this.#connection('denied'));
    const onLeft = (left: Conversation) => {
      if (left.sid === conversation.sid) this.#emit(() => this.#end());
    };
    const onMessage = (message: Message) => {
      // The user's own messages come back from `send`.
      if (this.#me !== null && message.author === this.#me) return;
      this.#emit(async () => ({ type: 'message', message: await messageView(message, this.#me) }));
    };
    const typing = (active: boolean) => (participant: Participant) => {
      if (participant.identity !== this.#me) this.#emit(() => ({ type: 'typing', active }));
    };
    const onTypingStarted = typing(true);
    const onTypingEnded = typing(false);
    const onUpdated = ({ conversation: updated }: { conversation: Conversation }) => {
      if (updated.state?.current === 'closed') this.#emit(() => this.#end());
    };
    const onRemoved = () => this.#emit(() => this.#end());
    client.on('connectionStateChanged', onConnection);
    client.on('tokenAboutToExpire', onAboutToExpire);
    client.on('tokenExpired', onExpired);
    client.on('conversationLeft', onLeft);
    conversation.on('messageAdded', onMessage);
    conversation.on('typingStarted', onTypingStarted);
    conversation.on('typingEnded', onTypingEnded);
    conversation.on('updated', onUpdated);
    conversation.on('removed', onRemoved);
    this.#off.push(() => {
      client.off('connectionStateChanged', onConnection);
      client.off('tokenAboutToExpire', onAboutToExpire);
      client.off('tokenExpired', onExpired);
      client.off('conversationLeft', onLeft);
      conversation.off('messageAdded', onMessage);
      conversation.off('typingStarted', onTypingStarted);
      conversation.off('typingEnded', onTypingEnded);
      conversation.off('updated', onUpdated);
      conversation.off('removed', onRemoved);
    });
  }

  #ensureOpen(): void {
    if (this.#closed) throw new ChatTransportError('closed', 'The chat was closed.');
  }

  #ensureConnected(): void {
    this.#ensureOpen();
    if (this.#ended || this.#conversation.state?.current === 'closed')
      throw new ChatTransportError('ended', 'The conversation has ended.');
    const state = this.#client.connectionState;
    if (state === 'denied') throw new ChatTransportError('token', 'Token state is invalid.');
    if (state !== 'connected')
      throw new ChatTransportError('connection', 'The chat is not connected.');
  }

  async history(count: number): Promise<ChatMessageView[]> {
    this.#ensureConnected();
    if (count <= 0) return [];
    try {
      const page = await this.#conversation.getMessages(count);
      return await Promise.all(page.items.slice(-count).map((m) => messageView(m, this.#me)));
    } catch (error) {
      throw new ChatTransportError(
        'failed',
        `Loading the conversation failed: ${messageOf(error)}`,
        error,
      );
    }
  }

  async send(message: OutgoingChatMessage, signal?: AbortSignal): Promise<ChatMessageView> {
    this.#ensureConnected();
    signal?.throwIfAborted();
    const { accepted, message: refusal } = screenChatFiles(message.files);
    if (refusal) throw new ChatTransportError('attachment', refusal);
    if (!message.text.trim() && accepted.length === 0)
      throw new ChatTransportError('failed', 'A message needs text or an attachment.');
    const builder = this.#conversation.prepareMessage();
    if (message.text) builder.setBody(message.text);
    for (const file of accepted) {
      builder.addMedia({ contentType: chatContentType(file), filename: file.name, media: file });
    }
    const sending = builder.build().send();
    const cancel = () => sending.cancel?.();
    signal?.addEventListener('abort', cancel, { once: true });
    let index: number | null;
    try {
      index = await sending;
    } catch (error) {
      signal?.throwIfAborted();
      const code = this.#client.connectionState === 'connected' ? 'failed' : 'connection';
      throw new ChatTransportError(code, `Sending failed: ${messageOf(error)}`, error);
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    const local: ChatMessageView = {
      id: index === null ? `sent-${Date.now()}` : String(index),
      role: 'applicant',
      author: null,
      body: message.text,
      media: accepted.map((file) => ({
        filename: file.name,
        contentType: chatContentType(file),
        url: null,
        size: file.size,
      })),
      time: Date.now(),
      questionId: null,
    };
    if (accepted.length === 0 || index === null) return local;
    // The provider's copy carries the attachments' URLs.
    try {
      const page = await this.#conversation.getMessages(1, index);
      const stored = page.items.find((item) => item.index === index);
      return stored ? await messageView(stored, this.#me) : local;
    } catch {
      return local;
    }
  }

  async updateToken(token: string): Promise<void> {
    this.#ensureOpen();
    try {
      await this.#client.updateToken(token);
    } catch (error) {
      throw new ChatTransportError('token', 'Token state is invalid.', error);
    }
  }

  async ping(): Promise<void> {
    this.#ensureOpen();
    const state = this.#client.connectionState;
    if (state === 'connected') return;
    throw new ChatTransportError(
      state === 'denied' ? 'token' : 'connection',
      `The chat is not connected (${state}).`,
    );
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const off of this.#off.splice(0)) off();
    void this.#client.shutdown().catch(() => undefined);
  }
}

/** The agent transport over Twilio Conversations (the SDK loaded by `load` on connect). */
export function createTwilioChatTransport(load: LoadTwilioSdk = loadSdk): ChatTransport {
  return {
    async connect(input: ChatConnectInput, onEvent) {
      let sdk: TwilioSdk;
      try {
        sdk = await load();
      } catch (error) {
        throw new ChatTransportError('connection', 'The chat could not be loaded.', error);
      }
      const client = new sdk.Client(input.token);
      let conversation: Conversation;
      try {
        await initialised(client);
        conversation = await client.getConversationBySid(input.conversationSid);
      } catch (error) {
        void client.shutdown().catch(() => undefined);
        if (error instanceof ChatTransportError) throw error;
        const status = statusOf(error);
        // The conversation is gone, or the user was removed from it when it ended.
        if (status === 403 || status === 404)
          throw new ChatTransportError('ended', 'The conversation has ended.', error);
        if (status === 401 || TOKEN_PROBLEM.test(messageOf(error)))
          throw new ChatTransportError('token', 'Token state is invalid.', error);
        throw new ChatTransportError(
          'failed',
          `Opening the conversation failed: ${messageOf(error)}`,
          error,
        );
      }
      if (conversation.state?.current === 'closed') {
        void client.shutdown().catch(() => undefined);
        throw new ChatTransportError('ended', 'The conversation has ended.');
      }
      return new TwilioConnection(client, conversation, onEvent);
    },
  };
}

/** The agent transport of the production build. */
export const twilioChatTransport: ChatTransport = createTwilioChatTransport();
