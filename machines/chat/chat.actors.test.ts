import { assign, createActor, setup, toPromise, type AnyActorRef } from 'xstate';
import {
  authenticateWebChat,
  initWebChat,
  refreshChatToken,
  refreshWebChatAuthentication,
  setChatReplyUsedWithFeedback,
} from '../../src/api/chat';
import type { ChatConnectInput } from '../../src/api/chatTransport';
import { getChatOpenStatus, getChatWeek } from '../../src/api/operatingHours';
import { readHours } from './chat-hours.actors';
import { chatActors, connectActor, splitName } from './chat.actors';
import { FakeTransport, STARTED, WEEK, chatMessage, settle, transportError } from './chat.testing';
import type { ChatEvent, ConnectionCommand, InitChatInput } from './chat.types';

vi.mock('../../src/api/chat', () => ({
  initWebChat: vi.fn(),
  authenticateWebChat: vi.fn(),
  refreshWebChatAuthentication: vi.fn(),
  refreshChatToken: vi.fn(),
  setChatReplyUsedWithFeedback: vi.fn(),
}));
vi.mock('../../src/api/operatingHours', () => ({
  getChatOpenStatus: vi.fn(),
  getChatWeek: vi.fn(),
}));

const signal = expect.any(AbortSignal) as AbortSignal;

describe('chat hours actor', () => {
  it('reads the open status and the week of the main brand together', async () => {
    vi.mocked(getChatOpenStatus).mockResolvedValue({ isOpen: true });
    vi.mocked(getChatWeek).mockResolvedValue(WEEK);
    const actor = createActor(readHours, { input: { orgCode: 'figure' } }).start();
    await expect(toPromise(actor)).resolves.toEqual({ isOpen: true, week: WEEK });
    expect(getChatOpenStatus).toHaveBeenCalledWith('figure', { signal });
    expect(getChatWeek).toHaveBeenCalledWith('figure', { signal });
  });
});

describe('chat HTTP actors', () => {
  const actors = chatActors(
    { agent: new FakeTransport(() => 0), chatbot: new FakeTransport(() => 0) },
    { newNonce: () => 'fresh-nonce' },
  );
  const initInput: InitChatInput = {
    intake: { name: '  Robin  Q Sample ', email: ' robin@example.com ' },
    mode: 'agent',
    orgCode: 'figure',
    pageUrl: 'http://127.0.0.1/account/heloc/app-1/offers',
    applicationUuid: 'app-1',
    identityUuid: 'identity-1',
    nonce: 'nonce-1',
  };

  it('splits the name into first and last', () => {
    expect(splitName(' Robin ')).toEqual({ firstName: 'Robin' });
    expect(splitName('Robin Q  Sample')).toEqual({ firstName: 'Robin', lastName: 'Q Sample' });
  });

  it('starts the chat with the §7 body and answers the token and ids', async () => {
    vi.mocked(initWebChat).mockResolvedValue({
      token: 'token-1',
      conversationSid: 'CH-1',
      omniProxyChannelId: 'channel-1',
    });
    const actor = createActor(actors.initChat, { input: initInput }).start();
    await expect(toPromise(actor)).resolves.toEqual(STARTED);
    expect(initWebChat).toHaveBeenCalledWith(
      {
        firstName: 'Robin',
        lastName: 'Q Sample',
        email: 'robin@example.com',
        applicationUuid: 'app-1',
        pageUrl: 'http://127.0.0.1/account/heloc/app-1/offers',
        chatMode: 'agent',
        nonce: 'nonce-1',
        orgCode: 'figure',
        identityUuid: 'identity-1',
      },
      { signal },
    );
  });

  it('leaves out what a visitor does not have', async () => {
    vi.mocked(initWebChat).mockResolvedValue({ token: 't', conversationSid: 'CH-2' });
    const input = { ...initInput, applicationUuid: null, identityUuid: null, nonce: null };
    const actor = createActor(actors.initChat, { input }).start();
    await expect(toPromise(actor)).resolves.toEqual({
      token: 't',
      conversationSid: 'CH-2',
      omniProxyChannelId: null,
    });
    expect(vi.mocked(initWebChat).mock.calls[0]?.[0]).not.toHaveProperty('nonce');
    expect(vi.mocked(initWebChat).mock.calls[0]?.[0]).not.toHaveProperty('applicationUuid');
  });

  it('fails an init that answers no conversation', async () => {
    vi.mocked(initWebChat).mockResolvedValue({ token: 't', conversationSid: null });
    const actor = createActor(actors.initChat, { input: initInput }).start();
    await expect(toPromise(actor)).rejects.toThrow('no conversation');
  });

  it('authenticates with a fresh nonce, and refreshes the one it has', async () => {
    vi.mocked(authenticateWebChat).mockResolvedValue('nonce-a');
    vi.mocked(refreshWebChatAuthentication).mockResolvedValue('nonce-b');
    await expect(toPromise(createActor(actors.authenticate).start())).resolves.toBe('nonce-a');
    expect(authenticateWebChat).toHaveBeenCalledWith('fresh-nonce', { signal });
    const refresh = createActor(actors.refreshNonce, { input: { nonce: 'nonce-a' } }).start();
    await expect(toPromise(refresh)).resolves.toBe('nonce-b');
    expect(refreshWebChatAuthentication).toHaveBeenCalledWith('nonce-a', { signal });
  });

  it('refreshes the conversation token', async () => {
    vi.mocked(refreshChatToken).mockResolvedValue('token-2');
    const actor = createActor(actors.refreshToken, { input: { token: 'token-1' } }).start();
    await expect(toPromise(actor)).resolves.toBe('token-2');
    expect(refreshChatToken).toHaveBeenCalledWith('token-1', { signal });
  });

  it('sends answer feedback with rating 0, the reason and the details', async () => {
    vi.mocked(setChatReplyUsedWithFeedback).mockResolvedValue(undefined);
    const actor = createActor(actors.sendFeedback, {
      input: {
        questionId: 'q1',
        reason: 'Not helpful',
        details: ' too vague ',
        conversationId: 'CH-1',
        responseToCustomer: 'We are open 6 to 6.',
        senderEmail: 'robin@example.com',
        nonce: null,
      },
    }).start();
    await toPromise(actor);
    expect(setChatReplyUsedWithFeedback).toHaveBeenCalledWith(
      {
        questionId: 'q1',
        conversationId: 'CH-1',
        responseToCustomer: 'We are open 6 to 6.',
        feedbackMessage: 'Not helpful: too vague',
        rating: 0,
        senderEmail: 'robin@example.com',
        senderType: 'applicant',
      },
      { signal },
    );
  });
});

