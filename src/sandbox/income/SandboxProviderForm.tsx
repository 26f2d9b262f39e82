import { useState, type FormEvent } from 'react';
import type { IncomeLinkType } from '../../domain/income';
import { ErrorSummary, errorSummaryItems } from '../../ui/ErrorSummary';
import { Select } from '../../ui/Select';
import { SubmitRow } from '../../ui/SubmitRow';
import { TextField } from '../../ui/TextField';
import './standIn.css';

/** (ours) The sandbox provider's form messages. */
export const PROVIDER_MESSAGES = {
  institution: {
    payroll: 'Choose your employer or payroll provider',
    bank: 'Choose your bank',
  },
  username: 'Enter your username',
  password: 'Enter your password',
} as const;

export const SANDBOX_PROVIDER_TITLE = 'Sandbox income provider';

interface ProviderValues {
  institution: string;
  username: string;
  password: string;
}

const FIELDS = ['institution', 'username', 'password'] as const;
const idOf = (field: string) => `provider-${field}`;

/**
 * The sandbox's stand-in for the income provider's own page: clearly labelled as a test
 * provider, it lists employers / payroll providers (or banks) and signs in with test
 * credentials. Production's provider shows its own hosted page instead (the session's
 * providerUrl); this is shown by the sandbox's income provider (./provider.tsx).
 */
export function SandboxProviderForm({
  type,
  institutions,
  busy,
  signInError,
  onSignIn,
  onCancel,
}: {
  type: IncomeLinkType;
  institutions: readonly string[];
  busy: boolean;
  signInError: string | null;
  onSignIn: (values: ProviderValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ProviderValues>({
    institution: '',
    username: '',
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!values.institution) next.institution = PROVIDER_MESSAGES.institution[type];
    if (!values.username.trim()) next.username = PROVIDER_MESSAGES.username;
    if (!values.password) next.password = PROVIDER_MESSAGES.password;
    setErrors(next);
    setAttempt((n) => n + 1);
    if (Object.keys(next).length === 0) onSignIn(values);
  };

  const summary = errorSummaryItems(errors, FIELDS, idOf);
  return (
    <section className="sandbox-provider" aria-labelledby="sandbox-provider-title">
      <p className="sandbox-provider__badge">Sandbox: test provider</p>
      <h2 id="sandbox-provider-title">{SANDBOX_PROVIDER_TITLE}</h2>
      <p>
        This stands in for the income provider’s own sign-in page. Test credentials: any username
        and the password <code>pass_good</code>; a username with “fail” in it makes the provider
        fail to read the income.
      </p>
      {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
      {signInError ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>{signInError}</p>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <Select
          id={idOf('institution')}
          label={type === 'payroll' ? 'Employer or payroll provider' : 'Bank'}
          value={values.institution}
          onChange={(institution) => setValues({ ...values, institution })}
          placeholder="Choose one"
          options={institutions.map((name) => ({ value: name, label: name }))}
          error={errors.institution}
          required
        />
        <TextField
          id={idOf('username')}
          label="Username"
          autoComplete="off"
          value={values.username}
          onChange={(username) => setValues({ ...values, username })}
          error={errors.username}
          required
        />
        <TextField
          id={idOf('password')}
          label="Password"
          type="password"
          autoComplete="off"
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
          error={errors.password}
          required
        />
        <SubmitRow label="Sign in and link" loadingLabel="Signing in" loading={busy}>
          <button type="button" className="kit-button kit-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </SubmitRow>
      </form>
    </section>
  );
}
