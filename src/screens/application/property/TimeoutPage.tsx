import { timeoutCalls } from '../../../../machines/step-screen/calls/property';
import { InfoScreen } from './shared';

export const TIMEOUT_TITLE = 'We need more time';

/**
 * error/timeout (UNKNOWN, a status the app does not know, and the reviews the lender runs
 * itself: APPRAISAL_REVIEW_COMPLETE, CREDIT_ERROR, CREDIT_MINOR, FACTA_REVIEW, …).
 */
export function Component() {
  return (
    <InfoScreen title={TIMEOUT_TITLE} calls={timeoutCalls}>
      {() => (
        <>
          <p>
            Your application is taking longer than usual. Our team may be reviewing it, or something
            on our side is still running. Nothing is lost.
          </p>
          <p>
            Try &ldquo;Check again&rdquo; in a few minutes. If this page is still here, contact us
            and we will look into it.
          </p>
        </>
      )}
    </InfoScreen>
  );
}
