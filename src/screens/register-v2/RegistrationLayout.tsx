import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  selectLoanOfficer,
  selectModal,
  selectPhase,
  selectProgress,
  selectUrls,
  selectValues,
} from '../../../machines/registration/registration.select';
import { newYorkRedirectFor } from '../../../machines/session/session.rules';
import { NewYorkRedirectModal } from '../../app/shell/NewYorkRedirectModal';
import { useBrand } from '../../app/shell/ShellProvider';
import { stepForPath } from '../../domain/registration';
import { Modal } from '../../ui/Modal';
import { ProgressBar } from '../../ui/ProgressBar';
import {
  RegistrationProvider,
  useRegistration,
  useRegistrationActor,
  type RegistrationHost,
} from './RegistrationProvider';
import {
  browserStorage,
  storeTelemetryKey,
  useAwaitsSignIn,
  usePageRegistrationInput,
  useRedesignOn,
} from './pageInput';
import './register-v2.css';

/** The host of a page's registration actor: the router, full-page exits, the device storage. */
export function usePageHost(): RegistrationHost {
  const navigate = useNavigate();
  return useMemo<RegistrationHost>(
    () => ({
      navigate: (to, { replace }) => void navigate(to, { replace }),
      leave: (url) => globalThis.location.assign(url),
      storage: browserStorage(),
      keepTelemetrySession: storeTelemetryKey,
    }),
    [navigate],
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

type Officer = NonNullable<ReturnType<typeof selectLoanOfficer>>;

function OfficerDetails({ officer }: { officer: Officer }) {
  return (
    <>
      <h2>Your loan officer</h2>
      {officer.name ? <p>{officer.name}</p> : null}
      {officer.phone ? (
        <p>
          <a href={`tel:${officer.phone}`}>{officer.phone}</a>
        </p>
      ) : null}
      {officer.email ? (
        <p>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </p>
      ) : null}
    </>
  );
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
      <Modal open={open} onClose={() => setOpen(false)} title="Your loan officer">
        <OfficerDetails officer={officer} />
      </Modal>
    </div>
  );
}

const BLOCKED_TEXT = {
  recentlyFunded: {
    title: 'You recently received a HELOC',
    body: 'A HELOC was opened for you in the last 45 days. Please wait before applying again.',
    action: 'Go to my dashboard',
  },
  inquiry: {
    title: 'You have an application with your loan officer',
    body: 'Please contact your loan officer by phone or email to continue.',
    action: 'Go to my dashboard',
  },
  activeApplication: {
    title: 'You already have an application',
    body: 'Continue your application, or contact support to cancel it.',
    action: 'Continue my application',
  },
  wholesaleActive: {
    title: 'You already have an application',
    body: 'Your application was started with a broker. Log in to the broker site to continue.',
    action: 'Log in',
  },
} as const;

/** The wizard's modals (New York, Hawaii, account exists, unable to start). */
export function RegistrationModals() {
  const actor = useRegistrationActor();
  const brand = useBrand();
  const modal = useRegistration(selectModal);
  const urls = useRegistration(selectUrls);
  const state = useRegistration((s) => selectValues(s, 'property').state);
  const dismiss = () => actor.send({ type: 'MODAL.DISMISS' });
  const confirm = () => actor.send({ type: 'MODAL.CONFIRM' });
  const nyRedirect =
    modal === 'newYork'
      ? newYorkRedirectFor({
          brand,
          propertyState: state,
          flagOn: true,
          hostname: globalThis.location?.hostname ?? '',
        })
      : null;
  return (
    <>
      <NewYorkRedirectModal redirect={nyRedirect} onClose={dismiss} />
      <Modal open={modal === 'hawaii'} onClose={dismiss} title="We don't lend in Hawaii">
        <p>
          {brand.shortName} does not lend in Hawaii yet. Our partner lender may be able to help.
        </p>
        <div className="kit-submit-row">
          <a className="kit-button" href={urls.hawaiiPartner}>
            Visit our partner lender
          </a>
        </div>
      </Modal>
      <Modal open={modal === 'accountExists'} onClose={dismiss} title="An account already exists">
        <p>
          An account with this email already exists. Log in to continue your application; your
          answers are kept.
        </p>
        <div className="kit-submit-row">
          <button type="button" className="kit-button" onClick={confirm}>
            Log in
          </button>
        </div>
      </Modal>
      {modal && modal in BLOCKED_TEXT ? (
        <Modal
          open
          onClose={dismiss}
          title={BLOCKED_TEXT[modal as keyof typeof BLOCKED_TEXT].title}
        >
          <p>{BLOCKED_TEXT[modal as keyof typeof BLOCKED_TEXT].body}</p>
          <div className="kit-submit-row">
            <button type="button" className="kit-button" onClick={confirm}>
              {BLOCKED_TEXT[modal as keyof typeof BLOCKED_TEXT].action}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
