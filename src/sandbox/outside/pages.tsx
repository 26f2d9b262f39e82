import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { OAUTH_BANK_PATH } from '../bankLink/oauthBank';
import { OAuthBankPage } from '../bankLink/OAuthBankPage';
import { LOGIN_HINT_STORAGE_KEY } from '../../domain/appStorage';
import { sandboxLender } from '../instance';
import { SEED, SEED_OTP, SEED_PASSWORD, type Identity, type Lender } from '../lender';
import { APP_BASE, isSafeLoginRedirect } from '../paths';
import {
  browserSessionEnv,
  browserSessionIdentity,
  expiredSessionCookie,
  JWT_KEY,
  sessionCookie,
  type BrowserSessionEnv,
} from '../session';
import { DASHBOARD_URL } from '../../domain/appPaths';
import type { SignerScreenPath } from '../../domain/screenPaths';

/** Full-page navigations of the stand-ins (replaced in tests: jsdom cannot navigate). */
export const outsideNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export interface OutsideEnv {
  lender: Lender;
  session: BrowserSessionEnv;
}

export function outsideEnv(): OutsideEnv {
  return { lender: sandboxLender, session: browserSessionEnv() };
}

const SUPPORT_PHONE = '888-819-6388';
const REGISTER = `${APP_BASE}/register-v2`;

/** Every stand-in: says what it is, has a banner, a main with an h1, and a document title. */
function StandIn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="outside">
      <title>{`${title} · Sandbox stand-in`}</title>
      <header className="outside-header">
        <p className="outside-notice">
          <strong>Sandbox stand-in</strong> for a page of the lender’s main site. The HELOC app
          lives under <a href={REGISTER}>{APP_BASE}</a>.
        </p>
        <nav aria-label="Main site">
          <ul>
            <li>
              <a href="/">Home</a>
            </li>
            <li>
              <a href="/dashboard">Dashboard</a>
            </li>
            <li>
              <a href="/auth/login">Log in</a>
            </li>
            <li>
              <a href="/contact">Contact</a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="outside-main">
        <h1>{title}</h1>
        {children}
      </main>
      <footer className="outside-footer">
        <p>
          <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a> ·{' '}
          <a href="/licenses">Licenses</a> · <a href="/communications">E-communications</a>
        </p>
      </footer>
    </div>
  );
}

function Field({
  label,
  type,
  name,
  defaultValue,
  autoComplete,
  inputMode,
}: {
  label: string;
  type: 'email' | 'password' | 'text';
  name: string;
  defaultValue?: string;
  autoComplete: string;
  inputMode?: 'numeric';
}) {
  const id = useId();
  return (
    <div className="outside-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
      />
    </div>
  );
}

function ErrorText({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="outside-error" role="alert">
      {message}
    </p>
  );
}

/** Where an additional signer lands after a login that named no way back. */
export const SIGNER_LANDING = `${APP_BASE}/${'heloc-signer/resume' satisfies SignerScreenPath}`;

const PASSWORD_RULES = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*]).{12,}$/u;

/**
 * The hosted login. Password form by default; with `?email=…&otp=1` a one-time-code form with the
 * e-mail prefilled (code 123456), then a new password for an identity that has none. Signing in
 * sets the hosted-session cookie; the app obtains the token from self/figureinfo.
 */
