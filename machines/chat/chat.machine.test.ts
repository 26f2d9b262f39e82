import { selectChatAlert, selectChatItems, selectChatPhase, selectChatView } from './chat.select';
import {
  HOUR,
  MINUTE,
  STARTED,
  START,
  UNANSWERED,
  chatMessage,
  httpError,
  settle,
  startChat,
  storedSession,
  transportError,
  type ChatHarness,
} from './chat.testing';

// Pinned from the spec (§4, §8, §9) and the designed cap, not imported: a change must fail here.
const HISTORY_SIZE = 20;
const PING_MS = 10_000;
const TOKEN_REFRESH_MS = 60_000;
const NONCE_REFRESH_MS = 60_000;
const RECONNECT_DELAYS = [1000, 2000, 4000, 8000, 16_000, 16_000];
const ALERTS = {
  connectionLost: 'Connection lost. Attempting to reconnect.',
  failed: 'Something went wrong. Please try again later.',
  tokenInvalid: 'Token state is invalid.',
  sendFailed: 'Something went wrong. Please try resending the message.',
};

const view = (h: ChatHarness) => selectChatView(h.actor.getSnapshot());
const phase = (h: ChatHarness) => selectChatPhase(h.actor.getSnapshot());
const alert = (h: ChatHarness) => selectChatAlert(h.actor.getSnapshot());

/** Delays scheduled from now on (a slice of the recording clock's list). */
function delaysFrom(h: ChatHarness) {
  const start = h.clock.delays.length;
  return () => h.clock.delays.slice(start);
}

async function connected(options: Parameters<typeof startChat>[0] = {}) {
  const h = startChat(options);
  await h.startConversation();
  expect(phase(h)).toBe('messaging');
  return h;
}

describe('chat: opening and closing the panel', () => {
  it('starts closed, and OPEN without a stored session shows the pre-engagement form', () => {
    const h = startChat();
    expect(phase(h)).toBe('closed');
    h.actor.send({ type: 'OPEN' });
    expect(phase(h)).toBe('form');
    expect(h.cleared).toBe(0);
  });

  it('keeps the conversation running while the panel is closed and counts unread messages', async () => {
    const h = await connected();
    h.actor.send({ type: 'CLOSE' });
    expect(phase(h)).toBe('closed');
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m1', { time: START + 1 }) });
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m2', { time: START + 2 }) });
    await h.advance(PING_MS);
    expect(h.chatbot.last.pings).toBe(1);
    expect(h.chatbot.last.closed).toBe(false);
    expect(view(h).unread).toBe(2);
    h.actor.send({ type: 'OPEN' });
    expect(phase(h)).toBe('messaging');
    expect(view(h).unread).toBe(0);
    expect(view(h).items.map((item) => item.id)).toEqual(['m1', 'm2']);
  });

  it('keeps the form answers when the panel is closed and opened again', () => {
    const h = startChat();
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'CHANGE', field: 'name', value: 'Robin' });
    h.actor.send({ type: 'CLOSE' });
    h.actor.send({ type: 'OPEN' });
    expect(view(h).form.values).toEqual({ name: 'Robin', email: '' });
    expect(phase(h)).toBe('form');
  });
});

