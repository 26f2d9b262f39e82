import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitRow } from './SubmitRow';
import { expectNoAxeViolations } from './testAxe';

describe('SubmitRow', () => {
  it('reads Continue by default and submits', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <SubmitRow />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByTestId('spinner')).toBeNull();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('while loading reads Submitting, is inert (aria-disabled) and busy, shows a spinner and cannot submit twice', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onClick = vi.fn();
    const { container } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <SubmitRow loading onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Submitting' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('spinner').getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    // Enter in a field submits through the default button: inert too.
    await userEvent.type(screen.getByLabelText('Name'), 'Alex{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('keeps the keyboard focus while it loads (a disabled button would drop it to the page)', () => {
    const { rerender } = render(<SubmitRow />);
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    rerender(<SubmitRow loading />);
    expect(button).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(button);
    rerender(<SubmitRow />);
    expect(document.activeElement).toBe(button);
  });

  it('is disabled outright when told (not while loading)', () => {
    render(<SubmitRow disabled />);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('takes other labels and secondary actions', () => {
    render(
      <SubmitRow label="Sign" loadingLabel="Signing">
        <a href="#back">Back</a>
      </SubmitRow>,
    );
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  });
});
