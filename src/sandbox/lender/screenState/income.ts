/**
 * What the lender keeps for the income screens on each application (application.screens.income).
 * Self-contained types only (no imports from ../types: no cycle). Persisted with the state.
 */

export type IncomeMethodRecord = 'PAYROLL' | 'BANK' | 'DOCUMENTS';

/** One income source to verify: made from application.income the first time it is read. */
export interface IncomeSourceRecord {
  id: string;
  /** PRIMARY: the employment type's income; OTHER: otherIncome. */
  kind: 'PRIMARY' | 'OTHER';
  /** The employment type (PRIMARY), or null for other income. */
  employmentType: string | null;
  annualAmount: number;
  /** incomeRequestRecords[].methods. */
  methods: IncomeMethodRecord[];
  status: 'UNVERIFIED' | 'PROCESSING' | 'VERIFIED' | 'DOCUMENTS_SUBMITTED';
  verifiedBy: IncomeMethodRecord | null;
  /** The employer or bank the borrower linked (online methods). */
  institution: string | null;
  documents: { documentId: string; type: string; fileName: string }[];
}

/** A link session with the (sandbox) income provider. */
export interface IncomeLinkSessionRecord {
  id: string;
  sourceId: string;
  type: 'payroll' | 'bank';
  /** Where the provider sends the borrower back. */
  returnUrl: string;
  /** CREATED → AUTHORIZED (signed in at the provider) → PROCESSING → LINKED | FAILED. */
  status: 'CREATED' | 'AUTHORIZED' | 'PROCESSING' | 'LINKED' | 'FAILED';
  /** The one-time code the provider hands back on the callback. */
  code: string | null;
  institution: string | null;
  /** The sign-in name (decides the sandbox outcome: "fail" in it fails the link). */
  username: string | null;
  /** Session reads left while PROCESSING. */
  pollsLeft: number;
  createdAt: string;
}

/** An identity verification (the identity screen). */
export interface IdentityVerificationRecord {
  id: string;
  /**
   * Whose identity: the borrower's or an additional signer's (each sees only their own). Absent:
   * the primary borrower's (records made before signer mode).
   */
  identityUuid?: string;
  idKind: string;
  documents: { side: 'FRONT' | 'BACK'; documentId: string; fileName: string }[];
  status: 'IN_PROGRESS' | 'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW';
  /** What it becomes when the reads below run out (decided from the file names). */
  outcome: 'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW';
  /** Reads left before IN_PROGRESS (then PENDING_REVIEW) moves on. */
  pollsLeft: number;
  createdAt: string;
}

export interface IncomeScreenState {
  sources?: IncomeSourceRecord[];
  sessions?: IncomeLinkSessionRecord[];
  /** Verifications, newest last. */
  identity?: IdentityVerificationRecord[];
}
