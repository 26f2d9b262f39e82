/**
 * What the signer login page renders, derived from the machine's snapshot: views never read
 * `state.value`.
 */
import type { SnapshotFrom } from 'xstate';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { signerLoginMachine } from './signer-login.machine';
import type { PasswordValues, SignerInvitation, SignerLoginContext } from './signer-login.types';

export type SignerLoginSnapshot = SnapshotFrom<typeof signerLoginMachine>;

export type SignerLoginPhase =
  'reading' | 'readFailed' | 'expired' | 'login' | 'createPassword' | 'signedIn';

export interface SignerLoginView {
  phase: SignerLoginPhase;
  invitation: SignerInvitation | null;
  values: PasswordValues;
  fieldErrors: SignerLoginContext['fieldErrors'];
  /** The password is being saved. */
  saving: boolean;
  /** A failed call, in the user's words (never an internal URL); null when none. */
  errorMessage: string | null;
}

function phaseOf(snapshot: SignerLoginSnapshot): SignerLoginPhase {
  if (snapshot.matches('readFailed')) return 'readFailed';
  if (snapshot.matches('expired')) return 'expired';
  if (snapshot.matches('login')) return 'login';
  if (snapshot.matches('creatingPassword')) return 'createPassword';
  if (snapshot.matches('signedIn')) return 'signedIn';
  return 'reading';
}

export function selectSignerLoginView(snapshot: SignerLoginSnapshot): SignerLoginView {
  const { context } = snapshot;
  return {
    phase: phaseOf(snapshot),
    invitation: context.invitation,
    values: context.values,
    fieldErrors: context.fieldErrors,
    saving: snapshot.hasTag('busy') && snapshot.matches('creatingPassword'),
    errorMessage: context.error === null ? null : errorMessageOf(context.error),
  };
}
