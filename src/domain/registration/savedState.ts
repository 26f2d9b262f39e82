import type { RegisterValues, StepId } from './types';

/**
 * The pre-auth saved state: the wizard's answers kept across the hosted-login round trip (and a
 * reload), bound to a nonce that comes back in the URL. Returned only when the nonce matches; a
 * mismatch clears it. The password is never stored.
 *
 * Where and how long (issue 14): this tab's sessionStorage, not localStorage, so the answers (name,
 * birth date, income, addresses) never outlive the tab nor reach another one; and only for
 * PRE_AUTH_TTL_MS after they were saved, after which they are dropped on read. A logout or a 401
 * removes them with every other app key (src/domain/appStorage.ts).
 */
export const PRE_AUTH_STORAGE_KEY = 'heloc.registration.preAuthState';

/**
 * How long the saved answers are honoured: 30 minutes. Ours (the spec gives no value): the login
 * round trip (e-mail one-time code, a password to create) takes a few minutes; half an hour
 * leaves room for a slow inbox without keeping personal data on a shared device for the day.
 */
export const PRE_AUTH_TTL_MS = 30 * 60 * 1000;

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
  /** Epoch milliseconds when saved (the expiry counts from here). */
  savedAt: number;
}

/** The storage calls used (sessionStorage in the app, a Map-backed fake in tests). */
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
  now: number = Date.now(),
): void {
  const stored: Stored = { nonce, formState, savedAt: now };
  storage.setItem(PRE_AUTH_STORAGE_KEY, JSON.stringify(stored));
}

/**
 * The saved form state when `nonce` matches and it has not expired; cleared (and null) on a
 * mismatch, an expiry or garbage.
 */
export function loadPreAuthState(
  storage: KeyValueStorage,
  nonce: string | null | undefined,
  now: number = Date.now(),
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
      (parsed as Stored).formState !== null &&
      typeof (parsed as Stored).savedAt === 'number'
    ) {
      stored = parsed as Stored;
    }
  } catch {
    stored = null;
  }
  const expired = stored !== null && !(now - stored.savedAt <= PRE_AUTH_TTL_MS);
  if (!stored || expired || !nonce || stored.nonce !== nonce) {
    storage.removeItem(PRE_AUTH_STORAGE_KEY);
    return null;
  }
  return stored.formState;
}

export function clearPreAuthState(storage: KeyValueStorage): void {
  storage.removeItem(PRE_AUTH_STORAGE_KEY);
}
