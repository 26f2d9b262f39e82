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
  try {
    storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the token still arrives by cookie on credentialed calls.
  }
}

export function clearToken(): void {
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/**
 * Ends the session on this device: the token and every other key the app wrote, in local and
 * session storage (issue 14; the list is src/domain/appStorage.ts). Used by logout and by a 401
 * that ends the session.
 */
export function clearSession(): void {
  clearAppStorage({ local: storage(), session: tabStorage() });
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
  clearSession();
  getUnauthenticatedHandler()(loginUrlFor());
}
