/**
 * Types of the signer login machine (heloc-signer/login). The chart stays lean; the meaning of
 * each field and event lives here.
 */
import type { SignerInvitation } from '../../src/api/signer';

export type { SignerInvitation } from '../../src/api/signer';

/** Hosted login (the identity broker's pages) or legacy (the app creates the password). */
export type SignerAuthMode = 'hosted' | 'legacy';

export interface SignerLoginInput {
  /** The sign-in link's `invite` token; null when the page was opened without one. */
  token: string | null;
  authMode: SignerAuthMode;
}

/** The new password and its confirmation, as typed (kept through failures). */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export interface SignerLoginContext {
  token: string | null;
  authMode: SignerAuthMode;
  /** The invitation behind the link; null without a token or for one the lender does not know. */
  invitation: SignerInvitation | null;
  values: PasswordValues;
  /** Field errors of the last submit (the spec's password messages), by field. */
  fieldErrors: Partial<Record<keyof PasswordValues, string>>;
  /** The last failed call (reading the invitation, creating the password). */
  error: unknown;
}

export type SignerLoginEvent =
  /** The signer typed in the password form. */
  | { type: 'CHANGE'; values: PasswordValues }
  /** "Create password and continue". */
  | { type: 'SUBMIT' }
  /** Read the invitation again after a failed read. */
  | { type: 'RETRY' };

export type SignerLoginTag = 'busy';