describe('chat: resume', () => {
  it.each([
    ['an agent session 5 h 59 min old', storedSession('agent', 6 * HOUR - MINUTE), 'agent'],
    ['a chatbot session 9 min old', storedSession('chatbot', 9 * MINUTE), 'chatbot'],
  ] as const)('resumes %s without the form', async (_, stored, mode) => {
    const h = startChat({ input: { stored } });
    h.actor.send({ type: 'OPEN' });
    expect(phase(h)).toBe('connecting');
    await settle();
    expect(phase(h)).toBe('messaging');
    expect(h.calls.init).toEqual([]);
    expect(h.transport(mode).connections).toHaveLength(1);
    expect(h.transport(mode).last.input).toMatchObject({
      mode,
      token: 'stored-token',
      conversationSid: 'CH-stored',
      email: 'robin@example.com',
    });
    expect(h.transport(mode).last.historyCounts).toEqual([HISTORY_SIZE]);
    expect(h.cleared).toBe(0);
  });

  it.each([
    ['an agent session 6 h old', storedSession('agent', 6 * HOUR)],
    ['a chatbot session 10 min old', storedSession('chatbot', 10 * MINUTE)],
    ['a session without a token', { ...storedSession('agent', MINUTE), token: '' }],
  ])('does not resume %s: it is cleared and the form shown', (_, stored) => {
    const h = startChat({ input: { stored } });
    h.actor.send({ type: 'OPEN' });
    expect(phase(h)).toBe('form');
    expect(h.cleared).toBe(1);
    expect(h.agent.connections).toHaveLength(0);
    expect(h.chatbot.connections).toHaveLength(0);
  });

  it('shows the history of the resumed conversation (the last 20)', async () => {
    const h = startChat({ input: { stored: storedSession('agent', HOUR) } });
    h.agent.history = [
      chatMessage('h1', { time: START - 2000 }),
      chatMessage('h2', { role: 'applicant', time: START - 1000 }),
    ];
    h.actor.send({ type: 'OPEN' });
    await settle();
    expect(selectChatItems(h.actor.getSnapshot()).map((item) => item.id)).toEqual(['h1', 'h2']);
  });

  it('sends a resumed session whose token is refused back to the form with "Token state is invalid."', async () => {
    const h = startChat({ input: { stored: storedSession('agent', HOUR) } });
    h.agent.connectAnswers = [transportError('token')];
    h.actor.send({ type: 'OPEN' });
    await settle();
    expect(phase(h)).toBe('form');
    expect(view(h).form.error).toBe(ALERTS.tokenInvalid);
    expect(h.cleared).toBe(1);
  });

  it('shows the thanks panel when the resumed conversation was closed meanwhile', async () => {
    const h = startChat({ input: { stored: storedSession('agent', HOUR) } });
    h.agent.connectAnswers = [transportError('ended')];
    h.actor.send({ type: 'OPEN' });
    await settle();
    expect(phase(h)).toBe('ended');
  });
});

