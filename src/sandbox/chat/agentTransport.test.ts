import {
  describeChatTransportContract,
  seededRole,
  type ChatContractConversation,
} from '../../api/chatTransport.contract';
import {
  isChatTransportError,
  type ChatConnectInput,
  type ChatConnection,
  type ChatTransportEvent,
} from '../../api/chatTransport';
import { Lender, SANDBOX_AGENT_NAME, sequentialIds, type ChatSession } from '../lender';
import { SANDBOX_FORM_NAME } from './agent';
import { createSandboxChatTransport, type SandboxAgentDelays } from './agentTransport';

/** Quick enough for tests, in the same order as the realistic ones. */
const FAST: Partial<SandboxAgentDelays> = {
  connectMs: 0,
  sendMs: 1,
  typingMs: 5,
  replyMs: 10,
  perCharMs: 0,
  maxReplyMs: 20,
  endMs: 5,
};

function newLender(): Lender {
  return new Lender({ ids: sequentialIds('c4a70000') });
}

function startAgentChat(lender: Lender, count = 0): ChatSession {
  const session = lender.startChat({
    provider: 'twilio',
    friendlyName: 'Pat Tester',
    emailAddress: 'pat@example.com',
    chatMode: 'agent',
  });
  const sid = session.conversationSid;
  lender.changeChat(sid, (s) => {
    s.messages = [];
  });
  for (let k = 1; k <= count; k += 1) {
    const role = seededRole(k, count, 'agent');
    lender.addChatMessage(sid, {
      author: role === 'applicant' ? 'applicant' : 'agent',
      authorName: role === 'applicant' ? 'Pat Tester' : SANDBOX_AGENT_NAME,
      body: `message ${k}`,
      media: [],
    });
  }
  return lender.chatSession(sid)!;
}

function inputFor(session: ChatSession, token = session.token): ChatConnectInput {
  return {
    mode: 'agent',
    token,
    conversationSid: session.conversationSid,
    email: session.emailAddress,
    organization: 'main',
    pageUrl: 'http://127.0.0.1:5173/account/heloc/register-v2',
    applicationUuid: null,
    nonce: null,
  };
}

describeChatTransportContract('sandbox simulated agent', () => {
  const lender = newLender();
  return {
    transport: createSandboxChatTransport({ lender, delays: FAST }),
    otherRole: 'agent',
    attachments: true,
    start: async (count): Promise<ChatContractConversation> => {
      const session = startAgentChat(lender, count);
      const sid = session.conversationSid;
      return {
        input: inputFor(session),
        freshToken: () => lender.refreshChatToken(lender.chatSession(sid)!.token).token,
        otherSideSays: (text) => {
          lender.addChatMessage(sid, {
            author: 'agent',
            authorName: SANDBOX_AGENT_NAME,
            body: text,
            media: [],
          });
        },
        end: () => {
          lender.endChat(sid, 'agent');
        },
        expire: () => {
          lender.expireChatToken(sid);
        },
      };
    },
    drop: () => lender.setChatConnection('dropped'),
    restore: () => lender.setChatConnection('up'),
  };
});

