import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../ui/Link';
import {
  documentsFor,
  incomeUploadCalls,
  type IncomeUploadValues,
} from '../../../../machines/step-screen/calls/income';
import type { IncomeSource, IncomeVerification } from '../../../api/incomeVerification';
import { fileError, filesError } from '../../../domain/documents';
import { OTHER_INCOME_LABEL, employmentTypeLabel, isSourceDone } from '../../../domain/income';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { FileUpload } from '../../../ui/FileUpload';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepMachine, type StepScreen } from '../useStepScreen';
import './income.css';
import { applicationScreenPath } from '../../../domain/screenPaths';

export const UPLOAD_TITLE = 'Upload Income Documents';

/**
 * The upload runs on the step-screen machine (load → ready → saving), but it completes no step:
 * when the documents are attached the borrower goes back to income/review.
 */
function useUploadScreen(
  applicationUuid: string,
): StepScreen<IncomeVerification, IncomeUploadValues> {
  const navigate = useNavigate();
  return useStepMachine(applicationUuid, incomeUploadCalls, () => {
    void navigate(applicationScreenPath(applicationUuid, 'income/review'), { replace: true });
  });
}

const fieldId = (index: number) => `income-documents-${index}`;

function UploadForm({
  source,
  screen,
}: {
  source: IncomeSource;
  screen: StepScreen<IncomeVerification, IncomeUploadValues>;
}) {
  const documents = documentsFor(source);
  const form = useForm<File[][]>({
    initial: () => documents.map(() => []),
    fields: documents.map((_, index) => fieldId(index)),
    validate: (files) => {
      const found: Record<string, string> = {};
      documents.forEach((document, index) => {
        const group = files[index] ?? [];
        const problem =
          filesError(group, document.count) ??
          group.map((file) => fileError(file)).find((p) => p !== null) ??
          null;
        if (problem) found[fieldId(index)] = problem;
      });
      return found;
    },
    onValid: (files) => screen.submit({ source, files }),
  });
  const { values: files, setValues: setFiles, errors } = form;
  const title =
    source.kind === 'OTHER' ? OTHER_INCOME_LABEL : employmentTypeLabel(source.employmentType);

  return (
    <>
      <p>{`For your ${title.toLowerCase()}, upload:`}</p>
      <ul>
        {documents.map((document) => (
          <li key={document.description}>{document.description}</li>
        ))}
      </ul>
      <ErrorSummary {...form.summaryProps} />
      <form noValidate onSubmit={form.submit}>
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
        const back = (
          <Link to={applicationScreenPath(applicationUuid, 'income/review')}>
            Back to income sources
          </Link>
        );
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
