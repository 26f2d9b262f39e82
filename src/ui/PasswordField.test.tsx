import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordField } from './PasswordField';
import { expectNoAxeViolations } from './testAxe';

function Passwords({ errors }: { errors?: { password?: string; confirmPassword?: string } }) {
  const [pw, setPw] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <PasswordField
      value={pw}
      confirmValue={confirm}
      onChange={setPw}
      onConfirmChange={setConfirm}
      errors={errors}
    />
  );
}

const litBars = (container: HTMLElement) =>
  container.querySelectorAll('.kit-strength__bar--on').length;

describe('PasswordField', () => {
  it('lights the four-bar meter and says the strength in words', async () => {
    const { container } = render(<Passwords />);
    const input = screen.getByLabelText('Create a password');
    const text = document.getElementById('password-strength')!;
    expect(container.querySelectorAll('.kit-strength__bar')).toHaveLength(4);
    expect(litBars(container)).toBe(0);
    expect(text.textContent).toBe('Password strength: Too weak');

    await userEvent.type(input, 'abcdefghijkl');
    expect(litBars(container)).toBe(1);
    expect(text.textContent).toBe('Password strength: Weak');
    await userEvent.type(input, 'A');
    expect(text.textContent).toBe('Password strength: Fair');
    await userEvent.type(input, '1');
    expect(text.textContent).toBe('Password strength: Good');
    await userEvent.type(input, '!');
    expect(litBars(container)).toBe(4);
    expect(text.textContent).toBe('Password strength: Strong');
    expect(input).toHaveProperty('value', 'abcdefghijklA1!');
    await expectNoAxeViolations(container);
  });

  it('describes the input with the rules and the strength; the bars are hidden from screen readers', () => {
    const { container } = render(<Passwords />);
    const input = screen.getByLabelText('Create a password');
    expect(input.getAttribute('aria-describedby')).toBe('password-rules password-strength');
    expect(container.querySelector('.kit-strength')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('ticks each rule as it is met', async () => {
    render(<Passwords />);
    await userEvent.type(screen.getByLabelText('Create a password'), 'a1');
    const rules = screen.getByRole('list', { name: 'Your password needs' });
    expect(Array.from(rules.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      '• At least 12 characters (not yet)',
      '• An uppercase letter (not yet)',
      '✓ A lowercase letter (done)',
      '✓ A number (done)',
      '• One of !@#$%^&* (not yet)',
    ]);
  });

  it('has a confirmation field and a show-password toggle', async () => {
    render(<Passwords />);
    const pw = screen.getByLabelText('Create a password');
    const confirm = screen.getByLabelText('Confirm password');
    await userEvent.type(confirm, 'secret');
    expect(confirm).toHaveProperty('value', 'secret');
    expect(pw.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(pw.getAttribute('type')).toBe('text');
    expect(confirm.getAttribute('type')).toBe('text');
  });

  it('wires each error', async () => {
    const { container } = render(
      <Passwords errors={{ password: 'Required', confirmPassword: "Passwords don't match" }} />,
    );
    expect(screen.getByLabelText('Create a password').getAttribute('aria-describedby')).toBe(
      'password-rules password-strength password-error',
    );
    expect(document.getElementById('password-confirm-error')!.textContent).toBe(
      "Error: Passwords don't match",
    );
    await expectNoAxeViolations(container);
  });
});
