/**
 * The OAuth bank's own site, stood in for by a sandbox page outside the app (OAuthBankPage.tsx,
 * rendered by src/sandbox/outside): Allow or Deny, then back to plaid-oauth-success with
 * `oauth_state_id`, as a real OAuth bank sends the browser back to Plaid's redirect URI.
 */
export const OAUTH_BANK_PATH = '/sandbox-oauth-bank';
export const OAUTH_BANK_NAME = 'Platypus OAuth Bank';
/** The OAuth bank's redirect back carries the provider's state id (Plaid's parameter name). */
export const OAUTH_STATE_PARAM = 'oauth_state_id';
