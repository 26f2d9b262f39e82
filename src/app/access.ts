import { getFigureInfo } from '../api/identityBroker';
import { getToken, loginUrlFor, type PageLocation } from '../api/session';
import type { Access } from './routeTable';

/** Signed in, as far as the router can tell without a call: a stored bearer token. */
export function hasStoredToken(): boolean {
  return Boolean(getToken());
}

/** The login a route sends a signed-out user to, or undefined when the route is open to them. */
export function loginRequiredFor(
  access: Access,
  location: PageLocation,
  signedIn: boolean,
): string | undefined {
  if (signedIn || access === 'public' || access === 'signer-public') return undefined;
  return loginUrlFor(location);
}

/**
 * Signed-in status comes from the stored token or the identity record. After the hosted login
 * the session is a cookie and no token is stored yet: the identity broker's answer carries the
 * bearer token (the client stores it), so ask it once before sending anyone to the login.
 */
export async function loginNeededFor(
  access: Access,
  location: PageLocation,
): Promise<string | undefined> {
  if (!loginRequiredFor(access, location, hasStoredToken())) return undefined;
  await askHostedSession();
  return loginRequiredFor(access, location, hasStoredToken());
}

/**
 * Asks the identity broker whether anyone is signed in. The routes of one navigation ask together
 * (an application's layout and its screen both guard themselves, and their loaders run at once):
 * getFigureInfo shares the request in flight between them, and with the session's own question,
 * so that is one figureinfo call. A later navigation asks again.
 */
function askHostedSession(): Promise<void> {
  return getFigureInfo('customer', { redirectOnUnauthenticated: false }).then(
    () => undefined,
    // 401 (nobody signed in) or unreachable: the login decides.
    () => undefined,
  );
}
