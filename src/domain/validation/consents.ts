import { z } from 'zod/mini';
import { REQUIRED } from './messages';

/**
 * Consents: terms-and-privacy and electronic communications must be given ('Required');
 * the two SMS consents are optional and default to false.
 */
export const consentsSchema = z.object({
  termPrivacyConsent: z.literal(true, { error: REQUIRED }),
  communicationConsent: z.literal(true, { error: REQUIRED }),
  smsMarketingConsent: z._default(z.boolean(), false),
  smsTransactionalConsent: z._default(z.boolean(), false),
});

export type Consents = z.input<typeof consentsSchema>;
