import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { notaryErrorCalls } from '../../../../machines/step-screen/calls/signing';
import { useBrand } from '../../../app/shell/ShellProvider';
import { supportPhoneHref } from '../../../domain/brands/helpers';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { screenPath } from './shared';

export const NOTARY_ERROR_TITLE = 'Your notary session did not finish';

/** notary/error: the eNotary session failed or was cancelled: what happened, how to go on. */
export function Component() {
  const { applicationId = '' } = useParams();
  const brand = useBrand();
  const screen = useStepScreen(applicationId, notaryErrorCalls);
  return (
    <StepScreenFrame title={NOTARY_ERROR_TITLE} screen={screen}>
      {(session) => (
        <>
          <p>
            {session.status === 'CANCELLED'
              ? 'Your notary session was cancelled before your deed was notarized.'
              : 'Your notary session ended before your deed was notarized.'}
            {session.reason ? ` ${session.reason}` : ''}
          </p>
          <p>
            The documents you already signed stay signed: you only need a new notary session. A
            dropped connection, a camera or microphone the browser could not use, or an ID that
            could not be checked are the usual causes.
          </p>
          <h2>What to do now</h2>
          <ul className="signing-list">
            <li>Check that your browser may use your camera and microphone.</li>
            <li>Have your unexpired government-issued photo ID at hand.</li>
            <li>
              Start a new session below, or call{' '}
              <a href={supportPhoneHref(brand)}>{brand.support.phone}</a> to schedule one with us.
            </li>
          </ul>
          <div className="kit-submit-row">
            <Link
              className="kit-button signing-button-link"
              to={screenPath(applicationId, 'notary/session')}
            >
              Start a new session
            </Link>
          </div>
          <p className="signing-links">
            <Link to={screenPath(applicationId, 'signing/support')}>Help</Link>
          </p>
        </>
      )}
    </StepScreenFrame>
  );
}
