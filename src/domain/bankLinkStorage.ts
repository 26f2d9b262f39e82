/**
 * Where a bank link waiting on an OAuth bank is kept (session storage; plaid-oauth-success reads
 * it back). A module of its own, apart from bankAccount.ts: the app's storage list
 * (appStorage.ts), which every page loads, names these keys, and importing them from bankAccount.ts
 * put all of its rules and messages in the start page.
 */

/** The application whose bank link may go to an OAuth bank (plaid-oauth-success). */
export const PLAID_APPLICATION_UUID_KEY = 'plaidApplicationUuid';
/** The link token the bank-link provider reopens with after an OAuth bank. */
export const PLAID_LINK_TOKEN_KEY = 'plaidLinkToken';
/** What the link is for (DISBURSE or AUTOPAY), to finish it the same way. */
export const PLAID_LINK_PURPOSE_KEY = 'plaidLinkPurpose';
