/**
 * The income verification service (designed: docs/sandbox.md "Income and identity"): the income
 * sources the lender asks the borrower to verify, link sessions with the income provider (the
 * real product's provider calls back on income/pointserv-callback), and documents attached to a
 * source.
 */
import { z } from 'zod/mini';
import { apiRequest, type CallOptions } from './client';
import { listOf, optionalNumber, optionalText } from './common';

const INCOME_SERVICE = '/service-income/secure/api/v1/applications';

const incomePath = (applicationUuid: string) =>
  `${INCOME_SERVICE}/${encodeURIComponent(applicationUuid)}/income-verification`;

export const IncomeSourceSchema = z.object({
  id: z.string(),
  kind: z.string(),
  employmentType: optionalText,
  annualAmount: optionalNumber,
  /** incomeRequestRecords[].methods: PAYROLL, BANK, DOCUMENTS. */
  methods: listOf(z.string()),
  status: z.string(),
  verifiedBy: optionalText,
  institution: optionalText,
  documents: listOf(z.object({ documentId: z.string(), type: z.string(), fileName: z.string() })),
});
export type IncomeSource = z.infer<typeof IncomeSourceSchema>;

export const IncomeVerificationSchema = z.object({
  employmentType: optionalText,
  incomePrimary: optionalNumber,
  incomeOther: optionalNumber,
  sources: listOf(IncomeSourceSchema),
});
export type IncomeVerification = z.infer<typeof IncomeVerificationSchema>;

export const IncomeLinkSessionSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  type: z.string(),
  /** CREATED, AUTHORIZED, PROCESSING, LINKED, FAILED. */
  status: z.string(),
  institution: optionalText,
  /**
   * HOSTED: the provider's page at providerUrl (production's income provider); SANDBOX: the
   * sandbox's in-app stand-in (src/sandbox/income). Any other fails closed.
   */
  providerMode: z.string(),
  providerUrl: optionalText,
  /** The employers / payroll providers (or banks) the sandbox's stand-in offers. */
  institutions: listOf(z.string()),
});
export type IncomeLinkSession = z.infer<typeof IncomeLinkSessionSchema>;

export interface DocumentReference {
  documentId: string;
  type: string;
  fileName: string;
}

export function getIncomeVerification(
  applicationUuid: string,
  options: CallOptions = {},
): Promise<IncomeVerification> {
  return apiRequest(incomePath(applicationUuid), { ...options, schema: IncomeVerificationSchema });
}

export function createIncomeLinkSession(
  applicationUuid: string,
  input: { type: string; sourceId: string; returnUrl: string },
  options: CallOptions = {},
): Promise<IncomeLinkSession> {
  return apiRequest(`${incomePath(applicationUuid)}/link-sessions`, {
    ...options,
    method: 'POST',
    body: input,
    schema: IncomeLinkSessionSchema,
  });
}

export function getIncomeLinkSession(
  applicationUuid: string,
  sessionId: string,
  options: CallOptions = {},
): Promise<IncomeLinkSession> {
  return apiRequest(
    `${incomePath(applicationUuid)}/link-sessions/${encodeURIComponent(sessionId)}`,
    {
      ...options,
      schema: IncomeLinkSessionSchema,
    },
  );
}

/** The provider's callback: exchanges the code it handed back. */
export function completeIncomeLink(
  applicationUuid: string,
  sessionId: string,
  code: string,
  options: CallOptions = {},
): Promise<IncomeLinkSession> {
  return apiRequest(
    `${incomePath(applicationUuid)}/link-sessions/${encodeURIComponent(sessionId)}/complete`,
    { ...options, method: 'POST', body: { code }, schema: IncomeLinkSessionSchema },
  );
}

export function submitIncomeDocuments(
  applicationUuid: string,
  sourceId: string,
  documents: readonly DocumentReference[],
  options: CallOptions = {},
): Promise<IncomeVerification> {
  return apiRequest(`${incomePath(applicationUuid)}/documents`, {
    ...options,
    method: 'POST',
    body: { sourceId, documents },
    schema: IncomeVerificationSchema,
  });
}
