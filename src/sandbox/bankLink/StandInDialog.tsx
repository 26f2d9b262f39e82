import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Actor } from 'xstate';
import { accountTypeLabel } from '../../domain/bankAccount';
import { Modal } from '../../ui/Modal';
import { ProgressBar } from '../../ui/ProgressBar';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { errorMessageOf } from '../../../machines/step-screen/step-screen.select';
import type { Institution, ProviderAccount } from './api';
import type { StandInEvent, StandInMachine } from './standIn.machine';
import './standIn.css';

export const BANK_LINK_DIALOG_TITLE = 'Sandbox bank-link provider';
export const SANDBOX_CREDENTIALS_HINT = 'Sandbox test credentials: user_good / pass_good.';

type Phase =
  | 'starting'
  | 'institutions'
  | 'credentials'
  | 'connecting'
  | 'accounts'
  | 'linking'
  | 'leaving'
  | 'failed'
  | 'closed';

/** What the stand-in's overlay shows (its machine's snapshot, read here only). */
interface StandInLink {
  phase: Phase;
  slow: boolean;
  institutions: Institution[];
  institution: Institution | null;
  accounts: ProviderAccount[];
  credentialsError: string | null;
  errorMessage: string | null;
  canRetry: boolean;
  canGoBack: boolean;
  canClose: boolean;
  send: (event: StandInEvent) => void;
}

type StandInActor = Actor<StandInMachine>;
type StandInSnapshot = ReturnType<StandInActor['getSnapshot']>;

function phaseOf(snapshot: StandInSnapshot): Phase {
  if (snapshot.status === 'done') return 'closed';
  if (snapshot.matches('loading') || snapshot.matches('resuming') || snapshot.matches('entering'))
    return 'starting';
  if (snapshot.matches('choosingInstitution')) return 'institutions';
  if (snapshot.matches('enteringCredentials')) return 'credentials';
  if (snapshot.matches('checkingCredentials') || snapshot.matches('connectingOAuth'))
    return 'connecting';
  if (snapshot.matches('choosingAccount')) return 'accounts';
  if (snapshot.matches('linking')) return 'linking';
  if (snapshot.matches('leftForBank')) return 'leaving';
  return 'failed';
}

function useStandIn(actor: StandInActor): StandInLink {
  const snapshot = useSelector(actor, (s) => s);
  return useMemo(() => {
    const phase = phaseOf(snapshot);
    const { context } = snapshot;
    return {
      phase,
      slow: snapshot.hasTag('slow'),
      institutions: context.institutions,
      institution: context.institution,
      accounts: context.accounts,
      credentialsError: context.credentialsError,
      errorMessage:
        phase === 'failed' && context.error !== null ? errorMessageOf(context.error) : null,
      canRetry: snapshot.can({ type: 'RETRY' }),
      canGoBack: snapshot.can({ type: 'BACK' }),
      canClose: snapshot.can({ type: 'CLOSE' }),
      send: (event: StandInEvent) => actor.send(event),
    };
  }, [snapshot, actor]);
}

/** The phase's heading: it takes focus when the phase changes, so the dialog is read in order. */
function PhaseHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <h3 ref={ref} tabIndex={-1} className="bank-link__heading">
      {children}
    </h3>
  );
}

function Busy({ label, slow }: { label: string; slow?: boolean }) {
  return (
    <div role="status" className="bank-link__busy">
      <ProgressBar label={label} />
      <p>
        {slow ? 'This is taking longer than usual. Still connecting to your bank…' : `${label}…`}
      </p>
    </div>
  );
}

function CredentialsForm({
  link,
  username,
  onUsername,
}: {
  link: StandInLink;
  username: string;
  onUsername: (value: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(username.trim() === '' ? { username: 'Enter your username' } : {}),
      ...(password === '' ? { password: 'Enter your password' } : {}),
    };
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    link.send({ type: 'SUBMIT_CREDENTIALS', username: username.trim(), password });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="bank-link__form">
      <p className="kit-field__hint">{SANDBOX_CREDENTIALS_HINT}</p>
      <div
        role="alert"
        className={link.credentialsError ? 'kit-alert kit-alert--error' : undefined}
      >
        {link.credentialsError ? <p>{link.credentialsError}</p> : null}
      </div>
      <TextField
        id="bank-link-username"
        label="Username"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        value={username}
        onChange={onUsername}
        error={missing.username}
        required
      />
      <TextField
        id="bank-link-password"
        label="Password"
        type="password"
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={missing.password}
        required
      />
      <div className="bank-link__actions">
        <button
          type="button"
          className="kit-button kit-button--secondary"
          onClick={() => link.send({ type: 'BACK' })}
        >
          Back
        </button>
        <button type="submit" className="kit-button">
          Sign in
        </button>
      </div>
    </form>
  );
}

