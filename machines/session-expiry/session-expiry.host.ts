/**
 * What the app does for the session-expiry chart: end an expired session (the token goes, and
 * the user goes to the login with the way back to this page: src/api/session.ts
 * `endExpiredSession`), and sign out when the user chooses to (the shell's logout).
 */
import { getToken, tokenExpiresAt } from '../../src/api/session';
import type { SessionExpiryInput } from './session-expiry.machine';

export interface SessionExpiryHostDeps {
  /** Forget the token and go to the login with `redirectUrl` back to the current page. */
  endSession: () => void;
  /** The shell's logout (the session chart's LOGOUT). */
  signOut: () => void;
}

/** The chart's input: the expiry of the token stored when the shell starts. */
export function sessionExpiryInputFrom(token: string | null = getToken()): SessionExpiryInput {
  return { expiresAt: tokenExpiresAt(token) };
}

/** The session-expiry chart's host actions, for `sessionExpiryMachine.provide({ actions })`. */
export function sessionExpiryHost(deps: SessionExpiryHostDeps) {
  return {
    endSession: () => deps.endSession(),
    signOut: () => deps.signOut(),
  };
}
