import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';

/**
 * The documents service (designed: the spec names the document types asked for but not the
 * upload call; docs/sandbox.md "Conditions"). One file per call, sent as multipart form data.
 */
const DOCUMENTS_SECURE = '/service-documents/secure/api/v1';

export const UploadedDocumentSchema = z.object({
  uuid: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;

export interface UploadDocumentRequest {
  /** An upload type (src/domain/documents.ts DOCUMENT_TYPES). */
  documentType: string;
  file: Blob & { name?: string };
  /** The condition the document answers, when uploaded for one. */
  conditionUuid?: string;
}

/** The multipart body: documentType, file (with its name) and the optional conditionUuid. */
export function documentFormData({
  documentType,
  file,
  conditionUuid,
}: UploadDocumentRequest): FormData {
  const form = new FormData();
  form.append('documentType', documentType);
  if (conditionUuid) form.append('conditionUuid', conditionUuid);
  form.append('file', file, file.name ?? 'document');
  return form;
}

/** Uploads one document; the browser sets the multipart content type (client.ts). */
export function uploadDocument(
  applicationUuid: string,
  request: UploadDocumentRequest,
  options: CallOptions = {},
): Promise<UploadedDocument> {
  return apiRequest(
    `${DOCUMENTS_SECURE}/applications/${encodeURIComponent(applicationUuid)}/documents`,
    { ...options, method: 'POST', body: documentFormData(request), schema: UploadedDocumentSchema },
  );
}
