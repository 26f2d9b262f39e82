import { createFlowActor } from '../../app/inspect';
import type { registrationMachine } from '../../../machines/registration/registration.machine';
import {
  registrationHost,
  type RegistrationHost,
} from '../../../machines/registration/registration.host';
import type { RegistrationInput } from '../../../machines/registration/registration.types';
import {
  liveRegistrationMachine,
  type RegistrationActorRef,
} from '../register-v2/RegistrationProvider';

/**
 * The legacy registration's actor. Its two pages are separate routes (`register`,
 * `register/account-setup`), so the actor lives here, beside them, rather than in either page:
 * the answers of the first page are still there on the second, and Back brings them back. A
 * finished registration (the HELOC created, or the user sent elsewhere) starts afresh. What the
 * machine asks of its host is carried out by the page on screen (`pageHost`, the latest page's).
 */
let current: RegistrationActorRef | null = null;
let pageHost: () => RegistrationHost = () => {
  throw new Error('legacyActor: no page carries out the registration host effects');
};

export function legacyActor(
  input: RegistrationInput,
  host: () => RegistrationHost,
  machine: typeof registrationMachine = liveRegistrationMachine,
): RegistrationActorRef {
  pageHost = host;
  if (current?.getSnapshot().status === 'active') return current;
  const logic = machine.provide({ actions: registrationHost(() => pageHost()) });
  current = createFlowActor(logic, { input });
  current.start();
  return current;
}

/** Forget the actor (tests; a new visit after the flow ended does this by itself). */
export function resetLegacyActor(): void {
  current?.stop();
  current = null;
}
