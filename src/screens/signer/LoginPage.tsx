import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router';
import { readSignerInvitation } from '../../../machines/signer/signer-steps.actors';
import { selectTopBar } from '../../../machines/session/session.select';
import type { SignerInvitation } from '../../api/signer';
import { useSessionActor } from '../../app/shell/ShellProvider';
import { Link } from '../../ui/Link';
import { StepScreenFrame } from '../application/StepScreenFrame';
import { useStepMachine } from '../application/useStepScreen';

export const SIGNER_LOGIN_TITLE = 'Sign in to sign as a co-owner';

/**
 * heloc-signer/login: the co-owner's own login through the identity broker's customer path (the
 * session's LOGIN; on signer paths the query is stripped, shell §7). A sign-in link's invitation
 * is read first: a used link leads to a plain login, an expired one says to ask for a new link.
 */
export function Component() {
  const session = useSessionActor();
  const { signedIn, showLogin, leaving } = useSelector(session, selectTopBar);
  const token = new URLSearchParams(useLocation().search).get('invite');
  const screen = useStepMachine<SignerInvitation | null>(
    '',
    { load: ({ signal }) => readSignerInvitation(token, signal) },
    () => {},
  );
  const login = () => session.send({ type: 'LOGIN' });
  return (
    <StepScreenFrame title={SIGNER_LOGIN_TITLE} screen={screen}>
      {(invitation) => {
        if (invitation?.status === 'EXPIRED') {
          return (
            <div role="alert" className="kit-alert kit-alert--error">
              <p>
                This sign-in link has expired. Ask{' '}
                {invitation.primaryBorrowerName ?? 'the person who invited you'} to send you a new
                invitation from their application.
              </p>
            </div>
          );
        }
        return (
          <>
            {invitation?.status === 'USED' ? (
              <p role="status">
                This sign-in link was already used. Log in with your e-mail instead.
              </p>
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
                You are signed in. <Link to="/heloc-signer/resume">Continue signing</Link>
              </p>
            ) : (
              <div className="kit-submit-row">
                <button
                  type="button"
                  className="kit-button"
                  disabled={!showLogin || leaving}
                  onClick={login}
                >
                  Log in
                </button>
              </div>
            )}
          </>
        );
      }}
    </StepScreenFrame>
  );
}
