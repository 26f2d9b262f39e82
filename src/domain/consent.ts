/**
 * The user's privacy choices (the footer's dialog, src/app/shell/ConsentDialog.tsx), as stored on
 * the device. Pure: the shell and the charts (telemetry, registration's start events) read it.
 */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage key of the user's cookie and tracking choice. */
export const CONSENT_STORAGE_KEY = 'heloc-consent';

export interface ConsentChoice {
  /** Measure how the site is used (analytics, session replay). */
  analytics: boolean;
  /** Personalised marketing and advertising partners. */
  marketing: boolean;
  /** ISO time of the choice. */
  savedAt: string;
}

/** Nothing stored yet: only the necessary cookies until the user chooses. */
export const DEFAULT_CONSENT: Omit<ConsentChoice, 'savedAt'> = {
  analytics: false,
  marketing: false,
};

export function readConsent(storage: Pick<Storage, 'getItem'>): ConsentChoice | null {
  const raw = storage.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    return {
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      savedAt: typeof value.savedAt === 'string' ? value.savedAt : '',
    };
  } catch {
    return null;
  }
}

export function saveConsent(
  storage: KeyValueStorage,
  choice: Omit<ConsentChoice, 'savedAt'>,
): void {
  const value: ConsentChoice = { ...choice, savedAt: new Date().toISOString() };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
}

/**
 * Analytics (telemetry, session replay) are on unless the user declined them in their privacy
 * choices. Nothing chosen yet: on, as the product always measured (docs/sandbox.md assumption).
 */
export function analyticsAllowed(storage: Pick<Storage, 'getItem'> | null | undefined): boolean {
  if (!storage) return true;
  return readConsent(storage)?.analytics ?? true;
}
