import { useBrand } from '../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { SupportContact } from '../register/SupportContact';

/**
 * /not-accepting-apps (public). The registration sends a visitor here when the brand takes
 * applications only through a referring loan officer and the link names none the lender knows
 * (registration-and-routing §5). The page says why, what to do next (the loan officer's own
 * link, or the brand's team, who can put them in touch with one) and how to reach the brand.
 * Everything brand-specific comes from the brand; the hours from the operating-hours service.
 */
export function Component() {
  const brand = useBrand();
  const title = 'We can’t start an application from this link';
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page" aria-labelledby="not-accepting-title">
      <h1 id="not-accepting-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {brand.requiresReferringLoanOfficer ? (
        <p className="lede">
          A {brand.shortName} home equity line of credit starts with your loan officer’s personal
          application link. The link you followed does not name a loan officer we know, so we are
          not accepting an application through it.
        </p>
      ) : (
        <p className="lede">
          {brand.shortName} is not accepting applications through this link. Your information has
          not been sent anywhere.
        </p>
      )}
      <h2>What to do next</h2>
      <ol>
        <li>
          If a loan officer referred you, ask them for their personal {brand.shortName} application
          link and open it. Check that the whole link was copied.
        </li>
        <li>
          No loan officer yet? Call or e-mail us: we will put you in touch with one licensed in your
          state.
        </li>
        <li>Already applied? Sign in with the Login button at the top of the page.</li>
      </ol>
      <SupportContact />
    </section>
  );
}
