import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import { selectLoaderView } from '../../../machines/loader/loader.select';
import {
  selectAddressLookupActor,
  selectLookupLoading,
  selectLookupSuggestions,
  selectProgressActor,
  type RegistrationSnapshot,
} from '../../../machines/registration/registration.select';
import type {
  RegistrationEmitted,
  RegistrationInput,
  TelemetryKey,
} from '../../../machines/registration/registration.types';
import { LOGIN_HINT_STORAGE_KEY } from '../../domain/appStorage';
import {
  clearPreAuthState,
  savePreAuthState,
  type KeyValueStorage,
} from '../../domain/registration';

export type RegistrationActorRef = ActorRefFrom<typeof registrationMachine>;

const RegistrationActorContext = createContext<RegistrationActorRef | null>(null);

export interface RegistrationHost {
  /** In-app navigation (react-router's `navigate`), paths relative to the app base. */
  navigate: (to: string, options: { replace: boolean }) => void;
  /** A full-page navigation out of the app (another site, login, dashboard, waitlist). */
  leave: (url: string) => void;
  /**
   * Where the pre-auth saved state and the login's e-mail hint live (this tab's sessionStorage
   * in the browser).
   */
  storage: KeyValueStorage | null;
  /** Keep a telemetry session the submit sequence started (device storage, shell §3). */
  keepTelemetrySession?: (sessionKey: TelemetryKey) => void;
}

export interface RegistrationProviderProps {
  input: RegistrationInput;
  host: RegistrationHost;
  /** Replaces the machine (tests provide fake actors); the real one by default. */
  machine?: typeof registrationMachine;
  children: ReactNode;
}

/**
 * Holds the registration actor across the register-v2 steps (created once, at the parent route)
 * and carries out what the machine asks of its host: navigate, leave, keep the pre-auth state.
 */
export function RegistrationProvider({
  input,
  host,
  machine = registrationMachine,
  children,
}: RegistrationProviderProps) {
  const actor = useActorRef(machine, { input });
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  });
  // Why a layout effect through a ref: what the machine asks before the steps' own effects have
  // run (a start answered at once, a deep link's redirect) must not be lost.
  useLayoutEffect(() => {
    const subscription = actor.on('*', (event) => carryOut(hostRef.current, event));
    return () => subscription.unsubscribe();
  }, [actor]);
  return (
    <RegistrationActorContext.Provider value={actor}>{children}</RegistrationActorContext.Provider>
  );
}

/** Carries out what the machine asks of its host. */
export function carryOut(host: RegistrationHost, event: RegistrationEmitted): void {
  switch (event.type) {
    case 'navigate':
      host.navigate(event.to, { replace: event.replace });
      break;
    case 'leave':
      host.leave(event.url);
      break;
    case 'savePreAuthState':
      if (host.storage) savePreAuthState(host.storage, event.nonce, event.formState);
      break;
    case 'clearPreAuthState':
      if (host.storage) clearPreAuthState(host.storage);
      break;
    case 'loginHint':
      try {
        host.storage?.setItem(LOGIN_HINT_STORAGE_KEY, event.email);
      } catch {
        // Storage blocked: the login page asks for the e-mail.
      }
      break;
    case 'telemetrySession':
      host.keepTelemetrySession?.(event.sessionKey);
      break;
  }
}

/** Provides an actor created elsewhere (the legacy pages keep one across their two routes). */
export const RegistrationActorProvider = RegistrationActorContext.Provider;

/** Rendered under a RegistrationProvider (false: a step module mounted on its own). */
export function useHasRegistration(): boolean {
  return useContext(RegistrationActorContext) !== null;
}

export function useRegistrationActor(): RegistrationActorRef {
  const actor = useContext(RegistrationActorContext);
  if (!actor) throw new Error('useRegistrationActor: render inside <RegistrationProvider>');
  return actor;
}

/** A slice of the registration snapshot (select primitives or stable references). */
export function useRegistration<T>(selector: (snapshot: RegistrationSnapshot) => T): T {
  return useSelector(useRegistrationActor(), selector);
}

/** The address typeahead's suggestions, from the lookup child (its own snapshot). */
export function useAddressLookup() {
  const actor = useRegistrationActor();
  const lookup = useSelector(actor, selectAddressLookupActor);
  const suggestions = useSelector(lookup, selectLookupSuggestions);
  const loading = useSelector(lookup, selectLookupLoading);
  const onQueryChange = useCallback(
    (text: string) => actor.send({ type: 'ADDRESS.QUERY', text }),
    [actor],
  );
  return { suggestions, loading, onQueryChange };
}

/** The rotating progress message while submitting (the loader child's snapshot). */
export function useProgressMessage(): string | null {
  const progress = useRegistration(selectProgressActor);
  const message = useSelector(progress, (s) => (s ? selectLoaderView(s).message : ''));
  return message || null;
}
