/**
 * Signer mode: the additional signer's own calls (designed: docs/sandbox.md "Signer mode"). Same
 * shape as operations.ts; merged into OPERATIONS there. No path names the application but the
 * notary service's: the lender finds it through the signed-in signer (as getCoDeedStatus does).
 */
const CO_DEED = '*/service-application/api/v1/application/heloc/co-deed';
/** The signer's own eNotary session: the notary service's paths name the application. */
const SIGNER_SESSION = '*/service-notary/api/v1/heloc/:uuid/enotary/signer-session';

export const signerOperationSpecs = {
  getSignerEConsent: {
    method: 'GET',
    path: `${CO_DEED}/e-consent`,
    auth: 'secure',
    service: 'application',
    summary: "The signer's own ESIGN consent.",
    designed: true,
  },
  saveSignerEConsent: {
    method: 'POST',
    path: `${CO_DEED}/e-consent`,
    auth: 'secure',
    service: 'application',
    summary: "Records the signer's ESIGN consent (accepted, version).",
    designed: true,
  },
  getSignerDocuments: {
    method: 'GET',
    path: `${CO_DEED}/documents`,
    auth: 'secure',
    service: 'application',
    summary: "The signer's package: one document to sign, one to read (403 before e-consent).",
    designed: true,
  },
  getSignerDocumentContent: {
    method: 'GET',
    path: `${CO_DEED}/documents/:documentUuid/content`,
    auth: 'secure',
    service: 'application',
    summary: "One of the signer's documents as a PDF, base64 in JSON (403 before e-consent).",
    designed: true,
  },
  signSignerDocument: {
    method: 'POST',
    path: `${CO_DEED}/documents/:documentUuid/signature`,
    auth: 'secure',
    service: 'application',
    summary: 'Signs one of the signer’s documents with where they are (idempotent).',
    designed: true,
  },
  completeSignerSigning: {
    method: 'POST',
    path: `${CO_DEED}/complete`,
    auth: 'secure',
    service: 'application',
    summary: "The signer's part is done: answers the co-deed status (409 while one is unsigned).",
    designed: true,
  },
  getSignerNotarySession: {
    method: 'GET',
    path: SIGNER_SESSION,
    auth: 'secure',
    service: 'notary',
    summary:
      "The signer's own eNotary session: NOT_STARTED, then WAITING_ROOM, IN_PROGRESS, COMPLETE.",
    designed: true,
  },
  joinSignerNotarySession: {
    method: 'POST',
    path: SIGNER_SESSION,
    auth: 'secure',
    service: 'notary',
    summary: "Joins the signer's eNotary session (409 while the lender does not ask for it).",
    designed: true,
  },
  completeSignerNotary: {
    method: 'POST',
    path: `${CO_DEED}/notarize`,
    auth: 'secure',
    service: 'application',
    summary:
      "Records the signer's notarisation: answers the co-deed status (409 until the session is complete).",
    designed: true,
  },
  getSignerInvitation: {
    method: 'GET',
    path: `${CO_DEED}/invitations/:token`,
    auth: 'external',
    service: 'application',
    summary: 'The invitation behind a sign-in link: VALID, EXPIRED or USED.',
    designed: true,
  },
  createSignerPassword: {
    method: 'POST',
    path: `${CO_DEED}/invitations/:token/password`,
    auth: 'external',
    service: 'application',
    summary:
      'Legacy auth: the invited signer creates their password from a VALID link; answers { jwt } and uses the link up (409 once used or expired).',
    designed: true,
  },
} as const;
