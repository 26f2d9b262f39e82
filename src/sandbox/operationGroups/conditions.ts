/**
 * The conditions screens' calls (designed: docs/sandbox.md "Screens' calls"). Same shape as
 * operations.ts (method, path, auth, service, summary, designed); merged into OPERATIONS there.
 */
export const conditionsOperationSpecs = {
  uploadDocument: {
    method: 'POST',
    path: '*/service-documents/secure/api/v1/applications/:uuid/documents',
    auth: 'secure',
    service: 'documents',
    summary:
      'Uploads one document (multipart: documentType, file, optional conditionUuid) to the application.',
    designed: true,
  },
  answerCondition: {
    method: 'POST',
    path: '*/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/answer',
    auth: 'secure',
    service: 'conditions',
    summary:
      'The borrower has done what a condition asks (documents uploaded, phone saved): it leaves the open list.',
    designed: true,
  },
  shareConditionLocation: {
    method: 'POST',
    path: '*/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/location',
    auth: 'secure',
    service: 'conditions',
    summary:
      'Records where the applicant is ({ latitude, longitude, accuracy }) for their own location condition (SIGNER_LOCATION_CONFIRMATION).',
    designed: true,
  },
} as const;
