import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { listOf, optionalFlag, optionalText, textOrNumber } from './common';

const LOAN_ORIGINATOR_BASE = '/service-lead-portal/api/lo';

export const OriginatorDisplayInfoSchema = z.object({
  originatorName: optionalText,
  brokerName: optionalText,
  avatarUri: optionalText,
  email: optionalText,
  phoneNumber: optionalText,
  nmls: z.nullish(textOrNumber),
});
export type OriginatorDisplayInfo = z.infer<typeof OriginatorDisplayInfoSchema>;

export const LoanOriginatorSchema = z.object({
  originatorDisplayInfo: z.nullish(OriginatorDisplayInfoSchema),
});
export type LoanOriginator = z.infer<typeof LoanOriginatorSchema>;

export const LicensedStatesSchema = z.object({
  licensedStates: listOf(z.string()),
  enforceLicensedStatesForReferral: optionalFlag,
});
export type LicensedStates = z.infer<typeof LicensedStatesSchema>;

/** A 404 or 400 means the referrer is unknown (registration §5): machines must not retry it. */
export function getLoanOriginator(
  loanOriginatorUuid: string,
  organization: string | undefined,
  options: CallOptions = {},
): Promise<LoanOriginator> {
  return apiRequest(`${LOAN_ORIGINATOR_BASE}/${encodeURIComponent(loanOriginatorUuid)}`, {
    ...options,
    query: { organization },
    schema: LoanOriginatorSchema,
  });
}

export function getLicensedStates(
  loanOriginatorUuid: string,
  organization: string | undefined,
  options: CallOptions = {},
): Promise<LicensedStates> {
  return apiRequest(
    `${LOAN_ORIGINATOR_BASE}/${encodeURIComponent(loanOriginatorUuid)}/licensed-states`,
    { ...options, query: { organization }, schema: LicensedStatesSchema },
  );
}
