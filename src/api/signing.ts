/**
 * The signing calls (designed: docs/sandbox.md "Disclosures, signing and notary"): document
 * packages and their content, the e-consent, signatures, and the additional signers.
 */
import { z } from 'zod/mini';
import { APPLICATION_BASE } from './application';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalText } from './common';

const applicationPath = (uuid: string) => `${APPLICATION_BASE}/${encodeURIComponent(uuid)}`;

export const SigningDocumentSchema = z.object({
  documentUuid: z.string(),
  title: z.string(),
  description: optionalText,
  pageCount: z.number(),
  /** The borrower signs it (false: read only, e.g. the disclosures). */
  requiresSignature: z.boolean(),
  /** ISO time of the borrower's signature; null until signed. */
  signedAt: optionalText,
});
export type SigningDocument = z.infer<typeof SigningDocumentSchema>;

export const DocumentPackageSchema = z.object({
  package: z.string(),
  /** false: the lender is still generating the documents (try again shortly). */
  ready: z.boolean(),
  documents: z.array(SigningDocumentSchema),
});
export type DocumentPackageAnswer = z.infer<typeof DocumentPackageSchema>;

export const DocumentContentSchema = z.object({
  documentUuid: z.string(),
  contentType: z.string(),
  /** The file, base64-encoded. */
  content: z.string(),
});
export type DocumentContent = z.infer<typeof DocumentContentSchema>;

/** A document the lender delivered to the borrower (or they signed), for the documents page. */
export const DeliveredDocumentSchema = z.object({
  documentUuid: z.string(),
  /** The package it came in: closing-disclosure, note, disclosures. */
  package: optionalText,
  title: z.string(),
  description: optionalText,
  pageCount: z.number(),
  requiresSignature: z.boolean(),
  /** ISO time the lender first delivered it. */
  deliveredAt: z.string(),
  /** ISO time of the borrower's signature; null when unsigned or not signed. */
  signedAt: optionalText,
});
export type DeliveredDocument = z.infer<typeof DeliveredDocumentSchema>;

export const ApplicationDocumentsSchema = z.object({
  documents: z.array(DeliveredDocumentSchema),
});
export type ApplicationDocuments = z.infer<typeof ApplicationDocumentsSchema>;

export const SignatureSchema = z.object({
  documentUuid: z.string(),
  signedAt: z.string(),
});
export type Signature = z.infer<typeof SignatureSchema>;

export const EConsentSchema = z.object({
  consented: z.boolean(),
  version: optionalText,
  consentedAt: optionalText,
});
export type EConsent = z.infer<typeof EConsentSchema>;

export const CoDeedSignerSchema = z.object({
  signerUuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** INVITED or SIGNED (kept as text: an unknown value shows as not signed). */
  status: z.string(),
  invitedAt: optionalText,
  signedAt: optionalText,
});
export type CoDeedSigner = z.infer<typeof CoDeedSignerSchema>;

export const CoDeedSignersSchema = z.object({
  signers: z.array(CoDeedSignerSchema),
});
export type CoDeedSigners = z.infer<typeof CoDeedSignersSchema>;

/** A package of documents: the closing disclosure, the note documents, or the disclosures. */
export function getDocumentPackage(
  uuid: string,
  packageName: string,
  options: CallOptions = {},
): Promise<DocumentPackageAnswer> {
  return apiRequest(
    `${applicationPath(uuid)}/document-packages/${encodeURIComponent(packageName)}`,
    { ...options, schema: DocumentPackageSchema },
  );
}

/** One document's file (base64 in JSON: the bearer token travels as for every other call). */
export function getDocumentContent(
  uuid: string,
  documentUuid: string,
  options: CallOptions = {},
): Promise<DocumentContent> {
  return apiRequest(
    `${applicationPath(uuid)}/documents/${encodeURIComponent(documentUuid)}/content`,
    { ...options, schema: DocumentContentSchema },
  );
}

/**
 * Everything delivered to the borrower or signed by them, oldest first (designed: docs/sandbox.md
 * "Disclosures, signing and notary"). A signed document's content is the signed copy.
 */
export function getApplicationDocuments(
  uuid: string,
  options: CallOptions = {},
): Promise<ApplicationDocuments> {
  return apiRequest(`${applicationPath(uuid)}/delivered-documents`, {
    ...options,
    schema: ApplicationDocumentsSchema,
  });
}

/** Where the borrower signs: what the product sends and the lender (the sandbox) parses. */
export const SignDocumentBodySchema = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  accuracy: z.number().check(z.gte(0)),
});
export type SignDocumentBody = z.input<typeof SignDocumentBodySchema>;

/** Signs one document where the borrower is; signing it again answers the first signature. */
export function signDocument(
  uuid: string,
  documentUuid: string,
  body: SignDocumentBody,
  options: CallOptions = {},
): Promise<Signature> {
  return apiRequest(
    `${applicationPath(uuid)}/documents/${encodeURIComponent(documentUuid)}/signature`,
    { ...options, method: 'POST', body, schema: SignatureSchema },
  );
}

export function getEConsent(uuid: string, options: CallOptions = {}): Promise<EConsent> {
  return apiRequest(`${applicationPath(uuid)}/e-consent`, { ...options, schema: EConsentSchema });
}

export function saveEConsent(
  uuid: string,
  body: { accepted: true; version: string },
  options: CallOptions = {},
): Promise<EConsent> {
  return apiRequest(`${applicationPath(uuid)}/e-consent`, {
    ...options,
    method: 'POST',
    body,
    schema: EConsentSchema,
  });
}

export function getCoDeedSigners(uuid: string, options: CallOptions = {}): Promise<CoDeedSigners> {
  return apiRequest(`${applicationPath(uuid)}/co-deed/signers`, {
    ...options,
    schema: CoDeedSignersSchema,
  });
}

export function inviteCoDeedSigner(
  uuid: string,
  body: { firstName: string; lastName: string; email: string },
  options: CallOptions = {},
): Promise<CoDeedSigner> {
  return apiRequest(`${applicationPath(uuid)}/co-deed/signers`, {
    ...options,
    method: 'POST',
    body,
    schema: CoDeedSignerSchema,
  });
}
