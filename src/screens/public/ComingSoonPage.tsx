import { useSearchParams } from 'react-router';
import { useBrand } from '../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { isLicensedIn, statesServedText } from '../../domain/brands';
import { isUsStateCode, stateName, type UsStateCode } from '../../domain/states';
import { Link } from '../../ui/Link';
import { SupportContact } from '../register/SupportContact';

/** The `state` query parameter as a known state code, or null (anything else is ignored). */
export function comingSoonState(value: string | null): UsStateCode | null {
  const code = value?.trim().toUpperCase() ?? '';
  return isUsStateCode(code) ? code : null;
}

/**
 * /coming-soon (public; registration-and-routing §2). Where the brand's marketing sends a visitor
 * from a state it does not lend in yet (`?state=XX`, optional). It says where the brand lends
 * today (the brand's licensed states), and when the state is in fact served, sends them to the
 * application instead. Design: the spec lists the path only (docs/screens/public.md).
 */
export function Component() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const code = comingSoonState(params.get('state'));
  const served = code !== null && isLicensedIn(brand, code);
  const where = code ? stateName(code) : 'your area';
  const title = served ? `${brand.shortName} lends in ${where}` : `Coming soon to ${where}`;
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {served ? (
        <p className="lede">
          Good news: you can apply for a {brand.shortName} home equity line of credit in {where}{' '}
          today.
        </p>
      ) : (
        <p className="lede">
          {brand.shortName} does not offer home equity lines of credit in {where} yet, but we are
          working hard to get there.
        </p>
      )}
      <h2>Where we lend today</h2>
      <p>{statesServedText(brand)}</p>
      <p>
        <Link to="/register-v2">{served ? 'Start your application' : 'Check your address'}</Link>
      </p>
      <SupportContact />
    </section>
  );
}
