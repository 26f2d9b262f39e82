/**
 * Extending the signed-in session (issue 17, WCAG 2.2.1 Timing Adjustable: the session-expiry
 * warning's "Stay signed in"). Not in the spec: designed beside the hosted login's logout, on the
 * same broker (docs/sandbox.md, "Session lifetime"). The lender answers 204 with the renewed
 * bearer token in the `Authorization` header, which the API client stores like any renewed token
 * (src/api/client.ts); every listener of the token then sees its new expiry.
 */
import { apiRequest, type CallOptions } from './client';
import type { BrokerKind } from './identityBroker';
import { getToken, tokenExpiresAt } from './session';

export interface ExtendedSession {
  /** The stored token's expiry after the call (epoch ms), null when it has none. */
  expiresAt: number | null;
}

/**
 * Asks the lender for a renewed token. A 401 is only rejected (no redirect to the login here):
 * the session-expiry chart decides what an ended session means for the page.
 */
export async function extendSession(
  kind: BrokerKind,
  options: CallOptions = {},
): Promise<ExtendedSession> {
  await apiRequest(`/identity-broker/${kind}/secure/api/v3/session/extend`, {
    ...options,
    method: 'POST',
    redirectOnUnauthenticated: false,
  });
  return { expiresAt: tokenExpiresAt(getToken()) };
}
