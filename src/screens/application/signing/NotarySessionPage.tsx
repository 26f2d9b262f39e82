import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useMemo, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { notarySessionActors } from '../../../../machines/notary-session/notary-session.actors';
import { notarySessionHost } from '../../../../machines/notary-session/notary-session.host';
import {
  notarySessionMachine,
  type NotarySessionMachine,
} from '../../../../machines/notary-session/notary-session.machine';
import {
  sameNotarySessionView,
  selectNotarySessionView,
} from '../../../../machines/notary-session/notary-session.select';
import type { NotarySession } from '../../../api/notary';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { SubmitRow } from '../../../ui/SubmitRow';
import { useApplicationStatus } from '../applicationStatusContext';
import { screenPath } from './shared';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const NOTARY_SESSION_TITLE = 'Talk to eNotary';

/** The session's reads stopped after failing (issue 17, part 8); the session itself goes on. */
export const NOTARY_POLL_STOPPED =
  'We could not check on your session, so this page will not move on by itself. Your session with the notary is not affected.';

/** notary/session: prepare, join the eNotary, wait while it runs, then notarize is posted. */
export function Component() {
  const { applicationId = '' } = useParams();
  const navigate = useNavigate();
  const status = useApplicationStatus();
  const machine = useMemo(
    () =>
      notarySessionMachine.provide({
        actors: notarySessionActors,
        actions: notarySessionHost({
          stepCompleted: () => status.send({ type: 'STEP.COMPLETED' }),
          sessionEnded: () => {
            void navigate(screenPath(applicationId, 'notary/error'), { replace: true });
          },
        }),
      }),
    [status, navigate, applicationId],
  );
  return (
    <NotarySessionSteps
      applicationUuid={applicationId}
      machine={machine}
      notarizedText="Your deed is notarized. One moment while we find your next step…"
      help={{ to: screenPath(applicationId, 'signing/support'), label: 'Help' }}
    />
  );
}

export interface NotarySessionStepsProps {
  applicationUuid: string;
  /** The eNotary chart with the calls of whose session it is (the borrower's, a co-owner's). */
  machine: NotarySessionMachine;
  /** Under the title: why this session (a co-owner is told whose deed it is). */
  lede?: ReactNode;
  /** What the page says once the session is complete. */
  notarizedText: string;
  /**
   * What the page shows when the session failed or was cancelled (the chart's `ended`); the
   * borrower's page has left for notary/error by then, so it shows nothing.
   */
  renderEnded?: (session: NotarySession | null) => ReactNode;
  /** The link under the page. */
  help: { to: string; label: string };
}

/**
 * The eNotary session's view (machines/notary-session): what to prepare and Join, the waiting
 * room and the session in progress (read until it is over), complete; for the borrower's
 * notary/session and an additional signer's heloc-signer/notary alike.
 */
export function NotarySessionSteps({
  applicationUuid,
  machine,
  lede,
  notarizedText,
  renderEnded,
  help,
}: NotarySessionStepsProps) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(NOTARY_SESSION_TITLE);
  const actorRef = useFlowActor(machine, { input: { applicationUuid } });
  const view = useSelector(actorRef, selectNotarySessionView, sameNotarySessionView);
  const { part, session, error } = view;
  const retry = () => actorRef.send({ type: 'RETRY' });

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {NOTARY_SESSION_TITLE}
      </h1>
      {lede}
      {part === 'loading' ? <Loading label="Loading your notary session" /> : null}
      {part === 'loadFailed' ? (
        <LoadFailed what="your notary session" error={error} onRetry={retry} />
      ) : null}
      {part === 'prepare' ? (
        <>
          {session && view.lastSessionOver ? (
            <p className="kit-alert kit-alert--warning">
              {session.status === 'CANCELLED'
                ? 'Your last notary session was cancelled before it was complete.'
                : 'Your last notary session ended before it was complete.'}
              {session.reason ? ` ${session.reason}` : ''} What you signed stays signed: join to
              start a new session.
            </p>
          ) : null}
          <h2>Before you join</h2>
          <ul className="signing-list">
            <li>
              Your government-issued photo ID (driver&apos;s license or passport), not expired.
            </li>
            <li>
              This device: the one you signed your documents on, with a camera and a microphone your
              browser may use.
            </li>
            <li>A quiet, private, well-lit place, and about 15 minutes.</li>
            <li>Only you on camera, unless the notary asks otherwise.</li>
          </ul>
          <div role="alert">
            {error ? (
              <p className="kit-alert kit-alert--error">We could not start your session. {error}</p>
            ) : null}
          </div>
          <SubmitRow
            type="button"
            label="Join my eNotary session"
            loadingLabel="Joining"
            loading={view.joining}
            onClick={() => actorRef.send({ type: 'JOIN' })}
          />
        </>
      ) : null}
      {part === 'inProgress' ? (
        <>
          {session?.status === 'WAITING_ROOM' ? (
            <>
              <h2>You are in the notary&apos;s waiting room</h2>
              <p>The notary will let you in shortly.</p>
            </>
          ) : (
            <h2>Your session is in progress</h2>
          )}
          {session?.joinUrl ? (
            <p>
              <a href={session.joinUrl} target="_blank" rel="noopener noreferrer">
                Open your notary session{' '}
                <span className="kit-visually-hidden">(opens in a new tab)</span>
              </a>{' '}
              if it did not open. Keep this page open: it moves on by itself when the notary
              completes the session.
            </p>
          ) : null}
          <div role="alert">
            {view.pollStopped ? (
              <div className="kit-alert kit-alert--error">
                <p>{`${NOTARY_POLL_STOPPED} ${error ?? ''}`}</p>
                <button type="button" className="kit-button" onClick={retry}>
                  Try again
                </button>
              </div>
            ) : null}
          </div>
          {view.pollStopped ? null : (
            <Loading
              label="Waiting for the notary to complete your session"
              text="Waiting for the notary to complete your session…"
            />
          )}
        </>
      ) : null}
      {part === 'complete' ? (
        <div role="status">
          <h2>Session complete</h2>
          <p>{notarizedText}</p>
        </div>
      ) : null}
      {part === 'completeFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>Your session is complete, but we could not continue. {error}</p>
          <button type="button" className="kit-button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}
      {part === 'ended' ? renderEnded?.(session) : null}
      <p className="signing-links">
        <Link to={help.to}>{help.label}</Link>
      </p>
    </section>
  );
}
