/**
 * The additional signer's (co-deeder's) routing rules: which signer page the co-deed status asks
 * for (shell spec §6 and §7), which pages a signer may stay on, and the page paths. Pure: the
 * signer machine (machines/signer) names these as guards; views never re-derive them.
 */
import { DEFAULT_RETRY_POLICY } from './retry';
import type { ProfileType } from './profileTypes';
import type { SignerScreenPath } from './screenPaths';

/**
 * The fields of the co-deed status (src/api/application.ts `CoDeedStatus`) that routing reads.
 * Written out here because src/domain does not import src/api; the API type fits it.
 */
export interface CoDeedStatusFacts {
  /** The application was cancelled (or the signer taken off it). */
  cancelled?: boolean | null;
  signer: {
    /** The signer's own ESIGN consent. */
    eConsented: boolean;
    /** null: not started; VERIFIED, FAILED_VERIFICATION or PENDING_REVIEW. */
    identityVerification?: string | null;
    /** When the signer finished signing; null until then. */
    signedAt?: string | null;
    /**
     * The lender asks for the signer's own eNotary session: their signature on the deed must be
     * notarised too (designed; docs/sandbox.md "Signer mode"). Absent or null: not asked.
     */
    notaryRequired?: boolean | null;
    /** When the lender recorded the signer's notarisation; null until then. */
    notarizedAt?: string | null;
  };
}

/** The signer's pages, in the order a signer meets them (plus the two dead ends). */
export type SignerScreen =
  'intro' | 'identity' | 'sign' | 'notary' | 'documents' | 'conditions' | 'cancelled' | 'error';

/** Router paths relative to the app's base path (/account/heloc), without the leading slash. */
export const SIGNER_SCREEN_PATHS: Readonly<Record<SignerScreen, SignerScreenPath>> = {
  intro: 'heloc-signer/intro',
  identity: 'heloc-signer/identity',
  sign: 'heloc-signer/sign',
  notary: 'heloc-signer/notary',
  documents: 'heloc-signer/documents',
  conditions: 'heloc-signer/conditions',
  cancelled: 'heloc-signer/cancelled',
  error: 'heloc-signer/error',
};

/** The signed-in signer's entry: the signer machine routes from there. */
export const SIGNER_RESUME_PATH = '/heloc-signer/resume' satisfies `/${SignerScreenPath}`;

/** The one path segment every signer page sits under. */
const SIGNER_SEGMENT = 'heloc-signer';

const SCREEN_BY_SEGMENT: ReadonlyMap<string, SignerScreen> = new Map(
  (Object.keys(SIGNER_SCREEN_PATHS) as SignerScreen[]).map((screen) => [screen, screen]),
);

/** Pages a consented signer reads whenever they like: the status never sends them away. */
const READ_ANY_TIME: ReadonlySet<SignerScreen> = new Set(['documents', 'conditions']);

/** The ID check the lender is doing by hand: the signer waits, the status is polled. */
export const PENDING_REVIEW = 'PENDING_REVIEW';

/** The only identity verification that lets a signer sign. */
export const VERIFIED = 'VERIFIED';

/**
 * Tries of the co-deed status call before the error page: the spec's retry helper (§9, "5
 * attempts, 1 second initial delay, doubling"), the first call included.
 */
export const MAX_FETCH_ATTEMPTS = DEFAULT_RETRY_POLICY.attempts;

/** The co-deed status call answers 400 to anyone who is not an additional signer (shell §6). */
export const NOT_A_SIGNER_MESSAGE = 'You are not a signer on this application.';

/**
 * The page the co-deed status asks for. The intro carries the signer's ESIGN consent, so no
 * document is shown before it; an ID that is missing, failed or in review keeps the signer on
 * the identity page; after signing, the lender may ask for the signer's own eNotary session
 * (their signature on the deed notarised), which keeps them on the notary page until it is
 * recorded; then the signer reads their documents.
 */
export function signerScreenFor(status: CoDeedStatusFacts): SignerScreen {
  if (status.cancelled === true) return 'cancelled';
  if (!status.signer.eConsented) return 'intro';
  if (status.signer.identityVerification !== VERIFIED) return 'identity';
  if (!status.signer.signedAt) return 'sign';
  if (status.signer.notaryRequired === true && !status.signer.notarizedAt) return 'notary';
  return 'documents';
}