const CONNECT_INPUT: ChatConnectInput = {
  mode: 'chatbot',
  token: 'token-1',
  conversationSid: 'CH-1',
  email: 'robin@example.com',
  organization: 'figure',
  pageUrl: 'http://127.0.0.1/',
  applicationUuid: null,
  nonce: null,
};

/** A parent that runs the connection actor and records what it sends back. */
function startConnection(input: ChatConnectInput = CONNECT_INPUT) {
  const agent = new FakeTransport(() => 0);
  const chatbot = new FakeTransport(() => 0);
  const parent = setup({
    types: { context: {} as { events: ChatEvent[] }, events: {} as ChatEvent },
    actors: { connect: connectActor({ agent, chatbot }) },
  }).createMachine({
    context: { events: [] },
    invoke: { id: 'connection', src: 'connect', input },
    on: {
      '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) },
    },
  });
  const actor = createActor(parent).start();
  const child = (): AnyActorRef => {
    const ref: AnyActorRef | undefined = actor.getSnapshot().children.connection;
    if (!ref) throw new Error('no connection actor');
    return ref;
  };
  return {
    actor,
    agent,
    chatbot,
    command: (command: ConnectionCommand) => child().send(command),
    events: () => actor.getSnapshot().context.events,
    types: () => actor.getSnapshot().context.events.map((event) => event.type),
  };
}

