import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalFlag, optionalText } from './common';

/** A status answer younger than this is reused instead of asked again (shell §7, §9). */
export const STATUS_STALE_TIME_MS = 250;

/** Answer not shown in the spec: designed as the application's status fields plus progress. */
export const ApplicationStatusSchema = z.object({
  checklistStatus: optionalText,
  waitingOnFloodCert: optionalFlag,
  bpo: optionalText,
  uwDecision: optionalText,
  uwSubDecision: optionalText,
  primaryParticipantAcceptComplete: optionalFlag,
  manualNotary: optionalFlag,
  progress: optionalText,
});
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export function getApplicationStatus(
  uuid: string,
  options: CallOptions = {},
): Promise<ApplicationStatus> {
  return apiRequest(
    `/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`,
    { ...options, schema: ApplicationStatusSchema },
  );
}
