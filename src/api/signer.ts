/**
 * The additional signer's (co-deeder's) own calls, scoped by who is signed in: the lender finds
 * the application through the signer's identity (as GET …/co-deed/status does), so no path names
 * it. The spec shows none of these: designed in docs/sandbox.md "Signer mode" as a real lender
 * would build them. Identity verification, uploads and condition answers use the borrower's
 * services with the application uuid from the co-deed status; the lender scopes those by the
 * caller's identity too, as does the notary service for the signer's own eNotary session.
 */
import { z } from 'zod/mini';
import { APPLICATION_BASE, CoDeedStatusSchema, type CoDeedStatus } from './application';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalText } from './common';
import { NOTARY_BASE, NotarySessionSchema, type NotarySession } from './notary';
import { setToken } from './session';
import {
  DocumentContentSchema,
  DocumentPackageSchema,
  EConsentSchema,
  SignatureSchema,
  type DocumentContent,
  type DocumentPackageAnswer,
  type EConsent,
  type Signature,
} from './signing';

const CO_DEED = `${APPLICATION_BASE}/co-deed`;

/** The signer's own ESIGN consent (per identity, before any document is shown to them). */
export function getSignerEConsent(options: CallOptions = {}): Promise<EConsent> {
  return apiRequest(`${CO_DEED}/e-consent`, { ...options, schema: EConsentSchema });
}

export function saveSignerEConsent(
  body: { accepted: true; version: string },
  options: CallOptions = {},
): Promise<EConsent> {
  return apiRequest(`${CO_DEED}/e-consent`, {
    ...options,
    method: 'POST',
    body,
    schema: EConsentSchema,
  });
}

/**
 * The signer's document package: what they sign (requiresSignature, with their own signedAt)
 * and what they may read. 403 until the signer's e-consent is recorded.
 */
export function getSignerDocuments(options: CallOptions = {}): Promise<DocumentPackageAnswer> {
  return apiRequest(`${CO_DEED}/documents`, { ...options, schema: DocumentPackageSchema });
}

export function getSignerDocumentContent(
  documentUuid: string,
  options: CallOptions = {},
): Promise<DocumentContent> {
  return apiRequest(`${CO_DEED}/documents/${encodeURIComponent(documentUuid)}/content`, {
    ...options,
    schema: DocumentContentSchema,
  });
}

/** Signs one document where the signer is (the e-sign location rule, spec §8). */
export function signSignerDocument(
  documentUuid: string,
  position: { latitude: number; longitude: number; accuracy: number },
  options: CallOptions = {},
): Promise<Signature> {
  return apiRequest(`${CO_DEED}/documents/${encodeURIComponent(documentUuid)}/signature`, {
    ...options,
    method: 'POST',
    body: position,
    schema: SignatureSchema,
  });
}

/** Every document signed: the signer's part is done. 409 while one is unsigned. */
export function completeSignerSigning(
  body: { documentUuids: string[] },
  options: CallOptions = {},
): Promise<CoDeedStatus> {
  return apiRequest(`${CO_DEED}/complete`, {
    ...options,
    method: 'POST',
    body,
    schema: CoDeedStatusSchema,
  });
}

/** The signer's own eNotary session (per identity: the primary borrower's is another). */
const signerSessionPath = (applicationUuid: string) =>
  `${NOTARY_BASE}/${encodeURIComponent(applicationUuid)}/enotary/signer-session`;

/**
 * The signed-in signer's eNotary session on the application they sign (the notary witnesses
 * their signature on the deed): NOT_STARTED before they join, then WAITING_ROOM, IN_PROGRESS and
 * COMPLETE (or FAILED, CANCELLED). The borrower's session answer, scoped by who is signed in.
 */
export function getSignerNotarySession(
  applicationUuid: string,
  options: CallOptions = {},
): Promise<NotarySession> {
  return apiRequest(signerSessionPath(applicationUuid), {
    ...options,
    schema: NotarySessionSchema,
  });
}

/** Joins (or rejoins) the signer's eNotary session; 409 while the lender does not ask for it. */
export function joinSignerNotarySession(
  applicationUuid: string,
  options: CallOptions = {},
): Promise<NotarySession> {
  return apiRequest(signerSessionPath(applicationUuid), {
    ...options,
    method: 'POST',
    body: {},
    schema: NotarySessionSchema,
  });
}

/**
 * The signer's session is complete: the lender records their notarisation and answers the
 * co-deed status (`signer.notarizedAt`). 409 while the session is not complete.
 */
export function completeSignerNotary(
  body: { sessionUuid?: string },
  options: CallOptions = {},
): Promise<CoDeedStatus> {
  return apiRequest(`${CO_DEED}/notarize`, {
    ...options,
    method: 'POST',
    body,
    schema: CoDeedStatusSchema,
  });
}

/**
 * The invitation behind a sign-in link (external: asked before anyone is signed in). VALID links
 * lead to the signer's login; USED ones to a plain login; EXPIRED ones to "ask for a new link".
 */
export const SignerInvitationSchema = z.object({
  status: z.string(),
  /** The invited e-mail (prefilled in the login), when the link is still good. */
  email: optionalText,
  primaryBorrowerName: optionalText,
});
export type SignerInvitation = z.infer<typeof SignerInvitationSchema>;

export function getSignerInvitation(
  token: string,
  options: CallOptions = {},
): Promise<SignerInvitation> {
  return apiRequest(`${CO_DEED}/invitations/${encodeURIComponent(token)}`, {
    ...options,
    context: 'external',
    schema: SignerInvitationSchema,
  });
}

export const SignerPasswordAnswerSchema = z.object({ jwt: z.string().check(z.minLength(1)) });

/**
 * Legacy auth (designed: docs/sandbox.md "Signer mode"): the invited co-owner creates their
 * password from a good sign-in link and is signed in; the link is then used up. External (no one
 * is signed in yet); a 409 says the link was used or has expired meanwhile. Keeps the token.
 */
export async function createSignerPassword(
  token: string,
  password: string,
  options: CallOptions = {},
): Promise<void> {
  const { jwt } = await apiRequest(`${CO_DEED}/invitations/${encodeURIComponent(token)}/password`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: { password },
    schema: SignerPasswordAnswerSchema,
    redirectOnUnauthenticated: false,
  });
  setToken(jwt);
}
