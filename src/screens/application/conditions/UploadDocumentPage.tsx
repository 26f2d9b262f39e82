import {
  uploadTask,
  type UploadPayload,
} from '../../../../machines/conditions/condition-answer.actors';
import {
  uploadFieldLabel,
  UPLOAD_DOCUMENTS_LABEL,
  type ConditionView,
} from '../../../domain/conditions';
import { fileError, filesError, type DocumentType } from '../../../domain/documents';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { FileUpload } from '../../../ui/FileUpload';
import { SubmitRow } from '../../../ui/SubmitRow';
import { ConditionFrame } from './ConditionFrame';
import { useConditionAnswer, type ConditionAnswerExits } from './useConditionAnswer';

export const UPLOAD_PAGE_TITLE = 'Upload Documents';
export const NOT_AN_UPLOAD_TEXT =
  'This item does not ask for documents. Go back to your conditions to answer it.';

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

/** The toast after the upload (ours: the spec shows none). */
export const UPLOAD_RECEIVED_MESSAGE = 'Thank you. Your upload was received.';

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
  const answer = useConditionAnswer(
    applicationUuid,
    condition.uuid,
    uploadTask,
    exits,
    UPLOAD_RECEIVED_MESSAGE,
  );
  const types = condition.documentTypes;
  const form = useForm<Partial<Record<DocumentType, File[]>>, DocumentType>({
    initial: {},
    fields: types,
    idFor: fieldId,
    validate: (files) => {
      const next: Partial<Record<DocumentType, string>> = {};
      for (const type of types) {
        const message = pickerError(files[type] ?? [], condition.filesPerType);
        if (message) next[type] = message;
      }
      return next;
    },
    onValid: (files) =>
      answer.submit(
        types.flatMap((type) =>
          (files[type] ?? []).map((file) => ({
            key: taskKey(type, file),
            payload: { documentType: type, file } satisfies UploadPayload,
          })),
        ),
      ),
  });
  const { values: files, errors } = form;

  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      {types.map((type) => (
        <FileUpload
          key={type}
          id={fieldId(type)}
          label={uploadFieldLabel(type, condition.filesPerType)}
          files={files[type] ?? []}
          onChange={(chosen) => {
            form.change(type, chosen);
            form.clearError(type);
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
