/**
 * Income verification rules (income/review, income/link, income/upload,
 * income/employer-verification). Pure: labels, the ways a source can be verified, the documents
 * each employment type needs, and the employer-verification form's rules and messages.
 *
 * Spec: the employment / income types (registration §3); the application's incomeRequestRecords
 * carry "methods" (shell §3). Everything else here is designed (docs/screens/income.md).
 */
import { z } from 'zod/mini';
import { isValid, parseDateParts } from './dates';
import { phoneDigits } from './phone';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from './documents';
import { EMPLOYMENT_TYPES, type EmploymentType } from './registration/types';

export { EMPLOYMENT_TYPES, type EmploymentType };

/** What the borrower reads for each employment / income type. */
export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  FULL_TIME: 'Full-time employment',
  PART_TIME: 'Part-time employment',
  SELF_EMPLOYED: 'Self-employment',
  RETIRED: 'Retirement income',
  UNEMPLOYED: 'Unemployed',
  ALIMONY: 'Alimony',
  CHILD_SUPPORT: 'Child support',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
  PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
};

export function isEmploymentType(value: string): value is EmploymentType {
  return (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}

/** The label of a type the lender sent; an unknown one reads as "Other income". */
export function employmentTypeLabel(type: string | null | undefined): string {
  return type && isEmploymentType(type) ? EMPLOYMENT_TYPE_LABELS[type] : OTHER_INCOME_LABEL;
}

export const OTHER_INCOME_LABEL = 'Other income';

// ── ways to verify ─────────────────────────────────────────────────────────────────────────────

/** incomeRequestRecords[].methods, as the lender sends them (designed values). */
export const VERIFICATION_METHODS = ['PAYROLL', 'BANK', 'DOCUMENTS'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export function isVerificationMethod(value: string): value is VerificationMethod {
  return (VERIFICATION_METHODS as readonly string[]).includes(value);
}

/** The `income/link/{type}` path segment of each online method. */
export const INCOME_LINK_TYPES = ['payroll', 'bank'] as const;
export type IncomeLinkType = (typeof INCOME_LINK_TYPES)[number];

export function isIncomeLinkType(value: string | null | undefined): value is IncomeLinkType {
  return (
    value !== null &&
    value !== undefined &&
    (INCOME_LINK_TYPES as readonly string[]).includes(value)
  );
}

export function linkTypeOf(method: VerificationMethod): IncomeLinkType | null {
  if (method === 'PAYROLL') return 'payroll';
  if (method === 'BANK') return 'bank';
  return null;
}

export function methodOfLinkType(type: IncomeLinkType): VerificationMethod {
  return type === 'payroll' ? 'PAYROLL' : 'BANK';
}

export const VERIFICATION_METHOD_LABELS: Readonly<Record<VerificationMethod, string>> = {
  PAYROLL: 'Link your payroll account',
  BANK: 'Link your bank account',
  DOCUMENTS: 'Upload documents',
};

export const VERIFICATION_METHOD_HINTS: Readonly<Record<VerificationMethod, string>> = {
  PAYROLL: 'Sign in to your employer’s payroll provider. Usually the fastest way.',
  BANK: 'Sign in to the bank account your income is paid into.',
  DOCUMENTS: 'Upload paystubs or other documents. A person reviews them.',
};

export const LINK_TYPE_LABELS: Readonly<Record<IncomeLinkType, string>> = {
  payroll: 'payroll account',
  bank: 'bank account',
};

/** Where a source stands (designed: the lender's income service answers it). */
export const SOURCE_STATUSES = [
  'UNVERIFIED',
  'PROCESSING',
  'VERIFIED',
  'DOCUMENTS_SUBMITTED',
] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

export const SOURCE_STATUS_LABELS: Readonly<Record<SourceStatus, string>> = {
  UNVERIFIED: 'Not verified yet',
  PROCESSING: 'Linking in progress',
  VERIFIED: 'Verified',
  DOCUMENTS_SUBMITTED: 'Documents received',
};

/** A source is done when it is verified online or its documents were uploaded for review. */
export function isSourceDone(status: string): boolean {
  return status === 'VERIFIED' || status === 'DOCUMENTS_SUBMITTED';
}

/** Continue is offered once every source is done (and there is at least one). */
export function canContinueIncome(sources: readonly { status: string }[]): boolean {
  return sources.length > 0 && sources.every((source) => isSourceDone(source.status));
}

export const INCOME_REVIEW_MESSAGES = {
  notDone: 'Verify each income source, or upload its documents, before you continue.',
  none: 'We have no income sources to verify on your application. Contact us so we can help.',
} as const;

// ── documents to upload ────────────────────────────────────────────────────────────────────────

export interface RequiredDocument {
  type: DocumentType;
  /** What to upload, in the borrower's words. */
  description: string;
  /** How many files at least. */
  count: number;
}

/**
 * The documents that verify a source of each type (designed as a demanding lender would ask:
 * the two most recent paystubs for a salary; tax returns and statements for self-employment;
 * the award or court document and the statements showing it is received for the rest).
 */
export function requiredDocuments(type: string | null | undefined): RequiredDocument[] {
  switch (type) {
    case 'FULL_TIME':
    case 'PART_TIME':
      return [
        {
          type: 'USER_UPLOADED_PAYSTUB',
          description: 'Your 2 most recent paystubs, showing your year-to-date earnings',
          count: 2,
        },
      ];
    case 'SELF_EMPLOYED':
      return [
        {
          type: 'SUPPORT_DOCUMENT',
          description: 'Your personal tax returns for the last 2 years, with all schedules',
          count: 2,
        },
        {
          type: 'BANK_STATEMENT',
          description: 'Your 2 most recent business bank statements',
          count: 2,
        },
      ];
    case 'RETIRED':
      return [
        {
          type: 'SUPPORT_DOCUMENT',
          description: 'Your pension, Social Security or annuity award letter for this year',
          count: 1,
        },
        {
          type: 'BANK_STATEMENT',
          description: 'A recent bank statement showing the payment received',
          count: 1,
        },
      ];
    case 'ALIMONY':
    case 'CHILD_SUPPORT':
    case 'SEPARATE_MAINTENANCE_PAYMENTS':
      return [
        {
          type: 'SUPPORT_DOCUMENT',
          description: 'The court order or separation agreement that sets the payments',
          count: 1,
        },
        {
          type: 'BANK_STATEMENT',
          description: 'Your 2 most recent bank statements showing the payments received',
          count: 2,
        },
      ];
    case 'PUBLIC_ASSISTANCE_PROGRAM':
      return [
        {
          type: 'SUPPORT_DOCUMENT',
          description: 'Your benefit award letter for this year',
          count: 1,
        },
      ];
    default:
      return [
        {
          type: 'SUPPORT_DOCUMENT',
          description: 'A document showing this income, such as a statement or award letter',
          count: 1,
        },
      ];
  }
}

export function requiredDocumentLabel(document: RequiredDocument): string {
  return DOCUMENT_TYPE_LABELS[document.type];
}

// ── employer verification ──────────────────────────────────────────────────────────────────────

/** (ours) The employer-verification form's messages. */
export const EMPLOYER_MESSAGES = {
  employerNameRequired: 'Enter your employer’s name',
  employerNameTooLong: 'Employer name must be 100 characters or fewer',
  employerPhoneRequired: 'Enter your employer’s phone number',
  employerPhoneInvalid: 'Enter a 10-digit phone number, like (555) 123-4567',
  jobTitleRequired: 'Enter your job title',
  jobTitleTooLong: 'Job title must be 100 characters or fewer',
  startDateRequired: 'Enter the date you started this job',
  startDateInvalid: 'Enter a real date as MM/DD/YYYY, like 03/15/2019',
  startDateFuture: 'Start date cannot be in the future',
} as const;

export const EMPLOYER_TEXT_MAX = 100;
export const EMPLOYER_MIN_START_YEAR = 1900;

export interface EmployerValues {
  employerName: string;
  employerPhone: string;
  jobTitle: string;
  /** As typed, MM/DD/YYYY. */
  startDate: string;
}

export const EMPLOYER_FIELDS = ['employerName', 'employerPhone', 'jobTitle', 'startDate'] as const;

/** The date an MM/DD/YYYY text names, or null. */
export function parseUsDate(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/u.exec(text.trim());
  if (!match) return null;
  const date = parseDateParts({ month: match[1]!, day: match[2]!, year: match[3]! });
  return date && isValid(date) && date.getFullYear() >= EMPLOYER_MIN_START_YEAR ? date : null;
}

/** The per-field problems of the form (empty when valid); `today` makes "future" testable. */
export function checkEmployer(
  values: EmployerValues,
  today: Date,
): Partial<Record<keyof EmployerValues, string>> {
  const errors: Partial<Record<keyof EmployerValues, string>> = {};
  const name = values.employerName.trim();
  if (name === '') errors.employerName = EMPLOYER_MESSAGES.employerNameRequired;
  else if (name.length > EMPLOYER_TEXT_MAX)
    errors.employerName = EMPLOYER_MESSAGES.employerNameTooLong;
  const digits = phoneDigits(values.employerPhone);
  if (values.employerPhone.trim() === '')
    errors.employerPhone = EMPLOYER_MESSAGES.employerPhoneRequired;
  else if (digits.length !== 10) errors.employerPhone = EMPLOYER_MESSAGES.employerPhoneInvalid;
  const title = values.jobTitle.trim();
  if (title === '') errors.jobTitle = EMPLOYER_MESSAGES.jobTitleRequired;
  else if (title.length > EMPLOYER_TEXT_MAX) errors.jobTitle = EMPLOYER_MESSAGES.jobTitleTooLong;
  if (values.startDate.trim() === '') errors.startDate = EMPLOYER_MESSAGES.startDateRequired;
  else {
    const date = parseUsDate(values.startDate);
    if (!date) errors.startDate = EMPLOYER_MESSAGES.startDateInvalid;
    else if (date.getTime() > today.getTime()) errors.startDate = EMPLOYER_MESSAGES.startDateFuture;
  }
  return errors;
}

/** The `verify-employment` step body (designed): phone as 10 digits, date as MM/dd/yyyy. */
export interface EmployerVerificationBody {
  employerName: string;
  employerPhone: string;
  jobTitle: string;
  startDate: string;
}

export function employerBody(values: EmployerValues): EmployerVerificationBody {
  const date = parseUsDate(values.startDate);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    employerName: values.employerName.trim(),
    employerPhone: phoneDigits(values.employerPhone),
    jobTitle: values.jobTitle.trim(),
    startDate: date
      ? `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`
      : values.startDate.trim(),
  };
}

/** The step body's schema (what the lender accepts; the sandbox mirrors it). */
export const EmployerVerificationBodySchema = z.object({
  employerName: z.string().check(z.minLength(1), z.maxLength(EMPLOYER_TEXT_MAX)),
  employerPhone: z.string().check(z.regex(/^\d{10}$/u)),
  jobTitle: z.string().check(z.minLength(1), z.maxLength(EMPLOYER_TEXT_MAX)),
  startDate: z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/u)),
});
