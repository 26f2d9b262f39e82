import { Navigate, useHref, useParams, useSearchParams } from 'react-router';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { isIncomeLinkType, LINK_TYPE_LABELS, type IncomeLinkType } from '../../../domain/income';
import { Link } from '../../../ui/Link';
import { ProgressBar } from '../../../ui/ProgressBar';
import { useIncomeLink } from './useIncomeLink';
import './income.css';
import { applicationScreenPath } from '../../../domain/screenPaths';

export const linkTitle = (type: IncomeLinkType) => `Link your ${LINK_TYPE_LABELS[type]}`;

function LinkFlow({
  applicationUuid,
  type,
  sourceId,
}: {
  applicationUuid: string;
  type: IncomeLinkType;
  sourceId: string;
}) {
  const callbackPath = useHref(applicationScreenPath(applicationUuid, 'income/pointserv-callback'));
  const { actorRef, view } = useIncomeLink({
    applicationUuid,
    link: { type, sourceId, returnUrl: new URL(callbackPath, window.location.href).toString() },
  });
  const title = linkTitle(type);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="lede">
        You will sign in to your {LINK_TYPE_LABELS[type]} with our income provider. We only read
        your income; we cannot move money or change anything.
      </p>
      {view.phase === 'starting' || view.phase === 'leaving' || view.phase === 'provider' ? (
        <div role="status">
          <ProgressBar label="Connecting to the income provider" />
          <p>Connecting to the income provider…</p>
        </div>
      ) : null}
      {view.phase === 'sessionFailed' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>We could not connect to the income provider. {view.errorMessage}</p>
          <div className="income-actions">
            <button
              type="button"
              className="kit-button"
              onClick={() => actorRef.send({ type: 'RETRY' })}
            >
              Retry
            </button>
            <button
              type="button"
              className="kit-button kit-button--secondary"
              onClick={() => actorRef.send({ type: 'CANCEL' })}
            >
              Back to income sources
            </button>
          </div>
        </div>
      ) : null}
      {view.phase === 'providerUnavailable' ? (
        <div role="alert" className="kit-alert kit-alert--error">
          <p>{view.errorMessage}</p>
          <div className="income-actions">
            <button
              type="button"
              className="kit-button"
              onClick={() => actorRef.send({ type: 'RETRY' })}
            >
              Try again
            </button>
            <Link
              className="kit-button kit-button--secondary"
              to={`${applicationScreenPath(applicationUuid, 'income/upload')}?source=${encodeURIComponent(sourceId)}`}
            >
              Upload documents instead
            </Link>
            <button
              type="button"
              className="kit-button kit-button--secondary"
              onClick={() => actorRef.send({ type: 'CANCEL' })}
            >
              Back to income sources
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/**
 * income/link/{type} (payroll or bank): creates a link session, then opens the income provider
 * (production's hosted page; the sandbox's stand-in), which sends the borrower to
 * income/pointserv-callback. A provider this build cannot open fails closed with a clear
 * message, Try again, and upload documents instead. An unknown type, or
 * no income source named (`?source=`), goes back to income/review.
 */
export function Component() {
  const { applicationId = '', type } = useParams();
  const [search] = useSearchParams();
  const sourceId = search.get('source');
  if (!isIncomeLinkType(type) || !sourceId) {
    return <Navigate to={applicationScreenPath(applicationId, 'income/review')} replace />;
  }
  return (
    <LinkFlow
      key={`${type}-${sourceId}`}
      applicationUuid={applicationId}
      type={type}
      sourceId={sourceId}
    />
  );
}
