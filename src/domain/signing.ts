/**
 * Signing: the closing disclosure, the e-consent, the note documents, the geolocation rule and
 * the additional signers (co-deed). Pure rules, words and constants (docs/screens/signing.md).
 */
import { checkEmail } from './validation/email';
import { checkFirstName, checkLastName } from './validation/name';

// ---------------------------------------------------------------------------------------------
// Geolocation (registration spec §8)

/** Spec §8: the alert asking the user to enable location services for e-signing. */
export const LOCATION_ALERT_TITLE = 'Why we need your location';
export const LOCATION_ALERT_TEXT =
  'Please enable location services for this site to e-sign your documents. The law of the state where you sign decides how your signature is recorded, so we record where you are when you sign.';
/** Only when the browser has no geolocation at all (an old browser, a locked-down device). */
export const LOCATION_UNSUPPORTED_TEXT =
  'This browser cannot share your location. Please open this page in a current browser on a device with location services to e-sign your documents.';

/** Why the browser gave no position (the Geolocation API's error codes, named). */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** What the lender records with each signature. */
export interface SigningPosition {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
}

/** A thrown value from the app's geolocation actor. */
export class LocationError extends Error {
  readonly failure: LocationFailure;
  constructor(failure: LocationFailure) {
    super(`Location ${failure}`);
    this.name = 'LocationError';
    this.failure = failure;
  }
}

export function locationFailureOf(error: unknown): LocationFailure {
  return error instanceof LocationError ? error.failure : 'unavailable';
}

// ---------------------------------------------------------------------------------------------
// Documents

/** The lender's document packages (designed: docs/sandbox.md). */
export type DocumentPackage = 'closing-disclosure' | 'note' | 'disclosures';

/** Reading a document: the button stays disabled until its end has been scrolled into view. */
export const READ_TO_END_HINT = 'Scroll to the end of the document to continue.';

/** Rough minutes to read and sign: 2 per document plus 3 for the rest (signing/intro). */
export function minutesToSign(documentCount: number): number {
  return Math.max(5, documentCount * 2 + 3);
}

// ---------------------------------------------------------------------------------------------
// E-consent (ESIGN Act, 15 U.S.C. §7001(c)): what a borrower is told before agreeing to get
// required disclosures electronically.

export const E_CONSENT_VERSION = '2025-06';

export const E_CONSENT_TITLE = 'Consent to electronic records and signatures';

/** The disclosures the ESIGN Act requires before consent, one paragraph each. */
export const E_CONSENT_PARAGRAPHS: readonly { heading: string; text: string }[] = [
  {
    heading: 'What you agree to',
    text: 'You agree that we may give you the disclosures, notices and loan documents for this home equity line of credit electronically, and that you may sign them electronically. Electronic records and signatures have the same legal effect as paper ones. This consent covers this application and the line of credit that results from it.',
  },
  {
    heading: 'Your right to paper copies',
    text: 'You may ask for a paper copy of any document we give you electronically, at no charge, by calling or e-mailing us (see Help with signing). Asking for a paper copy does not withdraw your consent.',
  },
  {
    heading: 'How to withdraw your consent',
    text: 'You may withdraw your consent at any time, at no charge, by calling or e-mailing us. If you withdraw it, we will send the remaining documents by mail, which may delay your application; documents you already received electronically remain valid.',
  },
  {
    heading: 'What you need',
    text: 'A current version of Chrome, Edge, Firefox or Safari with JavaScript and cookies enabled; software that opens PDF files; a valid e-mail address; and either a printer or storage to keep copies. If these requirements change in a way that could stop you from accessing your documents, we will tell you and you may withdraw your consent without charge.',
  },
  {
    heading: 'Keeping us up to date',
    text: 'Please tell us when your e-mail address changes, in your profile or by contacting us.',
  },
];

export const E_CONSENT_CHECKBOX =
  'I have read this consent, I can open the PDF documents on this device, and I agree to receive and sign documents electronically.';
export const E_CONSENT_REQUIRED =
  'Confirm that you agree to receive and sign documents electronically';

export const CLOSING_DISCLOSURE_CHECKBOX =
  'I have received and reviewed my closing disclosure, and I sign this acknowledgement electronically.';
export const CLOSING_DISCLOSURE_REQUIRED =
  'Confirm that you have received and reviewed your closing disclosure';

// ---------------------------------------------------------------------------------------------
// Additional signers (co-deed)

/** The designed signer states: invited (e-mail sent, not signed yet), signed. */
/**
 * How far an additional signer got, as the primary's signer list shows it (designed:
 * docs/sandbox.md "Signer mode"): each signer walks their own journey in signer mode.
 */
export type SignerStatus =
  'INVITED' | 'CONSENTED' | 'ID_VERIFIED' | 'ID_FAILED' | 'SIGNED' | 'NOTARIZED';

export const SIGNER_STATUS_LABEL: Readonly<Record<SignerStatus, string>> = {
  INVITED: 'Invited, not started yet',
  CONSENTED: 'Agreed to sign electronically',
  ID_VERIFIED: 'Identity verified, not signed yet',
  ID_FAILED: 'Identity check failed: they can try again',
  SIGNED: 'Signed',
  NOTARIZED: 'Signed and notarized',
};

/** A signer whose signature is in: signed, and maybe notarised since. */
export function hasSigned(signer: { status: string }): boolean {
  return signer.status === 'SIGNED' || signer.status === 'NOTARIZED';
}

export interface InviteValues {
  firstName: string;
  lastName: string;
  email: string;
}

export type InviteField = keyof InviteValues;
export const INVITE_FIELDS: readonly InviteField[] = ['firstName', 'lastName', 'email'];

export const INVITE_OWN_EMAIL = 'Enter the additional signer’s own e-mail address, not yours';
export const INVITE_DUPLICATE_EMAIL = 'This person has already been invited';

/**
 * The invite form's messages by field (empty: valid). The e-mail must be the signer's own: not
 * the borrower's, and not someone already listed (each signer signs in with their own e-mail).
 */
export function checkInvite(
  values: InviteValues,
  { ownEmail, invitedEmails }: { ownEmail?: string | null; invitedEmails: readonly string[] },
): Partial<Record<InviteField, string>> {
  const errors: Partial<Record<InviteField, string>> = {};
  const first = checkFirstName(values.firstName);
  if (first) errors.firstName = first;
  const last = checkLastName(values.lastName, { isProduction: true });
  if (last) errors.lastName = last;
  const email = checkEmail(values.email);
  const normalized = values.email.trim().toLowerCase();
  if (email) errors.email = email;
  else if (ownEmail && normalized === ownEmail.trim().toLowerCase())
    errors.email = INVITE_OWN_EMAIL;
  else if (invitedEmails.some((invited) => invited.trim().toLowerCase() === normalized))
    errors.email = INVITE_DUPLICATE_EMAIL;
  return errors;
}

export function allSigned(signers: readonly { status: string }[]): boolean {
  return signers.length > 0 && signers.every(hasSigned);
}
