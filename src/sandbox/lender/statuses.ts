import {
  BPO_ORDER_REQUEST_STATUSES,
  FINAL_TITLE_STATUSES,
  IN_PROGRESS_STATUSES,
  NAV_ESTIMATE_STATUSES,
  WAITING_FOR_STATUSES,
  WAITING_PREFIX,
} from '../../domain/status/statusRoutes';
import { US_STATES as DOMAIN_US_STATES } from '../../domain/states';

/** The first status of a new application, while the soft credit pull runs (a WAITING_FOR status). */
export const CREDIT_PULL_STATUS = 'WAITING_FOR_CREDIT_PULL';

/**
 * Checklist statuses the staff tools offer: the ones the spec names (registration doc §4, shell
 * doc §4), and the names the app's status table assumes for the families the spec does not list
 * (src/domain/status/statusRoutes.ts), so the two agree.
 */
export const CHECKLIST_STATUSES: readonly string[] = [
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'NO_PROPERTY_FOUND',
  'MULTIPLE_PROPERTIES',
  'DECLINED',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'DELINQUENCY_REVIEW',
  'GEN_CLOSING_DISCLOSURE',
  'NOTE_SIGNING',
  'FINAL_OFFER',
  'REVISED_OFFER_SELECTION',
  'GEN_NOTE_SIGNING',
  'APP_SUBMISSION',
  'GEN_SUMMARY_DISCLOSURE',
  'INCOME_VERIFICATION',
  'IDENTITY_VERIFICATION',
  'ASSETS_PREQUAL',
  'CLTV_LIEN_POSITION_REQUALIFY',
  'DISBURSEMENT_ACCOUNT',
  'AUTOPAY_ACCOUNT',
  'VERIFIED_AUTOPAY_ACCOUNT',
  'NO_AVM_FOUND',
  ...NAV_ESTIMATE_STATUSES,
  'PAYOFF_REQUEST_PENDING',
  ...BPO_ORDER_REQUEST_STATUSES,
  'NAV_BPO_PROCESSING',
  ...FINAL_TITLE_STATUSES,
  'NAV_RESI_EVAL_PROCESSING',
  'GEN_RESCISSION',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
  'DEED_SIGNING',
  'APPRAISAL_REVIEW_COMPLETE',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'FACTA_REVIEW',
  'HOLD_FOR_APPRAISAL_REVIEW',
  'ORDER_FULL_TITLE',
  'REQUEST_STEWART_PAYOFFS',
  'UNKNOWN',
  'LIEN_VERIFICATION',
  'LIEN_VERIFICATION_INQUIRY',
  'CO_DEED_REQ',
  'GEN_NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'MANUAL_DEED_SIGNING',
  'EMPLOYMENT_VERIFICATION',
  'OFFER_SELECTION',
  'ONSITE_APPRAISAL_BORROWER_PAYMENT',
  'ONSITE_APPRAISAL_PENDING',
  'COMPLETE',
  'CANCELLED',
  CREDIT_PULL_STATUS,
  ...WAITING_FOR_STATUSES,
  ...IN_PROGRESS_STATUSES.filter((status) => status !== 'GEN_NOTE_SIGNING'),
];

/** What a checklist status must look like to be accepted from the staff tools. */
export const CHECKLIST_STATUS_PATTERN = /^[A-Z][A-Z0-9_]{1,63}$/u;

export function isKnownChecklistStatus(status: string): boolean {
  return CHECKLIST_STATUSES.includes(status);
}

/** Spec §4: statuses starting WAITING_FOR, plus the in-progress ones the app polls. */
export function isWaitingStatus(status: string | null): boolean {
  if (status === null) return false;
  return (
    status.startsWith(WAITING_PREFIX) ||
    (IN_PROGRESS_STATUSES as readonly string[]).includes(status)
  );
}

/**
 * The application's eNotary stage: the statuses at which an eNotary session is held (the
 * borrower's, and each additional signer's own), reached on the eNotary path from NOTE_SIGNING or
 * the co-deed step (journey.ts, progress ENOTARY); a manual notary goes to MANUAL_DEED_SIGNING.
 */
export const ENOTARY_STATUSES: readonly string[] = [
  'GEN_NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'DEED_SIGNING',
];

export const BPO_STATUSES = [
  'BPO_NOT_REQUIRED',
  'BPO_REQUIRED',
  'BPO_PROCESSING',
  'BPO_COMPLETE',
] as const;

export const UW_DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;

export const UW_SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
] as const;

/** Statuses after which an application no longer counts as active. */
export const CLOSED_STATUSES: readonly string[] = ['COMPLETE', 'CANCELLED', 'DECLINED'];

/** Name by two-letter code, the 50 states and DC: the app's own list (src/domain/states.ts). */
export const US_STATES: Readonly<Record<string, string>> = Object.fromEntries(
  DOMAIN_US_STATES.map(({ code, name }) => [code, name]),
);

/**
 * States the sandbox lender does not lend in. Hawaii matches the spec's Hawaii modal (the main
 * brand points to a partner lender); West Virginia exercises the "We do not currently offer loans
 * in" registration error.
 */
export const NOT_LENDING_STATES: readonly string[] = ['HI', 'WV'];
