import { useBrand } from '../../app/shell/ShellProvider';
import { telHref } from '../../app/shell/SupportLink';
import { useHeadingFocus } from '../../app/useHeadingFocus';

export const SIGNER_CANCELLED_TITLE = 'This signing request was cancelled';

/** heloc-signer/cancelled: the application was cancelled; nothing is left for the signer. */
export function Component() {
  const brand = useBrand();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(SIGNER_CANCELLED_TITLE);
  return (
    <section className="page">
      <h1 ref={headingRef} tabIndex={-1}>
        {SIGNER_CANCELLED_TITLE}
      </h1>
      <p className="lede">
        The application you were asked to sign is no longer going ahead, so there is nothing for you
        to do. Anything you signed for it will not be used.
      </p>
      <p>
        Questions? Call us at <a href={telHref(brand.support.phone)}>{brand.support.phone}</a> or
        e-mail <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>.
      </p>
    </section>
  );
}
