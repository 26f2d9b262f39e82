/**
 * The chat machine's graph paths walked through the real chat widget (launcher and panel) in the
 * shell, with the sandbox's agent transport and the sandbox lender (msw in node), a visitor in
 * the desk's hours.
 *
 * Walked, as the user drives it: the launcher opening the panel and "Minimize chat" closing it
 * (the conversation runs on); the form (name, e-mail, Start chat, its "Required" errors); the
 * lender starting the chat or failing to (the form keeps the answers); the transport opening the
 * conversation or failing to ("Something went wrong" with Try again; a refused token back to the
 * form with "Token state is invalid."; a conversation already over: the thanks panel); its
 * history read or not; a message typed and sent (delivered, or failed with Resend); End chat;
 * Start a new chat.
 *
 * How outcomes are chosen: initWebChat is held until the path says how it ends
 * (src/testing/heldCalls.ts); the transport is the sandbox's agent transport behind a gate: its
 * connect, history and send each wait for the path's outcome, then go to the sandbox or fail with
 * the path's ChatTransportError.
 *
 * Left to other tests, and why: the connection's life once messaging (keep-alive pings, the
 * reconnect backoff and cap, token and nonce refreshes) is timing, pinned on a simulated clock in
 * chat.machine.test.ts; what the agent sends on its own (TRANSPORT.*: messages, typing, the
 * unread count, an agent ending the chat) and the chatbot's answer feedback are the widget's
 * journeys in chatWidget.test.tsx; the signed-in user's nonce (authenticate), resuming a stored
 * session and the desk's hours arriving late (HOURS.CHANGED) start the chart with other input;
 * LOCATION.CHANGED only updates the page sent with the next init (chatWidget.test.tsx).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { chatMachine } from '../../../../machines/chat/chat.machine';
import { chatMessage } from '../../../../machines/chat/chat.testing';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import {
  ChatTransportError,
  type ChatConnection,
  type ChatTransport,
  type ChatTransportErrorCode,
} from '../../../api/chatTransport';
import { productionChatTransports } from '../../../api/chatTransports';
import { CHAT_ALERTS, CHAT_REQUIRED, CHAT_SESSION_STORAGE_KEY } from '../../../domain/chat';
import { createSandboxChatTransport } from '../../../sandbox/chat';
import { holdCalls, type HeldCalls } from '../../../testing/heldCalls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { ShellFrame } from '../ShellFrame';
import { ShellProvider } from '../ShellProvider';
import { resetChatDock } from './chatDock';

const { server, lender } = setupSandboxServer();
vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof chatMachine;
type Snapshot = SnapshotFrom<Machine>;

// ---------------------------------------------------------------------------------------------
// The transport, gated: connect, history and send wait for the path's outcome

type Step = 'connect' | 'history' | 'send';
type Outcome = { pass: true } | { pass: false; code: ChatTransportErrorCode };
let waiting: { step: Step; answer: (outcome: Outcome) => void }[] = [];

function gate(step: Step): Promise<void> {
  return new Promise<Outcome>((answer) => {
    waiting.push({ step, answer });
  }).then((outcome) => {
    if (!outcome.pass) throw new ChatTransportError(outcome.code, `gated ${step}: ${outcome.code}`);
  });
}

async function release(step: Step, outcome: Outcome) {
  await waitFor(() => expect(waiting.map((entry) => entry.step)).toContain(step));
  const at = waiting.findIndex((entry) => entry.step === step);
  waiting.splice(at, 1)[0]!.answer(outcome);
}

const sandboxAgent = createSandboxChatTransport({
  lender,
  delays: { connectMs: 0, sendMs: 0, typingMs: 0, replyMs: 0, perCharMs: 0, endMs: 0 },
});
const gatedAgent: ChatTransport = {
  async connect(input, onEvent) {
    await gate('connect');
    const connection = await sandboxAgent.connect(input, onEvent);
    const gated: ChatConnection = {
      history: async (count) => {
        await gate('history');
        return connection.history(count);
      },
      send: async (message, signal) => {
        await gate('send');
        return connection.send(message, signal);
      },
      updateToken: (token) => connection.updateToken(token),
      ping: () => connection.ping(),
      close: () => connection.close(),
    };
    return gated;
  },
};
const transports = { agent: gatedAgent, chatbot: productionChatTransports.chatbot };

// ---------------------------------------------------------------------------------------------
// The page

let inits: HeldCalls;
let user: ReturnType<typeof userEvent.setup>;
/** What the path sent, as the test knows it (the assertions read the page). */
let sent: { text: string; delivered: boolean | null }[] = [];

