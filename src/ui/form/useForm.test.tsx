import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { checkEmail } from '../../domain/validation/email';
import { checkFirstName } from '../../domain/validation/name';
import { ErrorSummary } from '../ErrorSummary';
import { SubmitRow } from '../SubmitRow';
import { EmailField, TextField } from '../TextField';
import { expectNoAxeViolations } from '../testAxe';
import { titleWithErrorPrefix } from './errorTitle';
import { useForm, type FieldErrors } from './useForm';

type Field = 'firstName' | 'email';
interface Values {
  firstName: string;
  email: string;
}
const FIELDS: readonly Field[] = ['firstName', 'email'];

const validate = (values: Values): FieldErrors<Field> => ({
  firstName: checkFirstName(values.firstName),
  email: checkEmail(values.email),
});

/** A form the way screens use the hook: the domain's checks, one summary, the inline messages. */
function Form({
  onValid = () => {},
  external,
  machineValidates = false,
  clearOnChange = false,
}: {
  onValid?: (values: Values) => void;
  external?: FieldErrors<Field>;
  /** No checks of its own: a machine validates and answers with `external`. */
  machineValidates?: boolean;
  clearOnChange?: boolean;
}) {
  const form = useForm<Values, Field>({
    initial: { firstName: '', email: '' },
    fields: FIELDS,
    idFor: (field) => (field === 'email' ? 'email' : 'first-name'),
    validate: machineValidates ? undefined : validate,
    onValid,
    errors: external,
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      <TextField
        id="first-name"
        label="First name"
        value={form.values.firstName}
        onChange={(firstName) => {
          form.change('firstName', firstName);
          if (clearOnChange) form.clearError('firstName');
        }}
        error={form.errors.firstName}
      />
      <EmailField
        value={form.values.email}
        onChange={(email) => form.change('email', email)}
        error={form.errors.email}
      />
      <SubmitRow />
    </form>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));
const summaryOf = () =>
  screen.queryByRole('heading', { name: 'There is a problem' })?.closest('.kit-error-summary') ??
  null;
const links = () =>
  within(summaryOf() as HTMLElement)
    .getAllByRole('link')
    .map((a) => [a.getAttribute('href'), a.textContent]);

beforeEach(() => {
  document.title = 'Figure | Basic Info';
});

describe('useForm', () => {
  it('shows no summary and no prefix before a submit', () => {
    render(<Form />);
    expect(summaryOf()).toBeNull();
    expect(document.title).toBe('Figure | Basic Info');
  });

  it('on a failed submit keeps the typed values, shows the inline messages and a summary with the same words that takes focus', async () => {
    const onValid = vi.fn();
    const { container } = render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('First name'), 'J');
    await submit();

    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'J');
    expect(document.activeElement).toBe(summaryOf());
    expect(links()).toEqual([
      ['#first-name', 'Must be at least 2 characters'],
      ['#email', 'Please enter your email'],
    ]);
    expect(document.getElementById('first-name-error')!.textContent).toBe(
      'Error: Must be at least 2 characters',
    );
    expect(document.getElementById('email-error')!.textContent).toBe(
      'Error: Please enter your email',
    );
    await expectNoAxeViolations(container);
  });

  it('moves focus to the summary again on each failed submit', async () => {
    render(<Form />);
    await submit();
    await userEvent.click(screen.getByLabelText('First name'));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    await submit();
    expect(document.activeElement).toBe(summaryOf());
  });

  it('a summary link moves focus to its field', async () => {
    render(<Form />);
    await submit();
    await userEvent.click(screen.getByRole('link', { name: 'Please enter your email' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
  });

  it('prefixes the document title with "Error: " while errors show and removes it when they clear', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await submit();
    expect(document.title).toBe('Error: Figure | Basic Info');
    await submit();
    expect(document.title).toBe('Error: Figure | Basic Info');

    await userEvent.type(screen.getByLabelText('First name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Email address'), 'jane@example.com');
    await submit();
    expect(summaryOf()).toBeNull();
    expect(document.title).toBe('Figure | Basic Info');
    expect(onValid).toHaveBeenCalledOnce();
    expect(onValid).toHaveBeenCalledWith({ firstName: 'Jane', email: 'jane@example.com' });
  });

  it('removes the prefix when the form unmounts with errors showing', async () => {
    const { unmount } = render(<Form />);
    await submit();
    expect(document.title).toBe('Error: Figure | Basic Info');
    unmount();
    expect(document.title).toBe('Figure | Basic Info');
  });

  it('keeps the prefix on a title set while errors show, once', async () => {
    render(<Form />);
    await submit();
    expect(titleWithErrorPrefix('Figure | Property Info')).toBe('Error: Figure | Property Info');
    expect(titleWithErrorPrefix('Error: Figure | Property Info')).toBe(
      'Error: Figure | Property Info',
    );
  });

  it('adds no prefix to a title when no form shows errors', () => {
    render(<Form />);
    expect(titleWithErrorPrefix('Figure | Property Info')).toBe('Figure | Property Info');
  });

  it('drops a field error on change when the screen asks', async () => {
    render(<Form clearOnChange />);
    await submit();
    await userEvent.type(screen.getByLabelText('First name'), 'J');
    expect(document.getElementById('first-name-error')).toBeNull();
    expect(links()).toEqual([['#email', 'Please enter your email']]);
  });

  it('shows errors from a machine the same way, with the summary, focus and prefix', async () => {
    const onValid = vi.fn();
    function Machine() {
      const [errors, setErrors] = useState<FieldErrors<Field>>({});
      return (
        <Form
          machineValidates
          external={errors}
          onValid={(values) => {
            onValid(values);
            setErrors({ email: values.email ? undefined : 'Please enter your email' });
          }}
        />
      );
    }
    render(<Machine />);
    await submit();
    expect(onValid).toHaveBeenCalledWith({ firstName: '', email: '' });
    expect(links()).toEqual([['#email', 'Please enter your email']]);
    expect(document.getElementById('email-error')!.textContent).toBe(
      'Error: Please enter your email',
    );
    expect(document.activeElement).toBe(summaryOf());
    expect(document.title).toBe('Error: Figure | Basic Info');

    await userEvent.click(screen.getByLabelText('First name'));
    await submit();
    expect(document.activeElement).toBe(summaryOf());

    await userEvent.type(screen.getByLabelText('Email address'), 'jane@example.com');
    await submit();
    expect(summaryOf()).toBeNull();
    expect(document.title).toBe('Figure | Basic Info');
  });

  it("shows the form's own message before a machine's for the same field", async () => {
    render(<Form external={{ email: 'That email is already registered' }} />);
    expect(links()).toEqual([['#email', 'That email is already registered']]);
    await submit();
    expect(links()).toEqual([
      ['#first-name', 'Required'],
      ['#email', 'Please enter your email'],
    ]);
  });
});
