import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { selectLogoutView } from '../../../machines/logout/logout.select';
import {
  selectFlag,
  selectMaintenance,
  selectShellPhase,
  WEBCHAT_FLAG,
} from '../../../machines/session/session.select';
import { useInRouterContext } from 'react-router';
import { lazyComponent } from '../lazyRoute';
import { ChatLauncher } from './chat/ChatLauncher';
import { LegalFooter } from './LegalFooter';
import { NavigationRefusedAlert } from './NavigationRefusedAlert';
import { useLogoutActor, useSessionActor } from './ShellProvider';
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

/** The layout: skip link, top bar, main, legal footer, leave survey; or the maintenance page. */
export function ShellFrame({ children, waitForFlags = true }: ShellFrameProps) {
  const session = useSessionActor();
  const { surveyOpen } = useSelector(useLogoutActor(), selectLogoutView, shallowEqual);
  const phase = useSelector(session, selectShellPhase);
  const webchat = useSelector(session, selectFlag(WEBCHAT_FLAG));
  const inRouter = useInRouterContext();
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
    <div className="app shell-app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <NavigationRefusedAlert />
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
    </div>
  );
}
