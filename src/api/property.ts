/**
 * The property screens' calls (designed, docs/sandbox.md "Property, holds and outcomes"): the
 * liens of the title search, the properties found for the address, the valuation order, the
 * on-site appraisal and the closing. The spec shows the screens but not these calls.
 */
import { z } from 'zod/mini';
import { APPLICATION_BASE } from './application';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { listOf, optionalFlag, optionalNumber, optionalText } from './common';

const base = (uuid: string) => `${APPLICATION_BASE}/${encodeURIComponent(uuid)}`;

// ---------------------------------------------------------------------------------------------
// Liens

export const LienSchema = z.object({
  id: z.string(),
  /** Who holds the lien (the lender on record). */
  holder: z.string(),
  /** FIRST_MORTGAGE, SECOND_MORTGAGE, HELOC, JUDGMENT, OTHER (kept as text). */
  type: z.string(),
  position: optionalNumber,
  balance: optionalNumber,
  monthlyPayment: optionalNumber,
  /** yyyy-MM-dd. */
  recordedOn: optionalText,
});
export type Lien = z.infer<typeof LienSchema>;

export const LiensSchema = z.object({
  /** TITLE_SEARCH: from the title report; CREDIT_REPORT: derived from the borrower's liabilities. */
  source: optionalText,
  liens: listOf(LienSchema),
});
export type Liens = z.infer<typeof LiensSchema>;

export function getLiens(uuid: string, options: CallOptions = {}): Promise<Liens> {
  return apiRequest(`${base(uuid)}/liens`, { ...options, schema: LiensSchema });
}

// ---------------------------------------------------------------------------------------------
// Properties found for the address (review-app/property)

export const PropertyCandidateSchema = z.object({
  id: z.string(),
  street1: z.string(),
  street2: optionalText,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  county: optionalText,
  /** The county's parcel number (APN). */
  parcelNumber: optionalText,
});
export type PropertyCandidate = z.infer<typeof PropertyCandidateSchema>;

export const PropertyCandidatesSchema = z.object({
  /** NO_PROPERTY_FOUND or MULTIPLE_PROPERTIES. */
  reason: optionalText,
  addressOnFile: z.object({
    street1: optionalText,
    street2: optionalText,
    city: optionalText,
    state: optionalText,
    zip: optionalText,
  }),
  candidates: listOf(PropertyCandidateSchema),
});
export type PropertyCandidates = z.infer<typeof PropertyCandidatesSchema>;

export function getPropertyCandidates(
  uuid: string,
  options: CallOptions = {},
): Promise<PropertyCandidates> {
  return apiRequest(`${base(uuid)}/property/candidates`, {
    ...options,
    schema: PropertyCandidatesSchema,
  });
}

// ---------------------------------------------------------------------------------------------
// Valuation (bpo/…)

export const ValuationSchema = z.object({
  /** BPO (broker price opinion) or RESI_EVAL (residential evaluation). */
  kind: z.string(),
  /** status.bpo: BPO_NOT_REQUIRED, BPO_REQUIRED, BPO_PROCESSING, BPO_COMPLETE. */
  status: optionalText,
  fee: z.number(),
  /** yyyy-MM-dd; null until ordered. */
  orderedOn: optionalText,
  /** yyyy-MM-dd: when the valuation is expected back; null until ordered. */
  expectedBy: optionalText,
  /** Business days a valuation usually takes. */
  turnaroundBusinessDays: z.number(),
  propertyState: optionalText,
  /** What the lender has for the home's value now (an automated value or the borrower's estimate). */
  estimatedValue: optionalNumber,
});
export type Valuation = z.infer<typeof ValuationSchema>;

export function getValuation(uuid: string, options: CallOptions = {}): Promise<Valuation> {
  return apiRequest(`${base(uuid)}/valuation`, { ...options, schema: ValuationSchema });
}

// ---------------------------------------------------------------------------------------------
// On-site appraisal (hold)

export const AppraisalSchema = z.object({
  /** PAYMENT_DUE, PAID, SCHEDULED, COMPLETE. */
  status: z.string(),
  fee: z.number(),
  /** fe-heloc-company-covers-appraisal: the lender pays the appraisal. */
  coveredByLender: optionalFlag,
  estimatedValue: optionalNumber,
  /** The bank account on file the fee can be taken from (masked), if any. */
  bankAccountOnFile: z.nullish(z.object({ mask: z.string() })),
  /** yyyy-MM-dd of the visit, once scheduled. */
  appointmentOn: optionalText,
  /** e.g. "9:00 AM to 12:00 PM". */
  appointmentWindow: optionalText,
  /** The payment already made, if any. */
  payment: z.nullish(
    z.object({ paymentUuid: z.string(), method: z.string(), last4: optionalText }),
  ),
});
export type Appraisal = z.infer<typeof AppraisalSchema>;

export function getAppraisal(uuid: string, options: CallOptions = {}): Promise<Appraisal> {
  return apiRequest(`${base(uuid)}/appraisal`, { ...options, schema: AppraisalSchema });
}

// ---------------------------------------------------------------------------------------------
// Closing (complete)

export const ClosingSchema = z.object({
  /** yyyy-MM-dd: the day the borrower signed (the rescission days count from it). */
  signedOn: z.string(),
  /** HOME (primary residence: right of rescission), SECONDARY, INVESTMENT. */
  occupancyType: optionalText,
});
export type Closing = z.infer<typeof ClosingSchema>;

export function getClosing(uuid: string, options: CallOptions = {}): Promise<Closing> {
  return apiRequest(`${base(uuid)}/closing`, { ...options, schema: ClosingSchema });
}
