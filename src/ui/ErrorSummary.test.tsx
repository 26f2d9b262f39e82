import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { checkEmail } from '../domain/validation/email';
import { checkFirstName } from '../domain/validation/name';
import { ERROR_SUMMARY_TITLE, ErrorSummary, errorSummaryItems } from './ErrorSummary';
import { SubmitRow } from './SubmitRow';
import { EmailField, TextField } from './TextField';
import { expectNoAxeViolations } from './testAxe';

/** A small form the way screens use the kit: errors computed on submit, summary on top. */
function Form() {
  const [values, setValues] = useState({ firstName: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [attempts, setAttempts] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ firstName: checkFirstName(values.firstName), email: checkEmail(values.email) });
    setAttempts((n) => n + 1);
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={errorSummaryItems(errors, ['firstName', 'email'])}
        focusKey={attempts}
      />
      <TextField
        id="firstName"
        label="First name"
        value={values.firstName}
        onChange={(firstName) => setValues({ ...values, firstName })}
        error={errors.firstName}
      />
      <EmailField
        value={values.email}
        onChange={(email) => setValues({ ...values, email })}
        error={errors.email}
      />
      <SubmitRow />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('is absent until there are errors', () => {
    render(<Form />);
    expect(screen.queryByText(ERROR_SUMMARY_TITLE)).toBeNull();
  });

  it('appears with "There is a problem", takes focus and links each field with the inline words', async () => {
    const { container } = render(<Form />);
    await userEvent.type(screen.getByLabelText('First name'), 'J');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = screen.getByRole('heading', { name: 'There is a problem' });
    const summary = heading.closest('.kit-error-summary')!;
    expect(document.activeElement).toBe(summary);

    const links = within(summary as HTMLElement).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#firstName', 'Must be at least 2 characters'],
      ['#email', 'Please enter your email'],
    ]);
    // The inline message has the same words (after the screen-reader-only "Error: ").
    expect(document.getElementById('firstName-error')!.textContent).toBe(
      'Error: Must be at least 2 characters',
    );
    expect(document.getElementById('email-error')!.textContent).toBe(
      'Error: Please enter your email',
    );
    // Typing is kept after a failed submit.
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'J');
    await expectNoAxeViolations(container);
  });

  it('moves focus to the field when a link is followed', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('link', { name: 'Please enter your email' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
  });

  it('takes focus again on the next failed submit', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByLabelText('First name'));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement?.classList.contains('kit-error-summary')).toBe(true);
  });

  it('errorSummaryItems keeps field order and drops fields without errors', () => {
    expect(
      errorSummaryItems(
        { b: 'B wrong', a: undefined, c: 'C wrong' },
        ['a', 'b', 'c'],
        (f) => `x-${f}`,
      ),
    ).toEqual([
      { fieldId: 'x-b', message: 'B wrong' },
      { fieldId: 'x-c', message: 'C wrong' },
    ]);
  });
});