function renderApp() {
  lender.setFlag('fe-webchat', true);
  const router = createMemoryRouter(
    [
      {
        path: '/first',
        element: (
          <ShellFrame>
            <h1>First page</h1>
          </ShellFrame>
        ),
      },
    ],
    { initialEntries: ['/first'] },
  );
  return render(
    <ShellProvider
      environment={{
        location: { hostname: '127.0.0.1', pathname: '/account/heloc/first', search: '' },
        navigateOut: vi.fn<(url: string) => void>(),
        reload: vi.fn<() => void>(),
        clearSession: vi.fn<() => void>(),
        warn: vi.fn<(...args: unknown[]) => void>(),
      }}
      chatTransports={transports}
    >
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}

const launcher = () =>
  waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-chat-launcher]');
    if (!button) throw new Error('no launcher yet');
    return button;
  });
const panel = () => screen.getByRole('dialog', { name: 'Chat with us' });
const panelOpen = (snapshot: Snapshot) => snapshot.matches({ panel: 'open' });
const alertText = () =>
  within(panel())
    .queryAllByRole('alert')
    .map((alert) => alert.querySelector('p')?.textContent ?? '')
    .filter(Boolean);

const failedWith = (code: ChatTransportErrorCode) => new ChatTransportError(code, code);

const EVENTS: PathEvent<Machine>[] = [
  { type: 'CHANGE', field: 'name', value: 'Robin' },
  { type: 'CHANGE', field: 'email', value: 'robin@example.com' },
  {
    type: 'xstate.done.actor.initChat',
    output: { token: 'token', conversationSid: 'CH', omniProxyChannelId: 'channel' },
  },
  { type: 'xstate.error.actor.initChat', error: new Error('503') },
  { type: 'CONNECTION.OPENED' },
  { type: 'CONNECTION.FAILED', error: failedWith('connection') },
  { type: 'CONNECTION.FAILED', error: failedWith('token') },
  { type: 'CONNECTION.FAILED', error: failedWith('ended') },
  { type: 'HISTORY.LOADED', messages: [] },
  { type: 'HISTORY.FAILED', error: failedWith('connection') },
  { type: 'SEND', text: 'Hello there' },
  {
    type: 'MESSAGE.SENT',
    localId: 'local-1',
    message: chatMessage('sent-1', { role: 'applicant', author: 'Robin', body: 'Hello there' }),
  },
  { type: 'MESSAGE.FAILED', localId: 'local-1', error: failedWith('failed') },
];

/** The error code a path's failure event stands for. */
function codeOf(event: object): ChatTransportErrorCode {
  const error: unknown = 'error' in event ? event.error : undefined;
  return error instanceof ChatTransportError ? error.code : 'failed';
}

/** Which events are tried where (see the module comment). */
function allowed(snapshot: Snapshot, event: PathEvent<Machine>): boolean {
  const listed = EVENTS.filter((candidate) => candidate.type === event.type);
  if (listed.length > 0 && !listed.includes(event)) return false;
  switch (event.type) {
    case 'OPEN':
      return !panelOpen(snapshot);
    // Minimized while chatting with nothing in flight (the conversation runs on).
    case 'CLOSE':
      return (
        panelOpen(snapshot) &&
        snapshot.matches({ conversation: { live: { connected: { outbox: 'idle' } } } })
      );
    // The name, then the e-mail, each typed once.
    case 'CHANGE': {
      const { field } = event as { field: 'name' | 'email' };
      const { values } = snapshot.context;
      if (!panelOpen(snapshot) || values[field] !== '') return false;
      return field === 'name' || values.name !== '';
    }
    // Start chat with nothing typed (the errors), or with both answers.
    case 'SUBMIT': {
      const { values, errors } = snapshot.context;
      const filled = values.name !== '' && values.email !== '';
      const empty = values.name === '' && values.email === '';
      return panelOpen(snapshot) && (filled || (empty && Object.keys(errors).length === 0));
    }
    case 'SEND':
    case 'RETRY':
      return panelOpen(snapshot);
    // End chat is shown with the conversation (messaging, or failed with its messages).
    case 'END':
      return panelOpen(snapshot) && snapshot.hasTag('messaging');
    // Start a new chat is the thanks panel's.
    case 'START_NEW':
      return panelOpen(snapshot) && snapshot.matches({ conversation: 'ended' });
    // The transport's answers, where the widget waits for them.
    case 'CONNECTION.OPENED':
    case 'CONNECTION.FAILED':
      return snapshot.matches({ conversation: { live: { connecting: 'opening' } } });
    case 'HISTORY.LOADED':
    case 'HISTORY.FAILED':
      return snapshot.matches({ conversation: { live: { connecting: 'loadingHistory' } } });
    case 'MESSAGE.SENT':
    case 'MESSAGE.FAILED':
      return true;
    default:
      return (
        event.type === 'xstate.done.actor.initChat' || event.type === 'xstate.error.actor.initChat'
      );
  }
}

