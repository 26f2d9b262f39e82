/**
 * Types of the session machine. The machine file stays lean; what each field means and who sends
 * which event is written here.
 */
import type { BrokerKind } from '../../src/api/identityBroker';
import type { FeatureFlags } from '../../src/api/optimize';
import type { BrandCode } from '../../src/domain/brands';
import type { FlagOverrides, ProfileSummary } from './session.rules';

/** What the app reads from the page and the browser's storage when the session starts. */
export interface SessionInput {
  /** `location.hostname`. */
  hostname: string;
  /** `location.pathname` (with or without the /account/heloc base). */
  pathname: string;
  /** `location.search`. */
  search: string;
  /** sessionStorage `org`: the org the staff tools chose. */
  storedOrg?: string | null;
  /** sessionStorage `ff-overrides`: the raw override map (JSON). */
  flagOverrides?: string | null;
  /** sessionStorage `auth-mode`: forces `legacy` or `hosted`. */
  authModeSetting?: string | null;
  /** A bearer token is stored (localStorage `jwt`). */
  hasStoredToken?: boolean;
  /** localStorage `telemetry_trackerUuid`, sent with the flag request and the login. */
  trackerId?: string | null;
  /**
   * The build's fallback API base URL (`VITE_API_FALLBACK_BASE_URL`): when set, the flag
   * `fe-relative-url-heloc` decides between relative calls (on) and this base (off, or the flag
   * cannot be read) (shell §7, §8). Absent: calls stay relative and nothing is asked.
   */
  apiFallbackBaseUrl?: string | null;
  /**
   * The page was prerendered at build time (the registration start page, src/prerender): the
   * shell shows it at once instead of waiting for the flags, so that it hydrates as it was
   * painted; the flags still load, and a flag that changes the page (maintenance, the
   * redesign) takes effect when they arrive, as on a refresh.
   */
  prerendered?: boolean;
}

/** The signed-in identity as the broker (figureinfo) or the identity service knows it. */
export interface SessionIdentity {
  uuid: string | null;
  email: string | null;
}

/** How the session knows the user is signed in. */
export type SignInSource = 'identity' | 'token';

/** Where the flags came from: the decision call, or the defaults after a failure or a timeout. */
export type FlagsSource = 'pending' | 'server' | 'defaults';

export interface SessionContext {
  orgCode: BrandCode;
  hostname: string;
  /** App path (`/register-v2`), kept current by LOCATION.CHANGED. */
  pathname: string;
  search: string;
  trackerId: string | null;
  /** See SessionInput.apiFallbackBaseUrl. */
  apiFallbackBaseUrl: string | null;
  hasStoredToken: boolean;
  /** `?realm=agent` when the session started: the agent login and logout are used. */
  agentRealm: boolean;
  /** sessionStorage `auth-mode` as read at start (see `authModeFor`). */
  authModeSetting: string | null;
  overrides: FlagOverrides;
  /** The known flags, overrides applied. A flag missing here is off. */
  flags: FeatureFlags;
  flagsSource: FlagsSource;
  /** SessionInput.prerendered: the shell does not wait for the flags. */
  prerendered: boolean;
  identity: SessionIdentity | null;
  signInSource: SignInSource | null;
  /** null: signed out, no profile, or the profile could not be read. */
  profile: ProfileSummary | null;
}

export type SessionEvent =
  /** The Login button: ask the identity broker for the hosted login URL and go there. */
  | { type: 'LOGIN' }
  /** Log out now (the logout machine sends it, after the leave survey when there is one). */
  | { type: 'LOGOUT' }
  /** The router moved (the layout forwards every location). */
  | { type: 'LOCATION.CHANGED'; pathname: string; search: string }
  /** The staff tools (or a brand link) switched org without reloading. */
  | { type: 'ORG.CHANGED'; orgCode: string }
  /** The error fallback page is on screen: track and log it. */
  | { type: 'ERROR.SHOWN'; message: string }
  /**
   * Sign-in state or settings changed without a page load (a registration that signed the user
   * in, the staff tools): load flags, identity and profile again from what is stored now.
   */
  | {
      type: 'SESSION.REFRESH';
      hasStoredToken: boolean;
      storedOrg?: string | null;
      flagOverrides?: string | null;
    };

/** Input of the flag request. */
export interface FlagsRequest {
  orgCode: string;
  applicationUuid?: string;
  identityUuid?: string;
  trackerId?: string;
}

/** The fe-relative-url-{application} decision (shell §7). */
export interface ApiBaseRequest {
  /** The application (product) whose flag is asked: `heloc`. */
  application: string;
  /** null: nothing to decide (no fallback configured). */
  fallbackBaseUrl: string | null;
  orgCode: string;
  trackerId?: string;
}

/** The base URL the calls use from now on (undefined: relative to the page); null: unchanged. */
export type ApiBaseDecision = { baseUrl: string | undefined } | null;

export interface IdentityRequest {
  kind: BrokerKind;
  /** Ask the identity service with the stored token when the broker does not know the user. */
  hasStoredToken: boolean;
}

export interface LoginRequest {
  kind: BrokerKind;
  trackerId?: string;
  /** The in-app URL to come back to (already checked safe). */
  returnUrl?: string;
}

export interface LogoutRequest {
  kind: BrokerKind;
}

/** Params of the app-provided actions. */
export interface NavigateOutParams {
  /** A full-page navigation (leaves the single-page app). */
  url: string;
}

export interface ErrorReportParams {
  message: string;
  pathname: string;
  orgCode: string;
  identityUuid: string | null;
  signedIn: boolean;
}
