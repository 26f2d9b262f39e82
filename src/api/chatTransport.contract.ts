/**
 * The chat port's contract (src/api/chatTransport.ts), one suite every transport runs: the Twilio
 * one over a fake SDK (chatTwilio.test.ts), the sandbox's simulated agent and the chatbot over the
 * sandbox's HTTP handlers (src/sandbox/chat/*.test.ts). Test support: imported by tests only.
 */
import { vi } from 'vitest';
import { CHAT_FILES_TOO_LARGE, CHAT_FILE_TYPE_REFUSED, CHAT_MAX_FILE_BYTES } from '../domain/chat';
import type { ChatRole } from '../domain/chat';
import {
  isChatTransportError,
  type ChatConnectInput,
  type ChatConnection,
  type ChatTransport,
  type ChatTransportErrorCode,
  type ChatTransportEvent,
} from './chatTransport';

/** One conversation a harness opened, and what its other side can do. */
export interface ChatContractConversation {
  input: ChatConnectInput;
  /** A token the provider accepts for this conversation (a refreshed one). */
  freshToken(): string | Promise<string>;
  /** The agent says something (agent transports; the chatbot only answers). */
  otherSideSays?(text: string): void | Promise<void>;
  /** The other side closes the conversation. */
  end?(): void | Promise<void>;
  /** Every token of the conversation expires. */
  expire?(): void | Promise<void>;
}

export interface ChatContractHarness {
  transport: ChatTransport;
  /** Who answers the applicant. */
  otherRole: Exclude<ChatRole, 'applicant'>;
  /** Whether the transport takes attachments. */
  attachments: boolean;
  /**
   * Opens a conversation whose history is `count` messages, `message 1` … `message <count>`,
   * oldest first, alternating so that the last one is the other side's.
   */
  start(count: number): Promise<ChatContractConversation>;
  /** The connection drops, and comes back. */
  drop?(): void | Promise<void>;
  restore?(): void | Promise<void>;
}

/** Whose message `message k` of a seeded history of `count` is. */
export function seededRole(k: number, count: number, other: ChatRole): ChatRole {
  return (count - k) % 2 === 0 ? other : 'applicant';
}

const HTML = '<script>alert("x")</script><b onclick="steal()">bold</b> &amp; <i>';

function recorder() {
  const events: ChatTransportEvent[] = [];
  return {
    events,
    onEvent: (event: ChatTransportEvent) => {
      events.push(event);
    },
    async waitFor<T extends ChatTransportEvent>(
      match: (event: ChatTransportEvent) => event is T,
      after = 0,
    ): Promise<T> {
      return vi.waitFor(
        () => {
          const found = events.slice(after).find(match);
          if (!found) throw new Error(`no such event yet: ${JSON.stringify(events)}`);
          return found;
        },
        { timeout: 4000, interval: 5 },
      );
    },
  };
}

function messageFrom(role: ChatRole, body?: string) {
  return (event: ChatTransportEvent): event is Extract<ChatTransportEvent, { type: 'message' }> =>
    event.type === 'message' &&
    event.message.role === role &&
    (body === undefined || event.message.body === body);
}

function connectionIs(state: string) {
  return (
    event: ChatTransportEvent,
  ): event is Extract<ChatTransportEvent, { type: 'connection' }> =>
    event.type === 'connection' && event.state === state;
}

async function rejectsWith(promise: Promise<unknown>, code: ChatTransportErrorCode) {
  const error: unknown = await promise.then(
    () => new Error('resolved'),
    (reason: unknown) => reason,
  );
  expect(isChatTransportError(error) ? error.code : error).toBe(code);
  return error as Error;
}

function textFile(name: string, text: string, type = 'text/plain'): File {
  return new File([text], name, { type });
}

