import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { signerActors } from '../../../machines/signer/signer.actors';
import { signerHost } from '../../../machines/signer/signer.host';
import { signerMachine } from '../../../machines/signer/signer.machine';
import { sameSignerView, selectSignerView } from '../../../machines/signer/signer.select';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import {
  NOT_A_SIGNER_MESSAGE,
  signerMayStayOn,
  signerProgress,
  signerScreenOfPath,
} from '../../domain/signer';
import { progressStep } from '../../domain/status';
import { ProgressBar } from '../../ui/ProgressBar';
import { ProgressSidebar, NOTARY_ONLY_LABELS } from '../application/ProgressSidebar';
import { SignerContext } from './signerContext';
import '../../ui/kit.css';
import '../application/application.css';

export const SIGNER_LOADING_TITLE = 'Loading your signing';
export const SIGNER_ERROR_TEXT = 'Something went wrong. Please try again.';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page application-status-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * The additional signer's pages (heloc-signer/*): the signer actor (routes by the co-deed
 * status, polls an ID in review, pauses in a hidden tab), whose application it is, the
 * notary-only sidebar, and the page; or the machine's loading, error or "not a signer" state.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const screen = signerScreenOfPath(location.pathname);
  const actorRef = useFlowActor(
    signerMachine.provide({
      actors: signerActors,
      // The status picks the page: the old URL is replaced, Back does not bounce the signer.
      actions: signerHost({ navigate: (to) => void navigate(to, { replace: true }) }),
    }),
    { input: { currentScreen: screen, search: location.search } },
  );

  // Facts from outside forwarded to the machine, which decides: the location and the tab.
  useEffect(() => {
    actorRef.send({ type: 'LOCATION.CHANGED', screen, search: location.search });
  }, [actorRef, screen, location.search]);
  useEffect(() => {
    const onVisibility = () =>
      actorRef.send({
        type: document.visibilityState === 'hidden' ? 'VISIBILITY.HIDDEN' : 'VISIBILITY.VISIBLE',
      });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actorRef]);
  // Leaving the signer's pages stops the polling (before useActorRef stops the actor).
  useLayoutEffect(() => () => actorRef.send({ type: 'LEAVE' }), [actorRef]);

  const view = useSelector(actorRef, selectSignerView, sameSignerView);
  const status = view.status;
  // The page the status asks for, or one the signer may stay on (documents, conditions).
  const routed =
    view.screen === null ||
    view.screen === screen ||
    screen === null ||
    (status !== null && signerMayStayOn(screen, view.screen, status));

  let content;
  switch (view.phase) {
    case 'ready':
    case 'waiting':
      content = routed ? (
        <Outlet />
      ) : (
        <Panel title={SIGNER_LOADING_TITLE}>
          <ProgressBar label={SIGNER_LOADING_TITLE} />
        </Panel>
      );
      break;
    case 'notSigner':
      content = (
        <Panel title="This signing link is not for you">
          <div role="alert" className="kit-alert kit-alert--error">
            <p>{NOT_A_SIGNER_MESSAGE}</p>
          </div>
          <p>
            If someone asked you to sign their home equity line of credit, use the link in the
            e-mail they sent you, signed in with the e-mail address it was sent to.
          </p>
        </Panel>
      );
      break;
    case 'error':
      content = (
        <Panel title="Something went wrong">
          <div role="alert" className="kit-alert kit-alert--error">
            <p>
              {view.errorMessage ? `${SIGNER_ERROR_TEXT} ${view.errorMessage}` : SIGNER_ERROR_TEXT}
            </p>
            <button
              type="button"
              className="kit-button"
              disabled={!view.canRetry}
              onClick={() => actorRef.send({ type: 'RETRY' })}
            >
              Retry
            </button>
          </div>
        </Panel>
      );
      break;
    default:
      content = (
        <Panel title={SIGNER_LOADING_TITLE}>
          <div role="status">
            <p>One moment while we find where you left off.</p>
          </div>
          <ProgressBar label={SIGNER_LOADING_TITLE} />
        </Panel>
      );
  }

  return (
    <SignerContext.Provider value={actorRef}>
      <div className="application-layout">
        {status ? (
          <p className="application-layout__header">
            Signing for {status.primaryBorrowerName ?? 'the primary borrower'}
            {status.loanNumber ? (
              <>
                {' '}
                · Loan number: <span className="application-layout__id">{status.loanNumber}</span>
              </>
            ) : null}
          </p>
        ) : null}
        <div className="application-layout__columns">
          <ProgressSidebar
            currentStep={progressStep(status ? signerProgress(status) : null)}
            labels={NOTARY_ONLY_LABELS}
            notaryOnly
            stepsUnknown={!status}
            progressText="Your part of a jointly owned home's line of credit."
          />
          <div className="application-layout__content">{content}</div>
        </div>
      </div>
    </SignerContext.Provider>
  );
}
