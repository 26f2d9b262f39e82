/**
 * What the app does for the registration chart (decision 014: host effects are provided actions).
 * The chart names each effect with a no-op stub; the views provide these implementations with
 * `registrationMachine.provide({ actions: registrationHost(getHost) })`.
 */
import { LOGIN_HINT_STORAGE_KEY } from '../../src/domain/appStorage';
import {
  clearPreAuthState,
  savePreAuthState,
  type KeyValueStorage,
  type PreAuthFormState,
} from '../../src/domain/registration';
import { clearRegistrationDraft, saveRegistrationDraft } from '../../src/domain/registration/draft';
import { loadCalls } from './registration.actors';
import { draftOf } from './registration.context';
import type { RegistrationContext, TelemetryKey } from './registration.types';

export interface RegistrationHost {
  /** In-app navigation (react-router's `navigate`), paths relative to the app base. */
  navigate: (to: string, options: { replace: boolean }) => void;
  /** A full-page navigation out of the app (another site, login, dashboard, waitlist). */
  leave: (url: string) => void;
  /**
   * Where the pre-auth saved state, the wizard's draft and the login's e-mail hint live (this
   * tab's sessionStorage in the browser).
   */
  storage: KeyValueStorage | null;
  /** Keep a telemetry session the submit sequence started (device storage, shell §3). */
  keepTelemetrySession?: (sessionKey: TelemetryKey) => void;
  /**
   * The page's loader overlay (the shell's): shown from the submit to the first application
   * screen. Absent outside a shell (a step rendered on its own): nothing to show.
   */
  loading?: { start: () => void; end: () => void };
}

/**
 * The registration chart's host actions. `getHost` is read at each effect, so the page on screen
 * (a legacy registration keeps one actor across two pages) carries it out.
 */
export function registrationHost(getHost: () => RegistrationHost) {
  return {
    navigate: (_: unknown, params: { to: string; replace: boolean }) =>
      getHost().navigate(params.to, { replace: params.replace }),
    leave: (_: unknown, params: { url: string }) => getHost().leave(params.url),
    savePreAuthState: (_: unknown, params: { nonce: string; formState: PreAuthFormState }) => {
      const { storage } = getHost();
      if (storage) savePreAuthState(storage, params.nonce, params.formState);
    },
    clearPreAuthState: () => {
      const { storage } = getHost();
      if (storage) clearPreAuthState(storage);
    },
    /** The wizard's answers as they are now (draftOf leaves the password out). */
    saveDraft: ({ context }: { context: RegistrationContext }) => {
      const { storage } = getHost();
      if (storage) saveRegistrationDraft(storage, draftOf(context));
    },
    clearDraft: () => {
      const { storage } = getHost();
      if (storage) clearRegistrationDraft(storage);
    },
    handOffLoginHint: (_: unknown, params: { email: string }) => {
      try {
        getHost().storage?.setItem(LOGIN_HINT_STORAGE_KEY, params.email);
      } catch {
        // Storage blocked: the login page asks for the e-mail.
      }
    },
    keepTelemetrySession: (_: unknown, params: { sessionKey: TelemetryKey | null }) => {
      if (params.sessionKey) getHost().keepTelemetrySession?.(params.sessionKey);
    },
    startLoading: () => getHost().loading?.start(),
    endLoading: () => getHost().loading?.end(),
    /** Past the start page the calls will be needed: fetch their module now (decision 008). */
    prepareCalls: () => {
      void loadCalls().catch(() => {
        // Why: a failed prefetch is retried by the first call, which reports its own error.
      });
    },
  };
}
