import { createActor } from 'xstate';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import type { RegistrationInput } from '../../../machines/registration/registration.types';
import type { RegistrationActorRef } from '../register-v2/RegistrationProvider';

/**
 * The legacy registration's actor. Its two pages are separate routes (`register`,
 * `register/account-setup`), so the actor lives here, beside them, rather than in either page:
 * the answers of the first page are still there on the second, and Back brings them back. A
 * finished registration (the HELOC created, or the user sent elsewhere) starts afresh.
 */
let current: RegistrationActorRef | null = null;

export function legacyActor(
  input: RegistrationInput,
  machine: typeof registrationMachine = registrationMachine,
): RegistrationActorRef {
  if (current?.getSnapshot().status === 'active') return current;
  current = createActor(machine, { input });
  current.start();
  return current;
}

/** Forget the actor (tests; a new visit after the flow ended does this by itself). */
export function resetLegacyActor(): void {
  current?.stop();
  current = null;
}