describe('chat: graph paths through the chat widget', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(chatMachine, {
    input: { orgCode: 'figure', pageUrl: 'http://127.0.0.1/account/heloc/first', mode: 'agent' },
    events: EVENTS,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.values.name !== '',
        snapshot.context.values.email !== '',
        Object.keys(snapshot.context.errors).length > 0,
      ]),
    filterEvents: allowed,
    setup: async () => {
      lender.setLatency(0);
      lender.setChatAvailability('open');
      resetChatDock();
      localStorage.removeItem(CHAT_SESSION_STORAGE_KEY);
      waiting = [];
      sent = [];
      inits = holdCalls(server, 'initWebChat');
      user = userEvent.setup();
      unmount = renderApp().unmount;
      await launcher();
    },
    teardown: () => {
      unmount?.();
      unmount = null;
      resetChatDock();
      localStorage.removeItem(CHAT_SESSION_STORAGE_KEY);
      sessionStorage.clear();
    },
    executors: {
      OPEN: async () => {
        await user.click(await launcher());
      },
      CLOSE: async () => {
        await user.click(within(panel()).getByRole('button', { name: 'Minimize chat' }));
      },
      CHANGE: async (event) => {
        const label = event.field === 'name' ? 'Name' : 'E-mail';
        await user.type(within(panel()).getByLabelText(label), event.value);
      },
      SUBMIT: async () => {
        await user.click(within(panel()).getByRole('button', { name: 'Start chat' }));
      },
      SEND: async (event) => {
        await user.type(within(panel()).getByLabelText('Message'), event.text);
        await user.click(within(panel()).getByRole('button', { name: 'Send' }));
        sent.push({ text: event.text, delivered: null });
      },
      END: async () => {
        await user.click(within(panel()).getByRole('button', { name: 'End chat' }));
      },
      START_NEW: async () => {
        await user.click(within(panel()).getByRole('button', { name: 'Start a new chat' }));
        sent = [];
      },
      RETRY: async () => {
        await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
      },
      // Not on these paths (see the module comment).
      RESEND: async (event) => {
        void event;
        await user.click(within(panel()).getByRole('button', { name: /Resend/u }));
      },
      FEEDBACK: () => {
        throw new Error('FEEDBACK: the chatbot’s answers (chatWidget.test.tsx)');
      },
      'HOURS.CHANGED': () => {
        throw new Error('HOURS.CHANGED: the chat-hours machine’s answer');
      },
      'LOCATION.CHANGED': () => {
        throw new Error('LOCATION.CHANGED: the router (chatWidget.test.tsx)');
      },
      'TRANSPORT.MESSAGE': () => {
        throw new Error('TRANSPORT.MESSAGE: the agent (chatWidget.test.tsx)');
      },
      'TRANSPORT.TYPING': () => {
        throw new Error('TRANSPORT.TYPING: the agent (chatWidget.test.tsx)');
      },
      'TRANSPORT.CONNECTION': () => {
        throw new Error('TRANSPORT.CONNECTION: the provider (chat.machine.test.ts)');
      },
      'TRANSPORT.ENDED': () => {
        throw new Error('TRANSPORT.ENDED: the agent (chatWidget.test.tsx)');
      },
      'TRANSPORT.TOKEN_EXPIRING': () => {
        throw new Error('TRANSPORT.TOKEN_EXPIRING: the provider (chat.machine.test.ts)');
      },
      // The gated transport answers the connection's steps the way the path says.
      'CONNECTION.OPENED': () => release('connect', { pass: true }),
      'CONNECTION.FAILED': (event) => release('connect', { pass: false, code: codeOf(event) }),
      'HISTORY.LOADED': () => release('history', { pass: true }),
      'HISTORY.FAILED': (event) => release('history', { pass: false, code: codeOf(event) }),
      'MESSAGE.SENT': async () => {
        await release('send', { pass: true });
        sent[sent.length - 1]!.delivered = true;
      },
      'MESSAGE.FAILED': async (event) => {
        await release('send', { pass: false, code: codeOf(event) });
        sent[sent.length - 1]!.delivered = false;
      },
      'PING.OK': () => {
        throw new Error('PING.OK: the keep-alive (chat.machine.test.ts)');
      },
      'PING.FAILED': () => {
        throw new Error('PING.FAILED: the keep-alive (chat.machine.test.ts)');
      },
    },
    system: async (event) => {
      if (event.type === 'xstate.done.actor.initChat') return inits.pass();
      if (event.type === 'xstate.error.actor.initChat') return inits.fail(503);
      throw new Error(`unexpected ${event.type}`);
    },
    states: {
      'panel.closed': async () => {
        await waitFor(() =>
          expect(screen.queryByRole('dialog', { name: 'Chat with us' })).toBeNull(),
        );
        expect(await launcher()).toBeTruthy();
      },
      'panel.open': async () => {
        const dialog = await screen.findByRole('dialog', { name: 'Chat with us' });
        expect(within(dialog).getByRole('heading', { name: 'Chat with us' })).toBeTruthy();
      },
      'conversation.idle': () => {
        expect(inits.arrived).toBe(0);
      },
      'conversation.form': async (snapshot) => {
        if (!panelOpen(snapshot)) return;
        // The answers typed so far, kept through errors, failed starts and a new chat.
        const { values } = snapshot.context;
        const name = await within(panel()).findByLabelText('Name');
        expect((name as HTMLInputElement).value).toBe(values.name);
        expect((within(panel()).getByLabelText('E-mail') as HTMLInputElement).value).toBe(
          values.email,
        );
        const { errors } = snapshot.context;
        expect(within(panel()).queryAllByText(CHAT_REQUIRED)).toHaveLength(
          Object.values(errors).filter((message) => message === CHAT_REQUIRED).length,
        );
      },
      'conversation.initializing.starting': async (snapshot) => {
        await waitFor(() => expect(inits.held).toBe(1));
        if (panelOpen(snapshot))
          expect(within(panel()).getByText('Starting your chat…')).toBeTruthy();
      },
      'conversation.live.connecting': async (snapshot) => {
        const step = snapshot.matches({ conversation: { live: { connecting: 'opening' } } })
          ? 'connect'
          : 'history';
        await waitFor(() => expect(waiting.map((entry) => entry.step)).toEqual([step]));
        if (panelOpen(snapshot)) expect(within(panel()).getByText('Connecting…')).toBeTruthy();
      },
      'conversation.live.connected': async (snapshot) => {
        if (!panelOpen(snapshot)) return;
        const log = await within(panel()).findByRole('log', { name: 'Conversation' });
        for (const message of sent)
          expect(within(log).getAllByText(message.text).length).toBeGreaterThan(0);
        expect(within(panel()).getByRole('button', { name: 'End chat' })).toBeTruthy();
        const last = sent.at(-1);
        if (last?.delivered === false) {
          expect(within(panel()).getByRole('button', { name: /Resend/u })).toBeTruthy();
        }
      },
      'conversation.live.connected.outbox.sending': async () => {
        await waitFor(() => expect(waiting.map((entry) => entry.step)).toEqual(['send']));
      },
      'conversation.unavailable': async (snapshot) => {
        if (!panelOpen(snapshot)) return;
        await waitFor(() => expect(alertText()).toEqual([CHAT_ALERTS.failed]));
        expect(within(panel()).getByRole('button', { name: 'Try again' })).toBeTruthy();
      },
      'conversation.ended': async (snapshot) => {
        if (!panelOpen(snapshot)) return;
        expect(await within(panel()).findByText('Thanks for chatting with us.')).toBeTruthy();
        expect(within(panel()).getByRole('button', { name: 'Start a new chat' })).toBeTruthy();
        // The kept session is cleared: a reload starts a new chat.
        expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
      },
    },
  });
});
