import { Link } from '../../ui/Link';
import { useBrand } from '../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { SupportContact } from './SupportContact';
import './register.css';

/**
 * /register/support: help with registering. The brand's support phone and e-mail (brand data)
 * and the phone team's hours (operating-hours service, Pacific Time); nothing brand-specific is
 * written here.
 */
export function Component() {
  const brand = useBrand();
  const title = 'Help with registering';
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page" aria-labelledby="support-title">
      <h1 id="support-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="lede">
        Our {brand.shortName} team can help you register, answer questions about a home equity line
        of credit, or pick up an application you have started.
      </p>
      <SupportContact />
      <p>
        <Link to="/register">Back to registration</Link>
      </p>
    </section>
  );
}
