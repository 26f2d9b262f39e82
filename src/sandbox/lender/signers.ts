/**
 * Signer mode: the additional signers (co-deeders) walk their own journey (docs/sandbox.md
 * "Signer mode"). Pure rules over the model: each signer's progress, their invitation link and
 * the mail that carries it. The handlers (handlers/signer.ts, handlers/signingScreens.ts) and the
 * staff tools apply them through the Lender.
 */
import type { IdentityVerificationRecord } from './screenState/income';
import { ENOTARY_STATUSES } from './statuses';
import type {
  HelocApplication,
  HelocSigner,
  SentMail,
  SignerInvitation,
  SignerNotary,
} from './types';
import { APP_BASE_PATH } from '../../domain/appPaths';
import type { SignerScreenPath } from '../../domain/screenPaths';

/** Days an invitation link stays good (the lender's clock). */
export const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;

/** Where an invitation's link leads: the app's signer login, which reads the invitation. */
export const SIGNER_LOGIN_LINK = `${APP_BASE_PATH}/${'heloc-signer/login' satisfies SignerScreenPath}`;

/** The sign-in link in an invitation e-mail. */
export function invitationLink(token: string): string {
  return `${SIGNER_LOGIN_LINK}?${new URLSearchParams({ invite: token }).toString()}`;
}

export function newInvitation(token: string, nowMs: number): SignerInvitation {
  return {
    token,
    invitedAt: new Date(nowMs).toISOString(),
    expiresAt: new Date(nowMs + INVITATION_DAYS * DAY_MS).toISOString(),
    usedAt: null,
  };
}

export type InvitationStatus = 'VALID' | 'EXPIRED' | 'USED';

/** USED once the signer signed in through it; else EXPIRED after its 7 days; else VALID. */
export function invitationStatus(invitation: SignerInvitation, nowMs: number): InvitationStatus {
  if (invitation.usedAt) return 'USED';
  return nowMs >= Date.parse(invitation.expiresAt) ? 'EXPIRED' : 'VALID';
}

/** The invitation e-mail (subject, body, link). */
export function invitationMail(input: {
  uuid: string;
  to: string;
  signerFirstName: string;
  primaryBorrowerName: string;
  token: string;
  sentAt: string;
}): SentMail {
  const link = invitationLink(input.token);
  const who = input.primaryBorrowerName || 'A co-owner of your home';
  return {
    uuid: input.uuid,
    to: input.to,
    subject: `${who} asks you to sign for their home equity line of credit`,
    body: `Hi ${input.signerFirstName || 'there'}, ${who} applied for a home equity line of credit on a home you co-own. As a co-owner you need to verify your identity and sign. The link is good for ${INVITATION_DAYS} days.`,
    link,
    sentAt: input.sentAt,
  };
}

/** What getCoDeedStatus answers as the signer's identity verification (null: not finished). */
export type SignerVerification = 'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW' | null;

/** The identity's newest verification record on the application, if any. */
export function latestVerification(
  application: HelocApplication,
  identityUuid: string,
): IdentityVerificationRecord | undefined {
  return (application.screens.income?.identity ?? [])
    .filter((record) => (record.identityUuid ?? application.identityUuid) === identityUuid)
    .at(-1);
}

/** The signer's identity verification outcome so far (IN_PROGRESS and none are null). */
export function signerVerification(
  application: HelocApplication,
  identityUuid: string,
): SignerVerification {
  const status = latestVerification(application, identityUuid)?.status;
  return status === 'VERIFIED' || status === 'FAILED_VERIFICATION' || status === 'PENDING_REVIEW'
    ? status
    : null;
}

/** The statuses the primary's list shows (getCoDeedSigners `status`). */
export const SIGNER_STATUSES = [
  'INVITED',
  'CONSENTED',
  'ID_VERIFIED',
  'ID_FAILED',
  'SIGNED',
  'NOTARIZED',
] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/**
 * The furthest the signer got: NOTARIZED (their own eNotary session recorded), else SIGNED, else
 * ID_FAILED / ID_VERIFIED, else CONSENTED, else INVITED.
 */
export function signerStatus(application: HelocApplication, signer: HelocSigner): SignerStatus {
  if (signer.signed && signer.notary?.notarizedAt) return 'NOTARIZED';
  if (signer.signed) return 'SIGNED';
  const verification = signerVerification(application, signer.identityUuid);
  if (verification === 'FAILED_VERIFICATION') return 'ID_FAILED';
  if (verification === 'VERIFIED') return 'ID_VERIFIED';
  return signer.eConsent ? 'CONSENTED' : 'INVITED';
}

/** Every signer has signed (true when there are none). */
export function everySignerSigned(application: HelocApplication): boolean {
  return application.helocSigners.every((signer) => signer.signed);
}

