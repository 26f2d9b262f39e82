/**
 * What the lender keeps for the signing screens on each application (application.screens.signing).
 * Self-contained types only (no imports from ../types: no cycle). Persisted with the state.
 */

/** A signature on one document, where the borrower was. */
export interface SandboxSignature {
  signedAt: string;
  latitude: number;
  longitude: number;
  accuracy: number;
}

/**
 * The log of invitations the borrower sent from signing/additional (each invitee is also a
 * helocSigner with their own identity: that entry holds their progress; signedAt here follows it).
 */
export interface SandboxCoDeedInvite {
  signerUuid: string;
  firstName: string;
  lastName: string;
  email: string;
  invitedAt: string;
  signedAt: string | null;
}

export interface SandboxNotarySession {
  sessionUuid: string;
  status: 'IN_PROGRESS' | 'COMPLETE' | 'FAILED' | 'CANCELLED';
  /** Session polls answered since joining (the stand-in completes after a few). */
  polls: number;
}

export interface SandboxMeetingAddress {
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface SandboxReservation {
  reservationUuid: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  address: SandboxMeetingAddress;
  fee: number;
  status: 'CONFIRMED' | 'COMPLETED' | 'CANCELLED';
}

export interface SigningScreenState {
  /** The e-consent the borrower gave on document/disclosures. */
  eConsent?: { version: string; consentedAt: string };
  /** By document uuid. */
  signatures?: Record<string, SandboxSignature>;
  /** By document uuid: when its file was first served to the borrower (delivered). */
  delivered?: Record<string, string>;
  invites?: SandboxCoDeedInvite[];
  notarySession?: SandboxNotarySession;
  reservation?: SandboxReservation;
}
