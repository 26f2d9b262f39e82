import { floodCertCalls } from '../../../../machines/step-screen/calls/property';
import type { HelocApplication } from '../../../api/application';
import { InfoScreen } from './shared';

export const FLOOD_CERT_TITLE = "We're waiting for your flood certificate";

/** error/flood-cert (GEN_CLOSING_DISCLOSURE while status.waitingOnFloodCert). */
export function Component() {
  return (
    <InfoScreen<HelocApplication> title={FLOOD_CERT_TITLE} calls={floodCertCalls}>
      {(application) => {
        const property = application.property;
        const address = property
          ? [property.street1, property.city, property.state].filter(Boolean).join(', ')
          : 'your home';
        return (
          <>
            <p>
              Before we can prepare your closing documents, federal law requires a flood zone
              determination for {address}: a certificate that says whether the home is in a special
              flood hazard area on the FEMA flood maps.
            </p>
            <div className="property-card">
              <h2>What happens next</h2>
              <ul className="property-steps">
                <li>We have ordered the certificate. It usually arrives within 1 business day.</li>
                <li>
                  If your home is not in a special flood hazard area, we go straight on to your
                  closing documents.
                </li>
                <li>
                  If it is, we will tell you, and you will need flood insurance before closing.
                </li>
              </ul>
            </div>
          </>
        );
      }}
    </InfoScreen>
  );
}
