/**
 * The signing screens' calls (designed: docs/sandbox.md "Screens' calls"). Same shape as
 * operations.ts (method, path, auth, service, summary, designed); merged into OPERATIONS there.
 */
const APP = '*/service-application/api/v1/application/heloc/:uuid';
const NOTARY = '*/service-notary/api/v1/heloc/:uuid';

export const signingOperationSpecs = {
  getDocumentPackage: {
    method: 'GET',
    path: `${APP}/document-packages/:package`,
    auth: 'secure',
    service: 'application',
    summary:
      'A package of documents (closing-disclosure, note, disclosures): ready flag and documents.',
    designed: true,
  },
  getDocumentContent: {
    method: 'GET',
    path: `${APP}/documents/:documentUuid/content`,
    auth: 'secure',
    service: 'application',
    summary: "One document's PDF, base64 in JSON.",
    designed: true,
  },
  getApplicationDocuments: {
    method: 'GET',
    path: `${APP}/delivered-documents`,
    auth: 'secure',
    service: 'application',
    summary:
      'Every document delivered to or signed by the borrower, with deliveredAt and signedAt.',
    designed: true,
  },
  signDocument: {
    method: 'POST',
    path: `${APP}/documents/:documentUuid/signature`,
    auth: 'secure',
    service: 'application',
    summary: 'Signs one document with where the borrower is (idempotent).',
    designed: true,
  },
  getEConsent: {
    method: 'GET',
    path: `${APP}/e-consent`,
    auth: 'secure',
    service: 'application',
    summary: 'Whether the borrower agreed to electronic records and signatures.',
    designed: true,
  },
  saveEConsent: {
    method: 'POST',
    path: `${APP}/e-consent`,
    auth: 'secure',
    service: 'application',
    summary: 'Records the ESIGN consent (accepted, version).',
    designed: true,
  },
  getCoDeedSigners: {
    method: 'GET',
    path: `${APP}/co-deed/signers`,
    auth: 'secure',
    service: 'application',
    summary: 'The additional signers of a co-deed and whether each has signed.',
    designed: true,
  },
  inviteCoDeedSigner: {
    method: 'POST',
    path: `${APP}/co-deed/signers`,
    auth: 'secure',
    service: 'application',
    summary: 'Invites an additional signer (name, e-mail).',
    designed: true,
  },
  getNotarySession: {
    method: 'GET',
    path: `${NOTARY}/enotary/session`,
    auth: 'secure',
    service: 'notary',
    summary: "The eNotary session's status.",
    designed: true,
  },
  joinNotarySession: {
    method: 'POST',
    path: `${NOTARY}/enotary/session`,
    auth: 'secure',
    service: 'notary',
    summary: 'Joins the eNotary session: answers the session and its join URL.',
    designed: true,
  },
  getNotarySlots: {
    method: 'GET',
    path: `${NOTARY}/manual/slots`,
    auth: 'secure',
    service: 'notary',
    summary: 'Free manual notary appointments over the next 10 business days, and the fee.',
    designed: true,
  },
  getNotaryReservation: {
    method: 'GET',
    path: `${NOTARY}/manual/reservation`,
    auth: 'secure',
    service: 'notary',
    summary: "The borrower's manual notary appointment, or null.",
    designed: true,
  },
  reserveNotary: {
    method: 'POST',
    path: `${NOTARY}/manual/reservation`,
    auth: 'secure',
    service: 'notary',
    summary: 'Books a manual notary appointment (409 when the slot is taken).',
    designed: true,
  },
} as const;
