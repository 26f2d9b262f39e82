/**
 * What the lender keeps for the property screens on each application (application.screens.property).
 * Self-contained types only (no imports from ../types: no cycle). Persisted with the state.
 */

/** An appraisal fee payment. The card number is never kept: only its brand and last 4 digits. */
export interface AppraisalPaymentRecord {
  paymentUuid: string;
  method: 'CARD' | 'BANK_ACCOUNT';
  amount: number;
  brand: string | null;
  last4: string | null;
  paidAt: string;
}

export interface PropertyScreenState {
  appraisalPayments: AppraisalPaymentRecord[];
  /** ISO time the valuation was ordered (the order-bpo step). */
  valuationOrderedAt: string | null;
  /**
   * ISO time the borrower signed: recorded the first time the closing is asked for (the signing
   * group's steps do not record it), so the funding dates stay put afterwards.
   */
  signedAt: string | null;
}

export function emptyPropertyScreenState(): PropertyScreenState {
  return { appraisalPayments: [], valuationOrderedAt: null, signedAt: null };
}
