import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { listOf, optionalNumber, optionalText } from './common';

/**
 * An external applicant condition (shell §3). Categories stay text: the domain filters known ones.
 * Read by a signed-in user, so the token is sent although the path says "external".
 */
export const ConditionSchema = z.object({
  uuid: z.string(),
  categoryEnum: optionalText,
  created: optionalText,
  notes: optionalText,
  commentsToBorrower: optionalText,
  requestDocuments: listOf(z.string()),
  xtraData: z.nullish(z.object({ numDocsRequired: optionalNumber })),
  actionNeeded: optionalText,
  /** Whose condition it is (the primary borrower's or an additional signer's identity). */
  identityUuid: optionalText,
});
export type Condition = z.infer<typeof ConditionSchema>;

export const ConditionListSchema = z.array(ConditionSchema);

export function getExternalApplicantConditions(
  applicationUuid: string,
  options: CallOptions = {},
): Promise<Condition[]> {
  return apiRequest(
    `/service-conditions/external/api/v1/applications/${encodeURIComponent(applicationUuid)}/conditions/external-applicants`,
    { ...options, schema: ConditionListSchema },
  );
}

export const AnsweredConditionSchema = z.object({
  uuid: z.string(),
  answeredAt: z.string(),
});
export type AnsweredCondition = z.infer<typeof AnsweredConditionSchema>;

export interface AnswerConditionRequest {
  /** The documents uploaded for it (uploadDocument's uuids); empty for a phone number. */
  documentUuids?: string[];
}

/**
 * Tells the lender the borrower has done what the condition asks (designed: docs/sandbox.md
 * "Conditions"). The condition then leaves the open list.
 */
export function answerCondition(
  applicationUuid: string,
  conditionUuid: string,
  request: AnswerConditionRequest = {},
  options: CallOptions = {},
): Promise<AnsweredCondition> {
  return apiRequest(
    `/service-conditions/external/api/v1/applications/${encodeURIComponent(applicationUuid)}/conditions/${encodeURIComponent(conditionUuid)}/answer`,
    {
      ...options,
      method: 'POST',
      body: { documentUuids: request.documentUuids ?? [] },
      schema: AnsweredConditionSchema,
    },
  );
}

export const SharedLocationSchema = z.object({
  uuid: z.string(),
  conditionUuid: z.string(),
  recordedAt: z.string(),
});
export type SharedLocation = z.infer<typeof SharedLocationSchema>;

/** Where the applicant is, as the browser's geolocation gives it. */
export interface ConditionLocationRequest {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
}

/**
 * Records where the applicant is for a condition that asks for it (an additional signer's
 * SIGNER_LOCATION_CONFIRMATION; designed: docs/sandbox.md "Conditions"). The condition stays open
 * until `answerCondition`, which the lender refuses (409) before a location is shared.
 */
export function shareConditionLocation(
  applicationUuid: string,
  conditionUuid: string,
  location: ConditionLocationRequest,
  options: CallOptions = {},
): Promise<SharedLocation> {
  return apiRequest(
    `/service-conditions/external/api/v1/applications/${encodeURIComponent(applicationUuid)}/conditions/${encodeURIComponent(conditionUuid)}/location`,
    {
      ...options,
      method: 'POST',
      body: {
        latitude: location.latitude,
        longitude: location.longitude,
        accuracy: location.accuracy,
      },
      schema: SharedLocationSchema,
    },
  );
}
