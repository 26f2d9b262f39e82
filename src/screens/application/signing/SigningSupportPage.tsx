import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { useBrand } from '../../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { supportPhoneHref } from '../../../domain/brands/helpers';
import { screenPath } from './shared';

export const SIGNING_SUPPORT_TITLE = 'Help with signing';

/** signing/support: how to reach support, and the problems borrowers meet most when signing. */
export function Component() {
  const { applicationId = '' } = useParams();
  const brand = useBrand();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(SIGNING_SUPPORT_TITLE);
  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {SIGNING_SUPPORT_TITLE}
      </h1>
      <div className="signing-panel">
        <h2>Contact us</h2>
        <p>
          Call <a href={supportPhoneHref(brand)}>{brand.support.phone}</a> or e-mail{' '}
          <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>. Have your loan number
          ready. You can also ask us for paper copies of your documents, at no charge.
        </p>
      </div>
      <h2>Common problems</h2>
      <h3>The browser did not ask for my location, or I said no</h3>
      <p>
        Open the site settings from the address bar (the icon left of the address), set Location to
        Allow, and press Try again on the signing page. On a phone, also turn on location services
        for your browser in the phone&apos;s settings.
      </p>
      <h3>The &quot;I agree&quot; button stays greyed out</h3>
      <p>
        Scroll each document all the way to its last page: click or tab into the document and use
        the Page Down or End key. The button becomes available once the end is in view.
      </p>
      <h3>A document does not show</h3>
      <p>
        Your browser may not show PDF files inside the page: use the &quot;Open&quot; link under the
        document, or try a current version of Chrome, Edge, Firefox or Safari.
      </p>
      <h3>An additional signer did not get our e-mail</h3>
      <p>
        Ask them to check their spam folder, and check that the e-mail address on the Additional
        Signers page is right. Call us if it is not.
      </p>
      <p className="signing-links">
        <Link to={screenPath(applicationId, 'signing/intro')}>Back to signing</Link>
        <Link to={screenPath(applicationId, 'document/disclosures')}>Your disclosures</Link>
      </p>
    </section>
  );
}
