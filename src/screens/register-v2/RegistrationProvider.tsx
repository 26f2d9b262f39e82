import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import {
  selectAddressLookupActor,
  selectLookupLoading,
  selectLookupSuggestions,
  type RegistrationSnapshot,
} from '../../../machines/registration/registration.select';
import type { RegistrationInput } from '../../../machines/registration/registration.types';
import { registrationActors } from '../../../machines/registration/registration.actors';
import {
  registrationHost,
  type RegistrationHost,
} from '../../../machines/registration/registration.host';

export type RegistrationActorRef = ActorRefFrom<typeof registrationMachine>;

const RegistrationActorContext = createContext<RegistrationActorRef | null>(null);

export type { RegistrationHost };

/** The chart with the lender's calls (tests provide fakes instead). */
export const liveRegistrationMachine = registrationMachine.provide({ actors: registrationActors });

export interface RegistrationProviderProps {
  input: RegistrationInput;
  host: RegistrationHost;
  /** Replaces the machine (tests provide fake actors); the one with the lender's calls by default. */
  machine?: typeof registrationMachine;
  children: ReactNode;
}

/**
 * Holds the registration actor across the register-v2 steps (created once, at the parent route)
 * and carries out what the machine asks of its host (registration.host.ts): navigate, leave, keep
 * the pre-auth state.
 */
export function RegistrationProvider({
  input,
  host,
  machine = liveRegistrationMachine,
  children,
}: RegistrationProviderProps) {
  const hostRef = useRef(host);
  useLayoutEffect(() => {
    hostRef.current = host;
  });
  // Why through a ref: the effects read the page's host as it is when the machine asks.
  const logic = useMemo(
    () => machine.provide({ actions: registrationHost(() => hostRef.current) }),
    [machine],
  );
  const actor = useFlowActor(logic, { input });
  return (
    <RegistrationActorContext.Provider value={actor}>{children}</RegistrationActorContext.Provider>
  );
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
