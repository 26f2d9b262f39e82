import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions, Query } from './client';
import { AddressSchema, NameSchema, optionalNumber, optionalText } from './common';

/** A direct-mail (prescreen) offer code's prefill. */
export const OfferCodeSchema = z.object({
  firstName: optionalText,
  lastName: optionalText,
  inHomeDate: optionalText,
  respondByDate: optionalText,
  offerCode: optionalText,
  street1: optionalText,
  street2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
});
export type OfferCode = z.infer<typeof OfferCodeSchema>;

/** Affiliate prepopulation. Inner shapes of name and address are designed (not shown). */
export const AffiliatePrepopSchema = z.object({
  name: z.nullish(NameSchema),
  address: z.nullish(AddressSchema),
  dob: optionalText,
  email: optionalText,
  phone: optionalText,
  income: optionalNumber,
  affiliate: optionalText,
  abVersion: optionalText,
});
export type AffiliatePrepop = z.infer<typeof AffiliatePrepopSchema>;

/** A wholesale referral's prefill. */
export const WholesaleReferralSchema = z.object({
  firstName: optionalText,
  lastName: optionalText,
  suffix: optionalText,
  street1: optionalText,
  street2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  phoneNumber: optionalText,
  email: optionalText,
});
export type WholesaleReferral = z.infer<typeof WholesaleReferralSchema>;

export function getOfferCode(code: string, options: CallOptions = {}): Promise<OfferCode> {
  return apiRequest(`/offercode/${encodeURIComponent(code)}`, {
    ...options,
    schema: OfferCodeSchema,
  });
}

/** Query not shown in the spec: the caller passes through what the affiliate link carried. */
export function getAffiliatePrepop(
  query: Query = {},
  options: CallOptions = {},
): Promise<AffiliatePrepop> {
  return apiRequest('/a/external/prepop', {
    ...options,
    context: 'external',
    query,
    schema: AffiliatePrepopSchema,
  });
}

export function getWholesaleReferral(
  referralUuid: string,
  options: CallOptions = {},
): Promise<WholesaleReferral> {
  return apiRequest(`/service-lead-portal/api/referrals/${encodeURIComponent(referralUuid)}`, {
    ...options,
    schema: WholesaleReferralSchema,
  });
}
