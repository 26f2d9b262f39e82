/**
 * The income group's step-screen calls (src/screens/application/income): the income sources the
 * lender asks about, the documents uploaded for one, and the income steps.
 *
 * - income/review: `link-income` with each source and how it was verified.
 * - income/upload: uploads each file, then attaches them to the source (no step: the borrower
 *   goes back to income/review).
 * - income/employer-verification: `verify-employment` with the employer's details.
 */
import { uploadDocument } from '../../../src/api/documents';
import {
  getIncomeVerification,
  submitIncomeDocuments,
  type DocumentReference,
  type IncomeSource,
  type IncomeVerification,
} from '../../../src/api/incomeVerification';
import type { JourneyStepBody } from '../../../src/api/journeySteps';
import {
  employerBody,
  isVerificationMethod,
  requiredDocuments,
  type EmployerValues,
  type RequiredDocument,
} from '../../../src/domain/income';
import {
  loadNothing,
  writeKey,
  type StepCallContext,
  type StepScreenCalls,
  type StepWriteContext,
} from '../step-screen.actors';

const loadIncomeVerification = ({ applicationUuid, signal }: StepCallContext) =>
  getIncomeVerification(applicationUuid, { signal });

// ---------------------------------------------------------------------------------------------
// income/review

/**
 * The `link-income` body: each source and how it was verified (the lender checks its records);
 * a source not verified online (or by a method this app does not know) goes as DOCUMENTS.
 */
export function linkIncomeBody(data: IncomeVerification): JourneyStepBody<'link-income'> {
  return {
    verifications: data.sources.map((source) => ({
      sourceId: source.id,
      method:
        source.verifiedBy && isVerificationMethod(source.verifiedBy)
          ? source.verifiedBy
          : 'DOCUMENTS',
    })),
  };
}

/** income/review: Continue posts `link-income` once every source is verified or uploaded. */
export const incomeReviewCalls: StepScreenCalls<IncomeVerification, void, unknown, 'link-income'> =
  {
    load: loadIncomeVerification,
    step: 'link-income',
    body: (_values, data) => linkIncomeBody(data),
  };

// ---------------------------------------------------------------------------------------------
// income/upload

/** The documents a source asks for (its employment type's; "other income" has its own). */
export function documentsFor(source: IncomeSource): RequiredDocument[] {
  return requiredDocuments(source.kind === 'OTHER' ? null : source.employmentType);
}

/** What the upload form submits: the source, and the files per required document, in order. */
export interface IncomeUploadValues {
  source: IncomeSource;
  /** Files per required document, in the order of `documentsFor(source)`. */
  files: File[][];
}

/**
 * An upload may take longer than the client's default 45 s (DEFAULT_TIMEOUT_MS in
 * src/api/client.ts): a 10 MB paystub on a slow mobile link (~1 Mbit/s up) takes about 80 s.
 * Two minutes covers it; the processing modal still offers Try again / Close after its 30 s.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Uploads every file (as its required document's type), then attaches them to the source. Each
 * upload and the attach carry their own key, derived from the attempt's (`writeKey`): a repeat
 * of the attempt (the same files) uploads nothing the lender already has.
 */
export async function uploadIncomeDocuments({
  applicationUuid,
  signal,
  idempotencyKey,
  values,
}: StepWriteContext & { values: IncomeUploadValues }): Promise<IncomeVerification> {
  const { source, files } = values;
  const documents = documentsFor(source);
  const references: DocumentReference[] = [];
  for (const [index, group] of files.entries()) {
    const type = documents[index]?.type ?? 'SUPPORT_DOCUMENT';
    for (const [position, file] of group.entries()) {
      const uploaded = await uploadDocument(
        applicationUuid,
        { documentType: type, file },
        {
          signal,
          idempotencyKey: writeKey(idempotencyKey, `upload-${index}-${position}`),
          timeoutMs: UPLOAD_TIMEOUT_MS,
        },
      );
      references.push({ documentId: uploaded.uuid, type, fileName: uploaded.fileName });
    }
  }
  return submitIncomeDocuments(applicationUuid, source.id, references, {
    signal,
    idempotencyKey: writeKey(idempotencyKey, 'attach'),
  });
}

/** income/upload: reads the sources, uploads one source's documents; completes no step. */
export const incomeUploadCalls: StepScreenCalls<
  IncomeVerification,
  IncomeUploadValues,
  IncomeVerification
> = {
  load: loadIncomeVerification,
  save: uploadIncomeDocuments,
};

// ---------------------------------------------------------------------------------------------
// income/employer-verification

/** income/employer-verification: nothing to read; the employer's details, normalised. */
export const employerVerificationCalls: StepScreenCalls<
  object,
  EmployerValues,
  unknown,
  'verify-employment'
> = {
  load: loadNothing,
  step: 'verify-employment',
  body: (values) => ({ ...employerBody(values) }),
};
