import { useState, type FormEvent } from 'react';
import { Navigate, useHref, useParams, useSearchParams } from 'react-router';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { isIncomeLinkType, LINK_TYPE_LABELS, type IncomeLinkType } from '../../../domain/income';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { ProgressBar } from '../../../ui/ProgressBar';
import { Select } from '../../../ui/Select';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { useIncomeLink } from './useIncomeLink';
import './income.css';

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

export const linkTitle = (type: IncomeLinkType) => `Link your ${LINK_TYPE_LABELS[type]}`;

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
 * credentials. A real provider shows its own page instead (the session's providerUrl).
 */
function SandboxProvider({
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

function LinkFlow({
  applicationUuid,
  type,
  sourceId,
}: {
  applicationUuid: string;
  type: IncomeLinkType;
  sourceId: string;
}) {
  const callbackPath = useHref(`/${applicationUuid}/income/pointserv-callback`);
  const { actorRef, view, institutions } = useIncomeLink({
    applicationUuid,
    link: { type, sourceId, returnUrl: new URL(callbackPath, window.location.href).toString() },
  });
  const title = linkTitle(type);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="lede">
        You will sign in to your {LINK_TYPE_LABELS[type]} with our income provider. We only read
        your income; we cannot move money or change anything.
      </p>
      {view.phase === 'starting' || view.phase === 'leaving' ? (
        <div role="status">
          <ProgressBar label="Connecting to the income provider" />
          <p>Connecting to the income provider…</p>
        </div>
      ) : null}
      {view.phase === 'sessionFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>We could not connect to the income provider. {view.errorMessage}</p>
          <div className="income-actions">
            <button
              type="button"
              className="kit-button"
              onClick={() => actorRef.send({ type: 'RETRY' })}
            >
              Retry
            </button>
            <button
              type="button"
              className="kit-button kit-button--secondary"
              onClick={() => actorRef.send({ type: 'CANCEL' })}
            >
              Back to income sources
            </button>
          </div>
        </div>
      ) : null}
      {view.phase === 'provider' ? (
        <SandboxProvider
          type={type}
          institutions={institutions ?? []}
          busy={view.busy}
          signInError={view.signInError}
          onSignIn={(values) => actorRef.send({ type: 'SIGN_IN', ...values })}
          onCancel={() => actorRef.send({ type: 'CANCEL' })}
        />
      ) : null}
    </section>
  );
}

/**
 * income/link/{type} (payroll or bank): creates a link session, then shows the provider (the
 * sandbox's stand-in), which sends the borrower to income/pointserv-callback. An unknown type, or
 * no income source named (`?source=`), goes back to income/review.
 */
export function Component() {
  const { applicationId = '', type } = useParams();
  const [search] = useSearchParams();
  const sourceId = search.get('source');
  if (!isIncomeLinkType(type) || !sourceId) {
    return <Navigate to={`/${applicationId}/income/review`} replace />;
  }
  return (
    <LinkFlow
      key={`${type}-${sourceId}`}
      applicationUuid={applicationId}
      type={type}
      sourceId={sourceId}
    />
  );
}
