/**
 * Test support: a fake of the small part of `@twilio/conversations` that chatTwilio.ts uses
 * (Client, Conversation, Message, Media, the paginator and the message builder), with a
 * "service" the tests drive: issue and expire tokens, add conversations, make the agent write,
 * type or close the conversation, and drop the connection. Tests replace the SDK with it:
 * `vi.mock('@twilio/conversations', async () => (await import('./twilioFake')).fakeTwilioModule)`.
 */
import { EventEmitter } from 'node:events';

type ConnectionState = 'connecting' | 'connected' | 'disconnecting' | 'disconnected' | 'denied';

interface Grant {
  identity: string;
  expired: boolean;
}

/** Lets the fake's async answers come later, as the real SDK's do. */
const later = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class FakeMedia {
  readonly sid: string;
  readonly filename: string | null;
  readonly contentType: string;
  readonly size: number;
  /** Tests may make the temporary URL fail. */
  urlFails = false;

  constructor(sid: string, filename: string | null, contentType: string, size: number) {
    this.sid = sid;
    this.filename = filename;
    this.contentType = contentType;
    this.size = size;
  }

  getContentTemporaryUrl(): Promise<string | null> {
    if (this.urlFails) return Promise.reject(new Error('media service unavailable'));
    return Promise.resolve(`https://media.twilio.example/${this.sid}/${this.filename ?? 'file'}`);
  }
}

export class FakeMessage {
  readonly sid: string;
  readonly index: number;
  readonly author: string | null;
  readonly body: string | null;
  readonly attributes: unknown;
  readonly dateCreated: Date;
  readonly attachedMedia: FakeMedia[];

  constructor(init: {
    index: number;
    author: string | null;
    body: string | null;
    attributes?: unknown;
    media?: FakeMedia[];
    dateCreated?: Date;
  }) {
    this.index = init.index;
    this.sid = `IM${String(init.index).padStart(32, '0')}`;
    this.author = init.author;
    this.body = init.body;
    this.attributes = init.attributes ?? {};
    this.attachedMedia = init.media ?? [];
    this.dateCreated = init.dateCreated ?? new Date();
  }
}

interface MediaPayload {
  contentType: string | null;
  filename?: string;
  media: Blob | string | null;
}

class FakeMessageBuilder {
  readonly #conversation: FakeConversation;
  readonly #author: string;
  #body: string | null = null;
  readonly #media: MediaPayload[] = [];

  constructor(conversation: FakeConversation, author: string) {
    this.#conversation = conversation;
    this.#author = author;
  }

  setBody(text: string): this {
    this.#body = text;
    return this;
  }

  addMedia(payload: MediaPayload): this {
    this.#media.push(payload);
    return this;
  }

  build() {
    return {
      send: () => {
        const sending = (async () => {
          await later();
          if (fakeTwilio.connectionState !== 'connected') throw new Error('Network error: offline');
          const media = this.#media.map(
            (m, i) =>
              new FakeMedia(
                `ME${this.#conversation.messages.length}${i}`,
                m.filename ?? null,
                m.contentType ?? 'application/octet-stream',
                m.media instanceof Blob ? m.media.size : (m.media?.length ?? 0),
              ),
          );
          return this.#conversation.add(this.#author, this.#body, { media }).index;
        })();
        return Object.assign(sending, { cancel: () => undefined });
      },
    };
  }
}

export class FakeConversation extends EventEmitter {
  readonly sid: string;
  readonly applicant: string;
  readonly messages: FakeMessage[] = [];
  state: { current: 'active' | 'inactive' | 'closed'; dateUpdated: Date } = {
    current: 'active',
    dateUpdated: new Date(),
  };

  constructor(sid: string, applicant: string) {
    super();
    this.sid = sid;
    this.applicant = applicant;
  }

  /** A message arrives (from anyone), as the service would push it. */
  add(
    author: string | null,
    body: string | null,
    options: { media?: FakeMedia[]; attributes?: unknown; dateCreated?: Date } = {},
  ): FakeMessage {
    const message = new FakeMessage({ index: this.messages.length, author, body, ...options });
    this.messages.push(message);
    this.emit('messageAdded', message);
    return message;
  }

  typing(identity: string, active: boolean): void {
    this.emit(active ? 'typingStarted' : 'typingEnded', { identity });
  }

