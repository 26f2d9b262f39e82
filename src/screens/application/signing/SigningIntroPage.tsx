import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { minutesToSign } from '../../../domain/signing';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { signingIntroCalls } from '../../../../machines/step-screen/calls/signing';
import { pageCountText, screenPath } from './shared';

export const SIGNING_INTRO_TITLE = 'Sign your loan documents';

/** signing/intro (NOTE_SIGNING, FINAL_OFFER): what will be signed, how long, what is needed. */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, signingIntroCalls);
  return (
    <StepScreenFrame title={SIGNING_INTRO_TITLE} screen={screen}>
      {(data) => {
        const documents = data.documents.filter((document) => document.requiresSignature);
        if (!data.ready) {
          return (
            <div>
              <p>Your documents are still being prepared. Check again in a moment.</p>
              <button type="button" className="kit-button" onClick={screen.reload}>
                Check again
              </button>
            </div>
          );
        }
        return (
          <>
            <h2>What you will sign</h2>
            <ul className="signing-list">
              {documents.map((document) => (
                <li key={document.documentUuid}>
                  <strong>{document.title}</strong> ({pageCountText(document.pageCount)})
                  {document.description ? `: ${document.description}` : ''}
                </li>
              ))}
            </ul>
            <h2>How long it takes</h2>
            <p>
              About {minutesToSign(documents.length)} minutes. You read each document to the end,
              agree to it, then sign them all at once.
            </p>
            <h2>What you need</h2>
            <ul className="signing-list">
              <li>
                <strong>Location services.</strong> Your browser will ask to share your location
                when you sign: we record where you sign, as the e-signing law of your state asks.
                Please allow it.
              </li>
              <li>A device that can show PDF documents, and a few quiet minutes.</li>
              <li>
                After signing, a notary session completes your closing: you will need a
                government-issued photo ID.
              </li>
            </ul>
            <div className="kit-submit-row">
              <Link
                className="kit-button signing-button-link"
                to={screenPath(applicationId, 'signing/sign')}
              >
                Start signing
              </Link>
            </div>
            <p className="signing-links">
              <Link to={screenPath(applicationId, 'document/disclosures')}>Your disclosures</Link>
              <Link to={screenPath(applicationId, 'signing/support')}>Help with signing</Link>
            </p>
          </>
        );
      }}
    </StepScreenFrame>
  );
}
