import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';
import { expectNoAxeViolations } from './testAxe';

function Page({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Go to our New York site"
        dismissible={dismissible}
        describedBy="ny-text"
      >
        <p id="ny-text">Properties in New York are served by our New York site.</p>
        <a href="https://ny.figure.com">Go to the New York site</a>
        <button type="button" onClick={() => setOpen(false)}>
          Stay here
        </button>
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Go to our New York site' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe('ny-text');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await expectNoAxeViolations(document.body);
  });

  it('traps Tab and Shift+Tab inside', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const stay = screen.getByRole('button', { name: 'Stay here' });
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Go to the New York site' }),
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(stay);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(stay);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('makes the page behind inert while open, and restores it', async () => {
    const { container } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(container.hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('ignores Escape and offers no close button when not dismissible', async () => {
    render(<Page dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Go to the New York site' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
