import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { applicationStatusActors } from '../../../machines/application-status/application-status.actors';
import { applicationStatusHost } from '../../../machines/application-status/application-status.host';
import { applicationStatusMachine } from '../../../machines/application-status/application-status.machine';
import {
  selectApplicationStatusView,
  type ApplicationStatusSnapshot,
  sameApplicationStatusView,
} from '../../../machines/application-status/application-status.select';
import { navigateTo } from '../../app/navigation';
import { useOptionalLoaderActor } from '../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { Link } from '../../ui/Link';
import { ProgressBar } from '../../ui/ProgressBar';
import { ApplicationStatusContext } from './applicationStatusContext';
import { OpenItemsLink } from './OpenItemsLink';
import { ProgressSidebar } from './ProgressSidebar';
import '../../ui/kit.css';
import './application.css';

/** The application's documents page (documents/DocumentsPage.tsx), open at any status. */
const DOCUMENTS_SCREEN = 'documents';

export const LOADING_TITLE = 'Loading your application';
export const STILL_WORKING_TITLE = "We're still working on your application";
export const ERROR_TEXT = 'Something went wrong. Please try again.';

/**
 * The screen under /{uuid}/, as the machine reads it: 'start/hmda', or null on the entry. The
 * router's pathname is relative to the basename and starts with the application id.
 */
export function screenFromPathname(pathname: string): string | null {
  const [, ...rest] = pathname.split('/').filter(Boolean);
  return rest.length > 0 ? rest.join('/') : null;
}

const selectIsSignerApp = (snapshot: ApplicationStatusSnapshot) => snapshot.context.isSignerApp;
/** The screen the machine has put the user on (the URL follows it a moment later). */
const selectMachineScreen = (snapshot: ApplicationStatusSnapshot) => snapshot.context.currentScreen;
/** Nothing is known about the progress until the first status answer. */
const selectHasStatus = (snapshot: ApplicationStatusSnapshot) => snapshot.context.status !== null;

function StatusPanel({ title, message }: { title: string; message: string }) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page application-status-panel">
      <div role="status" aria-live="polite">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p>{message}</p>
      </div>
      <ProgressBar label={title} />
    </section>
  );
}

function ErrorPanel({ canRetry, onRetry }: { canRetry: boolean; onRetry: () => void }) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>('Something went wrong');
  return (
    <section className="page application-status-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        Something went wrong
      </h1>
      <div className="application-status-panel__error" role="alert">
        <p>{ERROR_TEXT}</p>
        <button type="button" className="kit-button" disabled={!canRetry} onClick={onRetry}>
          Retry
        </button>
      </div>
    </section>
  );
}

/** The status machine's way out (/dashboard): a full-page navigation through the guard. */
export function redirectOutOfApplication(url: string): void {
  navigateTo(url);
}

/**
 * The layout of every screen of one application: its status actor (created once per
 * application), the loan number, the progress sidebar, and the screen, or the machine's
 * loading / still-working / error state while there is no right screen to show.
 */
function ApplicationLayout({ applicationUuid }: { applicationUuid: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const screen = screenFromPathname(location.pathname);
  const loader = useOptionalLoaderActor();

  const actorRef = useFlowActor(
    applicationStatusMachine.provide({
      actors: applicationStatusActors,
      actions: applicationStatusHost({
        // The status picks the screen: the old URL is replaced, Back does not bounce the user.
        navigate: (to) => void navigate(to, { replace: true }),
        leave: redirectOutOfApplication,
        reload: () => window.location.reload(),
        warn: (message, details) => console.warn(message, details),
        // The wait after registration ends when the first application screen shows.
        endLoading: () => loader?.send({ type: 'LOADING.END' }),
      }),
    }),
    { input: { applicationUuid, currentScreen: screen ?? undefined, search: location.search } },
  );

  // The machine keeps the current screen and query in step with the URL (it answers the event).
  useEffect(() => {
    actorRef.send({ type: 'LOCATION.CHANGED', screen, search: location.search });
  }, [actorRef, screen, location.search]);

  // Leaving the application stops the polling. A layout effect's cleanup runs before
  // useActorRef's own (passive) cleanup stops the actor, so the machine still receives it.
  useLayoutEffect(() => () => actorRef.send({ type: 'LEAVE' }), [actorRef]);

  const view = useSelector(actorRef, selectApplicationStatusView, sameApplicationStatusView);
  const notaryOnly = useSelector(actorRef, selectIsSignerApp);
  const hasStatus = useSelector(actorRef, selectHasStatus);
  const machineScreen = useSelector(actorRef, selectMachineScreen);
  // After a wait, the machine is ready before the router has moved to the new screen: showing
  // the old URL's screen for that moment would mount it again (and let it post its step again).
  const routed = screen === null || machineScreen === screen;

  let content;
  switch (view.phase) {
    case 'ready':
      content = routed ? (
        <Outlet />
      ) : (
        <StatusPanel title={LOADING_TITLE} message="One moment while we find your next step." />
      );
      break;
    case 'error':
      content = (
        <ErrorPanel canRetry={view.canRetry} onRetry={() => actorRef.send({ type: 'RETRY' })} />
      );
      break;
    case 'stillWorking':
      content = (
        <StatusPanel
          title={STILL_WORKING_TITLE}
          message="This can take a minute. This page moves on by itself as soon as we are done."
        />
      );
      break;
    default:
      content = (
        <StatusPanel title={LOADING_TITLE} message="One moment while we find your next step." />
      );
  }

  return (
    <ApplicationStatusContext.Provider value={actorRef}>
      <div className="application-layout">
        <p className="application-layout__header">
          Loan number:{' '}
          {view.layoutPending ? (
            // One line kept for the number while it is on its way (the id would wrap to two).
            <span className="application-layout__id application-layout__id--pending">
              <span className="kit-visually-hidden">Loading</span>
            </span>
          ) : (
            <span className="application-layout__id">{view.loanNumber ?? applicationUuid}</span>
          )}
        </p>
        {/* One row: the open-items link takes the room beside "Your documents" when it arrives,
          so nothing below moves. */}
        <nav className="application-layout__nav" aria-label="Your application">
          <Link to={`/${applicationUuid}/${DOCUMENTS_SCREEN}`}>Your documents</Link>
          <OpenItemsLink applicationUuid={applicationUuid} />
        </nav>
        <div className="application-layout__columns">
          <ProgressSidebar
            currentStep={view.progressStep}
            labels={view.stepLabels}
            notaryOnly={notaryOnly}
            stepsUnknown={!hasStatus}
            pending={view.layoutPending}
            offer={view.offer}
          />
          <div className="application-layout__content">{content}</div>
        </div>
      </div>
    </ApplicationStatusContext.Provider>
  );
}

/** Route module of `:applicationId`: a new actor for each application id. */
export function Component() {
  const { applicationId = '' } = useParams();
  return <ApplicationLayout key={applicationId} applicationUuid={applicationId} />;
}
