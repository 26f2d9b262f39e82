/**
 * The identity verification service (designed: docs/sandbox.md "Income and identity"): the ID
 * images, uploaded first as documents, are submitted for verification; the answer is read until
 * it has an outcome (VERIFIED, FAILED_VERIFICATION, PENDING_REVIEW; shell §4).
 */
import { z } from 'zod/mini';
import { apiRequest, type CallOptions } from './client';
import { optionalText } from './common';

const verificationPath = (applicationUuid: string) =>
  `/service-identity-verification/secure/api/v1/applications/${encodeURIComponent(applicationUuid)}/identity-verification`;

export const IdentityVerificationSchema = z.object({
  /** null before any verification. */
  id: optionalText,
  /** NOT_STARTED, IN_PROGRESS, VERIFIED, FAILED_VERIFICATION, PENDING_REVIEW. */
  status: z.string(),
  idKind: optionalText,
});
export type IdentityVerification = z.infer<typeof IdentityVerificationSchema>;

export interface IdentityDocumentReference {
  side: 'FRONT' | 'BACK';
  documentId: string;
  fileName: string;
}

export function getIdentityVerification(
  applicationUuid: string,
  options: CallOptions = {},
): Promise<IdentityVerification> {
  return apiRequest(verificationPath(applicationUuid), {
    ...options,
    schema: IdentityVerificationSchema,
  });
}

export function startIdentityVerification(
  applicationUuid: string,
  input: { idKind: string; documents: readonly IdentityDocumentReference[] },
  options: CallOptions = {},
): Promise<IdentityVerification> {
  return apiRequest(verificationPath(applicationUuid), {
    ...options,
    method: 'POST',
    body: input,
    schema: IdentityVerificationSchema,
  });
}
