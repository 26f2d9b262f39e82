import { useParams, useSearchParams } from 'react-router';
import { INCOME_LINK_TEXT } from '../../../../machines/income-link/income-link.select';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { ProgressBar } from '../../../ui/ProgressBar';
import { useIncomeLink } from './useIncomeLink';
import './income.css';

export const CALLBACK_TITLE = 'Linking Income';

function CallbackFlow({
  applicationUuid,
  sessionId,
  code,
  error,
}: {
  applicationUuid: string;
  sessionId: string | null;
  code: string | null;
  error: string | null;
}) {
  const { actorRef, view } = useIncomeLink({
    applicationUuid,
    callback: { sessionId, code, error },
  });
  const headingRef = useHeadingFocus<HTMLHeadingElement>(CALLBACK_TITLE);
  const back = (
    <button
      type="button"
      className="kit-button kit-button--secondary"
      onClick={() => actorRef.send({ type: 'CANCEL' })}
    >
      Back to income sources
    </button>
  );
  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {CALLBACK_TITLE}
      </h1>
      {view.phase === 'starting' || view.phase === 'processing' || view.phase === 'leaving' ? (
        <div role="status">
          <ProgressBar label="Linking your income" />
          <p>{INCOME_LINK_TEXT.processing}</p>
        </div>
      ) : null}
      {view.phase === 'completeFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>We could not finish linking your account. {view.errorMessage}</p>
          <div className="income-actions">
            <button
              type="button"
              className="kit-button"
              onClick={() => actorRef.send({ type: 'RETRY' })}
            >
              Retry
            </button>
            {back}
          </div>
        </div>
      ) : null}
      {view.phase === 'tookTooLong' ? (
        <div role="status">
          <p>{INCOME_LINK_TEXT.tookTooLong}</p>
          <div className="income-actions">
            <button
              type="button"
              className="kit-button"
              onClick={() => actorRef.send({ type: 'CHECK_AGAIN' })}
            >
              Check again
            </button>
            {back}
          </div>
        </div>
      ) : null}
      {view.phase === 'checkFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>{`${INCOME_LINK_TEXT.checkFailed} ${view.errorMessage ?? ''}`}</p>
          <div className="income-actions">
            <button
              type="button"
              className="kit-button"
              onClick={() => actorRef.send({ type: 'RETRY' })}
            >
              Try again
            </button>
            {back}
          </div>
        </div>
      ) : null}
      {view.phase === 'linkFailed' || view.phase === 'providerFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>
            {view.phase === 'linkFailed'
              ? INCOME_LINK_TEXT.linkFailed
              : INCOME_LINK_TEXT.providerFailed}
          </p>
          <div className="income-actions">
            <button
              type="button"
              className="kit-button"
              onClick={() => actorRef.send({ type: 'TRY_AGAIN' })}
            >
              Try again
            </button>
            {back}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/**
 * income/pointserv-callback: where the income provider sends the borrower back
 * (`?sessionId=…&code=…`, or `?error=…`). Completes the link, waits while the provider reads the
 * income, and returns to income/review.
 */
export function Component() {
  const applicationUuid = useParams().applicationId ?? '';
  const [search] = useSearchParams();
  const sessionId = search.get('sessionId');
  const code = search.get('code');
  const error = search.get('error');
  return (
    <CallbackFlow
      key={`${sessionId ?? ''}-${code ?? ''}`}
      applicationUuid={applicationUuid}
      sessionId={sessionId}
      code={code}
      error={error}
    />
  );
}
