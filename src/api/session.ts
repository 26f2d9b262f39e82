import { isSafeRedirectPath } from '../domain/safeUrl';
import { clearAppStorage } from '../domain/appStorage';
import { returnSearch } from '../domain/queryParams';
import { getUnauthenticatedHandler } from './config';
import { APP_BASE_PATH } from '../domain/appPaths';
import type { SignerScreenPath } from '../domain/screenPaths';

/** localStorage key of the bearer token (spec: "kept in local storage under jwt"). */
export const TOKEN_KEY = 'jwt';

/** Default login (main site), for everyone but additional signers. */
export const LOGIN_PATH = '/auth/login';

/** Additional signers log in inside the app. */
export const SIGNER_LOGIN_PATH = `${APP_BASE_PATH}/${'heloc-signer/login' satisfies SignerScreenPath}`;

/** A path segment that marks the additional-signer flow. */
const SIGNER_PATH_MARKER = '/heloc-signer';

/** localStorage can be missing (node) or throw (Safari private mode, blocked storage). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function getToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  const before = getToken();
  try {
    storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the token still arrives by cookie on credentialed calls.
  }
  if (token !== before) notifyTokenChange();
}

export function clearToken(): void {
  const before = getToken();
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
  if (before !== null) notifyTokenChange();
}

export type TokenListener = (token: string | null) => void;

const tokenListeners = new Set<TokenListener>();

function notifyTokenChange(): void {
  const token = getToken();
  for (const listener of [...tokenListeners]) listener(token);
}

/**
 * Calls `listener` with the stored token whenever it changes (issue 17, the session-expiry
 * warning): in this tab through setToken / clearToken / clearSession (a renewed token from any
 * secure call, a login, a logout), and in other tabs through the `storage` event. Returns the
 * unsubscribe function.
 */
export function onTokenChange(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  const target = typeof window === 'undefined' ? undefined : window;
  // Another tab wrote or removed the token (`key` null: that tab cleared its whole storage).
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener(getToken());
  };
  target?.addEventListener('storage', fromOtherTab);
  return () => {
    tokenListeners.delete(listener);
    target?.removeEventListener('storage', fromOtherTab);
  };
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/gu, '+').replace(/_/gu, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * When the bearer token runs out, in epoch milliseconds: its `exp` claim (seconds) read from the
 * JWT's payload, without verifying anything (the lender does that; the app only needs to warn
 * in time). null when there is no token, it is not a JWT, or it has no usable `exp`: no timer.
 */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    const exp = claims.exp;
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Ends the session on this device: the token and every other key the app wrote, in local and
 * session storage (issue 14; the list is src/domain/appStorage.ts). Used by logout and by a 401
 * that ends the session.
 */
export function clearSession(why: 'logout' | 'sessionEnded' = 'logout'): void {
  const before = getToken();
  clearAppStorage({ local: storage(), session: tabStorage() }, why);
  if (before !== null) notifyTokenChange();
}

export interface PageLocation {
  pathname: string;
  search: string;
}

function currentLocation(): PageLocation {
  return {
    pathname: globalThis.location?.pathname ?? '/',
    search: globalThis.location?.search ?? '',
  };
}

/**
 * `redirectUrl` is honoured only when it starts with a slash and a lowercase letter: an app path,
 * never another site (no open redirect, no protocol-relative `//evil`), with no dot segments,
 * backslashes or control characters (src/domain/safeUrl.ts).
 */
export function safeRedirectUrl(value: string | null | undefined): string | undefined {
  return isSafeRedirectPath(value) ? value : undefined;
}

/** The login to send an unauthenticated user to, with a redirect back to where they were. */
export function loginUrlFor(location: PageLocation = currentLocation()): string {
  const base = location.pathname.includes(SIGNER_PATH_MARKER) ? SIGNER_LOGIN_PATH : LOGIN_PATH;
  // Only the allow-listed parameters go into the way back (issue 14).
  const here = `${location.pathname}${returnSearch(location.search)}`;
  if (!isSafeRedirectPath(here)) return base;
  return `${base}?${new URLSearchParams({ redirectUrl: here }).toString()}`;
}

/** Ends the session and hands the login URL to the configured handler (spec §8: 401/403). */
export function handleUnauthenticated(): void {
  // Not a logout: what the user typed in this tab and has not sent stays for after the login.
  clearSession('sessionEnded');
  getUnauthenticatedHandler()(loginUrlFor());
}

/**
 * The session ran out (issue 17, the expiry warning's end): the token goes and the user is sent
 * to the login with the way back to where they were (`redirectUrl`, an app path only, as for a
 * 401), so that after logging in they land on the same page. Only the token goes, not the tab's
 * other keys: an expiry is not a logout, and what the user typed in this tab stays for when they
 * come back.
 */
export function endExpiredSession(
  navigate: (loginUrl: string) => void,
  location: PageLocation = currentLocation(),
): void {
  const loginUrl = loginUrlFor(location);
  clearToken();
  navigate(loginUrl);
}
