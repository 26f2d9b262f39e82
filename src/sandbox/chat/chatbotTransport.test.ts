import { initWebChat, refreshChatToken } from '../../api/chat';
import { chatbotTransport, createChatbotTransport } from '../../api/chatbotTransport';
import { describeChatTransportContract, seededRole } from '../../api/chatTransport.contract';
import {
  isChatTransportError,
  type ChatConnectInput,
  type ChatTransportEvent,
} from '../../api/chatTransport';
import { stubBrowser } from '../../api/testSupport';
import { setupSandboxServer } from '../../testing/sandbox-server';

/** The chatbot transport against the sandbox lender's HTTP handlers (msw in node). */
const { lender } = setupSandboxServer();

beforeEach(() => {
  stubBrowser();
});

async function startChatbot(count: number): Promise<ChatConnectInput> {
  const started = await initWebChat({
    firstName: 'Pat',
    lastName: 'Tester',
    email: 'pat@example.com',
    pageUrl: 'http://127.0.0.1:5173/account/heloc/register-v2',
    chatMode: 'chatbot',
    orgCode: 'main',
  });
  const sid = started.conversationSid!;
  lender.changeChat(sid, (session) => {
    session.messages = [];
  });
  for (let k = 1; k <= count; k += 1) {
    const role = seededRole(k, count, 'chatbot');
    lender.addChatMessage(sid, {
      author: role === 'applicant' ? 'applicant' : 'chatbot',
      body: `message ${k}`,
      media: [],
    });
  }
  return {
    mode: 'chatbot',
    token: started.token,
    conversationSid: sid,
    email: 'pat@example.com',
    organization: 'main',
    pageUrl: 'http://127.0.0.1:5173/account/heloc/register-v2',
    applicationUuid: null,
    nonce: null,
  };
}

describeChatTransportContract('chatbot over the sandbox HTTP handlers', () => ({
  transport: chatbotTransport,
  otherRole: 'chatbot',
  attachments: false,
  start: async (count) => {
    const input = await startChatbot(count);
    return { input, freshToken: () => refreshChatToken(input.token) };
  },
}));

describe('the chatbot transport', () => {
  it('answers with the questionId for the feedback, and the lender keeps both messages', async () => {
    const input = await startChatbot(0);
    const events: ChatTransportEvent[] = [];
    const connection = await chatbotTransport.connect(input, (e) => events.push(e));
    const sent = await connection.send({ text: 'What are your hours?', files: [] });
    expect(events).toEqual([{ type: 'typing', active: true }]);
    await vi.waitFor(() => expect(events).toHaveLength(3));
    const answer = events[2]!.type === 'message' ? events[2]!.message : null;
    expect(answer).toMatchObject({ role: 'chatbot', body: expect.stringMatching(/Pacific Time/u) });
    expect(answer!.questionId).toEqual(expect.any(String));
    const history = await connection.history(20);
    expect(history.map((m) => [m.role, m.body])).toEqual([
      ['applicant', sent.body],
      ['chatbot', answer!.body],
    ]);
    expect(history[1]!.questionId).toBe(answer!.questionId);
    connection.close();
  });

  it('a failed question stops the typing and rejects: failed for an HTTP error, connection for the network', async () => {
    const input = await startChatbot(0);
    const events: ChatTransportEvent[] = [];
    const connection = await chatbotTransport.connect(input, (e) => events.push(e));
    lender.addFault('chatWithAutobot', 503, 1);
    const failed = await connection.send({ text: 'hello', files: [] }).catch((e: unknown) => e);
    expect(isChatTransportError(failed, 'failed')).toBe(true);
    expect(events).toEqual([
      { type: 'typing', active: true },
      { type: 'typing', active: false },
    ]);
    lender.addFault('chatWithAutobot', 0, 1);
    const offline = await connection.send({ text: 'hello', files: [] }).catch((e: unknown) => e);
    expect(isChatTransportError(offline, 'connection')).toBe(true);
    connection.close();
  });

  it('sends the chatbot call the spec lists, with the applicant as the sender and the newest nonce', async () => {
    const chatWithAutobot = vi.fn(async () => ({
      conversationId: 'c-1',
      questionId: 'q-1',
      responseToCustomer: 'Hi!',
    }));
    const transport = createChatbotTransport({ chatWithAutobot, getChatHistory: async () => [] });
    const connection = await transport.connect(
      {
        ...(await startChatbot(0)),
        conversationSid: 'c-1',
        applicationUuid: 'a-1',
        nonce: 'n-1',
      },
      () => undefined,
    );
    await connection.updateNonce!('n-2');
    await connection.send({ text: 'hello', files: [] });
    expect(chatWithAutobot).toHaveBeenCalledWith(
      {
        conversationId: 'c-1',
        message: 'hello',
        organization: 'main',
        pageUrl: 'http://127.0.0.1:5173/account/heloc/register-v2',
        senderId: 'pat@example.com',
        senderType: 'applicant',
        applicationId: 'a-1',
        nonce: 'n-2',
      },
      { signal: expect.any(AbortSignal) },
    );
    connection.close();
  });
});
