import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectMaintenance, selectShellPhase } from '../../../machines/session/session.select';
import { LeaveSurveyModal } from './LeaveSurveyModal';
import { LegalFooter } from './LegalFooter';
import { MaintenancePage } from './MaintenancePage';
import { useSessionActor } from './ShellProvider';
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

/** The layout: skip link, top bar, main, legal footer, leave survey; or the maintenance page. */
export function ShellFrame({ children, waitForFlags = true }: ShellFrameProps) {
  const session = useSessionActor();
  const phase = useSelector(session, selectShellPhase);
  const maintenance = useSelector(
    session,
    selectMaintenance,
    (a, b) => a === b || (a !== null && b !== null && shallowEqual(a, b)),
  );
  if (phase === 'maintenance' && maintenance) return <MaintenancePage maintenance={maintenance} />;
  return (
    <div className="app shell-app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="app-main" tabIndex={-1}>
        {phase === 'loading' && waitForFlags ? (
          <p className="shell-loading" role="status">
            Loading…
          </p>
        ) : (
          children
        )}
      </main>
      <LegalFooter />
      <LeaveSurveyModal />
    </div>
  );
}