describe('chat: the pre-engagement form', () => {
  it('shows the spec messages by field and keeps the answers', () => {
    const h = startChat();
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'SUBMIT' });
    expect(view(h).form).toEqual({
      values: { name: '', email: '' },
      errors: { name: 'Required', email: 'Required' },
      error: null,
    });
    h.actor.send({ type: 'CHANGE', field: 'name', value: 'x'.repeat(129) });
    h.actor.send({ type: 'CHANGE', field: 'email', value: 'robin@example' });
    h.actor.send({ type: 'SUBMIT' });
    expect(view(h).form.errors).toEqual({
      name: 'Cannot be more than 128 characters',
      email: 'Please enter a valid email address',
    });
    expect(view(h).form.values).toEqual({ name: 'x'.repeat(129), email: 'robin@example' });
    expect(phase(h)).toBe('form');
    expect(h.calls.init).toEqual([]);
  });

  it("clears a field's message when it is changed, until the next SUBMIT", () => {
    const h = startChat();
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'SUBMIT' });
    h.actor.send({ type: 'CHANGE', field: 'name', value: 'Robin' });
    expect(view(h).form.errors).toEqual({ email: 'Required' });
  });

  it('prefills the signed-in user’s name and e-mail', () => {
    const h = startChat({ input: { intake: { name: 'Robin', email: 'robin@example.com' } } });
    h.actor.send({ type: 'OPEN' });
    expect(view(h).form.values).toEqual({ name: 'Robin', email: 'robin@example.com' });
  });

  it('starts the chat in the mode chat hours last gave, with the page and the application', async () => {
    const h = startChat({ input: { mode: 'chatbot' } });
    h.actor.send({ type: 'HOURS.CHANGED', mode: 'agent' });
    h.actor.send({ type: 'LOCATION.CHANGED', pageUrl: 'http://127.0.0.1/account/heloc/app-1/x' });
    await h.startConversation('  Robin Sample ', 'robin@example.com');
    expect(h.calls.init).toEqual([
      {
        intake: { name: '  Robin Sample ', email: 'robin@example.com' },
        mode: 'agent',
        orgCode: 'figure',
        pageUrl: 'http://127.0.0.1/account/heloc/app-1/x',
        applicationUuid: 'app-1',
        identityUuid: null,
        nonce: null,
      },
    ]);
    expect(h.agent.connections).toHaveLength(1);
    expect(h.chatbot.connections).toHaveLength(0);
    expect(view(h).mode).toBe('agent');
  });

  it('waits for the desk’s hours when the form is sent before they answered, then starts with an agent', async () => {
    const h = startChat({ input: { mode: undefined } });
    await h.startConversation();
    expect(h.calls.init).toEqual([]);
    expect(view(h).phase).toBe('initializing');
    h.actor.send({ type: 'HOURS.CHANGED', mode: 'agent' });
    await settle();
    await settle();
    expect(h.calls.init.map((call) => call.mode)).toEqual(['agent']);
    expect(h.agent.connections).toHaveLength(1);
  });

  it('starts with the chatbot when the hours have not answered within 5 s', async () => {
    const h = startChat({ input: { mode: undefined } });
    await h.startConversation();
    await h.advance(4999, 4999);
    expect(h.calls.init).toEqual([]);
    await h.advance(1, 1);
    expect(h.calls.init.map((call) => call.mode)).toEqual(['chatbot']);
  });

  it('shows initializing, then connecting, then the conversation with its last 20 messages', async () => {
    const h = startChat({ init: [UNANSWERED] });
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'CHANGE', field: 'name', value: 'Robin' });
    h.actor.send({ type: 'CHANGE', field: 'email', value: 'robin@example.com' });
    h.actor.send({ type: 'SUBMIT' });
    expect(phase(h)).toBe('initializing');

    const h2 = startChat();
    h2.chatbot.connectAnswers = [UNANSWERED];
    await h2.startConversation();
    expect(phase(h2)).toBe('connecting');

    const h3 = await connected();
    expect(h3.chatbot.last.historyCounts).toEqual([HISTORY_SIZE]);
  });

  it('keeps the new session on the device (token, ids, name, e-mail, when issued)', async () => {
    const h = await connected();
    expect(h.stored).toEqual([
      {
        mode: 'chatbot',
        token: STARTED.token,
        conversationSid: STARTED.conversationSid,
        omniProxyChannelId: STARTED.omniProxyChannelId,
        friendlyName: 'Robin Sample',
        emailAddress: 'robin@example.com',
        issuedAt: START,
      },
    ]);
  });

  it('goes back to the form with the answers kept and the message when init fails', async () => {
    const h = startChat({ init: [httpError(503), STARTED] });
    await h.startConversation();
    expect(phase(h)).toBe('form');
    expect(view(h).form).toEqual({
      values: { name: 'Robin Sample', email: 'robin@example.com' },
      errors: {},
      error: ALERTS.failed,
    });
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(phase(h)).toBe('messaging');
    expect(view(h).form.error).toBeNull();
  });

  it("shows the server's own words when init is refused with a message", async () => {
    const h = startChat({ init: [httpError(400, ['Name is required'])] });
    await h.startConversation();
    expect(view(h).form.error).toBe('Name is required.');
  });
});

describe('chat: the signed-in nonce', () => {
  it('asks for a nonce before init and sends it with init and the connection', async () => {
    const h = await connected({ input: { signedIn: true } });
    expect(h.calls.authenticate).toBe(1);
    expect(h.calls.init[0]?.nonce).toBe('nonce-1');
    expect(h.chatbot.last.input.nonce).toBe('nonce-1');
  });

  it('refreshes the nonce every 60 s and hands it to the connection', async () => {
    const h = await connected({ input: { signedIn: true }, refreshNonce: ['nonce-2', 'nonce-3'] });
    await h.advance(NONCE_REFRESH_MS - 1000);
    expect(h.calls.refreshNonce).toEqual([]);
    await h.advance(1000);
    expect(h.calls.refreshNonce).toEqual(['nonce-1']);
    await h.advance(NONCE_REFRESH_MS);
    expect(h.calls.refreshNonce).toEqual(['nonce-1', 'nonce-2']);
    expect(h.chatbot.last.nonces).toEqual(['nonce-2', 'nonce-3']);
  });

  it('starts a chat without a nonce when authenticate fails, and asks again once connected', async () => {
    const h = await connected({
      input: { signedIn: true },
      authenticate: [httpError(503), 'nonce-9'],
    });
    expect(h.calls.init[0]?.nonce).toBeNull();
    expect(h.calls.authenticate).toBe(2);
    expect(h.chatbot.last.nonces).toEqual(['nonce-9']);
  });

  it('never asks for a nonce for a visitor', async () => {
    const h = await connected({ input: { signedIn: false } });
    await h.advance(3 * NONCE_REFRESH_MS);
    expect(h.calls.authenticate).toBe(0);
    expect(h.calls.refreshNonce).toEqual([]);
    expect(h.calls.init[0]?.nonce).toBeNull();
  });
});

