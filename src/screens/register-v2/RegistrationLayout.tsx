import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  selectLoanOfficer,
  selectModal,
  selectPhase,
  selectProgress,
} from '../../../machines/registration/registration.select';
import { lazyComponent } from '../../app/lazyRoute';
import { navigateTo } from '../../app/navigation';
import { useOptionalLoaderActor } from '../../app/shell/ShellProvider';
import { stepForPath } from '../../domain/registration';
import { ProgressBar } from '../../ui/ProgressBar';
import {
  RegistrationProvider,
  useRegistration,
  useRegistrationActor,
  type RegistrationHost,
} from './RegistrationProvider';
import {
  preAuthStorage,
  storeTelemetryKey,
  useAwaitsSignIn,
  usePageRegistrationInput,
  useRedesignOn,
  useSessionFlags,
  useSessionIdentity,
} from './pageInput';
import { OfficerDetails, type Officer } from './OfficerDetails';
import './register-v2.css';

// The dialogs load when one opens (RegistrationModals.tsx).
const LazyRegistrationModals = lazyComponent(
  () => import('./RegistrationModals').then((module) => module.RegistrationModals),
  'RegistrationModals',
);
const OfficerModal = lazyComponent(
  () => import('./RegistrationModals').then((module) => module.OfficerModal),
  'RegistrationModals',
);

/**
 * The host of a page's registration actor: the router, full-page exits, the device storage, the
 * shell's loader overlay.
 */
export function usePageHost(): RegistrationHost {
  const navigate = useNavigate();
  const loader = useOptionalLoaderActor();
  return useMemo<RegistrationHost>(
    () => ({
      navigate: (to, { replace }) => void navigate(to, { replace }),
      // Why the END: a refused exit leaves the user here, and the overlay must not hide the reason.
      leave: (url) => {
        if (!navigateTo(url)) loader?.send({ type: 'LOADING.END' });
      },
      storage: preAuthStorage(),
      keepTelemetrySession: storeTelemetryKey,
      loading: loader && {
        start: () => loader.send({ type: 'LOADING.START' }),
        end: () => loader.send({ type: 'LOADING.END' }),
      },
    }),
    [navigate, loader],
  );
}

/**
 * The register-v2 parent route: creates the registration actor once for every step, and lays
 * out the progress bar, the loan-officer contact panel and the modals around the step's route.
 * With the redesign flag off (fe-heloc-redesign-2025) the previous registration at /register
 * is used instead, the query string carried over.
 */
export function Component({ children }: { children?: ReactNode } = {}) {
  const location = useLocation();
  const redesign = useRedesignOn();
  const awaitsSignIn = useAwaitsSignIn(location.search);
  if (!redesign) return <Navigate to={`/register${location.search}`} replace />;
  if (awaitsSignIn) return <RegistrationLoading />;
  return <RegistrationRoot>{children}</RegistrationRoot>;
}

/** What the page shows while the registration cannot start yet. */
export function RegistrationLoading() {
  return (
    <div className="register-layout">
      <p role="status">Loading your application…</p>
    </div>
  );
}

/** The registration actor for this visit, created once, and the frame around the step. */
function RegistrationRoot({ children }: { children?: ReactNode }) {
  const input = usePageRegistrationInput('wizard');
  const host = usePageHost();
  return (
    <RegistrationProvider input={input} host={host}>
      <RegistrationFrame>{children}</RegistrationFrame>
    </RegistrationProvider>
  );
}

/** Progress, officer panel, modals and the step; shared by the route and the tests. */
export function RegistrationFrame({ children }: { children?: ReactNode }) {
  const phase = useRegistration(selectPhase);
  const progress = useRegistration(selectProgress);
  const officer = useRegistration(selectLoanOfficer);
  useRouteEvents();
  useSessionIdentity(useRegistrationActor());
  useSessionFlags(useRegistrationActor());
  const current = progress.groups[progress.current] ?? '';
  const total = progress.groups.length;
  return (
    <div className={`register-layout${officer ? ' register-layout--with-officer' : ''}`}>
      <div>
        {officer ? <OfficerBar officer={officer} /> : null}
        <ProgressBar
          label="Registration progress"
          value={phase === 'loading' ? null : ((progress.current + 1) / Math.max(total, 1)) * 100}
          valueText={`Step ${progress.current + 1} of ${total}: ${current}`}
        />
        {phase === 'loading' ? (
          <p role="status">Loading your application…</p>
        ) : (
          (children ?? <Outlet />)
        )}
      </div>
      {officer ? (
        <aside className="register-layout__officer-panel" aria-label="Your loan officer">
          <OfficerDetails officer={officer} />
        </aside>
      ) : null}
      <RegistrationModals />
    </div>
  );
}

/** The URL is the machine's mirror: each location change tells the machine (back, forward, typed). */
function useRouteEvents() {
  const actor = useRegistrationActor();
  const location = useLocation();
  useEffect(() => {
    const step = stepForPath(location.pathname);
    if (step) actor.send({ type: 'ROUTE.ENTERED', step, search: location.search });
  }, [actor, location.pathname, location.search]);
}

/** Mobile: a top bar whose button opens the officer's details in a modal. */
function OfficerBar({ officer }: { officer: Officer }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="register-layout__officer-bar">
      <button
        type="button"
        className="kit-button kit-button--secondary"
        onClick={() => setOpen(true)}
      >
        Contact your loan officer
      </button>
      {open ? (
        <Suspense fallback={null}>
          <OfficerModal officer={officer} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The wizard's modals (New York, Hawaii, account exists, unable to start), when one is open. */
export function RegistrationModals() {
  const modal = useRegistration(selectModal);
  return modal ? (
    <Suspense fallback={null}>
      <LazyRegistrationModals />
    </Suspense>
  ) : null;
}
