/**
 * Documents a borrower uploads (conditions, manual paystubs, ID images). Pure rules: the types
 * the lender asks for, the file types and sizes it accepts, and the messages for a file it won't.
 *
 * Spec (shell §3): "Document types asked for: bank statement, bank letter, certificate of trust,
 * property description source, user-uploaded paystub, support document". Only BANK_LETTER is
 * seen as a value; the other codes are designed in the same style (docs/screens/conditions.md).
 */

export const DOCUMENT_TYPES = [
  'BANK_STATEMENT',
  'BANK_LETTER',
  'CERTIFICATE_OF_TRUST',
  'PROPERTY_DESCRIPTION_SOURCE',
  'USER_UPLOADED_PAYSTUB',
  'SUPPORT_DOCUMENT',
  'ID_FRONT',
  'ID_BACK',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What the borrower reads for each type (lists, headings, the upload's label). */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  BANK_STATEMENT: 'Bank statement',
  BANK_LETTER: 'Bank letter',
  CERTIFICATE_OF_TRUST: 'Certificate of trust',
  PROPERTY_DESCRIPTION_SOURCE: 'Property legal description',
  USER_UPLOADED_PAYSTUB: 'Paystub',
  SUPPORT_DOCUMENT: 'Supporting document',
  ID_FRONT: 'Front of your ID',
  ID_BACK: 'Back of your ID',
};

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/**
 * Codes a condition's requestDocuments may carry that are not upload types themselves (the
 * services have used a shorter PAYSTUB); anything unknown is uploaded as a support document.
 */
const REQUEST_ALIASES: Readonly<Record<string, DocumentType>> = {
  PAYSTUB: 'USER_UPLOADED_PAYSTUB',
  PAYSTUBS: 'USER_UPLOADED_PAYSTUB',
  TRUST_CERTIFICATE: 'CERTIFICATE_OF_TRUST',
  PROPERTY_LEGAL_DESCRIPTION: 'PROPERTY_DESCRIPTION_SOURCE',
};

/** The upload type for a requested document code (case-insensitive). */
export function documentTypeForRequest(code: string): DocumentType {
  const upper = code.trim().toUpperCase();
  if (isDocumentType(upper)) return upper;
  return REQUEST_ALIASES[upper] ?? 'SUPPORT_DOCUMENT';
}

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPE_LABELS[documentTypeForRequest(type)];
}

// ── files ───────────────────────────────────────────────────────────────────────────────────

/** Accepted MIME types and the extensions that stand for them when the browser gives no type. */
export const ACCEPTED_FILE_TYPES = [
  { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  { mime: 'image/heic', extensions: ['.heic'], label: 'HEIC' },
] as const;

/** The `accept` attribute of a file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_FILE_TYPES.flatMap(({ mime, extensions }) => [
  mime,
  ...extensions,
]).join(',');

/** "PDF, JPEG, PNG or HEIC". */
export const ACCEPTED_FILE_TYPES_TEXT = (() => {
  const labels = ACCEPTED_FILE_TYPES.map(({ label }) => label);
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
})();

/**
 * 10 MB per file (designed: a phone photo of a letter or a multi-page PDF statement fits; the
 * spec's 5 MB is the chat attachment limit, not this one).
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Most files in one upload (designed: enough for a few months of statements). */
export const MAX_FILES_PER_UPLOAD = 10;

/** What validation needs of a file (a browser File satisfies it). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type FileProblem = 'type' | 'size' | 'empty';

export const FILE_MESSAGES = {
  type: (name: string) =>
    `${name} is not a file type we accept. Upload a ${ACCEPTED_FILE_TYPES_TEXT} file.`,
  size: (name: string) =>
    `${name} is larger than ${formatFileSize(MAX_DOCUMENT_BYTES)}. Upload a smaller file.`,
  empty: (name: string) => `${name} is empty. Choose another file.`,
  required: 'Choose a file to upload',
  requiredCount: (count: number) => `Choose at least ${count} files to upload`,
  tooMany: `Upload at most ${MAX_FILES_PER_UPLOAD} files at a time`,
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** True when the file's MIME type, or failing that its extension, is accepted. */
export function isAcceptedFileType(file: Pick<FileLike, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  return ACCEPTED_FILE_TYPES.some(
    ({ mime, extensions }) =>
      type === mime ||
      // Browsers without HEIC support (and some OSes) give no type or a generic one.
      ((type === '' || type === 'application/octet-stream') &&
        (extensions as readonly string[]).includes(extension)),
  );
}

/** The first problem with a file, or null when it can be uploaded. */
export function fileProblem(file: FileLike): FileProblem | null {
  if (!isAcceptedFileType(file)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  return null;
}

/** The message for a file that can't be uploaded, or null. */
export function fileError(file: FileLike): string | null {
  const problem = fileProblem(file);
  return problem ? FILE_MESSAGES[problem](file.name) : null;
}

/**
 * The message for the chosen files as a whole (none chosen, too few, too many), or null.
 * Per-file problems are reported by `fileError`.
 */
export function filesError(files: readonly FileLike[], minimum = 1): string | null {
  if (files.length === 0) return FILE_MESSAGES.required;
  if (files.length < minimum) return FILE_MESSAGES.requiredCount(minimum);
  if (files.length > MAX_FILES_PER_UPLOAD) return FILE_MESSAGES.tooMany;
  return null;
}

/** "512 bytes", "12 KB", "3.4 MB" (binary units, as file managers show). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
