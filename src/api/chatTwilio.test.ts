import { readFileSync } from 'node:fs';
import {
  describeChatTransportContract,
  seededRole,
  type ChatContractConversation,
} from './chatTransport.contract';
import {
  isChatTransportError,
  type ChatConnectInput,
  type ChatTransportEvent,
} from './chatTransport';
import { createTwilioChatTransport, twilioChatTransport, type TwilioSdk } from './chatTwilio';
import { fakeTwilio, FakeClient, FakeMedia } from './twilioFake';

vi.mock('@twilio/conversations', async () => (await import('./twilioFake')).fakeTwilioModule);

const APPLICANT = 'pat@example.com';
const AGENT = 'agent_jordan';

function inputFor(token: string, conversationSid: string): ChatConnectInput {
  return {
    mode: 'agent',
    token,
    conversationSid,
    email: APPLICANT,
    organization: 'main',
    pageUrl: 'https://example.com/account/heloc/register-v2',
    applicationUuid: null,
    nonce: null,
  };
}

/** A conversation on the fake service with `count` earlier messages. */
function startConversation(count: number): ChatContractConversation {
  const token = fakeTwilio.issueToken(APPLICANT);
  const conversation = fakeTwilio.addConversation(APPLICANT);
  const start = Date.now() - count * 1000;
  for (let k = 1; k <= count; k += 1) {
    const role = seededRole(k, count, 'agent');
    conversation.add(role === 'applicant' ? APPLICANT : AGENT, `message ${k}`, {
      dateCreated: new Date(start + k * 1000),
    });
  }
  return {
    input: inputFor(token, conversation.sid),
    freshToken: () => fakeTwilio.issueToken(APPLICANT),
    otherSideSays: (text) => {
      conversation.add(AGENT, text, { attributes: { friendlyName: 'Jordan' } });
    },
    end: () => conversation.close(),
    expire: () => fakeTwilio.expire(APPLICANT),
  };
}

beforeEach(() => {
  fakeTwilio.reset();
});

describeChatTransportContract('Twilio Conversations (fake SDK)', () => ({
  transport: twilioChatTransport,
  otherRole: 'agent',
  attachments: true,
  start: async (count) => startConversation(count),
  drop: () => fakeTwilio.setConnection('disconnected'),
  restore: () => fakeTwilio.setConnection('connected'),
}));

describe('the Twilio transport', () => {
  function collect() {
    const events: ChatTransportEvent[] = [];
    return { events, onEvent: (event: ChatTransportEvent) => events.push(event) };
  }

  it('loads the SDK with a dynamic import in connect only, never statically', async () => {
    const source = readFileSync(new URL('./chatTwilio.ts', import.meta.url), 'utf8');
    const staticImports = source.match(/^import (?!type )[^;]*from '@twilio\/conversations'/gmu);
    expect(staticImports).toBeNull();
    expect(source).toContain("import('@twilio/conversations')");
    const load = vi.fn(async () => ({ Client: FakeClient }) as unknown as TwilioSdk);
    const transport = createTwilioChatTransport(load);
    expect(load).not.toHaveBeenCalled();
    const { input } = startConversation(1);
    const connection = await transport.connect(input, () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('a failed SDK load is a connection failure (the machine retries)', async () => {
    const transport = createTwilioChatTransport(() => Promise.reject(new Error('chunk failed')));
    const error = await transport
      .connect(startConversation(1).input, () => undefined)
      .catch((e: unknown) => e);
    expect(isChatTransportError(error, 'connection')).toBe(true);
  });

  it('maps messages: roles by identity, display names from attributes, index ids, media URLs', async () => {
    const { input } = startConversation(0);
    const conversation = fakeTwilio.conversations.get(input.conversationSid)!;
    conversation.add(AGENT, null, {
      attributes: { from: 'Jordan' },
      media: [new FakeMedia('ME1', 'form.pdf', 'application/pdf', 1200)],
    });
    const broken = new FakeMedia('ME2', null, 'image/png', 10);
    broken.urlFails = true;
    conversation.add(APPLICANT, 'my photo', { media: [broken] });
    const connection = await twilioChatTransport.connect(input, () => undefined);
    const [agent, mine] = await connection.history(20);
    expect(agent).toMatchObject({
      id: '0',
      role: 'agent',
      author: 'Jordan',
      body: '',
      media: [
        {
          filename: 'form.pdf',
          contentType: 'application/pdf',
          size: 1200,
          url: 'https://media.twilio.example/ME1/form.pdf',
        },
      ],
      questionId: null,
    });
    expect(mine).toMatchObject({
      id: '1',
      role: 'applicant',
      author: null,
      body: 'my photo',
      media: [{ filename: 'file', url: null }],
    });
    connection.close();
  });

  it("passes the agent's typing and the token warning on, and leaves out the user's own", async () => {
    const { input } = startConversation(0);
    const conversation = fakeTwilio.conversations.get(input.conversationSid)!;
    const { events, onEvent } = collect();
    const connection = await twilioChatTransport.connect(input, onEvent);
    conversation.typing(APPLICANT, true);
    conversation.typing(AGENT, true);
    conversation.add(APPLICANT, 'from another tab');
    conversation.add(AGENT, 'hello');
    conversation.typing(AGENT, false);
    [...fakeTwilio.clients][0]!.emit('tokenAboutToExpire');
    await vi.waitFor(() => expect(events).toHaveLength(4));
    expect(events).toEqual([
      { type: 'typing', active: true },
      { type: 'message', message: expect.objectContaining({ role: 'agent', body: 'hello' }) },
      { type: 'typing', active: false },
      { type: 'tokenAboutToExpire' },
    ]);
    connection.close();
  });

  it('an expired token while connected is `denied`; a good token brings it back', async () => {
    const conversation = startConversation(0);
    const { events, onEvent } = collect();
    const connection = await twilioChatTransport.connect(conversation.input, onEvent);
    fakeTwilio.expire(APPLICANT);
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'connection', state: 'denied' }));
    const ping = await connection.ping().catch((e: unknown) => e);
    expect(isChatTransportError(ping, 'token')).toBe(true);
    const refused = await connection.updateToken('not-a-token').catch((e: unknown) => e);
    expect(isChatTransportError(refused, 'token')).toBe(true);
    await connection.updateToken(fakeTwilio.issueToken(APPLICANT));
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({ type: 'connection', state: 'connected' }),
    );
    connection.close();
  });

  it('a conversation the user no longer belongs to has ended; close shuts the client down', async () => {
    const { input } = startConversation(0);
    const stranger = inputFor(fakeTwilio.issueToken('someone@example.com'), input.conversationSid);
    const error = await twilioChatTransport
      .connect(stranger, () => undefined)
      .catch((e: unknown) => e);
    expect(isChatTransportError(error, 'ended')).toBe(true);
    const connection = await twilioChatTransport.connect(input, () => undefined);
    const client = [...fakeTwilio.clients].find((c) => c.token === input.token)!;
    connection.close();
    expect(client.shutDown).toBe(true);
    expect(client.listenerCount('connectionStateChanged')).toBe(0);
  });
});
