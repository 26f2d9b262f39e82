/**
 * Identity verification (the `identity` screen; also the ID_VERIFICATION_FAILURE condition's
 * action). Pure rules: the ID kinds (shell §3 "ID document kinds: driver's license, passport,
 * state ID card, permanent resident card"), which have a back, the verification outcomes
 * (shell §4 "Verification: VERIFIED, FAILED_VERIFICATION, PENDING_REVIEW") and the screen's words.
 */

export const ID_KINDS = [
  'DRIVERS_LICENSE',
  'PASSPORT',
  'STATE_ID_CARD',
  'PERMANENT_RESIDENT_CARD',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

export const ID_KIND_LABELS: Readonly<Record<IdKind, string>> = {
  DRIVERS_LICENSE: 'Driver’s license',
  PASSPORT: 'Passport',
  STATE_ID_CARD: 'State ID card',
  PERMANENT_RESIDENT_CARD: 'Permanent resident card',
};

export function isIdKind(value: string | null | undefined): value is IdKind {
  return typeof value === 'string' && (ID_KINDS as readonly string[]).includes(value);
}

/** A passport's photo page is the whole document; the cards have a back (barcode, stripe). */
export function idKindHasBack(kind: IdKind): boolean {
  return kind !== 'PASSPORT';
}

/** The back is asked for when the kind has one and the `fe-heloc-back-of-id` flag is on. */
export function needsBackOfId(kind: IdKind | null, backOfIdFlag: boolean): boolean {
  return kind !== null && backOfIdFlag && idKindHasBack(kind);
}

/** Outcomes (spec) plus the designed in-between state while the vendor checks. */
export const VERIFICATION_STATUSES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'VERIFIED',
  'FAILED_VERIFICATION',
  'PENDING_REVIEW',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export function isVerificationStatus(value: string): value is VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value);
}

/** (ours) What the identity screen says. */
export const IDENTITY_MESSAGES = {
  kindRequired: 'Choose the kind of ID you will upload',
  frontRequired: 'Choose a photo or scan of the front of your ID',
  backRequired: 'Choose a photo or scan of the back of your ID',
  verifying: 'Checking your ID. This usually takes less than a minute.',
  verifiedTitle: 'Your identity is verified',
  verified: 'Thank you. We matched your ID to your application.',
  failedTitle: 'We could not verify your ID',
  failed:
    'The image may be blurred, cut off or have glare, or the ID may not match the name on your application. Try again with a clearer photo, or with another ID.',
  reviewTitle: 'A person will review your ID',
  review:
    'We could not verify your ID automatically, so someone on our team will review it, usually within 1 business day. We will email you when it is done; you can also check here.',
  stillReviewing: 'Your ID is still being reviewed. Check again later.',
  tookTooLong:
    'Checking your ID is taking longer than usual. Your upload is saved; check again in a minute.',
} as const;
