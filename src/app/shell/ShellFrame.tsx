import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { selectLogoutView } from '../../../machines/logout/logout.select';
import { selectLoaderView } from '../../../machines/loader/loader.select';
import {
  selectFlag,
  selectMaintenance,
  selectShellPhase,
  WEBCHAT_FLAG,
} from '../../../machines/session/session.select';
import { useInRouterContext } from 'react-router';
import { lazyComponent } from '../lazyRoute';
import { ChatLauncher } from './chat/ChatLauncher';
import { ConnectivityBanner } from './ConnectivityBanner';
import { LegalFooter } from './LegalFooter';
import { NavigationRefusedAlert } from './NavigationRefusedAlert';
import { ShellBanners, ShellToasts } from './ShellNotices';
import { useFeedbackOpen } from './ShellServices';
import { LoaderOverlay } from '../../ui/loader/LoaderOverlay';
import { useLoaderActor, useLogoutActor, useSessionActor } from './ShellProvider';
import { TopBar } from './TopBar';
import './shell.css';

export interface ShellFrameProps {
  children?: ReactNode;
  /**
   * Wait for the flags before showing `children` (default): the maintenance page must replace
   * the app before any screen starts. The error fallback does not wait.
   */
  waitForFlags?: boolean;
}

// Shown only on a flag or a user's action: their code loads when they are first shown.
const MaintenancePage = lazyComponent(
  () => import('./MaintenancePage').then((module) => module.MaintenancePage),
  'MaintenancePage',
);
const LeaveSurveyModal = lazyComponent(
  () => import('./LeaveSurveyModal').then((module) => module.LeaveSurveyModal),
  'LeaveSurveyModal',
);

const FeedbackModal = lazyComponent(
  () => import('./FeedbackModal').then((module) => module.FeedbackModal),
  'FeedbackModal',
);

/** The loader overlay is on screen (the page behind it is inert and busy). */
const selectOverlayVisible = (snapshot: Parameters<typeof selectLoaderView>[0]) =>
  selectLoaderView(snapshot).visible;

/**
 * The layout: skip link, top bar, main, legal footer, leave survey, the loader overlay; or the
 * maintenance page. (The session-expiry dialog is ShellSafeguards': it outlives any one frame.)
 */
export function ShellFrame({ children, waitForFlags = true }: ShellFrameProps) {
  const session = useSessionActor();
  const { surveyOpen } = useSelector(useLogoutActor(), selectLogoutView, shallowEqual);
  const phase = useSelector(session, selectShellPhase);
  const webchat = useSelector(session, selectFlag(WEBCHAT_FLAG));
  const inRouter = useInRouterContext();
  const loader = useLoaderActor();
  const overlay = useSelector(loader, selectOverlayVisible);
  const feedbackOpen = useFeedbackOpen();
  const maintenance = useSelector(
    session,
    selectMaintenance,
    (a, b) => a === b || (a !== null && b !== null && shallowEqual(a, b)),
  );
  if (phase === 'maintenance' && maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage maintenance={maintenance} />
      </Suspense>
    );
  }
  return (
    <>
      {/* Outside the inert layout, so that going offline is announced even under the overlay. */}
      <ConnectivityBanner />
      {/* Behind the loader overlay the page is inert (no focus, no clicks) and marked busy; the
        overlay is a sibling, so its live region is neither (LoaderOverlay.tsx). */}
      <div className="app shell-app" inert={overlay} aria-busy={overlay || undefined}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <TopBar />
        <main id="main" className="app-main" tabIndex={-1}>
          <NavigationRefusedAlert />
          <ShellBanners />
          {phase === 'loading' && waitForFlags ? (
            <p className="shell-loading" role="status">
              Loading…
            </p>
          ) : (
            children
          )}
        </main>
        <LegalFooter />
        {webchat && inRouter ? <ChatLauncher /> : null}
        {surveyOpen ? (
          <Suspense fallback={null}>
            <LeaveSurveyModal />
          </Suspense>
        ) : null}
        {feedbackOpen ? (
          <Suspense fallback={null}>
            <FeedbackModal />
          </Suspense>
        ) : null}
        <ShellToasts />
      </div>
      <LoaderOverlay actorRef={loader} />
    </>
  );
}
