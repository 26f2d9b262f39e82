import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { registrationMachine } from '../../../machines/registration/registration.machine';
import { selectPhase, selectStep } from '../../../machines/registration/registration.select';
import { LEGACY_PAGES, legacyPageForPath, legacyPageOf } from '../../domain/registration';
import { ProgressBar } from '../../ui/ProgressBar';
import {
  RegistrationLoading,
  RegistrationModals,
  usePageHost,
} from '../register-v2/RegistrationLayout';
import {
  RegistrationActorProvider,
  useRegistration,
  useRegistrationActor,
} from '../register-v2/RegistrationProvider';
import {
  useAwaitsSignIn,
  usePageRegistrationInput,
  useSessionIdentity,
} from '../register-v2/pageInput';
import { legacyActor } from './legacyActor';
import '../register-v2/register-v2.css';
import './register.css';

export interface LegacyRegistrationProps {
  /** Replaces the machine (tests provide fake actors); the real one by default. */
  machine?: typeof registrationMachine;
  children: ReactNode;
}

/**
 * A legacy registration page (/register, /register/account-setup): the registration actor shared
 * by both pages, what it asks of its host (navigate, leave, storage), the two-page progress bar
 * and the same modals as register-v2.
 */
export function LegacyRegistration(props: LegacyRegistrationProps) {
  const location = useLocation();
  const awaitsSignIn = useAwaitsSignIn(location.search);
  return awaitsSignIn ? <RegistrationLoading /> : <LegacyRoot {...props} />;
}

function LegacyRoot({ machine, children }: LegacyRegistrationProps) {
  const location = useLocation();
  const page = legacyPageForPath(location.pathname) ?? LEGACY_PAGES[0]!;
  const input = usePageRegistrationInput('legacy', page.steps[0]);
  const host = usePageHost();
  const hostRef = useRef(host);
  useLayoutEffect(() => {
    hostRef.current = host;
  });
  // Why through a ref: the effects read this page's host as it is when the machine asks.
  const [actor] = useState(() => legacyActor(input, () => hostRef.current, machine));
  return (
    <RegistrationActorProvider value={actor}>
      <LegacyFrame>{children}</LegacyFrame>
    </RegistrationActorProvider>
  );
}

function LegacyFrame({ children }: { children: ReactNode }) {
  const phase = useRegistration(selectPhase);
  const step = useRegistration(selectStep);
  useLegacyRouteEvents();
  useSessionIdentity(useRegistrationActor());
  const index = LEGACY_PAGES.indexOf(legacyPageOf(step));
  const total = LEGACY_PAGES.length;
  return (
    <div className="register-layout legacy-register">
      <div>
        <ProgressBar
          label="Registration progress"
          value={phase === 'loading' ? null : ((index + 1) / total) * 100}
          valueText={`Step ${index + 1} of ${total}: ${LEGACY_PAGES[index]!.label}`}
        />
        {phase === 'loading' ? <p role="status">Loading your application…</p> : children}
      </div>
      <RegistrationModals />
    </div>
  );
}

/** Each page's URL tells the machine which steps are on screen (back, forward, a typed URL). */
function useLegacyRouteEvents() {
  const actor = useRegistrationActor();
  const location = useLocation();
  useEffect(() => {
    const page = legacyPageForPath(location.pathname);
    if (page) actor.send({ type: 'ROUTE.ENTERED', step: page.steps[0]!, search: location.search });
  }, [actor, location.pathname, location.search]);
}
