import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { ConsentTypeSchema, NameSchema, listOf, optionalFlag, optionalText } from './common';
import type { ConsentType, NameInput } from './common';

const PROFILE_BASE = '/service-profile/api/v1';

/** Profile type of an additional signer on someone else's application. */
export { CO_DEEDER_PROFILE_TYPE } from '../domain/signer';

export const PhoneNumberSchema = z.object({ type: optionalText, number: optionalText });

export const ProfileAddressSchema = z.object({
  type: optionalText,
  uuid: optionalText,
  street: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
});

export const ProfileSchema = z.object({
  uuid: z.string(),
  organizationCode: optionalText,
  /** Both spellings are seen (profileType in the shell, type in registration). */
  profileType: optionalText,
  type: optionalText,
  email: optionalText,
  name: z.nullish(NameSchema),
  /** yyyy-MM-dd. */
  dob: optionalText,
  phoneNumbers: listOf(PhoneNumberSchema),
  addresses: listOf(ProfileAddressSchema),
  aliases: listOf(z.unknown()),
  updatedAt: optionalText,
  twoFactorEnabled: optionalFlag,
  totpVerified: optionalFlag,
  passwordExpired: optionalFlag,
  walletAddresses: listOf(z.unknown()),
  isBroker: optionalFlag,
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileConsentTypesSchema = z.array(ConsentTypeSchema);

export type FeedbackTopic = 'IMPROVE' | 'COMPLIMENT';

/** Feedback to the CEO (shell §3 Feedback payload). */
export interface CeoFeedback {
  applicationUuid?: string;
  message: string;
  topic: FeedbackTopic;
  marketingConsent: boolean;
  pathname: string;
  productType: 'HELOC' | 'CRYPTO_HELOC';
}

export function getProfile(options: CallOptions = {}): Promise<Profile> {
  return apiRequest(`${PROFILE_BASE}/profile`, { ...options, schema: ProfileSchema });
}

export function getProfileConsentTypes(options: CallOptions = {}): Promise<ConsentType[]> {
  return apiRequest(`${PROFILE_BASE}/profile/consent-types`, {
    ...options,
    schema: ProfileConsentTypesSchema,
  });
}

export async function saveProfileName(name: NameInput, options: CallOptions = {}): Promise<void> {
  await apiRequest(`${PROFILE_BASE}/profile/name`, { ...options, method: 'PUT', body: name });
}

export async function sendCeoFeedback(
  feedback: CeoFeedback,
  options: CallOptions = {},
): Promise<void> {
  await apiRequest(`${PROFILE_BASE}/feedback/ceo`, { ...options, method: 'POST', body: feedback });
}
