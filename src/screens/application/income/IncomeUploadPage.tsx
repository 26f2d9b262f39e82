import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { fromPromise } from 'xstate';
import {
  stepScreenMachine,
  type LoadInput,
  type SaveInput,
} from '../../../../machines/step-screen/step-screen.machine';
import {
  sameStepScreenView,
  selectStepScreenView,
} from '../../../../machines/step-screen/step-screen.select';
import { uploadDocument } from '../../../api/documents';
import {
  getIncomeVerification,
  submitIncomeDocuments,
  type DocumentReference,
  type IncomeSource,
  type IncomeVerification,
} from '../../../api/incomeVerification';
import { fileError, filesError } from '../../../domain/documents';
import {
  OTHER_INCOME_LABEL,
  employmentTypeLabel,
  isSourceDone,
  requiredDocuments,
  type RequiredDocument,
} from '../../../domain/income';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { FileUpload } from '../../../ui/FileUpload';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import type { StepScreen } from '../useStepScreen';
import './income.css';

export const UPLOAD_TITLE = 'Upload Income Documents';

interface UploadValues {
  source: IncomeSource;
  /** Files per required document, in the order of `requiredDocuments`. */
  files: File[][];
}

function documentsFor(source: IncomeSource): RequiredDocument[] {
  return requiredDocuments(source.kind === 'OTHER' ? null : source.employmentType);
}

/** Uploads every file (as its required document's type), then attaches them to the source. */
async function uploadAll({ applicationUuid, values, signal }: SaveInput & { signal: AbortSignal }) {
  const { source, files } = values as UploadValues;
  const documents = documentsFor(source);
  const references: DocumentReference[] = [];
  for (const [index, group] of files.entries()) {
    const type = documents[index]?.type ?? 'SUPPORT_DOCUMENT';
    for (const file of group) {
      const uploaded = await uploadDocument(
        applicationUuid,
        { documentType: type, file },
        { signal },
      );
      references.push({ documentId: uploaded.uuid, type, fileName: uploaded.fileName });
    }
  }
  return submitIncomeDocuments(applicationUuid, source.id, references, { signal });
}

/**
 * The upload runs on the step-screen machine (load → ready → saving), but it completes no step:
 * when the documents are attached the borrower goes back to income/review.
 */
function useUploadScreen(applicationUuid: string): StepScreen<IncomeVerification, UploadValues> {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      stepScreenMachine.provide({
        actors: {
          load: fromPromise<unknown, LoadInput>(({ input, signal }) =>
            getIncomeVerification(input.applicationUuid, { signal }),
          ),
          save: fromPromise<unknown, SaveInput>(({ input, signal }) =>
            uploadAll({ ...input, signal }),
          ),
        },
        actions: {
          stepCompleted: () =>
            void navigate(`/${applicationUuid}/income/review`, { replace: true }),
        },
      }),
    [applicationUuid, navigate],
  );
  const actorRef = useActorRef(machine, { input: { applicationUuid } });
  const view = useSelector(actorRef, selectStepScreenView, sameStepScreenView);
  const data = useSelector(actorRef, (s) => s.context.data) as IncomeVerification | null;
  const values = useSelector(actorRef, (s) => s.context.values) as UploadValues | null;
  return useMemo(
    () => ({
      ...view,
      data,
      values,
      submit: (next: UploadValues) => actorRef.send({ type: 'SUBMIT', values: next }),
      retry: () => actorRef.send({ type: 'RETRY' }),
      reload: () => actorRef.send({ type: 'RELOAD' }),
    }),
    [view, data, values, actorRef],
  );
}

const fieldId = (index: number) => `income-documents-${index}`;

function UploadForm({
  source,
  screen,
}: {
  source: IncomeSource;
  screen: StepScreen<IncomeVerification, UploadValues>;
}) {
  const documents = documentsFor(source);
  const [files, setFiles] = useState<File[][]>(() => documents.map(() => []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const title =
    source.kind === 'OTHER' ? OTHER_INCOME_LABEL : employmentTypeLabel(source.employmentType);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    documents.forEach((document, index) => {
      const group = files[index] ?? [];
      const problem =
        filesError(group, document.count) ??
        group.map((file) => fileError(file)).find((p) => p !== null) ??
        null;
      if (problem) found[fieldId(index)] = problem;
    });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) screen.submit({ source, files });
  };

  const summary = errorSummaryItems(
    errors,
    documents.map((_, index) => fieldId(index)),
  );
  return (
    <>
      <p>{`For your ${title.toLowerCase()}, upload:`}</p>
      <ul>
        {documents.map((document) => (
          <li key={document.description}>{document.description}</li>
        ))}
      </ul>
      {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
      <form noValidate onSubmit={onSubmit}>
        {documents.map((document, index) => (
          <FileUpload
            key={document.description}
            id={fieldId(index)}
            label={document.description}
            multiple
            files={files[index] ?? []}
            onChange={(next) =>
              setFiles((all) => all.map((group, i) => (i === index ? next : group)))
            }
            error={errors[fieldId(index)]}
            required
            disabled={screen.busy}
          />
        ))}
        <SubmitRow label="Upload documents" loadingLabel="Uploading" loading={screen.busy} />
      </form>
    </>
  );
}

/**
 * income/upload (`?source=` names the income source): the documents that verify that source,
 * by its employment type, with type and size checks; uploaded, attached to the source for review,
 * then back to income/review.
 */
export function Component() {
  const applicationUuid = useParams().applicationId ?? '';
  const [search] = useSearchParams();
  const sourceId = search.get('source');
  const screen = useUploadScreen(applicationUuid);
  return (
    <StepScreenFrame
      title={UPLOAD_TITLE}
      screen={screen}
      lead={
        <p className="lede">
          A person on our team reviews what you upload, usually within 1 business day.
        </p>
      }
    >
      {(data) => {
        const source =
          data.sources.find((s) => s.id === sourceId) ??
          (sourceId ? undefined : data.sources.find((s) => !isSourceDone(s.status)));
        const back = <Link to={`/${applicationUuid}/income/review`}>Back to income sources</Link>;
        if (!source || !source.methods.includes('DOCUMENTS')) {
          return (
            <p>
              {'We could not find that income source. '}
              {back}
            </p>
          );
        }
        if (isSourceDone(source.status)) {
          return (
            <p>
              {'This income source is already verified. '}
              {back}
            </p>
          );
        }
        return (
          <>
            <UploadForm source={source} screen={screen} />
            <p>{back}</p>
          </>
        );
      }}
    </StepScreenFrame>
  );
}
