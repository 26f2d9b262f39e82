/**
 * The property screens' calls (designed: docs/sandbox.md "Screens' calls"). Same shape as
 * operations.ts (method, path, auth, service, summary, designed); merged into OPERATIONS there.
 */
export const propertyOperationSpecs = {
  getLiens: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/:uuid/liens',
    auth: 'secure',
    service: 'application',
    summary: "The liens the title search found on the property (from the borrower's liabilities).",
    designed: true,
  },
  getPropertyCandidates: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/:uuid/property/candidates',
    auth: 'secure',
    service: 'application',
    summary: 'The address on file and the properties found for it (none, or several).',
    designed: true,
  },
  getValuation: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/:uuid/valuation',
    auth: 'secure',
    service: 'application',
    summary: 'The valuation (BPO or residential evaluation): fee, order date, expected date.',
    designed: true,
  },
  getAppraisal: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/:uuid/appraisal',
    auth: 'secure',
    service: 'application',
    summary: 'The on-site appraisal: fee, who pays it, payment, appointment.',
    designed: true,
  },
  getClosing: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/:uuid/closing',
    auth: 'secure',
    service: 'application',
    summary: 'The signing date and occupancy the funding timeline counts from.',
    designed: true,
  },
  getDecision: {
    method: 'GET',
    path: '*/service-application/api/v1/application/heloc/:uuid/decision',
    auth: 'secure',
    service: 'application',
    summary: 'The underwriting decision: adverse-action reasons, credit bureau, credit score.',
    designed: true,
  },
  payAppraisal: {
    method: 'POST',
    path: '*/service-payments/api/v1/heloc/:uuid/appraisal-payment',
    auth: 'secure',
    service: 'payments',
    summary: 'Pays the on-site appraisal fee by card or from the bank account on file.',
    designed: true,
  },
} as const;