describe('the connection actor', () => {
  it("connects with the mode's transport and says when it is open", async () => {
    const c = startConnection({ ...CONNECT_INPUT, mode: 'agent' });
    await settle();
    expect(c.agent.connections.map((connection) => connection.input)).toEqual([
      { ...CONNECT_INPUT, mode: 'agent' },
    ]);
    expect(c.chatbot.connections).toEqual([]);
    expect(c.types()).toEqual(['CONNECTION.OPENED']);
  });

  it('says why a connect failed', async () => {
    const c = startConnection();
    const error = transportError('token');
    c.chatbot.connectAnswers = [error];
    await settle();
    expect(c.events()).toEqual([{ type: 'CONNECTION.FAILED', error }]);
  });

  it("forwards the transport's events as the machine's", async () => {
    const c = startConnection();
    await settle();
    const message = chatMessage('m1');
    c.chatbot.last.emit({ type: 'message', message });
    c.chatbot.last.emit({ type: 'typing', active: true });
    c.chatbot.last.emit({ type: 'connection', state: 'denied' });
    c.chatbot.last.emit({ type: 'tokenAboutToExpire' });
    c.chatbot.last.emit({ type: 'ended' });
    expect(c.events().slice(1)).toEqual([
      { type: 'TRANSPORT.MESSAGE', message },
      { type: 'TRANSPORT.TYPING', active: true },
      { type: 'TRANSPORT.CONNECTION', state: 'denied' },
      { type: 'TRANSPORT.TOKEN_EXPIRING' },
      { type: 'TRANSPORT.ENDED' },
    ]);
  });

  it('answers history, send and ping commands', async () => {
    const c = startConnection();
    await settle();
    c.chatbot.history = [chatMessage('h1')];
    c.command({ type: 'HISTORY.LOAD', count: 20 });
    c.command({ type: 'MESSAGE.SEND', localId: 'local-1', message: { text: 'Hi', files: [] } });
    c.command({ type: 'PING' });
    await settle();
    expect(c.chatbot.last.historyCounts).toEqual([20]);
    // Each answer arrives when its call settles (in any order).
    expect(c.events().slice(1)).toHaveLength(3);
    expect(c.events().slice(1)).toEqual(
      expect.arrayContaining([
        { type: 'HISTORY.LOADED', messages: [chatMessage('h1')] },
        {
          type: 'MESSAGE.SENT',
          localId: 'local-1',
          message: expect.objectContaining({ id: 'sent-1', body: 'Hi' }) as unknown,
        },
        { type: 'PING.OK' },
      ]),
    );
  });

  it('answers failures of each command', async () => {
    const c = startConnection();
    await settle();
    c.chatbot.historyAnswers = [transportError('connection')];
    c.chatbot.sendAnswers = [transportError('attachment')];
    c.chatbot.pingAnswers = [transportError('connection')];
    c.command({ type: 'HISTORY.LOAD', count: 20 });
    c.command({ type: 'MESSAGE.SEND', localId: 'local-1', message: { text: 'Hi', files: [] } });
    c.command({ type: 'PING' });
    await settle();
    expect(c.types().slice(1).sort()).toEqual(['HISTORY.FAILED', 'MESSAGE.FAILED', 'PING.FAILED']);
  });

  it('hands the provider a new token and nonce, and reconnects with them', async () => {
    const c = startConnection();
    await settle();
    const first = c.chatbot.last;
    c.command({ type: 'TOKEN.UPDATE', token: 'token-2' });
    c.command({ type: 'NONCE.UPDATE', nonce: 'nonce-2' });
    expect(first.tokens).toEqual(['token-2']);
    expect(first.nonces).toEqual(['nonce-2']);
    c.command({ type: 'RECONNECT' });
    await settle();
    expect(first.closed).toBe(true);
    expect(c.chatbot.last.input).toMatchObject({ token: 'token-2', nonce: 'nonce-2' });
    expect(c.types()).toEqual(['CONNECTION.OPENED', 'CONNECTION.OPENED']);
  });

  it('fails the sends in flight at once when it reconnects, and drops the old answers', async () => {
    const c = startConnection();
    await settle();
    let answer: (value: ReturnType<typeof chatMessage>) => void = () => undefined;
    const first = c.chatbot.last;
    const pending = new Promise<ReturnType<typeof chatMessage>>((resolve) => (answer = resolve));
    vi.spyOn(first, 'send').mockReturnValue(pending);
    c.command({ type: 'MESSAGE.SEND', localId: 'local-1', message: { text: 'Hi', files: [] } });
    c.command({ type: 'RECONNECT' });
    answer(chatMessage('late', { role: 'applicant' }));
    first.emit({ type: 'message', message: chatMessage('stale') });
    await settle();
    expect(c.types()).toEqual(['CONNECTION.OPENED', 'MESSAGE.FAILED', 'CONNECTION.OPENED']);
  });

  it('answers commands with failures while it is not connected', async () => {
    const c = startConnection();
    c.chatbot.connectAnswers = [];
    c.command({ type: 'PING' });
    c.command({ type: 'HISTORY.LOAD', count: 20 });
    c.command({ type: 'MESSAGE.SEND', localId: 'local-1', message: { text: 'Hi', files: [] } });
    expect(c.types()).toEqual(['PING.FAILED', 'HISTORY.FAILED', 'MESSAGE.FAILED']);
  });

  it('closes the connection and aborts the sends in flight when stopped', async () => {
    const c = startConnection();
    await settle();
    const connection = c.chatbot.last;
    vi.spyOn(connection, 'send').mockReturnValue(new Promise(() => undefined));
    c.command({ type: 'MESSAGE.SEND', localId: 'local-1', message: { text: 'Hi', files: [] } });
    c.actor.stop();
    expect(connection.closed).toBe(true);
    expect(vi.mocked(connection.send).mock.calls[0]?.[1]?.aborted).toBe(true);
  });

  it('closes a connection that opens after it was stopped', async () => {
    const c = startConnection();
    c.actor.stop();
    await settle();
    expect(c.chatbot.last.closed).toBe(true);
  });
});