describe('chat: ping', () => {
  it('pings every 10 s while online', async () => {
    const h = await connected();
    await h.advance(PING_MS - 1000);
    expect(h.chatbot.last.pings).toBe(0);
    await h.advance(1000);
    expect(h.chatbot.last.pings).toBe(1);
    await h.advance(2 * PING_MS);
    expect(h.chatbot.last.pings).toBe(3);
    expect(alert(h)).toBeNull();
  });

  it('treats a failed ping as a lost connection', async () => {
    const h = await connected();
    h.chatbot.pingAnswers = [transportError('connection')];
    await h.advance(PING_MS);
    expect(alert(h)).toEqual({
      kind: 'connectionLost',
      level: 'warning',
      text: ALERTS.connectionLost,
    });
  });

  it('treats a ping unanswered by the next ping time as a lost connection', async () => {
    const h = await connected();
    h.chatbot.pingAnswers = [UNANSWERED];
    await h.advance(PING_MS);
    expect(alert(h)).toBeNull();
    await h.advance(PING_MS);
    expect(alert(h)?.kind).toBe('connectionLost');
  });
});

describe('chat: reconnecting', () => {
  it('waits 1, 2, 4, 8, 16, 16 s between attempts, then says "try again later" with Retry', async () => {
    const h = await connected();
    h.chatbot.connectAnswers = Array.from({ length: 6 }, () => transportError('connection'));
    const delays = delaysFrom(h);
    h.chatbot.last.emit({ type: 'connection', state: 'disconnected' });
    expect(alert(h)?.text).toBe(ALERTS.connectionLost);
    for (const [i, delay] of RECONNECT_DELAYS.entries()) {
      await h.advance(delay - 1000);
      expect(h.chatbot.connections).toHaveLength(1 + i);
      await h.advance(1000);
      expect(h.chatbot.connections).toHaveLength(2 + i);
    }
    expect(delays()).toEqual(RECONNECT_DELAYS);
    expect(alert(h)).toEqual({ kind: 'failed', level: 'error', text: ALERTS.failed });
    expect(view(h).canRetry).toBe(true);
    expect(view(h).canSend).toBe(false);
    expect(h.pendingTimers()).toBe(0);
    // The first connection was closed by the first attempt; the attempts never opened.
    expect(h.chatbot.connections[0]!.closed).toBe(true);

    h.actor.send({ type: 'RETRY' });
    await settle();
    expect(h.chatbot.connections).toHaveLength(8);
    expect(phase(h)).toBe('messaging');
    expect(alert(h)).toBeNull();
    expect(view(h).canRetry).toBe(false);
  });

  it('comes back online after a successful attempt and reads the missed messages once', async () => {
    const h = await connected();
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m1', { time: START + 1 }) });
    h.chatbot.connectAnswers = [transportError('connection')];
    h.chatbot.history = [
      chatMessage('m1', { time: START + 1 }),
      chatMessage('m2', { time: START + 2 }),
    ];
    h.chatbot.last.emit({ type: 'connection', state: 'disconnected' });
    await h.advance(1000 + 2000);
    expect(h.chatbot.connections).toHaveLength(3);
    expect(alert(h)).toBeNull();
    expect(view(h).items.map((item) => item.id)).toEqual(['m1', 'm2']);
    // The attempts start from 1 s again after the next loss.
    const delays = delaysFrom(h);
    h.chatbot.last.emit({ type: 'connection', state: 'disconnected' });
    expect(delays()).toEqual([1000]);
  });

  it('comes back online when the provider reconnects by itself', async () => {
    const h = await connected();
    h.chatbot.last.emit({ type: 'connection', state: 'disconnected' });
    h.chatbot.last.emit({ type: 'connection', state: 'connected' });
    expect(alert(h)).toBeNull();
    expect(h.chatbot.connections).toHaveLength(1);
    await settle();
    expect(h.chatbot.last.historyCounts).toEqual([HISTORY_SIZE, HISTORY_SIZE]);
  });

  it('ignores events of a connection it has replaced', async () => {
    const h = await connected();
    const first = h.chatbot.last;
    first.emit({ type: 'connection', state: 'disconnected' });
    await h.advance(1000);
    expect(first.closed).toBe(true);
    first.emit({ type: 'message', message: chatMessage('late') });
    expect(view(h).items).toEqual([]);
  });
});

