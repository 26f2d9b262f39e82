/**
 * The income screens' calls (designed: docs/sandbox.md "Screens' calls"). Same shape as
 * operations.ts (method, path, auth, service, summary, designed); merged into OPERATIONS there.
 */
const INCOME = '*/service-income/secure/api/v1/applications/:uuid/income-verification';
const IDENTITY =
  '*/service-identity-verification/secure/api/v1/applications/:uuid/identity-verification';

export const incomeOperationSpecs = {
  getIncomeVerification: {
    method: 'GET',
    path: INCOME,
    auth: 'secure',
    service: 'income',
    summary:
      'The income sources to verify (employment type, amount, methods: incomeRequestRecords) and where each stands.',
    designed: true,
  },
  createIncomeLinkSession: {
    method: 'POST',
    path: `${INCOME}/link-sessions`,
    auth: 'secure',
    service: 'income',
    summary:
      'Starts linking a payroll or bank account with the income provider. Answers the session and how to open the provider.',
    designed: true,
  },
  getIncomeLinkSession: {
    method: 'GET',
    path: `${INCOME}/link-sessions/:sessionId`,
    auth: 'secure',
    service: 'income',
    summary:
      'A link session: PROCESSING while the provider reads the income, then LINKED or FAILED.',
    designed: true,
  },
  completeIncomeLink: {
    method: 'POST',
    path: `${INCOME}/link-sessions/:sessionId/complete`,
    auth: 'secure',
    service: 'income',
    summary: "The provider's callback (income/pointserv-callback): exchanges its code.",
    designed: true,
  },
  submitIncomeDocuments: {
    method: 'POST',
    path: `${INCOME}/documents`,
    auth: 'secure',
    service: 'income',
    summary: 'Attaches uploaded documents to an income source for review.',
    designed: true,
  },
  signInIncomeProvider: {
    method: 'POST',
    path: '*/sandbox-income-provider/api/v1/sessions/:sessionId/sign-in',
    auth: 'external',
    service: 'income',
    summary:
      "The sandbox income provider's sign-in (its stand-in page): answers the redirect back to the app.",
    designed: true,
  },
  getIdentityVerification: {
    method: 'GET',
    path: IDENTITY,
    auth: 'secure',
    service: 'identity-verification',
    summary:
      'The latest identity verification: IN_PROGRESS, VERIFIED, FAILED_VERIFICATION or PENDING_REVIEW.',
    designed: true,
  },
  startIdentityVerification: {
    method: 'POST',
    path: IDENTITY,
    auth: 'secure',
    service: 'identity-verification',
    summary: 'Submits the uploaded ID images for verification.',
    designed: true,
  },
} as const;