export function LoginPage({ search, env }: { search: string; env: OutsideEnv }) {
  const params = new URLSearchParams(search);
  const redirectParam = params.get('redirectUrl') ?? '';
  const target = isSafeLoginRedirect(redirectParam) ? redirectParam : DASHBOARD_URL;
  const realm = params.get('realm') === 'agent' ? 'agent' : 'customer';
  const [stage, setStage] = useState<'password' | 'otp' | 'create'>(
    params.get('otp') === '1' ? 'otp' : 'password',
  );
  const [pending, setPending] = useState<Identity | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // The app hands the one-time-code login its e-mail through the tab's storage, not the URL
  // (issue 14): read once, then removed. `?email=` still works for links made elsewhere.
  const [emailHint] = useState(() => {
    const hint = env.session.sessionStorage.getItem(LOGIN_HINT_STORAGE_KEY);
    if (hint !== null) env.session.sessionStorage.removeItem(LOGIN_HINT_STORAGE_KEY);
    return params.get('email') ?? hint ?? '';
  });

  const signIn = (identity: Identity) => {
    env.session.cookies.set(sessionCookie(identity.uuid));
    outsideNavigation.assign(landingFor(identity));
  };

  // The signer login's way back has no query (stripped on signer paths, shell §7), and may have
  // no redirectUrl at all: like a real identity broker, land a user without one by their role,
  // an additional signer on their own pages, anyone else on the dashboard.
  const landingFor = (identity: Identity): string => {
    if (isSafeLoginRedirect(redirectParam)) return redirectParam;
    return env.lender.signerApplicationFor(identity.uuid) ? SIGNER_LANDING : target;
  };

  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const identity = env.lender.authenticate(
      String(form.get('email') ?? ''),
      String(form.get('password') ?? ''),
    );
    if (!identity) {
      setError('That e-mail and password do not match an account.');
      return;
    }
    signIn(identity);
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const identity = env.lender.identityByEmail(String(form.get('email') ?? ''));
    if (String(form.get('code') ?? '').trim() !== SEED_OTP) {
      setError('That code is not right. Check the code and try again.');
      return;
    }
    if (!identity) {
      setError('There is no account with that e-mail.');
      return;
    }
    if (identity.password === null) {
      setPending(identity);
      setError(null);
      setStage('create');
      return;
    }
    signIn(identity);
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (!PASSWORD_RULES.test(password)) {
      setError(
        'Use at least 12 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*.',
      );
      return;
    }
    if (password !== String(form.get('confirm') ?? '')) {
      setError("Passwords don't match");
      return;
    }
    env.lender.setPassword(pending!.uuid, password);
    signIn(pending!);
  };

  const title =
    stage === 'create' ? 'Create your password' : realm === 'agent' ? 'Partner log in' : 'Log in';
  const described = error ? errorId : undefined;
  return (
    <StandIn title={title}>
      <ErrorText id={errorId} message={error} />
      {stage === 'password' && (
        <form onSubmit={onPassword} aria-describedby={described} noValidate>
          <Field
            label="E-mail"
            type="email"
            name="email"
            defaultValue={emailHint}
            autoComplete="username"
          />
          <Field label="Password" type="password" name="password" autoComplete="current-password" />
          <button type="submit">Log in</button>
        </form>
      )}
      {stage === 'otp' && (
        <form onSubmit={onCode} aria-describedby={described} noValidate>
          <p>We sent a one-time code to your e-mail. (Sandbox: the code is {SEED_OTP}.)</p>
          <Field
            label="E-mail"
            type="email"
            name="email"
            defaultValue={emailHint}
            autoComplete="username"
          />
          <Field
            label="One-time code"
            type="text"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <button type="submit">Verify and continue</button>
        </form>
      )}
      {stage === 'create' && (
        <form onSubmit={onCreate} aria-describedby={described} noValidate>
          <p>Signing up as {pending?.email}.</p>
          <Field label="New password" type="password" name="password" autoComplete="new-password" />
          <Field
            label="Confirm password"
            type="password"
            name="confirm"
            autoComplete="new-password"
          />
          <button type="submit">Create password and continue</button>
        </form>
      )}
      {stage !== 'create' && (
        <p>
          {stage === 'password' ? (
            <a
              href={`/auth/login?${new URLSearchParams({ ...Object.fromEntries(params), otp: '1' }).toString()}`}
            >
              Log in with a one-time code instead
            </a>
          ) : (
            <a
              href={`/auth/login?${new URLSearchParams({ redirectUrl: redirectParam }).toString()}`}
            >
              Log in with a password instead
            </a>
          )}
        </p>
      )}
      <details>
        <summary>Sandbox accounts</summary>
        <p>Password for each: {SEED_PASSWORD}</p>
        <ul>
          <li>{SEED.borrower.email} (borrower with an application)</li>
          <li>{SEED.signer.email} (co-deeder, signs the borrower’s application)</li>
          <li>{SEED.broker.email} (broker)</li>
          <li>{SEED.referredBorrower.email} (borrower referred by the broker)</li>
        </ul>
      </details>
      <p>
        New here? <a href={REGISTER}>Apply for a HELOC</a>
      </p>
    </StandIn>
  );
}

