/**
 * The session-expiry chart's actors: the stored token's changes (this tab's setToken /
 * clearToken, other tabs' `storage` events) as TOKEN.CHANGED with the new expiry, and the extend
 * call ("Stay signed in"), aborted with the actor.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { BrokerKind } from '../../src/api/identityBroker';
import { onTokenChange, tokenExpiresAt } from '../../src/api/session';
import { extendSession, type ExtendedSession } from '../../src/api/sessionExtension';
import type { SessionExpiryEvent } from './session-expiry.machine';

export interface SessionExpiryActorDeps {
  /** The hosted login's realm of the signed-in user, read when the call is made. */
  realm: () => BrokerKind;
}

export function sessionExpiryActors(deps: SessionExpiryActorDeps) {
  return {
    tokenChanges: fromCallback<SessionExpiryEvent>(({ sendBack }) =>
      onTokenChange((token) =>
        sendBack({ type: 'TOKEN.CHANGED', expiresAt: tokenExpiresAt(token) }),
      ),
    ),
    extendSession: fromPromise<ExtendedSession>(({ signal }) =>
      extendSession(deps.realm(), { signal }),
    ),
  };
}
