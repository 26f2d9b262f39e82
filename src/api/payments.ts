/**
 * Payments (designed, docs/sandbox.md "Property, holds and outcomes"): the on-site appraisal fee,
 * by card or from the bank account on file. The card details go once, to this call; the app
 * keeps none of them, and the lender answers only the brand and the last four digits.
 */
import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalText } from './common';

export const PAYMENTS_BASE = '/service-payments/api/v1/heloc';

export interface CardDetails {
  name: string;
  /** Digits only. */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  zip: string;
}

export type AppraisalPaymentRequest =
  { method: 'CARD'; card: CardDetails } | { method: 'BANK_ACCOUNT' };

export const PaymentSchema = z.object({
  paymentUuid: z.string(),
  method: z.string(),
  amount: z.number(),
  brand: optionalText,
  last4: optionalText,
  paidAt: optionalText,
});
export type Payment = z.infer<typeof PaymentSchema>;

export function payAppraisal(
  uuid: string,
  request: AppraisalPaymentRequest,
  options: CallOptions = {},
): Promise<Payment> {
  return apiRequest(`${PAYMENTS_BASE}/${encodeURIComponent(uuid)}/appraisal-payment`, {
    ...options,
    method: 'POST',
    body: request,
    schema: PaymentSchema,
  });
}
