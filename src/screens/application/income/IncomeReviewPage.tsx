import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { incomeReviewCalls } from '../../../../machines/step-screen/calls/income';
import type { IncomeSource } from '../../../api/incomeVerification';
import {
  INCOME_REVIEW_MESSAGES,
  OTHER_INCOME_LABEL,
  SOURCE_STATUS_LABELS,
  VERIFICATION_METHOD_HINTS,
  VERIFICATION_METHOD_LABELS,
  canContinueIncome,
  employmentTypeLabel,
  isSourceDone,
  isVerificationMethod,
  linkTypeOf,
  type SourceStatus,
} from '../../../domain/income';
import { formatMoney } from '../../../domain/money';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import './income.css';
import { applicationScreenPath } from '../../../domain/screenPaths';

export const INCOME_REVIEW_TITLE = 'Link Income Sources';

function sourceTitle(source: IncomeSource): string {
  return source.kind === 'OTHER' ? OTHER_INCOME_LABEL : employmentTypeLabel(source.employmentType);
}

function statusText(source: IncomeSource): string {
  const label = SOURCE_STATUS_LABELS[source.status as SourceStatus] ?? source.status;
  if (source.status === 'VERIFIED' && source.institution)
    return `${label} with ${source.institution}`;
  return label;
}

interface SourceCardProps {
  source: IncomeSource;
  applicationUuid: string;
  /** Reads the sources again (a link still processing). */
  onCheckAgain: () => void;
}

function SourceCard({ source, applicationUuid, onCheckAgain }: SourceCardProps) {
  const done = isSourceDone(source.status);
  const title = sourceTitle(source);
  const headingId = `income-source-${source.id}`;
  return (
    <li className="income-source" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {source.annualAmount ? <p>{`${formatMoney(source.annualAmount, 0)} a year`}</p> : null}
      <p
        className={['income-source__status', done ? 'income-source__status--done' : '']
          .join(' ')
          .trim()}
      >
        {statusText(source)}
      </p>
      {source.documents.length > 0 ? (
        <ul className="income-documents" aria-label={`Documents for ${title}`}>
          {source.documents.map((document) => (
            <li key={document.documentId}>{document.fileName}</li>
          ))}
        </ul>
      ) : null}
      {source.status === 'PROCESSING' ? (
        <button type="button" className="kit-button kit-button--secondary" onClick={onCheckAgain}>
          Check again
        </button>
      ) : null}
      {done || source.status === 'PROCESSING' ? null : (
        <ul className="income-methods" aria-label={`Ways to verify ${title}`}>
          {source.methods.filter(isVerificationMethod).map((method) => {
            const type = linkTypeOf(method);
            const query = `?source=${encodeURIComponent(source.id)}`;
            const to = type
              ? `${applicationScreenPath(applicationUuid, `income/link/${type}`)}${query}`
              : `${applicationScreenPath(applicationUuid, 'income/upload')}${query}`;
            return (
              <li key={method}>
                <Link to={to}>{VERIFICATION_METHOD_LABELS[method]}</Link>
                <p>{VERIFICATION_METHOD_HINTS[method]}</p>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/**
 * income/review (INCOME_VERIFICATION): the income sources the lender asks the borrower to verify
 * (the employment type's income and any other income), each with its ways to verify (link a
 * payroll or bank account online, or upload documents) and where it stands. Continue posts
 * link-income once every source is verified or has its documents uploaded.
 */
export function Component() {
  const applicationUuid = useParams().applicationId ?? '';
  const screen = useStepScreen(applicationUuid, incomeReviewCalls);
  return (
    <StepScreenFrame
      title={INCOME_REVIEW_TITLE}
      screen={screen}
      lead={
        <p className="lede">
          We verify the income on your application before your line of credit is final. Choose a way
          to verify each source below.
        </p>
      }
    >
      {(data) => {
        const ready = canContinueIncome(data.sources);
        return (
          <>
            {data.sources.length === 0 ? (
              <p>{INCOME_REVIEW_MESSAGES.none}</p>
            ) : (
              <ul className="income-sources" aria-label="Income sources">
                {data.sources.map((source) => (
                  <SourceCard
                    key={source.id}
                    source={source}
                    applicationUuid={applicationUuid}
                    onCheckAgain={screen.reload}
                  />
                ))}
              </ul>
            )}
            {ready ? null : <p id="income-continue-hint">{INCOME_REVIEW_MESSAGES.notDone}</p>}
            <SubmitRow
              type="button"
              disabled={!ready}
              loading={screen.busy}
              onClick={() => screen.submit(undefined)}
            />
          </>
        );
      }}
    </StepScreenFrame>
  );
}
