/**
 * Bank accounts of an application (designed: docs/sandbox.md "Bank"): the lender's bank-account
 * service (secure, per application): a link token for the bank-link provider, the public-token
 * exchange, the application's accounts, an account typed in by hand. The provider itself (Plaid
 * Link in production, the sandbox's stand-in) sits behind the port in bankLinkProvider.ts.
 */
import { z } from 'zod/mini';
import { apiRequest, type CallOptions } from './client';
import { listOf, optionalText } from './common';

const BANK_ACCOUNT_BASE = '/service-bank-account/api/v1/heloc';

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