/**
 * Where the signer stands on the notary-only sidebar (shell §4: "Identity verification, then
 * Talk to eNotary"), as the main step bar's progress value the sidebar maps: before signing
 * (intro, identity, sign) the first step; once signed the notary step (asked for now, or still
 * to come); once notarised both steps are done.
 */
export function signerProgress(status: CoDeedStatusFacts): 'ID_UPLOAD' | 'ENOTARY' | 'COMPLETE' {
  if (status.signer.notarizedAt) return 'COMPLETE';
  return status.signer.signedAt ? 'ENOTARY' : 'ID_UPLOAD';
}

/** The lender is reviewing the signer's ID (on the identity page): the status is polled. */
export function isSignerWaiting(status: CoDeedStatusFacts): boolean {
  return (
    signerScreenFor(status) === 'identity' && status.signer.identityVerification === PENDING_REVIEW
  );
}

/**
 * Whether the signer may stay on `current` although the status routes to `routed`: after the
 * ESIGN consent they read their documents and conditions at any time. Anything else (a page the
 * status does not allow yet, e.g. 'sign' before consent) is routed.
 */
export function signerMayStayOn(
  current: SignerScreen | null,
  routed: SignerScreen,
  status: CoDeedStatusFacts,
): boolean {
  if (current === null || routed === 'cancelled' || status.cancelled === true) return false;
  return status.signer.eConsented && READ_ANY_TIME.has(current);
}

/**
 * The signer page a pathname shows, with or without the app's base path
 * ('/heloc-signer/intro', '/account/heloc/heloc-signer/intro'); a page's sub-pages count as the
 * page ('conditions/upload-document' → 'conditions'). null for the login and resume pages (the
 * machine routes from there) and for anything that is not a signer page.
 */
export function signerScreenOfPath(pathname: string): SignerScreen | null {
  const segments = pathname.split(/[?#]/u)[0]?.split('/') ?? [];
  const at = segments.lastIndexOf(SIGNER_SEGMENT);
  if (at < 0) return null;
  return SCREEN_BY_SEGMENT.get(segments[at + 1] ?? '') ?? null;
}

/** The router path of a signer page, relative to the app's base path: '/heloc-signer/intro'. */
export function signerScreenPath(screen: SignerScreen): string {
  return `/${SIGNER_SCREEN_PATHS[screen]}`;
}

// ── who is an additional signer (shell spec §6) ─────────────────────────────────────────────

/** The profile type of an invited co-owner (registration §3 "Profile"). */
export const CO_DEEDER_PROFILE_TYPE = 'CO_DEEDER' satisfies ProfileType;

/** The version of the application's signer list whose `helocSigners` identify signers. */
export const ADDITIONAL_SIGNER_VERSION_V1 = 'v1';

/** Who is signed in: their identity and their profile's type (null without a profile). */
export interface SignerCandidate {
  identityUuid: string | null;
  profileType: string | null;
}

/** What the rule reads of an application (src/api/application.ts `HelocApplication` fits it). */
export interface SignerListFacts {
  helocSigners: readonly { identityUuid?: string | null }[];
  additionalSignerVersion?: string | null;
}

/**
 * Shell spec §6: an additional signer is an identity listed among an application's helocSigners
 * when its additionalSignerVersion is v1, or anyone whose profile type is CO_DEEDER. Only an
 * additional signer asks for the co-deed status. A co-owner who also borrows on their own (a
 * CUSTOMER profile) is a signer through the list alone.
 */
export function isAdditionalSigner(
  who: SignerCandidate,
  applications: readonly SignerListFacts[],
): boolean {
  if (who.profileType === CO_DEEDER_PROFILE_TYPE) return true;
  if (!who.identityUuid) return false;
  return applications.some(
    (application) =>
      application.additionalSignerVersion === ADDITIONAL_SIGNER_VERSION_V1 &&
      application.helocSigners.some((signer) => signer.identityUuid === who.identityUuid),
  );
}
