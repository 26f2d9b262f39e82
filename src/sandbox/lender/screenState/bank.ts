/**
 * What the lender keeps for the bank screens on each application (application.screens.bank).
 * Self-contained types only (no imports from ../types: no cycle). Persisted with the state.
 */

/** A bank account the borrower linked (through the bank-link provider) or typed in. */
export interface BankAccountRecord {
  /** The reference the app sends back (disburse-account, autopay-account). */
  accountRef: string;
  source: 'LINK' | 'MANUAL';
  /** The bank's name: the provider's, or looked up from a typed routing number (null: unknown). */
  institutionName: string | null;
  accountType: 'CHECKING' | 'SAVINGS';
  /** Account name at the bank ("Plaid Checking"), or the holder's name for a typed account. */
  name: string;
  /** The provider's mask ("0000"), or the last 4 digits of a typed number. */
  mask: string;
  routingNumber: string;
  /** Full account number (the lender's own record; answered masked only). */
  accountNumber: string;
  holderName: string | null;
  createdAt: string;
}

/** A linked bank's account, as the sandbox bank-link provider offers it. */
export interface ProviderAccount {
  id: string;
  name: string;
  subtype: 'checking' | 'savings';
  mask: string;
}

/**
 * One bank-link session of the sandbox provider (Plaid-style): made by the link token, signed in
 * with credentials (or authorised at an OAuth bank), then one account chosen: a public token.
 */
export interface BankLinkSession {
  linkToken: string;
  /** ISO time after which the token is refused. */
  expiresAt: string;
  purpose: 'DISBURSE' | 'AUTOPAY';
  institutionId: string | null;
  /** OAuth banks only: the state id the bank hands back on the redirect. */
  oauthStateId: string | null;
  status:
    'CREATED' | 'OAUTH_PENDING' | 'OAUTH_DENIED' | 'SIGNED_IN' | 'ACCOUNT_CHOSEN' | 'EXCHANGED';
  accounts: ProviderAccount[];
  publicToken: string | null;
  chosenAccountId: string | null;
}

export interface BankScreenState {
  accounts: BankAccountRecord[];
  /** The account chosen for the disbursement (bank/confirm shows it), until it is confirmed. */
  chosenAccountRef: string | null;
  /** The account linked last for autopay (bank/autopay offers it). */
  autopayCandidateRef: string | null;
  /** Link sessions, newest last (a few kept). */
  linkSessions: BankLinkSession[];
  /** The borrower's payment choice (autopay-account). */
  autopay: { paymentMethod: 'AUTOPAY' | 'MANUAL'; accountRef: string | null } | null;
}
