import { getUnauthenticatedHandler } from './config';

/** localStorage key of the bearer token (spec: "kept in local storage under jwt"). */
export const TOKEN_KEY = 'jwt';

/** localStorage keys that belong to the signed-in user and go when the session ends. */
export const SESSION_ONLY_KEYS: readonly string[] = [TOKEN_KEY];

/** Default login (main site), for everyone but additional signers. */
export const LOGIN_PATH = '/auth/login';

/** Additional signers log in inside the app. */
export const SIGNER_LOGIN_PATH = '/account/heloc/heloc-signer/login';

/** A path segment that marks the additional-signer flow. */
const SIGNER_PATH_MARKER = '/heloc-signer';

/** The login page only accepts a redirect that starts with a slash and a lowercase letter. */
const SAFE_REDIRECT = /^\/[a-z]/u;

/** localStorage can be missing (node) or throw (Safari private mode, blocked storage). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
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

export function clearSession(): void {
  for (const key of SESSION_ONLY_KEYS) {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing stored that could be removed.
    }
  }
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
 * never another site (no open redirect, no protocol-relative `//evil`).
 */
export function safeRedirectUrl(value: string | null | undefined): string | undefined {
  return value && SAFE_REDIRECT.test(value) ? value : undefined;
}

/** The login to send an unauthenticated user to, with a redirect back to where they were. */
export function loginUrlFor(location: PageLocation = currentLocation()): string {
  const base = location.pathname.includes(SIGNER_PATH_MARKER) ? SIGNER_LOGIN_PATH : LOGIN_PATH;
  const here = `${location.pathname}${location.search}`;
  if (!SAFE_REDIRECT.test(here)) return base;
  return `${base}?${new URLSearchParams({ redirectUrl: here }).toString()}`;
}

/** Ends the session and hands the login URL to the configured handler (spec §8: 401/403). */
export function handleUnauthenticated(): void {
  clearSession();
  getUnauthenticatedHandler()(loginUrlFor());
}
