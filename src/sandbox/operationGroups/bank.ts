/**
 * The bank screens' calls (designed: docs/sandbox.md "Screens' calls"). Same shape as
 * operations.ts (method, path, auth, service, summary, designed); merged into OPERATIONS there.
 *
 * Two parties: the lender's bank-account service (per application, secure), and the sandbox's
 * stand-in for the Plaid-style bank-link provider (its own origin in real life: `external`, the
 * app sends it no bearer token; the link token says which application the session is for).
 */
export const bankOperationSpecs = {
  createBankLinkToken: {
    method: 'POST',
    path: '*/service-bank-account/api/v1/heloc/:uuid/link-token',
    auth: 'secure',
    service: 'bank-account',
    summary: 'A link token that opens the bank-link provider for this application.',
    designed: true,
  },
  exchangeBankLinkToken: {
    method: 'POST',
    path: '*/service-bank-account/api/v1/heloc/:uuid/exchange',
    auth: 'secure',
    service: 'bank-account',
    summary: "Exchanges the provider's public token: the linked account, kept on the application.",
    designed: true,
  },
  getBankAccounts: {
    method: 'GET',
    path: '*/service-bank-account/api/v1/heloc/:uuid/accounts',
    auth: 'secure',
    service: 'bank-account',
    summary: "The application's bank accounts (masked) and the one chosen for disbursement.",
    designed: true,
  },
  saveBankAccount: {
    method: 'POST',
    path: '*/service-bank-account/api/v1/heloc/:uuid/accounts',
    auth: 'secure',
    service: 'bank-account',
    summary: 'A bank account typed in by hand (routing number checked): chosen for disbursement.',
    designed: true,
  },
  getBankLinkInstitutions: {
    method: 'GET',
    path: '*/sandbox-bank-link/v1/institutions',
    auth: 'external',
    service: 'bank-link-provider',
    summary: "The sandbox bank-link provider's banks (one signs in by OAuth).",
    designed: true,
  },
  bankLinkSignIn: {
    method: 'POST',
    path: '*/sandbox-bank-link/v1/sign-in',
    auth: 'external',
    service: 'bank-link-provider',
    summary: "Signs in at a bank (user_good / pass_good): its accounts, or the OAuth bank's URL.",
    designed: true,
  },
  bankLinkAuthorizeOAuth: {
    method: 'POST',
    path: '*/sandbox-bank-link/v1/oauth/authorize',
    auth: 'external',
    service: 'bank-link-provider',
    summary: "The OAuth bank's stand-in: allow or deny, then back to plaid-oauth-success.",
    designed: true,
  },
  bankLinkResume: {
    method: 'POST',
    path: '*/sandbox-bank-link/v1/resume',
    auth: 'external',
    service: 'bank-link-provider',
    summary: 'Resumes a link after the OAuth redirect: the authorised accounts.',
    designed: true,
  },
  bankLinkChooseAccount: {
    method: 'POST',
    path: '*/sandbox-bank-link/v1/choose-account',
    auth: 'external',
    service: 'bank-link-provider',
    summary: 'Chooses the checking or savings account to link: a public token.',
    designed: true,
  },
} as const;