function AccountChoice({ link }: { link: StandInLink }) {
  const [accountId, setAccountId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!accountId) {
      setError('Choose an account');
      return;
    }
    link.send({ type: 'CHOOSE_ACCOUNT', accountId });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="bank-link__form">
      <RadioGroup
        id="bank-link-account"
        legend="Which account?"
        options={link.accounts.map((account) => ({
          value: account.id,
          label: account.name,
          hint: `${accountTypeLabel(account.subtype.toUpperCase())}${account.mask ? `, ending in ${account.mask.slice(-4)}` : ''}`,
        }))}
        value={accountId}
        onChange={(value) => {
          setAccountId(value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="bank-link__actions">
        <button type="submit" className="kit-button">
          Link account
        </button>
      </div>
    </form>
  );
}

function Failure({ link }: { link: StandInLink }) {
  return (
    <>
      <PhaseHeading>Something went wrong</PhaseHeading>
      <div role="alert" className="kit-alert kit-alert--error">
        <p>{link.errorMessage ?? 'Something went wrong. Please try again.'}</p>
      </div>
      <div className="bank-link__actions">
        {link.canGoBack ? (
          <button
            type="button"
            className="kit-button kit-button--secondary"
            onClick={() => link.send({ type: 'BACK' })}
          >
            Back
          </button>
        ) : null}
        {link.canRetry ? (
          <button type="button" className="kit-button" onClick={() => link.send({ type: 'RETRY' })}>
            Retry
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * The sandbox's stand-in for Plaid Link's overlay, clearly labelled as the sandbox: choose a
 * bank, sign in (user_good / pass_good) or leave for the OAuth bank, choose checking or savings.
 * The flow is the stand-in's machine (standIn.machine.ts); this only shows it. Mounted in its own
 * root by the stand-in provider (provider.tsx), as Plaid mounts its own iframe.
 */
export function StandInDialog({ actor }: { actor: StandInActor }) {
  const link = useStandIn(actor);
  const [username, setUsername] = useState('');
  const bank = link.institution?.name ?? 'your bank';
  let body;
  switch (link.phase) {
    case 'starting':
      body = (
        <>
          <PhaseHeading>Connecting</PhaseHeading>
          <Busy label="Connecting to the bank-link provider" />
        </>
      );
      break;
    case 'institutions':
      body = (
        <>
          <PhaseHeading>Select your bank</PhaseHeading>
          <ul className="bank-link__institutions">
            {link.institutions.map((institution) => (
              <li key={institution.id}>
                <button
                  type="button"
                  className="bank-link__institution"
                  onClick={() => {
                    setUsername('');
                    link.send({ type: 'SELECT_INSTITUTION', institutionId: institution.id });
                  }}
                >
                  <span>{institution.name}</span>
                  {institution.oauth ? (
                    <span className="bank-link__institution-hint">
                      You sign in on the bank&apos;s own site
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      );
      break;
    case 'credentials':
      body = (
        <>
          <PhaseHeading>{`Sign in to ${bank}`}</PhaseHeading>
          <CredentialsForm link={link} username={username} onUsername={setUsername} />
        </>
      );
      break;
    case 'connecting':
      body = (
        <>
          <PhaseHeading>{`Connecting to ${bank}`}</PhaseHeading>
          <Busy label={`Connecting to ${bank}`} slow={link.slow} />
        </>
      );
      break;
    case 'accounts':
      body = (
        <>
          <PhaseHeading>{`Choose the account at ${bank}`}</PhaseHeading>
          <AccountChoice link={link} />
        </>
      );
      break;
    case 'linking':
      body = (
        <>
          <PhaseHeading>Linking your account</PhaseHeading>
          <Busy label="Linking your account" />
        </>
      );
      break;
    case 'leaving':
      body = (
        <>
          <PhaseHeading>{`Taking you to ${bank}`}</PhaseHeading>
          <Busy label={`Taking you to ${bank}`} />
        </>
      );
      break;
    case 'failed':
      body = <Failure link={link} />;
      break;
    default:
      body = null;
  }

  return (
    <Modal
      open={link.phase !== 'closed'}
      onClose={() => link.send({ type: 'CLOSE' })}
      dismissible={link.canClose}
      title={BANK_LINK_DIALOG_TITLE}
      closeLabel="Close the bank link"
    >
      <div className="bank-link">
        <p className="bank-link__notice">
          Sandbox stand-in for the bank-link provider: no real bank is contacted. Your credentials
          go to the provider, never to us.
        </p>
        {body}
      </div>
    </Modal>
  );
}
