import { useState, type FormEvent } from 'react';
import type { RunTaskInput } from '../../../../machines/conditions/condition-answer.machine';
import { uploadDocument } from '../../../api/documents';
import {
  uploadFieldLabel,
  UPLOAD_DOCUMENTS_LABEL,
  type ConditionView,
} from '../../../domain/conditions';
import { fileError, filesError, type DocumentType } from '../../../domain/documents';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { FileUpload } from '../../../ui/FileUpload';
import { SubmitRow } from '../../../ui/SubmitRow';
import { ConditionFrame } from './ConditionFrame';
import { useConditionAnswer, type ConditionAnswerExits } from './useConditionAnswer';

export const UPLOAD_PAGE_TITLE = 'Upload Documents';
export const NOT_AN_UPLOAD_TEXT =
  'This item does not ask for documents. Go back to your conditions to answer it.';

interface UploadPayload {
  documentType: DocumentType;
  file: File;
}

/** One upload per file, tagged with the condition (the answer machine calls it once per file). */
function runUpload({ applicationUuid, conditionUuid, task }: RunTaskInput, signal: AbortSignal) {
  const { documentType, file } = task.payload as UploadPayload;
  return uploadDocument(applicationUuid, { documentType, file, conditionUuid }, { signal }).then(
    (uploaded) => uploaded.uuid,
  );
}

/** A file is the same file again when its type, name, size and date match (never re-uploaded). */
function taskKey(type: DocumentType, file: File): string {
  return `${type}:${file.name}:${file.size}:${file.lastModified}`;
}

const fieldId = (type: DocumentType) => `upload-${type.toLowerCase().replace(/_/gu, '-')}`;

/** The message for one picker: none chosen / too few / too many, else its first bad file. */
function pickerError(files: readonly File[], minimum: number): string | undefined {
  const selection = filesError(files, minimum);
  if (selection) return selection;
  for (const file of files) {
    const problem = fileError(file);
    if (problem) return problem;
  }
  return undefined;
}

/** The upload form of one condition (the borrower's page and the signer's). */
export function UploadForm({
  applicationUuid,
  condition,
  exits,
}: {
  applicationUuid: string;
  condition: ConditionView;
  /** Where an answer leads (default: the borrower's list, else the application's entry). */
  exits?: ConditionAnswerExits;
}) {
  const answer = useConditionAnswer(applicationUuid, condition.uuid, runUpload, exits);
  const [files, setFiles] = useState<Partial<Record<DocumentType, File[]>>>({});
  const [errors, setErrors] = useState<Partial<Record<DocumentType, string>>>({});
  const [attempts, setAttempts] = useState(0);
  const types = condition.documentTypes;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<DocumentType, string>> = {};
    for (const type of types) {
      const message = pickerError(files[type] ?? [], condition.filesPerType);
      if (message) next[type] = message;
    }
    setErrors(next);
    setAttempts((count) => count + 1);
    if (Object.keys(next).length > 0) return;
    answer.submit(
      types.flatMap((type) =>
        (files[type] ?? []).map((file) => ({
          key: taskKey(type, file),
          payload: { documentType: type, file } satisfies UploadPayload,
        })),
      ),
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={errorSummaryItems(errors, types, (type) => fieldId(type as DocumentType))}
        focusKey={attempts}
      />
      {types.map((type) => (
        <FileUpload
          key={type}
          id={fieldId(type)}
          label={uploadFieldLabel(type, condition.filesPerType)}
          files={files[type] ?? []}
          onChange={(chosen) => {
            setFiles((previous) => ({ ...previous, [type]: chosen }));
            if (errors[type]) setErrors((previous) => ({ ...previous, [type]: undefined }));
          }}
          multiple={!type.startsWith('ID_')}
          error={errors[type]}
          disabled={answer.busy}
          required
        />
      ))}
      <div role="alert" className={answer.errorMessage ? 'kit-alert kit-alert--error' : undefined}>
        {answer.errorMessage ? (
          <p>
            {answer.errorMessage} Nothing you uploaded is lost: press {submitLabel(condition)} to
            try again.
          </p>
        ) : null}
      </div>
      <SubmitRow
        label={submitLabel(condition)}
        loadingLabel="Uploading"
        loading={answer.busy || answer.finished}
      />
    </form>
  );
}

/** The list's button words ("Upload Documents" for several), or that for several types. */
function submitLabel(condition: ConditionView): string {
  return condition.documentTypes.length > 1
    ? UPLOAD_DOCUMENTS_LABEL
    : (condition.actionLabel ?? UPLOAD_DOCUMENTS_LABEL);
}

/** /{uuid}/conditions/upload-document?conditionUuid=…: upload what a condition asks for. */
export function Component() {
  return (
    <ConditionFrame pageTitle={UPLOAD_PAGE_TITLE}>
      {({ applicationUuid, condition }) =>
        condition.action === 'upload' ? (
          <UploadForm
            key={condition.uuid}
            applicationUuid={applicationUuid}
            condition={condition}
          />
        ) : (
          <p>{NOT_AN_UPLOAD_TEXT}</p>
        )
      }
    </ConditionFrame>
  );
}
