import type { RegisterValues, StepId } from './types';

/**
 * The pre-auth saved state: the wizard's answers kept in localStorage across the hosted-login
 * round trip (and a reload), bound to a nonce that comes back in the URL. Returned only when the
 * nonce matches; a mismatch clears it. The password is never stored.
 */
export const PRE_AUTH_STORAGE_KEY = 'heloc.registration.preAuthState';

export type SavedValues = Omit<RegisterValues, 'password'>;

export interface PreAuthFormState {
  values: SavedValues;
  completed: StepId[];
  /** Submit again on return (the user had pressed submit when they left to log in). */
  resumeSubmit: boolean;
}

interface Stored {
  nonce: string;
  formState: PreAuthFormState;
}

/** The storage calls used (localStorage in the app, a Map-backed fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Strips the password step (password and its confirmation) before anything is stored. */
export function toFormState(
  values: RegisterValues,
  completed: readonly StepId[],
  resumeSubmit: boolean,
): PreAuthFormState {
  const { password: _password, ...rest } = values;
  return { values: rest, completed: completed.filter((s) => s !== 'password'), resumeSubmit };
}

export function savePreAuthState(
  storage: KeyValueStorage,
  nonce: string,
  formState: PreAuthFormState,
): void {
  const stored: Stored = { nonce, formState };
  storage.setItem(PRE_AUTH_STORAGE_KEY, JSON.stringify(stored));
}

/** The saved form state when `nonce` matches; cleared (and null) on a mismatch or garbage. */
export function loadPreAuthState(
  storage: KeyValueStorage,
  nonce: string | null | undefined,
): PreAuthFormState | null {
  const raw = storage.getItem(PRE_AUTH_STORAGE_KEY);
  if (raw === null) return null;
  let stored: Stored | null = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as Stored).nonce === 'string' &&
      typeof (parsed as Stored).formState === 'object' &&
      (parsed as Stored).formState !== null
    ) {
      stored = parsed as Stored;
    }
  } catch {
    stored = null;
  }
  if (!stored || !nonce || stored.nonce !== nonce) {
    storage.removeItem(PRE_AUTH_STORAGE_KEY);
    return null;
  }
  return stored.formState;
}

export function clearPreAuthState(storage: KeyValueStorage): void {
  storage.removeItem(PRE_AUTH_STORAGE_KEY);
}