/** Runs the port's contract against the transport a fresh harness gives (one per test). */
export function describeChatTransportContract(
  name: string,
  setup: () => ChatContractHarness | Promise<ChatContractHarness>,
): void {
  describe(`chat transport contract: ${name}`, () => {
    let harness: ChatContractHarness;
    let open: ChatConnection[];

    beforeEach(async () => {
      harness = await setup();
      open = [];
    });

    afterEach(() => {
      for (const connection of open) connection.close();
    });

    async function connect(conversation: ChatContractConversation) {
      const events = recorder();
      const connection = await harness.transport.connect(conversation.input, events.onEvent);
      open.push(connection);
      return { connection, ...events };
    }

    it('loads the last N messages, oldest first, with their roles and text bodies', async () => {
      const conversation = await harness.start(25);
      const { connection } = await connect(conversation);
      const last20 = await connection.history(20);
      expect(last20.map((m) => m.body)).toEqual(
        Array.from({ length: 20 }, (_, i) => `message ${i + 6}`),
      );
      expect(last20.map((m) => m.role)).toEqual(
        Array.from({ length: 20 }, (_, i) => seededRole(i + 6, 25, harness.otherRole)),
      );
      for (let i = 1; i < last20.length; i += 1)
        expect(last20[i]!.time).toBeGreaterThanOrEqual(last20[i - 1]!.time);
      expect(new Set(last20.map((m) => m.id)).size).toBe(20);
      expect((await connection.history(3)).map((m) => m.body)).toEqual([
        'message 23',
        'message 24',
        'message 25',
      ]);
      const few = await harness.start(2);
      const second = await connect(few);
      expect((await second.connection.history(20)).map((m) => m.body)).toEqual([
        'message 1',
        'message 2',
      ]);
    });

    it('send resolves with the message as shown, and the conversation keeps it', async () => {
      const { connection } = await connect(await harness.start(2));
      const sent = await connection.send({ text: 'Is my rate locked?', files: [] });
      expect(sent).toMatchObject({ role: 'applicant', body: 'Is my rate locked?', media: [] });
      expect(sent.id).not.toBe('');
      expect(Number.isFinite(sent.time)).toBe(true);
      const history = await connection.history(20);
      expect(history.map((m) => [m.role, m.body])).toContainEqual([
        'applicant',
        'Is my rate locked?',
      ]);
    });

    it('keeps bodies as text: markup is returned exactly as typed', async () => {
      const conversation = await harness.start(2);
      const { connection, waitFor } = await connect(conversation);
      const sent = await connection.send({ text: HTML, files: [] });
      expect(sent.body).toBe(HTML);
      expect((await connection.history(20)).map((m) => m.body)).toContain(HTML);
      if (conversation.otherSideSays) {
        await conversation.otherSideSays(`${HTML} (agent)`);
        const event = await waitFor(messageFrom(harness.otherRole, `${HTML} (agent)`));
        expect(event.message.body).toBe(`${HTML} (agent)`);
      }
    });

    it("delivers the other side's messages as events", async () => {
      const conversation = await harness.start(2);
      const { connection, events, waitFor } = await connect(conversation);
      if (conversation.otherSideSays) {
        await conversation.otherSideSays('A loan specialist here: how can I help?');
        const event = await waitFor(
          messageFrom(harness.otherRole, 'A loan specialist here: how can I help?'),
        );
        expect(event.message.media).toEqual([]);
        return;
      }
      // The chatbot answers each question: typing while it thinks, then the answer.
      await connection.send({ text: 'When do I get my money?', files: [] });
      const answer = await waitFor(messageFrom(harness.otherRole));
      expect(answer.message.body).not.toBe('');
      const order = events.map((e) => (e.type === 'typing' ? `typing:${e.active}` : e.type));
      expect(order.indexOf('typing:true')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('typing:true')).toBeLessThan(order.indexOf('message'));
      expect(order).toContain('typing:false');
    });

    it('ping resolves while connected and rejects while the connection is down', async () => {
      const { connection, events, waitFor } = await connect(await harness.start(2));
      await expect(connection.ping()).resolves.toBeUndefined();
      if (!harness.drop || !harness.restore) return;
      await harness.drop();
      await waitFor(connectionIs('disconnected'));
      await rejectsWith(connection.ping(), 'connection');
      await rejectsWith(connection.send({ text: 'anyone there?', files: [] }), 'connection');
      const seen = events.length;
      await harness.restore();
      await waitFor(connectionIs('connected'), seen);
      await expect(connection.ping()).resolves.toBeUndefined();
      await expect(connection.send({ text: 'back again', files: [] })).resolves.toMatchObject({
        body: 'back again',
      });
    });

    it('takes a refreshed token', async () => {
      const conversation = await harness.start(2);
      const { connection } = await connect(conversation);
      await expect(
        connection.updateToken(await conversation.freshToken()),
      ).resolves.toBeUndefined();
      await expect(connection.ping()).resolves.toBeUndefined();
    });

    it('close stops the events, and every later call rejects', async () => {
      const conversation = await harness.start(2);
      const { connection, events } = await connect(conversation);
      const pending = connection.send({ text: 'Are you there?', files: [] }).catch(() => null);
      connection.close();
      await pending;
      const seen = events.filter((e) => e.type === 'message').length;
      if (conversation.otherSideSays) await conversation.otherSideSays('Still here!');
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(events.filter((e) => e.type === 'message')).toHaveLength(seen);
      await rejectsWith(connection.ping(), 'closed');
      await rejectsWith(connection.send({ text: 'hello?', files: [] }), 'closed');
      await rejectsWith(connection.history(20), 'closed');
      connection.close();
    });

    it('tells when the other side ends the conversation, which then cannot be reopened', async () => {
      const conversation = await harness.start(2);
      if (!conversation.end) return;
      const { connection, waitFor } = await connect(conversation);
      await conversation.end();
      await waitFor((e): e is Extract<ChatTransportEvent, { type: 'ended' }> => e.type === 'ended');
      await rejectsWith(connection.send({ text: 'wait!', files: [] }), 'ended');
      await rejectsWith(
        harness.transport.connect(conversation.input, () => undefined),
        'ended',
      );
    });

    it('refuses a conversation whose token expired', async () => {
      const conversation = await harness.start(2);
      if (!conversation.expire) return;
      await conversation.expire();
      await rejectsWith(
        harness.transport.connect(conversation.input, () => undefined),
        'token',
      );
    });

    it('sends attachments within the rules, and refuses the others', async () => {
      const { connection } = await connect(await harness.start(2));
      const note = textFile('note.txt', 'hello');
      if (!harness.attachments) {
        await rejectsWith(connection.send({ text: 'see file', files: [note] }), 'unsupported');
        return;
      }
      const sent = await connection.send({ text: '', files: [note] });
      expect(sent.role).toBe('applicant');
      expect(sent.media).toEqual([
        expect.objectContaining({ filename: 'note.txt', contentType: 'text/plain', size: 5 }),
      ]);
      expect(sent.media[0]!.url).toEqual(expect.any(String));
      const big = new File([new Uint8Array(CHAT_MAX_FILE_BYTES + 1)], 'big.pdf', {
        type: 'application/pdf',
      });
      const tooLarge = await rejectsWith(connection.send({ text: '', files: [big] }), 'attachment');
      expect(tooLarge.message).toBe(CHAT_FILES_TOO_LARGE);
      const program = textFile('setup.exe', 'MZ', 'application/octet-stream');
      const refused = await rejectsWith(
        connection.send({ text: 'run this', files: [program] }),
        'attachment',
      );
      expect(refused.message).toBe(CHAT_FILE_TYPE_REFUSED);
    });
  });
}