/** The main site's dashboard: the signed-in user's applications. */
export function DashboardPage({ env }: { env: OutsideEnv }) {
  useSyncExternalStore(env.lender.subscribe, () => env.lender.revision);
  const uuid = browserSessionIdentity(env.session);
  const identity = uuid ? env.lender.identity(uuid) : undefined;

  if (!identity) {
    return (
      <StandIn title="Dashboard">
        <p>You are signed out.</p>
        <p>
          <a href={`/auth/login?${new URLSearchParams({ redirectUrl: DASHBOARD_URL }).toString()}`}>
            Log in to see your applications
          </a>
        </p>
      </StandIn>
    );
  }

  const logout = () => {
    env.lender.revokeToken(identity.uuid);
    env.session.cookies.set(expiredSessionCookie());
    env.session.localStorage.removeItem(JWT_KEY);
    outsideNavigation.assign('/auth/login');
  };

  const applications = env.lender.applicationsFor(identity.uuid);
  const profile = env.lender.profileFor(identity.uuid);
  return (
    <StandIn title="Dashboard">
      <p>
        Signed in as{' '}
        {profile?.name.firstName
          ? `${profile.name.firstName} ${profile.name.lastName}`
          : identity.email}
        .
      </p>
      <h2>Your applications</h2>
      {applications.length === 0 ? (
        <p>No applications yet.</p>
      ) : (
        <ul className="outside-applications">
          {applications.map((application) => (
            <li key={application.uuid}>
              <a href={`${APP_BASE}/${application.uuid}`}>
                HELOC {application.loanNumber}: {application.property.street1},{' '}
                {application.property.city}, {application.property.state}
              </a>{' '}
              <span className="outside-muted">
                ({application.status.checklistStatus ?? 'not started'})
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={REGISTER}>Start a new HELOC application</a>
      </p>
      <button type="button" onClick={logout}>
        Log out
      </button>
    </StandIn>
  );
}

/** The stand-in mailbox: every e-mail the lender sent (signer invitations), newest first. */
export function MailPage({ env }: { env: OutsideEnv }) {
  useSyncExternalStore(env.lender.subscribe, () => env.lender.revision);
  const mail = env.lender.mail();
  return (
    <StandIn title="Sent e-mail">
      <p>
        What the lender has e-mailed (a sandbox stand-in for the recipients’ inboxes). Each
        invitation’s link signs the invited co-owner in (one-time code {SEED_OTP}).
      </p>
      {mail.length === 0 ? (
        <p>No e-mail sent yet.</p>
      ) : (
        <ul className="outside-mail" aria-label="Sent e-mail">
          {mail.map((message) => (
            <li key={message.uuid}>
              <article aria-labelledby={`mail-${message.uuid}`}>
                <h2 id={`mail-${message.uuid}`}>{message.subject}</h2>
                <p className="outside-muted">
                  To {message.to}, sent <time dateTime={message.sentAt}>{message.sentAt}</time>
                </p>
                <p>{message.body}</p>
                <p>
                  <a href={message.link}>Sign in to review and sign</a>{' '}
                  <span className="outside-muted">({message.link})</span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </StandIn>
  );
}

export function HomePage() {
  return (
    <StandIn title="Home equity line of credit">
      <p>Apply in 5 minutes, receive funding in 5 days.</p>
      <p>
        <a className="outside-cta" href={REGISTER}>
          Apply now
        </a>
      </p>
      <p>
        Already applied? <a href="/dashboard">Go to your dashboard</a>.
      </p>
    </StandIn>
  );
}

const LEGAL: Record<string, { title: string; text: string }> = {
  '/terms': {
    title: 'Terms of Service',
    text: 'The terms that govern the use of the lender’s sites and services.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    text: 'How the lender collects, uses and protects personal information.',
  },
  '/licenses': { title: 'Licenses', text: 'The lender’s NMLS number and its state licenses.' },
  '/communications': {
    title: 'E-Communications Consent',
    text: 'The consent to receive disclosures and communications electronically.',
  },
};

export function LegalPage({ pathname }: { pathname: string }) {
  const page = LEGAL[pathname] ?? { title: 'Legal', text: '' };
  return (
    <StandIn title={page.title}>
      <p>{page.text}</p>
      <p>The real page is on the lender’s main site; this sandbox shows a placeholder.</p>
    </StandIn>
  );
}

export function WaitlistPage({ marketing }: { marketing: boolean }) {
  return (
    <StandIn title={marketing ? 'Thanks for your interest' : 'You’re on the waitlist'}>
      <p>We’ll e-mail you when we can offer a home equity line of credit in your area.</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </StandIn>
  );
}

export function ContactPage({ env }: { env: OutsideEnv }) {
  const hours = env.lender.hours('OPS_PHONE') ?? [];
  return (
    <StandIn title="Contact us">
      <p>
        Call <a href={`tel:+1${SUPPORT_PHONE.replace(/-/gu, '')}`}>{SUPPORT_PHONE}</a> or write to{' '}
        <a href="mailto:support@example.com">support@example.com</a>.
      </p>
      <h2>Phone hours (Pacific Time)</h2>
      <ul>
        {hours.map((entry) => (
          <li key={entry.weekday}>
            {entry.weekday}: {entry.isOpen ? `${entry.startTime} to ${entry.endTime}` : 'closed'}
          </li>
        ))}
      </ul>
    </StandIn>
  );
}

export function MainSitePage({ pathname }: { pathname: string }) {
  return (
    <StandIn title="This page belongs to the lender’s main site">
      <p>
        <code>{pathname}</code> is a page of the lender’s main site, which the sandbox does not
        reproduce.
      </p>
      <p>
        <a href="/">Go to the home page</a> or <a href={REGISTER}>open the HELOC application</a>.
      </p>
    </StandIn>
  );
}

/** Chooses the stand-in for a path outside the app. */
export function OutsidePage({
  pathname,
  search,
  env,
}: {
  pathname: string;
  search: string;
  env: OutsideEnv;
}) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  switch (path) {
    case '/auth/login':
      return <LoginPage search={search} env={env} />;
    case '/dashboard':
      return <DashboardPage env={env} />;
    case '/':
      return <HomePage />;
    case '/terms':
    case '/privacy':
    case '/licenses':
    case '/communications':
      return <LegalPage pathname={path} />;
    case '/waitlist':
      return <WaitlistPage marketing={false} />;
    case '/marketing-waitlist':
      return <WaitlistPage marketing />;
    case '/contact':
      return <ContactPage env={env} />;
    case '/sandbox-mail':
      return <MailPage env={env} />;
    case OAUTH_BANK_PATH:
      return <OAuthBankPage search={search} lender={env.lender} />;
    default:
      return <MainSitePage pathname={pathname} />;
  }
}