describe('the sandbox agent', () => {
  let lender: Lender;
  let connections: ChatConnection[];

  beforeEach(() => {
    lender = newLender();
    connections = [];
  });

  afterEach(() => {
    for (const connection of connections) connection.close();
  });

  async function open(session: ChatSession, delays: Partial<SandboxAgentDelays> = FAST) {
    const events: ChatTransportEvent[] = [];
    const transport = createSandboxChatTransport({ lender, delays });
    const connection = await transport.connect(inputFor(session), (e) => events.push(e));
    connections.push(connection);
    return { connection, events, transport };
  }

  const messages = (events: ChatTransportEvent[]) =>
    events.flatMap((e) => (e.type === 'message' ? [e.message] : []));

  it('types, then answers, introducing themselves the first time; all of it stays in the lender', async () => {
    const session = startAgentChat(lender);
    const { connection, events } = await open(session);
    await connection.send({ text: 'Hello, what is my rate?', files: [] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(1));
    expect(events.map((e) => e.type)).toEqual(['typing', 'message', 'typing']);
    expect(events[0]).toEqual({ type: 'typing', active: true });
    expect(messages(events)[0]).toMatchObject({
      role: 'agent',
      author: SANDBOX_AGENT_NAME,
      body: expect.stringMatching(/^Hi Pat, this is Morgan\. Your rate depends/u),
    });
    await connection.send({ text: 'Thanks', files: [] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(2));
    expect(messages(events)[1]!.body).toBe(
      'Thanks for your message. Let me look into that for you.',
    );
    expect(lender.chatSession(session.conversationSid)!.messages.map((m) => m.author)).toEqual([
      'applicant',
      'agent',
      'applicant',
      'agent',
    ]);
  });

  it('sends a real PDF when asked for a form or a document', async () => {
    const { connection, events } = await open(startAgentChat(lender));
    await connection.send({ text: 'Can you send me the document?', files: [] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(1));
    const [media] = messages(events)[0]!.media;
    expect(media).toMatchObject({ filename: SANDBOX_FORM_NAME, contentType: 'application/pdf' });
    const pdf = atob(media!.url!.replace(/^data:application\/pdf;base64,/u, ''));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object.
    const start = Number(/startxref\n(\d+)/u.exec(pdf)![1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gmu)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
    expect(media!.size).toBe(pdf.length);
  });

  it('says goodbye and ends the chat when the applicant says bye', async () => {
    const session = startAgentChat(lender);
    const { connection, events } = await open(session);
    await connection.send({ text: 'Thanks, bye!', files: [] });
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'ended' }));
    expect(messages(events).at(-1)!.body).toBe('Thanks for chatting with us today. Goodbye!');
    expect(lender.chatSession(session.conversationSid)).toMatchObject({ endedBy: 'applicant' });
    const error = await connection
      .send({ text: 'one more thing', files: [] })
      .catch((e: unknown) => e);
    expect(isChatTransportError(error, 'ended')).toBe(true);
  });

  it('keeps what the agent says while the connection is down, and delivers it on restore', async () => {
    const session = startAgentChat(lender);
    const { connection, events } = await open(session);
    lender.setChatConnection('dropped');
    lender.addChatMessage(session.conversationSid, {
      author: 'agent',
      authorName: SANDBOX_AGENT_NAME,
      body: 'Are you still there?',
      media: [],
    });
    expect(events).toEqual([{ type: 'connection', state: 'disconnected' }]);
    expect(
      isChatTransportError(await connection.history(20).catch((e: unknown) => e), 'connection'),
    ).toBe(true);
    lender.setChatConnection('up');
    expect(events.slice(1)).toEqual([
      { type: 'connection', state: 'connected' },
      { type: 'message', message: expect.objectContaining({ body: 'Are you still there?' }) },
    ]);
  });

  it('refuses to connect while the connection is down', async () => {
    const session = startAgentChat(lender);
    lender.setChatConnection('dropped');
    const transport = createSandboxChatTransport({ lender, delays: FAST });
    const error = await transport
      .connect(inputFor(session), () => undefined)
      .catch((e: unknown) => e);
    expect(isChatTransportError(error, 'connection')).toBe(true);
  });

  it('refuses every attachment while staff say so (chatAttachments=refuse)', async () => {
    const { connection } = await open(startAgentChat(lender));
    lender.setChatAttachments('refuse');
    const file = new File(['hi'], 'note.txt', { type: 'text/plain' });
    const error = await connection.send({ text: '', files: [file] }).catch((e: unknown) => e);
    expect(isChatTransportError(error, 'attachment')).toBe(true);
    lender.setChatAttachments('accept');
    await expect(connection.send({ text: '', files: [file] })).resolves.toMatchObject({
      media: [{ filename: 'note.txt', url: 'data:text/plain;base64,aGk=' }],
    });
  });

  it('an expired token turns the connection `denied`; a refreshed one is refused too', async () => {
    const session = startAgentChat(lender);
    const { connection, events } = await open(session);
    const fresh = lender.refreshChatToken(session.token).token;
    lender.expireChatToken(session.conversationSid);
    expect(events).toEqual([{ type: 'connection', state: 'denied' }]);
    expect(isChatTransportError(await connection.ping().catch((e: unknown) => e), 'token')).toBe(
      true,
    );
    expect(
      isChatTransportError(await connection.updateToken(fresh).catch((e: unknown) => e), 'token'),
    ).toBe(true);
    expect(() => lender.refreshChatToken(fresh)).toThrowError('Token state is invalid');
  });

  it('warns before the token expires', async () => {
    const session = startAgentChat(lender);
    lender.changeChat(session.conversationSid, (s) => {
      s.expiration = lender.now() + 50;
      s.token = `sandbox-chat.${s.conversationSid}.${s.expiration}`;
    });
    const { events } = await open(lender.chatSession(session.conversationSid)!, {
      ...FAST,
      tokenWarningMs: 40,
    });
    await vi.waitFor(() => expect(events[0]).toEqual({ type: 'tokenAboutToExpire' }));
    await vi.waitFor(() => expect(events[1]).toEqual({ type: 'connection', state: 'denied' }));
  });

  it('resumes after a reload: the same conversation, and an unanswered message is answered', async () => {
    const session = startAgentChat(lender, 3);
    const first = await open(session, { ...FAST, typingMs: 10_000 });
    await first.connection.send({ text: 'Did you get my paystub?', files: [] });
    first.connection.close();
    // A reload: a new lender from the saved state, a new transport.
    const restored = new Lender({ state: lender.snapshot() });
    lender = restored;
    const second = await open(restored.chatSession(session.conversationSid)!);
    expect((await second.connection.history(20)).map((m) => m.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'Did you get my paystub?',
    ]);
    await vi.waitFor(() => expect(messages(second.events)).toHaveLength(1));
  });

  it('a reset that wipes the conversation ends it', async () => {
    const { events } = await open(startAgentChat(lender));
    lender.reset();
    expect(events).toEqual([{ type: 'ended' }]);
  });
});
