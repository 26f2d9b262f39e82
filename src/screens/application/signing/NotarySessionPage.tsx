import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  notarySessionMachine,
  type CompleteNotarizeInput,
  type NotarySessionMachine,
  type SessionCallInput,
} from '../../../../machines/notary-session/notary-session.machine';
import { errorMessageOf } from '../../../../machines/step-screen/step-screen.select';
import { completeStep } from '../../../api/application';
import { getNotarySession, joinNotarySession, type NotarySession } from '../../../api/notary';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { SubmitRow } from '../../../ui/SubmitRow';
import { useApplicationStatus } from '../applicationStatusContext';
import { screenPath } from './shared';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const NOTARY_SESSION_TITLE = 'Talk to eNotary';

type Snapshot = SnapshotFrom<NotarySessionMachine>;
const selectPhase = (s: Snapshot) => (typeof s.value === 'string' ? s.value : 'inProgress');
const selectSession = (s: Snapshot) => s.context.session;
const selectError = (s: Snapshot) =>
  s.context.error === null ? null : errorMessageOf(s.context.error);

/** notary/session: prepare, join the eNotary, wait while it runs, then notarize is posted. */
export function Component() {
  const { applicationId = '' } = useParams();
  const navigate = useNavigate();
  const status = useApplicationStatus();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(NOTARY_SESSION_TITLE);
  const machine = useMemo(
    () =>
      notarySessionMachine.provide({
        actors: {
          loadSession: fromPromise<NotarySession, SessionCallInput>(({ input, signal }) =>
            getNotarySession(input.applicationUuid, { signal }),
          ),
          joinSession: fromPromise<NotarySession, SessionCallInput>(({ input, signal }) =>
            joinNotarySession(input.applicationUuid, { signal }),
          ),
          completeStep: fromPromise<unknown, CompleteNotarizeInput>(({ input, signal }) =>
            completeStep(
              input.applicationUuid,
              'notarize',
              {
                method: 'ENOTARY',
                ...(input.sessionUuid ? { sessionUuid: input.sessionUuid } : {}),
              },
              { signal },
            ),
          ),
        },
        actions: {
          stepCompleted: () => status.send({ type: 'STEP.COMPLETED' }),
          sessionEnded: () => {
            void navigate(screenPath(applicationId, 'notary/error'), { replace: true });
          },
        },
      }),
    [status, navigate, applicationId],
  );
  const actorRef = useActorRef(machine, { input: { applicationUuid: applicationId } });
  const phase = useSelector(actorRef, selectPhase);
  const session = useSelector(actorRef, selectSession);
  const error = useSelector(actorRef, selectError);
  const retry = () => actorRef.send({ type: 'RETRY' });

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {NOTARY_SESSION_TITLE}
      </h1>
      {phase === 'loading' ? <Loading label="Loading your notary session" /> : null}
      {phase === 'loadFailed' ? (
        <LoadFailed what="your notary session" error={error} onRetry={retry} />
      ) : null}
      {phase === 'prepare' || phase === 'joining' ? (
        <>
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
            loading={phase === 'joining'}
            onClick={() => actorRef.send({ type: 'JOIN' })}
          />
        </>
      ) : null}
      {phase === 'inProgress' ? (
        <>
          <h2>Your session is in progress</h2>
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
          <Loading
            label="Waiting for the notary to complete your session"
            text="Waiting for the notary to complete your session…"
          />
        </>
      ) : null}
      {phase === 'completing' || phase === 'done' ? (
        <div role="status">
          <h2>Session complete</h2>
          <p>Your deed is notarized. One moment while we find your next step…</p>
        </div>
      ) : null}
      {phase === 'completeFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>Your session is complete, but we could not continue. {error}</p>
          <button type="button" className="kit-button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}
      <p className="signing-links">
        <Link to={screenPath(applicationId, 'signing/support')}>Help</Link>
      </p>
    </section>
  );
}