describe('chat: the token', () => {
  it('is refreshed every 60 s with an agent, kept on the device and handed to the connection', async () => {
    const h = startChat({ input: { mode: 'agent' }, refreshToken: ['token-2', 'token-3'] });
    await h.startConversation();
    await h.advance(TOKEN_REFRESH_MS - 1000);
    expect(h.calls.refreshToken).toEqual([]);
    await h.advance(1000);
    expect(h.calls.refreshToken).toEqual(['token-1']);
    await h.advance(TOKEN_REFRESH_MS);
    expect(h.calls.refreshToken).toEqual(['token-1', 'token-2']);
    expect(h.agent.last.tokens).toEqual(['token-2', 'token-3']);
    expect(h.stored.map((session) => [session.token, session.issuedAt])).toEqual([
      ['token-1', START],
      ['token-2', START + TOKEN_REFRESH_MS],
      ['token-3', START + 2 * TOKEN_REFRESH_MS],
    ]);
  });

  it('is refreshed at once when the provider warns it is about to expire', async () => {
    const h = startChat({ input: { mode: 'agent' } });
    await h.startConversation();
    await h.advance(5000);
    h.agent.last.emit({ type: 'tokenAboutToExpire' });
    await settle();
    expect(h.calls.refreshToken).toEqual(['token-1']);
    // The next scheduled refresh counts from this one.
    await h.advance(TOKEN_REFRESH_MS - 1000);
    expect(h.calls.refreshToken).toHaveLength(1);
    await h.advance(1000);
    expect(h.calls.refreshToken).toHaveLength(2);
  });

  it('is not refreshed on a timer with the chatbot', async () => {
    const h = await connected({ input: { mode: 'chatbot' } });
    await h.advance(3 * TOKEN_REFRESH_MS);
    expect(h.calls.refreshToken).toEqual([]);
  });

  it('says "Token state is invalid." when the connection is denied, then renews the token', async () => {
    const h = startChat({ input: { mode: 'agent' }, refreshToken: [UNANSWERED] });
    await h.startConversation();
    h.agent.last.emit({ type: 'connection', state: 'denied' });
    expect(alert(h)).toEqual({ kind: 'tokenInvalid', level: 'warning', text: ALERTS.tokenInvalid });
    expect(h.calls.refreshToken).toEqual(['token-1']);
  });

  it('clears the alert once the denied token is renewed', async () => {
    const h = await connected({ refreshToken: ['token-2'] });
    h.chatbot.last.emit({ type: 'connection', state: 'denied' });
    await settle();
    expect(alert(h)).toBeNull();
    expect(h.chatbot.last.tokens).toEqual(['token-2']);
    expect(h.stored.at(-1)?.token).toBe('token-2');
  });

  it('gives up with "try again later" when the token cannot be renewed', async () => {
    const h = await connected({ refreshToken: [httpError(400, ['Token state is invalid'])] });
    h.chatbot.last.emit({ type: 'connection', state: 'denied' });
    await settle();
    expect(alert(h)?.kind).toBe('failed');
    expect(view(h).canRetry).toBe(true);
  });
});

