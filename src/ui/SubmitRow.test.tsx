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

  it('while loading reads Submitting, is disabled and busy, shows a spinner and cannot submit twice', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <SubmitRow loading />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Submitting' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('spinner').getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
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
