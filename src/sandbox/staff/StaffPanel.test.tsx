import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandboxLender } from '../instance';
import { StaffPanel } from './StaffPanel';

/**
 * WCAG 2.4.11 (issue 20): the open panel may cover what has the focus in the page only because
 * the user opened it and can close it without moving the focus: Escape anywhere closes it.
 */
afterEach(() => {
  cleanup();
  sandboxLender.reset();
  sessionStorage.clear();
});

describe('the open StaffPanel and the page behind it', () => {
  it('closes on Escape pressed in the page, leaving the focus where it is', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('heloc-sandbox-panel', 'open');
    render(
      <>
        <button type="button">A page button</button>
        <StaffPanel />
      </>,
    );
    const panel = screen.getByRole('complementary', { name: 'Sandbox staff tools' });
    const toggle = within(panel).getByRole('button', { name: 'Close sandbox tools' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const pageButton = screen.getByRole('button', { name: 'A page button' });
    pageButton.focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(pageButton);
    expect(sessionStorage.getItem('heloc-sandbox-panel')).toBe('closed');
  });

  it('leaves a page’s own Escape alone when the page handled it', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('heloc-sandbox-panel', 'open');
    render(
      <>
        <button type="button" onKeyDown={(event) => event.preventDefault()}>
          A menu button
        </button>
        <StaffPanel />
      </>,
    );
    screen.getByRole('button', { name: 'A menu button' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close sandbox tools' })).toBeDefined();
  });
});
