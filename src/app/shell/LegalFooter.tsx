import { Suspense, useState } from 'react';
import { useInRouterContext } from 'react-router';
import {
  nmlsConsumerAccessUrl,
  privacyHref,
  statesServedText,
  termsHref,
  termsWording,
} from '../../domain/brands';
import { Link } from '../../ui/Link';
import { appHref } from '../../ui/links';
import { ScreenReaderMessage } from '../../ui/ScreenReaderMessage';
import { lazyComponent } from '../lazyRoute';
import { DEFAULT_CONSENT, readConsent, saveConsent } from './consent';
import { useBrand, useShellEnvironment, useTelemetryActor } from './ShellProvider';

/** The privacy choices dialog loads when the user opens it. */
const ConsentDialog = lazyComponent(
  () => import('./ConsentDialog').then((module) => module.ConsentDialog),
  'ConsentDialog',
);

/** The spec's footer disclosures (shell §1, §9), in the order the spec lists them. */
export const FOOTER_DISCLOSURES = [
  'Checking your offers uses a soft credit pull, which does not affect your credit score. A hard credit pull is made when you submit your application.',
  'A home equity line of credit places a lien on your home.',
  'An origination fee of up to 4.99% of the initial draw may apply.',
  'An appraisal is required for lines above $400,000.',
  'Funding in five business days is typical after you sign your documents; some loans take longer.',
  'Approval in about five minutes is typical; some applications need more review.',
] as const;

/** The in-app accessibility statement (src/screens/public/AccessibilityStatementPage.tsx). */
const STATEMENT_PATH = '/accessibility';

/**
 * The link to the accessibility statement: within the app, a navigation in the app (the session
 * and any open chat carry on); outside a router (the shell alone), a plain link to the page.
 */
function AccessibilityStatementLink() {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Link to={STATEMENT_PATH}>Accessibility statement</Link>
  ) : (
    <a href={appHref(STATEMENT_PATH)}>Accessibility statement</a>
  );
}

/**
 * The legal footer: the encryption and credentials reassurance, the disclosures, licensing (the
 * company, NMLS, the states served and "More states to come!" under 50 states), privacy and
 * terms links (with the partner's "Terms of Use" or "Terms of Service"; the in-app /privacy and
 * /terms when no URL is configured), the accessibility statement and the privacy choices button.
 */
export function LegalFooter() {
  const brand = useBrand();
  const env = useShellEnvironment();
  const telemetry = useTelemetryActor();
  const [consentOpen, setConsentOpen] = useState(false);
  const [saved, setSaved] = useState(0);
  const stored = consentOpen ? readConsent(env.localStorage) : null;

  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <p className="shell-footer__reassurance">
          Your data is protected with 256-bit encryption. {brand.shortName} never sees or stores
          your credentials.
        </p>
        <h2 className="kit-visually-hidden">Disclosures</h2>
        <ul className="shell-footer__disclosures">
          {FOOTER_DISCLOSURES.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className="shell-footer__licensing">
          {brand.companyName}. NMLS ID {brand.nmls} (
          <a href={nmlsConsumerAccessUrl(brand)}>NMLS Consumer Access</a>). Licensed lender.{' '}
          {statesServedText(brand)}
        </p>
        <ul className="shell-footer__links">
          <li>
            <a href={appHref(privacyHref(brand))}>Privacy Policy</a>
          </li>
          <li>
            <a href={appHref(termsHref(brand))}>{termsWording(brand)}</a>
          </li>
          <li>
            <AccessibilityStatementLink />
          </li>
          <li>
            <button type="button" className="kit-link-button" onClick={() => setConsentOpen(true)}>
              Privacy choices
            </button>
          </li>
        </ul>
      </div>
      {consentOpen ? (
        <Suspense fallback={null}>
          <ConsentDialog
            open
            initial={stored ?? DEFAULT_CONSENT}
            onClose={() => setConsentOpen(false)}
            onSave={(choice) => {
              saveConsent(env.localStorage, choice);
              telemetry.send({ type: 'CONSENT.CHANGED', analytics: choice.analytics });
              setConsentOpen(false);
              setSaved((count) => count + 1);
            }}
          />
        </Suspense>
      ) : null}
      <ScreenReaderMessage
        message={saved > 0 ? 'Your privacy choices are saved.' : ''}
        messageKey={saved}
      />
    </footer>
  );
}
