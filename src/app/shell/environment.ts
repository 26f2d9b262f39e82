/**
 * What the shell needs from the browser, in one place, so that tests (and the lead's App) can
 * replace any of it: full-page navigation, reload, storage, the session's end, telemetry and
 * logging. The machines never touch these: the shell provides them as actions.
 */
import { TOKEN_KEY, clearSession } from '../../api/session';
import { trackEvent, type SessionKey } from '../../api/telemetry';
import { analyticsAllowed } from '../../domain/consent';
import { navigateTo } from '../navigation';
import {
  AUTH_MODE_STORAGE_KEY,
  FLAG_OVERRIDES_KEY,
  ORG_STORAGE_KEY,
} from '../../../machines/session/session.rules';
import type { SessionInput } from '../../../machines/session/session.types';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ShellEnvironment {
  /** The page as loaded (the session's input). */
  location: Pick<Location, 'hostname' | 'pathname' | 'search'>;
  sessionStorage: KeyValueStorage;
  localStorage: KeyValueStorage;
  /**
   * A full-page navigation out of the single-page app (hosted login, /dashboard), through the
   * navigation guard: an unsafe URL is refused (src/app/navigation.ts).
   */
  navigateOut: (url: string) => void;
  reload: () => void;
  /** Forget the bearer token and the session-only keys. */
  clearSession: () => void;
  /** A telemetry event, fire and forget: a failure is ignored. */
  track: (event: string, properties: TrackProperties) => void;
  /** Logged errors go through console.warn (console.error is reserved for real defects). */
  warn: (...args: unknown[]) => void;
}

export interface TrackProperties {
  pagePath: string;
  identityId?: string | null;
  eventProperties?: Record<string, unknown>;
}

/** Storage that may be missing or throw (private mode, blocked storage) reads as empty. */
function safeStorage(get: () => Storage | undefined): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return get()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        get()?.setItem(key, value);
      } catch {
        // Storage full or blocked: the choice lasts for this page only.
      }
    },
    removeItem: (key) => {
      try {
        get()?.removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
  };
}

/** Telemetry device storage (shell §3): session uuid and epoch per tab, tracker per browser. */
export const TELEMETRY_KEYS = {
  uuid: 'telemetry_uuid',
  epoch: 'telemetry_epoch',
  trackerUuid: 'telemetry_trackerUuid',
} as const;

function storedSessionKey(session: KeyValueStorage, local: KeyValueStorage): SessionKey {
  return {
    uuid: session.getItem(TELEMETRY_KEYS.uuid) ?? '',
    epoch: Number(session.getItem(TELEMETRY_KEYS.epoch) ?? 0) || 0,
    trackerUuid: local.getItem(TELEMETRY_KEYS.trackerUuid) ?? '',
  };
}

export function browserEnvironment(): ShellEnvironment {
  const session = safeStorage(() => globalThis.sessionStorage);
  const local = safeStorage(() => globalThis.localStorage);
  return {
    location: window.location,
    sessionStorage: session,
    localStorage: local,
    navigateOut: (url) => void navigateTo(url),
    reload: () => window.location.reload(),
    clearSession,
    track: (event, { pagePath, identityId, eventProperties }) => {
      // Declined analytics in the privacy choices: no events at all (machines/telemetry).
      if (!analyticsAllowed(local)) return;
      // External context: no token, so a stale one can never turn tracking into a login redirect.
      trackEvent('external', {
        domain: window.location.hostname,
        pagePath,
        event,
        sessionKey: storedSessionKey(session, local),
        identityId: identityId ?? undefined,
        eventType: 'track',
        productType: 'HELOC',
        eventProperties,
      }).catch(() => {
        // Fire and forget: tracking must never disturb the user.
      });
    },
    warn: (...args) => console.warn(...args),
  };
}

/**
 * The build's fallback API base URL (`VITE_API_FALLBACK_BASE_URL`, shell §7 "the base URL may
 * come from a feature flag"): an `https:` origin with an optional path (or `http://localhost`
 * for local use), without a trailing slash; anything else is ignored (null: calls stay relative).
 */
export function configuredApiFallback(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    const local = url.protocol === 'http:' && url.hostname === 'localhost';
    if ((url.protocol !== 'https:' && !local) || url.username || url.password) return null;
    if (url.search || url.hash) return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/u, '');
  } catch {
    return null;
  }
}

/** The session machine's input, read from the page and storage once, when the shell starts. */
export function sessionInputFrom(env: ShellEnvironment): SessionInput {
  return {
    hostname: env.location.hostname,
    pathname: env.location.pathname,
    search: env.location.search,
    // QA switches the staff tools set (brand, flag overrides, auth mode): sandbox builds only, so
    // a production tab cannot be switched by whatever its session storage holds (issue 14).
    storedOrg: __SANDBOX__ ? env.sessionStorage.getItem(ORG_STORAGE_KEY) : null,
    flagOverrides: __SANDBOX__ ? env.sessionStorage.getItem(FLAG_OVERRIDES_KEY) : null,
    authModeSetting: __SANDBOX__ ? env.sessionStorage.getItem(AUTH_MODE_STORAGE_KEY) : null,
    hasStoredToken: Boolean(env.localStorage.getItem(TOKEN_KEY)),
    trackerId: env.localStorage.getItem(TELEMETRY_KEYS.trackerUuid),
    apiFallbackBaseUrl: configuredApiFallback(import.meta.env.VITE_API_FALLBACK_BASE_URL),
  };
}
