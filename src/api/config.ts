import { checkNavigationUrl } from '../domain/safeUrl';
import type { ApiError } from './errors';

/** Where the app is served when there is no browser location (node tests, scripts). */
const FALLBACK_ORIGIN = 'http://localhost';

/** Receives the login URL when a call comes back unauthenticated (default: a full-page redirect). */
export type UnauthenticatedHandler = (loginUrl: string) => void;

/** Runs for every ApiError before it is thrown (error reporting). */
export type ApiErrorListener = (error: ApiError) => void;

export interface ApiConfig {
  baseUrl?: string;
  orgCode?: string;
  onUnauthenticated?: UnauthenticatedHandler;
  onError?: ApiErrorListener;
}

export interface SessionReplay {
  id: string;
  url: string;
}

function defaultBaseUrl(): string {
  return globalThis.location?.origin ?? FALLBACK_ORIGIN;
}

/** The default: a full-page navigation to the login, an app path on this origin only. */
function redirectTo(loginUrl: string): void {
  const location = globalThis.location;
  if (!location) return;
  const checked = checkNavigationUrl(loginUrl, { origin: location.origin, allowedHosts: [] });
  if (!checked.ok) {
    // Only the reason: the URL may carry the user's path and query.
    console.warn('Refused to navigate to the login', { reason: checked.reason });
    return;
  }
  location.assign(checked.url);
}

let baseUrl: string | undefined;
let orgCode: string | undefined;
let unauthenticatedHandler: UnauthenticatedHandler = redirectTo;
let errorListener: ApiErrorListener | undefined;
let sessionReplay: SessionReplay | null = null;

/** Sets what is given; leaves the rest as it was. */
export function configureApi(config: ApiConfig): void {
  if ('baseUrl' in config) baseUrl = config.baseUrl;
  if ('orgCode' in config) orgCode = config.orgCode;
  if ('onUnauthenticated' in config)
    unauthenticatedHandler = config.onUnauthenticated ?? redirectTo;
  if ('onError' in config) errorListener = config.onError;
}

/** Back to the defaults (tests, logout of a white-label host). */
export function resetApiConfig(): void {
  baseUrl = undefined;
  orgCode = undefined;
  unauthenticatedHandler = redirectTo;
  errorListener = undefined;
  sessionReplay = null;
}

/** The base URL may come from the feature flag `fe-relative-url-{application}` (set by the flag logic). */
export function setBaseUrl(url: string | undefined): void {
  baseUrl = url;
}

export function getBaseUrl(): string {
  return baseUrl ?? defaultBaseUrl();
}

export function getOrgCode(): string | undefined {
  return orgCode;
}

export function getUnauthenticatedHandler(): UnauthenticatedHandler {
  return unauthenticatedHandler;
}

export function getErrorListener(): ApiErrorListener | undefined {
  return errorListener;
}

/** Registers (or clears) the session-replay recording whose id and URL go on every request. */
export function setSessionReplay(replay: SessionReplay | null): void {
  sessionReplay = replay;
}

export function getSessionReplay(): SessionReplay | null {
  return sessionReplay;
}