  close(): void {
    this.state = { current: 'closed', dateUpdated: new Date() };
    this.emit('updated', { conversation: this, updateReasons: ['state'] });
  }

  async getMessages(
    pageSize = 30,
    anchor?: number,
    direction: 'backwards' | 'forward' = 'backwards',
  ) {
    await later();
    const last = anchor ?? this.messages.length - 1;
    const items =
      direction === 'backwards'
        ? this.messages.filter((m) => m.index <= last).slice(-pageSize)
        : this.messages.filter((m) => m.index >= last).slice(0, pageSize);
    return { items, hasPrevPage: false, hasNextPage: false };
  }

  prepareMessage(): FakeMessageBuilder {
    return new FakeMessageBuilder(this, this.applicant);
  }
}

export class FakeClient extends EventEmitter {
  connectionState: ConnectionState = 'connecting';
  user: { identity: string | null } = { identity: null };
  token: string;
  shutDown = false;

  constructor(token: string) {
    super();
    this.token = token;
    fakeTwilio.clients.add(this);
    void later().then(() => {
      const grant = fakeTwilio.grant(token);
      if (!grant) {
        this.setConnectionState('denied');
        this.emit('initFailed', {
          error: { terminal: true, message: 'Access Token expired or invalid (20104)' },
        });
        return;
      }
      this.user = { identity: grant.identity };
      this.setConnectionState(fakeTwilio.connectionState);
      this.emit('stateChanged', 'initialized');
      this.emit('initialized');
    });
  }

  setConnectionState(state: ConnectionState): void {
    if (this.connectionState === state) return;
    this.connectionState = state;
    this.emit('connectionStateChanged', state);
  }

  async getConversationBySid(sid: string): Promise<FakeConversation> {
    await later();
    const conversation = fakeTwilio.conversations.get(sid);
    if (!conversation || conversation.applicant !== this.user.identity)
      throw Object.assign(new Error('Conversation not found'), { status: 404 });
    return conversation;
  }

  async updateToken(token: string): Promise<this> {
    await later();
    if (!fakeTwilio.grant(token)) throw new Error('Access Token expired or invalid (20104)');
    this.token = token;
    if (this.connectionState === 'denied') this.setConnectionState(fakeTwilio.connectionState);
    return this;
  }

  async shutdown(): Promise<void> {
    this.shutDown = true;
    fakeTwilio.clients.delete(this);
  }
}

/** The fake service behind every FakeClient of a test. */
export class FakeTwilioService {
  connectionState: ConnectionState = 'connected';
  readonly tokens = new Map<string, Grant>();
  readonly conversations = new Map<string, FakeConversation>();
  readonly clients = new Set<FakeClient>();
  #next = 0;

  reset(): void {
    this.connectionState = 'connected';
    this.tokens.clear();
    this.conversations.clear();
    this.clients.clear();
  }

  grant(token: string): Grant | undefined {
    const grant = this.tokens.get(token);
    return grant && !grant.expired ? grant : undefined;
  }

  issueToken(identity: string): string {
    this.#next += 1;
    const token = `fake-jwt.${identity}.${this.#next}`;
    this.tokens.set(token, { identity, expired: false });
    return token;
  }

  /** Every token of this identity expires; open clients are told. */
  expire(identity: string): void {
    for (const grant of this.tokens.values()) if (grant.identity === identity) grant.expired = true;
    for (const client of this.clients)
      if (client.user.identity === identity) {
        client.emit('tokenExpired');
        client.setConnectionState('denied');
      }
  }

  addConversation(applicant: string): FakeConversation {
    this.#next += 1;
    const conversation = new FakeConversation(
      `CH${String(this.#next).padStart(32, '0')}`,
      applicant,
    );
    this.conversations.set(conversation.sid, conversation);
    return conversation;
  }

  /** The websocket goes down or comes back for every client. */
  setConnection(state: ConnectionState): void {
    this.connectionState = state;
    for (const client of this.clients)
      if (client.connectionState !== 'denied') client.setConnectionState(state);
  }
}

export const fakeTwilio = new FakeTwilioService();

/** What `vi.mock('@twilio/conversations', …)` answers. */
export const fakeTwilioModule = { Client: FakeClient };