describe('chat: sending', () => {
  it('sends a message once and shows it as sent, even when the transport echoes it', async () => {
    const h = await connected();
    h.actor.send({ type: 'SEND', text: 'Hello' });
    expect(view(h).items).toMatchObject([{ body: 'Hello', delivery: 'sending' }]);
    await settle();
    expect(h.chatbot.last.sent).toEqual([{ text: 'Hello', files: [] }]);
    const [item] = view(h).items;
    expect(item).toMatchObject({ id: 'sent-1', body: 'Hello', delivery: 'sent', localId: null });
    h.chatbot.last.emit({ type: 'message', message: { ...item!, role: 'applicant' } });
    expect(view(h).items).toHaveLength(1);
    await h.advance(3 * PING_MS);
    expect(h.chatbot.last.sent).toHaveLength(1);
  });

  it('sends messages in the order they were written, one at a time', async () => {
    const h = await connected();
    h.actor.send({ type: 'SEND', text: 'one' });
    h.actor.send({ type: 'SEND', text: 'two' });
    expect(h.chatbot.last.sent.map((message) => message.text)).toEqual(['one']);
    await settle();
    await settle();
    expect(h.chatbot.last.sent.map((message) => message.text)).toEqual(['one', 'two']);
    expect(view(h).items.map((item) => item.body)).toEqual(['one', 'two']);
  });

  it('refuses an empty message with "Required"', async () => {
    const h = await connected();
    h.actor.send({ type: 'SEND', text: '   ' });
    expect(view(h).composerError).toBe('Required');
    expect(view(h).items).toEqual([]);
    h.actor.send({ type: 'SEND', text: 'Hi' });
    expect(view(h).composerError).toBeNull();
  });

  it('leaves out files over 5 MB or of another kind, with the message, and sends the rest', async () => {
    const h = await connected();
    const ok = new File(['x'], 'id.pdf', { type: 'application/pdf' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png');
    h.actor.send({ type: 'SEND', text: '', files: [ok, big] });
    await settle();
    expect(view(h).filesMessage).toBe(
      'Some files were not added because they exceed the 5MB size limit.',
    );
    expect(h.chatbot.last.sent).toEqual([{ text: '', files: [ok] }]);

    h.actor.send({ type: 'SEND', text: '', files: [new File(['x'], 'run.exe')] });
    expect(view(h).composerError).toBe('Required');
    expect(view(h).filesMessage).toBe(
      'Some files were not added because their type is not supported.',
    );
    expect(h.chatbot.last.sent).toHaveLength(1);
  });

  it('keeps a failed message marked failed with resend, and resends it without a duplicate', async () => {
    const h = await connected();
    h.chatbot.sendAnswers = [transportError('failed')];
    h.actor.send({ type: 'SEND', text: 'Hello' });
    await settle();
    expect(view(h).items).toMatchObject([
      { body: 'Hello', delivery: 'failed', localId: 'local-1', canResend: true },
    ]);
    expect(alert(h)).toEqual({ kind: 'sendFailed', level: 'error', text: ALERTS.sendFailed });

    h.actor.send({ type: 'RESEND', localId: 'local-1' });
    expect(view(h).items).toMatchObject([{ delivery: 'sending', canResend: false }]);
    await settle();
    expect(view(h).items).toMatchObject([{ body: 'Hello', delivery: 'sent' }]);
    expect(view(h).items).toHaveLength(1);
    expect(alert(h)).toBeNull();
    expect(h.chatbot.last.sent).toHaveLength(2);

    h.actor.send({ type: 'RESEND', localId: 'local-1' });
    await settle();
    expect(h.chatbot.last.sent).toHaveLength(2);
  });

  it('holds messages written while reconnecting and sends them once back online', async () => {
    const h = await connected();
    h.chatbot.last.emit({ type: 'connection', state: 'disconnected' });
    h.actor.send({ type: 'SEND', text: 'are you there?' });
    expect(view(h).items).toMatchObject([{ delivery: 'sending' }]);
    await h.advance(1000);
    expect(h.chatbot.connections).toHaveLength(2);
    expect(h.chatbot.connections[0]!.sent).toEqual([]);
    expect(h.chatbot.last.sent.map((message) => message.text)).toEqual(['are you there?']);
    expect(view(h).items).toMatchObject([{ delivery: 'sent' }]);
  });

  it('fails a message in flight when the connection is replaced (never sent twice silently)', async () => {
    const h = await connected();
    h.chatbot.sendAnswers = [UNANSWERED];
    h.actor.send({ type: 'SEND', text: 'Hello' });
    h.chatbot.last.emit({ type: 'connection', state: 'disconnected' });
    await h.advance(1000);
    expect(h.chatbot.connections[0]!.sendSignals[0]?.aborted).toBe(true);
    expect(view(h).items).toMatchObject([{ delivery: 'failed', canResend: true }]);
    expect(h.chatbot.last.sent).toEqual([]);
  });

  it('marks a message whose attachment the transport refused as failed, without resend, and says why', async () => {
    const h = await connected();
    h.chatbot.sendAnswers = [transportError('unsupported')];
    h.actor.send({ type: 'SEND', text: 'my ID', files: [new File(['x'], 'id.pdf')] });
    await settle();
    expect(view(h).items).toMatchObject([{ body: 'my ID', delivery: 'failed', canResend: false }]);
    expect(view(h).filesMessage).toBe(
      'Some files were not added because their type is not supported.',
    );
    expect(alert(h)).toBeNull();
    h.actor.send({ type: 'RESEND', localId: 'local-1' });
    await settle();
    expect(h.chatbot.last.sent).toHaveLength(1);
  });

  it('shows the thanks panel when a send finds the conversation closed', async () => {
    const h = await connected();
    h.chatbot.sendAnswers = [transportError('ended')];
    h.actor.send({ type: 'SEND', text: 'Hello' });
    await settle();
    expect(phase(h)).toBe('ended');
  });
});

describe('chat: typing', () => {
  it('shows the chatbot typing from the question until its answer', async () => {
    const h = await connected();
    h.actor.send({ type: 'SEND', text: 'What are your hours?' });
    expect(view(h).typing).toBe(true);
    await settle();
    expect(view(h).typing).toBe(true);
    h.chatbot.last.emit({
      type: 'message',
      message: chatMessage('a1', { role: 'chatbot', questionId: 'q1', time: START + 5 }),
    });
    expect(view(h).typing).toBe(false);
  });

  it('follows the typing events of the transport', async () => {
    const h = await connected({ input: { mode: 'agent' } });
    h.actor.send({ type: 'SEND', text: 'Hello' });
    expect(view(h).typing).toBe(false);
    h.agent.last.emit({ type: 'typing', active: true });
    expect(view(h).typing).toBe(true);
    h.agent.last.emit({ type: 'typing', active: false });
    expect(view(h).typing).toBe(false);
  });

  it('stops the chatbot typing when the question could not be sent', async () => {
    const h = await connected();
    h.chatbot.sendAnswers = [transportError('failed')];
    h.actor.send({ type: 'SEND', text: 'Hello' });
    await settle();
    expect(view(h).typing).toBe(false);
  });
});

describe('chat: answer feedback', () => {
  async function withAnswer() {
    const h = await connected();
    h.chatbot.last.emit({
      type: 'message',
      message: chatMessage('a1', {
        role: 'chatbot',
        body: 'We are open 6 to 6.',
        questionId: 'q1',
        time: START + 5,
      }),
    });
    return h;
  }
  const feedbackOf = (h: ChatHarness) =>
    view(h).items.find((item) => item.questionId === 'q1')?.feedback;

  it('offers feedback on chatbot answers only', async () => {
    const h = await withAnswer();
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m1', { time: START + 6 }) });
    expect(view(h).items.map((item) => item.feedback)).toEqual([
      { status: 'open', error: null },
      null,
    ]);
  });

  it('asks for a reason ("Please select a reason")', async () => {
    const h = await withAnswer();
    h.actor.send({ type: 'FEEDBACK', questionId: 'q1', reason: null, details: '' });
    expect(feedbackOf(h)).toEqual({ status: 'invalid', error: 'Please select a reason' });
    expect(h.calls.feedback).toEqual([]);
  });

  it('refuses more than 140 characters of details', async () => {
    const h = await withAnswer();
    h.actor.send({ type: 'FEEDBACK', questionId: 'q1', reason: 'Wrong', details: 'x'.repeat(141) });
    expect(feedbackOf(h)).toEqual({
      status: 'invalid',
      error: 'Please restrict your response to 140 characters.',
    });
    expect(h.calls.feedback).toEqual([]);
  });

  it('sends valid feedback once per answer, with the answer and the conversation', async () => {
    const h = await withAnswer();
    h.actor.send({ type: 'FEEDBACK', questionId: 'q1', reason: 'Wrong', details: 'x'.repeat(140) });
    await settle();
    expect(feedbackOf(h)).toEqual({ status: 'sent', error: null });
    h.actor.send({ type: 'FEEDBACK', questionId: 'q1', reason: 'Other', details: '' });
    await settle();
    expect(h.calls.feedback).toEqual([
      {
        questionId: 'q1',
        reason: 'Wrong',
        details: 'x'.repeat(140),
        conversationId: 'CH-1',
        responseToCustomer: 'We are open 6 to 6.',
        senderEmail: 'robin@example.com',
        nonce: null,
      },
    ]);
  });

  it('lets the user try again after a failed feedback call', async () => {
    const h = await connected({ feedback: [httpError(503), undefined] });
    h.chatbot.last.emit({
      type: 'message',
      message: chatMessage('a1', { role: 'chatbot', questionId: 'q1' }),
    });
    h.actor.send({ type: 'FEEDBACK', questionId: 'q1', reason: 'Wrong', details: '' });
    await settle();
    expect(feedbackOf(h)).toEqual({ status: 'failed', error: ALERTS.failed });
    h.actor.send({ type: 'FEEDBACK', questionId: 'q1', reason: 'Wrong', details: '' });
    await settle();
    expect(feedbackOf(h)).toEqual({ status: 'sent', error: null });
    expect(h.calls.feedback).toHaveLength(2);
  });

  it('ignores feedback on a question it has not shown', async () => {
    const h = await withAnswer();
    h.actor.send({ type: 'FEEDBACK', questionId: 'q9', reason: 'Wrong', details: '' });
    await settle();
    expect(h.calls.feedback).toEqual([]);
  });
});

describe('chat: the end', () => {
  it('shows the thanks panel when the other side ends the chat, closes the connection and leaves no timer', async () => {
    const h = await connected({ input: { mode: 'agent', signedIn: true } });
    h.agent.last.emit({ type: 'ended' });
    expect(phase(h)).toBe('ended');
    expect(h.agent.last.closed).toBe(true);
    expect(h.cleared).toBe(1);
    expect(h.pendingTimers()).toBe(0);
    expect(view(h).canStartNew).toBe(true);
  });

  it('lets the user end the chat', async () => {
    const h = await connected();
    h.actor.send({ type: 'END' });
    expect(phase(h)).toBe('ended');
    expect(h.chatbot.last.closed).toBe(true);
  });

  it('starts a new chat from the thanks panel: the form again, nothing of the old one shown', async () => {
    const h = await connected();
    h.chatbot.last.emit({ type: 'message', message: chatMessage('m1') });
    h.chatbot.last.emit({ type: 'ended' });
    h.actor.send({ type: 'START_NEW' });
    expect(phase(h)).toBe('form');
    expect(view(h).items).toEqual([]);
    expect(view(h).form.values).toEqual({ name: 'Robin Sample', email: 'robin@example.com' });
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(phase(h)).toBe('messaging');
    expect(h.chatbot.connections).toHaveLength(2);
  });

  it('starts a new chat during a conversation: the stored session cleared, the connection closed', async () => {
    const h = await connected({ input: { mode: 'agent' } });
    h.actor.send({ type: 'START_NEW' });
    expect(phase(h)).toBe('form');
    expect(h.cleared).toBe(1);
    expect(h.agent.last.closed).toBe(true);
    expect(h.pendingTimers()).toBe(0);
  });

  it('closes the connection, cancels the calls and leaves no timer when the widget is stopped', async () => {
    const h = await connected({
      input: { mode: 'agent', signedIn: true },
      refreshToken: [UNANSWERED],
    });
    h.agent.last.emit({ type: 'tokenAboutToExpire' });
    h.actor.stop();
    expect(h.agent.last.closed).toBe(true);
    expect(h.signals.at(-1)?.aborted).toBe(true);
    expect(h.pendingTimers()).toBe(0);
    expect(h.cleared).toBe(0);
  });
});
