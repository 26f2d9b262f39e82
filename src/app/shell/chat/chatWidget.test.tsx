import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { productionChatTransports } from '../../../api/chatTransports';
import { CHAT_SESSION_STORAGE_KEY } from '../../../domain/chat';
import { createSandboxChatTransport } from '../../../sandbox/chat';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { ShellFrame } from '../ShellFrame';
import { ShellProvider } from '../ShellProvider';
import { resetChatDock } from './chatDock';

const { lender } = setupSandboxServer();

// Whole conversations through the real widget: seconds each, more on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

/** The agent answers at once (the widget's timing is the machines', tested with their clocks). */
const transports = {
  agent: createSandboxChatTransport({
    lender,
    delays: { connectMs: 0, sendMs: 0, typingMs: 0, replyMs: 0, perCharMs: 0, endMs: 0 },
  }),
  chatbot: productionChatTransports.chatbot,
};

function Page({ name }: { name: string }) {
  return (
    <ShellFrame>
      <section className="page">
        <h1>{name}</h1>
        <Link to={name === 'First page' ? '/second' : '/first'}>Next page</Link>
      </section>
    </ShellFrame>
  );
}

function renderApp(url = '/first') {
  lender.setFlag('fe-webchat', true);
  const router = createMemoryRouter(
    [
      { path: '/first', element: <Page name="First page" /> },
      { path: '/second', element: <Page name="Second page" /> },
    ],
    { initialEntries: [url] },
  );
  const environment = {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${url}`, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  };
  const result = render(
    <ShellProvider environment={environment} chatTransports={transports}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return { ...result, router };
}

/** The launcher at the bottom of every page (the top bar's "Chat with us" opens the chat too). */
const launcher = () =>
  waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-chat-launcher]');
    if (!button) throw new Error('no launcher yet');
    return button;
  });
const panel = () => screen.findByRole('dialog', { name: 'Chat with us' }, { timeout: 3000 });

// The conversation is driven by the transport's own timers (the simulated agent answers, types,
// ends): its updates land whenever they land, as in a browser. The test waits for what the user
// would see (findBy/waitFor) instead of wrapping each one in act().
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
  .IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

beforeEach(() => {
  resetChatDock();
  localStorage.removeItem(CHAT_SESSION_STORAGE_KEY);
});

afterEach(() => {
  sessionStorage.clear();
});

describe('the chat widget (agent in hours)', () => {
  beforeEach(() => lender.setChatAvailability('open'));

  it('opens from the launcher, checks the form, chats with an agent as text, and survives navigation', async () => {
    const user = userEvent.setup();
    const { container, router } = renderApp();
    const button = (await screen.findAllByRole('button', { name: 'Chat with us' })).at(-1)!;
    await user.click(button);
    const dialog = await panel();
    const heading = within(dialog).getByRole('heading', { name: 'Chat with us' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await screen.findByText(/an agent will join you/u);

    // The spec's messages; what was typed stays.
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.type(name, 'Robin <b>Lee</b>');
    await user.type(within(dialog).getByLabelText('E-mail'), 'robin@example');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Robin <b>Lee</b>');
    await user.type(within(dialog).getByLabelText('E-mail'), '.com');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));

    // The conversation: a payload shows as typed; the agent answers.
    const message = await within(dialog).findByLabelText('Message', undefined, { timeout: 3000 });
    // The agent's welcome arrives first (nothing changes while the message is typed).
    expect(
      await within(dialog).findByText(/A loan specialist will be with you shortly/u),
    ).toBeTruthy();
    await user.type(message, '<img src=x onerror=alert(1)> What is my rate?');
    await user.keyboard('{Enter}');
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    expect(
      await within(log).findByText('<img src=x onerror=alert(1)> What is my rate?'),
    ).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(await within(log).findByText(/Your rate depends on your credit/u)).toBeTruthy();
    expect(within(log).getAllByText(/\(agent\)/u).length).toBeGreaterThan(0);
    // The agent has finished typing: nothing changes while axe reads the page.
    await waitFor(() => expect(within(dialog).queryByText(/is typing/u)).toBeNull());
    await expectNoAxeViolations(container);

    // Escape hides the panel, the focus goes back to the launcher; the conversation goes on.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(await launcher());
    await act(() => router.navigate('/second'));
    await screen.findByRole('heading', { level: 1, name: 'Second page' });
    await user.click(await launcher());
    const again = await panel();
    expect(within(again).getByText(/Your rate depends on your credit/u)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(again).getByRole('heading', { name: 'Chat with us' }),
      ),
    );
    // The conversation is kept on this device (resumed after a reload).
    expect(JSON.parse(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)!)).toMatchObject({
      mode: 'agent',
      friendlyName: 'Robin <b>Lee</b>',
    });
  });

  it('"bye" ends the chat: the thanks panel, then a new chat starts at the form', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click((await screen.findAllByRole('button', { name: 'Chat with us' })).at(-1)!);
    const dialog = await panel();
    await user.type(within(dialog).getByLabelText('Name'), 'Robin Lee');
    await user.type(within(dialog).getByLabelText('E-mail'), 'robin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    await user.type(await within(dialog).findByLabelText('Message'), 'Thanks, bye');
    await user.keyboard('{Enter}');
    expect(
      await within(dialog).findByText(/This conversation has ended/u, undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start a new chat' }));
    expect(await within(dialog).findByRole('button', { name: 'Start chat' })).toBeTruthy();
  });
});

describe('the chat widget (chatbot out of hours)', () => {
  beforeEach(() => lender.setChatAvailability('closed'));

  it('answers with the chatbot, offers no attachments, and asks a reason for answer feedback', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click((await screen.findAllByRole('button', { name: 'Chat with us' })).at(-1)!);
    const dialog = await panel();
    await within(dialog).findByText(/virtual assistant answers your questions/u);
    await user.type(within(dialog).getByLabelText('Name'), 'Robin Lee');
    await user.type(within(dialog).getByLabelText('E-mail'), 'robin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    const message = await within(dialog).findByLabelText('Message', undefined, { timeout: 3000 });
    expect(within(dialog).queryByLabelText('Attach files')).toBeNull();
    // An empty message: "Required".
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    await user.type(message, 'How long does funding take?');
    await user.keyboard('{Enter}');
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    await waitFor(
      () => expect(within(log).getAllByText(/Virtual assistant/u).length).toBeGreaterThan(0),
      {
        timeout: 3000,
      },
    );
    await user.click(within(log).getByText('This answer did not help'));
    await user.click(within(log).getByRole('button', { name: 'Send feedback' }));
    expect(await within(log).findByText('Please select a reason')).toBeTruthy();
    await user.click(within(log).getByLabelText('The answer is wrong'));
    await user.click(within(log).getByRole('button', { name: 'Send feedback' }));
    expect(await within(log).findByText('Thanks for your feedback.')).toBeTruthy();
  });
});