/** Records the signer's completion (the invitation log follows). */
export function markSigned(application: HelocApplication, signer: HelocSigner, at: string): void {
  signer.signed = true;
  signer.signedAt ??= at;
  for (const invite of application.screens.signing?.invites ?? []) {
    if (invite.signerUuid === signer.identityUuid) invite.signedAt ??= signer.signedAt;
  }
}

/** A new signer entry (not yet consented, verified or signed). */
export function newSigner(
  identityUuid: string,
  name: HelocSigner['name'],
  email: string,
  invitation: SignerInvitation | null,
): HelocSigner {
  return {
    identityUuid,
    name,
    email,
    signed: false,
    signedAt: null,
    eConsent: null,
    signatures: {},
    invitation,
  };
}

// ── the signer's own eNotary step ─────────────────────────────────────────────────────────────

/**
 * Whether the lender asks for the signer's eNotary session (getCoDeedStatus
 * `signer.notaryRequired`): a co-owner's signature on the deed is notarised too. Only once they
 * have signed, never with a manual notary (the notary in person sees every owner), and when the
 * application is at its eNotary stage, or staff asked (`signer=notary`), or the signer has a
 * session already (it stays asked until it is recorded).
 */
export function signerNotaryRequired(application: HelocApplication, signer: HelocSigner): boolean {
  if (!signer.signed || application.status.manualNotary) return false;
  const notary = signer.notary;
  if (notary && (notary.requestedAt || notary.session || notary.notarizedAt)) return true;
  return ENOTARY_STATUSES.includes(application.status.checklistStatus ?? '');
}

/** Session reads after which the stand-in notary completes a signer's session (2: ~6 s). */
export const SIGNER_SESSION_COMPLETES_AFTER_READS = 2;

/**
 * One read of the signer's session by the stand-in eNotary: the notary admits the signer from
 * the waiting room at the first read and completes the session at the
 * SIGNER_SESSION_COMPLETES_AFTER_READS-th. Over sessions are left as they are.
 */
export function readSignerSession(session: NonNullable<SignerNotary['session']>): void {
  if (session.status !== 'WAITING_ROOM' && session.status !== 'IN_PROGRESS') return;
  session.polls += 1;
  session.status =
    session.polls >= SIGNER_SESSION_COMPLETES_AFTER_READS ? 'COMPLETE' : 'IN_PROGRESS';
}

/** The states staff can put a signer in (`signer=<state>`). */
export const STAFF_SIGNER_STATES = [
  'invited',
  'consented',
  'verified',
  'failedId',
  'signed',
  'notary',
] as const;
export type StaffSignerState = (typeof STAFF_SIGNER_STATES)[number];

/** The signer's package documents that need a signature (handlers/signer.ts SIGNER_DOCUMENTS). */
export const SIGNER_SIGNED_DOCUMENTS = ['co-owner-consent-to-lien'] as const;

/** Where staff signatures say the signer was (Sacramento). */
const STAFF_POSITION = { latitude: 38.5816, longitude: -121.4944, accuracy: 25 };

/**
 * Puts a signer in exactly that state (the staff tools; runs inside a lender change): `invited`
 * clears their progress; `consented` is the e-consent only; `verified` adds a VERIFIED identity
 * verification; `failedId` a FAILED_VERIFICATION one (after the consent); `signed` is verified,
 * consented, every document signed and completed; `notary` is signed with the lender asking for
 * their eNotary session (none joined yet). The invitation is left as it is.
 */
export function applySignerState(
  application: HelocApplication,
  signer: HelocSigner,
  state: StaffSignerState,
  context: { nowIso(): string; newId(): string },
): void {
  const now = context.nowIso();
  const income = (application.screens.income ??= {});
  income.identity = (income.identity ?? []).filter(
    (record) => (record.identityUuid ?? application.identityUuid) !== signer.identityUuid,
  );
  signer.eConsent = state === 'invited' ? null : { version: '2025-06', consentedAt: now };
  signer.signatures = {};
  signer.signed = false;
  signer.signedAt = null;
  signer.notary = null;
  for (const invite of application.screens.signing?.invites ?? []) {
    if (invite.signerUuid === signer.identityUuid) invite.signedAt = null;
  }
  const signs = state === 'signed' || state === 'notary';
  if (state === 'verified' || state === 'failedId' || signs) {
    const outcome = state === 'failedId' ? 'FAILED_VERIFICATION' : 'VERIFIED';
    income.identity.push({
      id: context.newId(),
      identityUuid: signer.identityUuid,
      idKind: 'DRIVERS_LICENSE',
      documents: [{ side: 'FRONT', documentId: context.newId(), fileName: 'staff-id-front.png' }],
      status: outcome,
      outcome,
      pollsLeft: 0,
      createdAt: now,
    });
  }
  if (signs) {
    for (const uuid of SIGNER_SIGNED_DOCUMENTS) {
      signer.signatures[uuid] = { signedAt: now, ...STAFF_POSITION };
    }
    markSigned(application, signer, now);
  }
  if (state === 'notary') signer.notary = { requestedAt: now, session: null, notarizedAt: null };
}
