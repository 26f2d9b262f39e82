import { useBrand } from '../../app/shell/ShellProvider';
import { telHref } from '../../app/shell/SupportLink';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { useSigner } from './signerContext';

export const SIGNER_ERROR_TITLE = 'Something Went Wrong';

/** heloc-signer/error: a dead end the lender reports; the signer can ask again or call us. */
export function Component() {
  const brand = useBrand();
  const signer = useSigner();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(SIGNER_ERROR_TITLE);
  return (
    <section className="page">
      <h1 ref={headingRef} tabIndex={-1}>
        {SIGNER_ERROR_TITLE}
      </h1>
      <div role="alert" className="kit-alert kit-alert--error">
        <p>Something went wrong. Please try again.</p>
        <button
          type="button"
          className="kit-button"
          onClick={() => signer.send({ type: 'STATUS.REFRESH' })}
        >
          Try again
        </button>
      </div>
      <p>
        Still stuck? Call us at <a href={telHref(brand.support.phone)}>{brand.support.phone}</a> or
        e-mail <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>.
      </p>
    </section>
  );
}
