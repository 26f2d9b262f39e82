/**
 * The chat widget as a screen-reader user hears it (issue 20): opening it (the panel's name and
 * heading), the message box's label, and a new message from the agent announced politely by the
 * conversation's live log. The agent is the sandbox's, answering at once.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { productionChatTransports } from '../../../api/chatTransports';
import { CHAT_SESSION_STORAGE_KEY } from '../../../domain/chat';
import { createSandboxChatTransport } from '../../../sandbox/chat';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { setupScreenReader } from '../../../testing/screenReader';
import { ShellFrame } from '../ShellFrame';
import { ShellProvider } from '../ShellProvider';
import { resetChatDock } from './chatDock';

const { lender } = setupSandboxServer();
const sr = setupScreenReader();

const transports = {
  agent: createSandboxChatTransport({
    lender,
    delays: { connectMs: 0, sendMs: 0, typingMs: 0, replyMs: 0, perCharMs: 0, endMs: 0 },
  }),
  chatbot: productionChatTransports.chatbot,
};

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
  const environment = {
    location: { hostname: '127.0.0.1', pathname: '/account/heloc/first', search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  };
  render(
    <ShellProvider environment={environment} chatTransports={transports}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}

// The simulated agent's timers update the widget whenever they fire, as in a browser: the test
// waits for what the user hears instead of wrapping each update in act() (as chatWidget.test.tsx).
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
  lender.setChatAvailability('open');
});
afterEach(() => sessionStorage.clear());

describe('the chat widget, heard through a screen reader', () => {
  it('opens as a named panel, labels its fields, and announces a new message from the agent', async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('heading', { name: 'First page' });
    await sr.start();

    await user.click((await screen.findAllByRole('button', { name: 'Chat with us' })).at(-1)!);
    // Opening: focus moves to the panel's heading, inside the dialog named "Chat with us".
    await sr.waitFor('heading, Chat with us, level 2');
    const opened = await sr.log();
    expect(opened).toContain('heading, Chat with us, level 2');
    expect(opened.some((phrase) => /^dialog, Chat with us/u.test(phrase))).toBe(true);

    const dialog = screen.getByRole('dialog', { name: 'Chat with us' });
    await user.type(within(dialog).getByLabelText('Name'), 'Robin Lee');
    await user.type(within(dialog).getByLabelText('E-mail'), 'robin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    const message = await within(dialog).findByLabelText('Message', undefined, { timeout: 3000 });
    await within(dialog).findByText(/A loan specialist will be with you shortly/u);

    // The message box, as the reader says it when it has focus.
    await sr.clear();
    await user.click(message);
    await sr.waitFor(/^textbox, Message/u);

    // A new incoming message is announced by the conversation log (polite), without moving focus.
    await sr.clear();
    await user.type(message, 'What is my rate?');
    await user.keyboard('{Enter}');
    const heard = await sr.waitFor(/^polite: .*Your rate depends on your credit/u, 5000);
    expect(heard).toMatch(/^polite: /u);
    expect(document.activeElement).toBe(message);
  }, 20_000);
});
