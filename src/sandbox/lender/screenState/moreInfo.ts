/**
 * What the lender keeps for the moreInfo screens on each application (application.screens.moreInfo).
 * Self-contained types only (no imports from ../types: no cycle). Persisted with the state.
 *
 * The whole SSN is never kept: `confirm-ssn` keeps the last four digits only (a real lender sends
 * the number to the bureau and its vault; the sandbox has neither).
 */
export interface MoreInfoScreenState {
  /** When the contact details were confirmed (contact-info). */
  contactConfirmedAt?: string;
  /** When the demographic answers were given (hmda). */
  hmdaAnsweredAt?: string;
  /** When the borrower certified and submitted the application (submit-application). */
  submittedAt?: string;
  /** Sections corrected on the summary before submitting ('contact-info', 'hmda'). */
  correctedOnSummary?: string[];
  /** The last four digits of the SSN the borrower confirmed (confirm-ssn). */
  ssnLast4?: string;
  ssnConfirmedAt?: string;
  /** Each time the borrower said the credit freeze is lifted (unfreeze-credit). */
  unfreezeRequestedAt?: string[];
}
