import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandboxLender } from '../instance';
import { axeViolations } from '../testing/axe';
import { StaffPanel } from './routes';

beforeAll(() => {
  document.documentElement.lang = 'en';
  document.title = 'HELOC';
});

afterEach(() => {
  cleanup();
  sandboxLender.reset();
});

function startAgentChat() {
  return sandboxLender.startChat({
    provider: 'twilio',
    friendlyName: 'Pat Tester',
    emailAddress: 'pat@example.com',
    chatMode: 'agent',
  });
}

describe('the staff tools: Web chat', () => {
  it('forces the desk, drops and restores the connection, refuses attachments; axe-clean', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('heloc-sandbox-panel', 'open');
    render(<StaffPanel />);
    expect(screen.getByRole('heading', { name: 'Web chat' })).toBeDefined();
    expect(screen.getByText('No open conversation.')).toBeDefined();
    await user.selectOptions(screen.getByLabelText('Chat desk'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Set chat desk' }));
    expect(sandboxLender.isChatOpen()).toBe(false);
    expect(screen.getByText('closed (chatbot)')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Drop the chat connection' }));
    expect(sandboxLender.state.settings.chatConnection).toBe('dropped');
    await user.click(screen.getByRole('button', { name: 'Restore the chat connection' }));
    expect(sandboxLender.state.settings.chatConnection).toBe('up');
    await user.click(screen.getByRole('button', { name: 'Refuse chat attachments' }));
    expect(sandboxLender.state.settings.chatAttachments).toBe('refuse');
    expect(screen.getAllByRole('status')[0]!.textContent).toContain('Chat attachments refused');
    expect(await axeViolations()).toEqual([]);
  });

  it('acts as the agent of the open conversation: says, sends a form, ends it; expires the token', async () => {
    const user = userEvent.setup();
    const session = startAgentChat();
    sessionStorage.setItem('heloc-sandbox-panel', 'open');
    render(<StaffPanel />);
    await user.type(screen.getByLabelText('The agent says'), '<b>Hello</b>');
    await user.click(screen.getByRole('button', { name: 'Send as the agent' }));
    await user.click(screen.getByRole('button', { name: 'Agent sends a form' }));
    const messages = sandboxLender.chatSession(session.conversationSid)!.messages;
    expect(messages.at(-2)!.body).toBe('<b>Hello</b>');
    expect(messages.at(-1)!.media[0]!.contentType).toBe('application/pdf');
    await user.click(screen.getByRole('button', { name: 'Expire the conversation’s token' }));
    expect(() => sandboxLender.refreshChatToken(session.token)).toThrowError(
      'Token state is invalid',
    );
    await user.click(screen.getByRole('button', { name: 'Agent ends the chat' }));
    expect(sandboxLender.chatSession(session.conversationSid)!.endedBy).toBe('agent');
    expect(screen.getByText('No open conversation.')).toBeDefined();
    expect(await axeViolations()).toEqual([]);
  });
});
