/**
 * Bank accounts of an application and the Plaid-style bank link (designed: docs/sandbox.md
 * "Bank"). Two parties:
 * - the lender's bank-account service (secure, per application): link token, public-token
 *   exchange, the application's accounts, an account typed in by hand;
 * - the bank-link provider (external: no bearer token; the link token names the session). In the
 *   sandbox it is the sandbox's stand-in provider; a production build would open the provider's
 *   own Link instead (docs/screens/bank.md).
 */
import { z } from 'zod/mini';
import { apiRequest, type CallOptions } from './client';
import { listOf, optionalText } from './common';

const BANK_ACCOUNT_BASE = '/service-bank-account/api/v1/heloc';
const LINK_PROVIDER_BASE = '/sandbox-bank-link/v1';

export type BankLinkPurpose = 'DISBURSE' | 'AUTOPAY';

// ---------------------------------------------------------------------------------------------
// The lender's bank-account service

export const LinkTokenSchema = z.object({ linkToken: z.string(), expiration: optionalText });
export type LinkToken = z.infer<typeof LinkTokenSchema>;

/** An account of the application, as the lender answers it (the number masked). */
export const BankAccountSchema = z.object({
  accountRef: z.string(),
  source: optionalText,
  institutionName: optionalText,
  /** CHECKING or SAVINGS. */
  accountType: optionalText,
  name: optionalText,
  mask: optionalText,
  routingNumber: optionalText,
  /** Masked: all but the last 4 digits hidden. */
  accountNumber: optionalText,
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const ExchangedAccountSchema = z.object({ account: BankAccountSchema });

export const BankAccountsSchema = z.object({
  accounts: listOf(BankAccountSchema),
  /** The account chosen for the disbursement, not yet confirmed (bank/confirm). */
  chosenAccountRef: optionalText,
  /** The account linked last for autopay. */
  autopayCandidateRef: optionalText,
});
export type BankAccounts = z.infer<typeof BankAccountsSchema>;

export interface ManualBankAccountRequest {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

const appPath = (uuid: string, rest: string) =>
  `${BANK_ACCOUNT_BASE}/${encodeURIComponent(uuid)}/${rest}`;

/** A link token that opens the bank-link provider for this application. */
export function createLinkToken(
  uuid: string,
  purpose: BankLinkPurpose,
  options: CallOptions = {},
): Promise<LinkToken> {
  return apiRequest(appPath(uuid, 'link-token'), {
    ...options,
    method: 'POST',
    body: { purpose },
    schema: LinkTokenSchema,
  });
}

/** The provider's public token → the linked account (kept by the lender). Idempotent. */
export async function exchangePublicToken(
  uuid: string,
  publicToken: string,
  options: CallOptions = {},
): Promise<BankAccount> {
  const answer = await apiRequest(appPath(uuid, 'exchange'), {
    ...options,
    method: 'POST',
    body: { publicToken },
    schema: ExchangedAccountSchema,
  });
  return answer.account;
}

export function getBankAccounts(uuid: string, options: CallOptions = {}): Promise<BankAccounts> {
  return apiRequest(appPath(uuid, 'accounts'), { ...options, schema: BankAccountsSchema });
}

/** An account typed in by hand: the lender checks it and chooses it for the disbursement. */
export function saveManualBankAccount(
  uuid: string,
  request: ManualBankAccountRequest,
  options: CallOptions = {},
): Promise<BankAccount> {
  return apiRequest(appPath(uuid, 'accounts'), {
    ...options,
    method: 'POST',
    body: request,
    schema: BankAccountSchema,
  });
}

// ---------------------------------------------------------------------------------------------
// The bank-link provider

export const InstitutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The bank signs in on its own site (OAuth): the browser leaves and comes back. */
  oauth: z.optional(z.boolean()),
});
export type Institution = z.infer<typeof InstitutionSchema>;

export const InstitutionsSchema = z.object({ institutions: listOf(InstitutionSchema) });

export const ProviderAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** checking or savings. */
  subtype: z.string(),
  mask: optionalText,
});
export type ProviderAccount = z.infer<typeof ProviderAccountSchema>;

/** Signed in: the bank's accounts; an OAuth bank: where to send the browser instead. */
export const SignInSchema = z.object({
  accounts: z.optional(z.array(ProviderAccountSchema)),
  oauthUrl: optionalText,
  oauthStateId: optionalText,
});
export type SignInAnswer = z.infer<typeof SignInSchema>;

export const ResumeSchema = z.object({
  institution: z.nullish(z.object({ id: z.string(), name: z.string() })),
  accounts: listOf(ProviderAccountSchema),
});
export type ResumeAnswer = z.infer<typeof ResumeSchema>;

export const ChosenAccountSchema = z.object({ publicToken: z.string() });

export const OAuthDecisionSchema = z.object({ redirectUri: z.string() });

/** The provider's error codes the flow answers differently (the message is the provider's). */
export const PROVIDER_ERROR = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  oauthDenied: 'OAUTH_DENIED',
  invalidLinkToken: 'INVALID_LINK_TOKEN',
} as const;

export function listInstitutions(options: CallOptions = {}): Promise<Institution[]> {
  return apiRequest(`${LINK_PROVIDER_BASE}/institutions`, {
    ...options,
    context: 'external',
    schema: InstitutionsSchema,
  }).then((answer) => answer.institutions);
}

export function signInAtBank(
  request: { linkToken: string; institutionId: string; username?: string; password?: string },
  options: CallOptions = {},
): Promise<SignInAnswer> {
  return apiRequest(`${LINK_PROVIDER_BASE}/sign-in`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: SignInSchema,
  });
}

/** The OAuth bank's stand-in page: the borrower allows (or denies) access. */
export function decideOAuth(
  request: { oauthStateId: string; allow: boolean },
  options: CallOptions = {},
): Promise<string> {
  return apiRequest(`${LINK_PROVIDER_BASE}/oauth/authorize`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: OAuthDecisionSchema,
  }).then((answer) => answer.redirectUri);
}

/** Back from the OAuth bank: the accounts it allowed. */
export function resumeLink(
  request: { linkToken: string; oauthStateId: string },
  options: CallOptions = {},
): Promise<ResumeAnswer> {
  return apiRequest(`${LINK_PROVIDER_BASE}/resume`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: ResumeSchema,
  });
}

/** The account to link: the provider answers a public token for the lender to exchange. */
export function chooseProviderAccount(
  request: { linkToken: string; accountId: string },
  options: CallOptions = {},
): Promise<string> {
  return apiRequest(`${LINK_PROVIDER_BASE}/choose-account`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: ChosenAccountSchema,
  }).then((answer) => answer.publicToken);
}
