import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';

export type SmsConsentType = 'SMS' | 'SMS_TRANSACTIONAL';

/** Opt-in value names are not shown in the spec: designed. */
export type OptInOut = 'OPT_IN' | 'OPT_OUT';

export const ConsentPromptSchema = z.object({ uuid: z.string() });
export type ConsentPrompt = z.infer<typeof ConsentPromptSchema>;

export interface UserConsentRequest {
  org: string;
  source: string;
  productType: string;
  phone: string;
  email: string;
  consents: Array<{ consentPromptUuid: string; optInOut: OptInOut }>;
}

/** The wording version the user is shown; its uuid goes back with the answer. */
export function getConsentPrompt(
  consentType: SmsConsentType,
  options: CallOptions = {},
): Promise<ConsentPrompt> {
  return apiRequest(
    `/service-comms-prefs/external/api/v1/consent/prompt/${encodeURIComponent(consentType)}`,
    { ...options, context: 'external', schema: ConsentPromptSchema },
  );
}

export async function saveUserConsents(
  request: UserConsentRequest,
  options: CallOptions = {},
): Promise<void> {
  await apiRequest('/service-comms-prefs/secure/api/v1/consent/user', {
    ...options,
    method: 'POST',
    body: request,
  });
}
