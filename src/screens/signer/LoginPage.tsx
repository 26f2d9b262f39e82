import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signerLoginActors } from '../../../machines/signer-login/signer-login.actors';
import { signerLoginHost } from '../../../machines/signer-login/signer-login.host';
import { signerLoginMachine } from '../../../machines/signer-login/signer-login.machine';
import { selectSignerLoginView } from '../../../machines/signer-login/signer-login.select';
import { selectAuthMode, selectTopBar } from '../../../machines/session/session.select';
import { useRefreshSession, useSessionActor } from '../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { LoadFailed, Loading } from '../../ui/LoadStatus';
import { Link } from '../../ui/Link';
import { PasswordField } from '../../ui/PasswordField';
import '../../ui/kit.css';

export const SIGNER_LOGIN_TITLE = 'Sign in to sign as a co-owner';
export const SIGNER_CREATE_PASSWORD_TITLE = 'Create your password';
/** A link whose invitation the lender does not know (404): no retry, the login instead. */
export const SIGNER_UNKNOWN_LINK_TEXT =
  'We do not recognise this sign-in link. Log in with your e-mail, or ask the person who invited you for a new invitation.';

/** Where a signed-in co-owner goes: the signer machine routes them to where they left off. */
const SIGNER_RESUME = '/heloc-signer/resume';

/**
 * heloc-signer/login: the co-owner's own login. The sign-in link's invitation is read first
 * (machines/signer-login): an expired link says to ask for a new invitation; an unknown one says so
 * and offers the login; in legacy auth a good link lets the co-owner create their password here;
 * otherwise the identity broker's customer login (the session's LOGIN; on signer paths the query
 * is stripped, shell §7).
 */
export function Component() {
  const session = useSessionActor();
  const { signedIn, showLogin, leaving } = useSelector(session, selectTopBar);
  const authMode = useSelector(session, selectAuthMode);
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('invite');
  const actorRef = useFlowActor(
    signerLoginMachine.provide({
      actors: signerLoginActors,
      // The token is stored: the session reads who is signed in, the signer machine routes.
      actions: signerLoginHost({
        refreshSession,
        continueSigning: () => void navigate(SIGNER_RESUME, { replace: true }),
      }),
    }),
    { input: { token, authMode } },
  );
  const view = useSelector(actorRef, selectSignerLoginView);
  const creating = view.phase === 'createPassword' && !signedIn;
  const title = creating ? SIGNER_CREATE_PASSWORD_TITLE : SIGNER_LOGIN_TITLE;
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  const { invitation } = view;

  // After a submit with errors, the first invalid field takes the focus (its error is read).
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [view.fieldErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    actorRef.send({ type: 'SUBMIT' });
  };

  let content;
  switch (view.phase) {
    case 'reading':
    case 'signedIn':
      content = <Loading label="Reading your sign-in link" />;
      break;
    case 'readFailed':
      content = (
        <LoadFailed
          what="your sign-in link"
          error={view.errorMessage}
          onRetry={() => actorRef.send({ type: 'RETRY' })}
        />
      );
      break;
    case 'expired':
      content = (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>
            This sign-in link has expired. Ask{' '}
            {invitation?.primaryBorrowerName ?? 'the person who invited you'} to send you a new
            invitation from their application.
          </p>
        </div>
      );
      break;
    default:
      content = (
        <>
          {invitation?.status === 'USED' ? (
            <p role="status">
              This sign-in link was already used. Log in with your e-mail instead.
            </p>
          ) : null}
          {token && invitation === null && view.phase === 'login' ? (
            <p role="status">{SIGNER_UNKNOWN_LINK_TEXT}</p>
          ) : null}
          {invitation?.status === 'VALID' && invitation.primaryBorrowerName ? (
            <p className="lede">
              {invitation.primaryBorrowerName} asked you to sign as a co-owner of their home.
            </p>
          ) : (
            <p className="lede">
              Co-owners sign in with the e-mail address their invitation was sent to.
            </p>
          )}
          {signedIn ? (
            <p>
              You are signed in. <Link to={SIGNER_RESUME}>Continue signing</Link>
            </p>
          ) : creating ? (
            <form ref={formRef} onSubmit={onSubmit} noValidate>
              {invitation?.email ? (
                <p>
                  You will sign in with <strong>{invitation.email}</strong> and this password.
                </p>
              ) : null}
              <div role="alert" className={view.errorMessage ? 'kit-alert kit-alert--error' : ''}>
                {view.errorMessage ? <p>{view.errorMessage}</p> : null}
              </div>
              <PasswordField
                value={view.values.password}
                confirmValue={view.values.confirmPassword}
                onChange={(password) =>
                  actorRef.send({ type: 'CHANGE', values: { ...view.values, password } })
                }
                onConfirmChange={(confirmPassword) =>
                  actorRef.send({ type: 'CHANGE', values: { ...view.values, confirmPassword } })
                }
                errors={view.fieldErrors}
                disabled={view.saving}
              />
              <div className="kit-submit-row">
                <button
                  type="submit"
                  className="kit-button"
                  disabled={view.saving}
                  aria-busy={view.saving || undefined}
                >
                  Create password and continue
                </button>
              </div>
            </form>
          ) : (
            <div className="kit-submit-row">
              <button
                type="button"
                className="kit-button"
                disabled={!showLogin || leaving}
                onClick={() => session.send({ type: 'LOGIN' })}
              >
                Log in
              </button>
            </div>
          )}
        </>
      );
  }

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {content}
    </section>
  );
}
