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
