/**
 * The bank-link provider PORT (docs/screens/bank.md, docs/decisions): what the bank-link machine
 * asks of the provider that signs the borrower in at their bank. The lender makes the link token
 * and exchanges the public token (src/api/bankLink.ts); between the two, the provider shows its
 * own overlay and answers a public token, or that the borrower left.
 *
 * Production: Plaid Link (src/api/plaidLink.ts). The sandbox: its stand-in
 * (src/sandbox/bankLink), chosen at the entry point (src/main.tsx) and handed to the app as a prop.
 */

/** An account the borrower chose at the provider (Plaid's `metadata.accounts[]`). */
export interface BankLinkAccountMetadata {
  id: string;
  name: string;
  mask: string | null;
  /** checking or savings. */
  subtype: string | null;
}

/** The provider's error at exit (Plaid's `error_code` and `display_message`). */
export interface BankLinkProviderError {
  code: string;
  /** Words for the borrower (the provider's display message), else ours. */
  message: string;
}

export type BankLinkResult =
  | {
      kind: 'success';
      publicToken: string;
      institutionName: string | null;
      accounts: BankLinkAccountMetadata[];
    }
  /** The borrower closed the provider; `error` when it closed on an error. */
  | { kind: 'exit'; error: BankLinkProviderError | null };

export interface BankLinkOpenRequest {
  /** The lender's link token (kept in session storage across an OAuth bank's redirect). */
  linkToken: string;
  /** Back from an OAuth bank (plaid-oauth-success): the full URL the bank sent the browser to. */
  receivedRedirectUri?: string;
  /** Aborted when the flow stops waiting (the page closes): the provider is torn down. */
  signal?: AbortSignal;
}

export interface BankLinkProvider {
  /**
   * Opens the provider's overlay. Resolves once it is done (success or exit); an OAuth bank may
   * take the browser away first (the promise then never settles). Rejects with
   * BankLinkUnavailableError when the provider cannot be opened at all.
   */
  open(request: BankLinkOpenRequest): Promise<BankLinkResult>;
}

/** The provider's error code for a link token that expired or is unknown. */
export const LINK_TOKEN_EXPIRED_CODE = 'INVALID_LINK_TOKEN';

/** Fails closed: shown when the provider could not be loaded (no internal address in it). */
export const BANK_LINK_UNAVAILABLE_MESSAGE =
  'Our bank-link service is not available right now. Please try again, or enter your account details by hand.';

/** The provider could not be opened (its script did not load, or it refused to start). */
export class BankLinkUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(BANK_LINK_UNAVAILABLE_MESSAGE);
    this.name = 'BankLinkUnavailableError';
  }
}

export function isBankLinkUnavailable(error: unknown): error is BankLinkUnavailableError {
  return error instanceof BankLinkUnavailableError;
}
