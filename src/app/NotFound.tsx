import { Link } from '../ui/Link';
import { useHeadingFocus } from './useHeadingFocus';

export function Component() {
  const headingRef = useHeadingFocus<HTMLHeadingElement>('Page not found');
  return (
    <section className="page">
      <h1 ref={headingRef} tabIndex={-1}>
        Page not found
      </h1>
      <p>We could not find that page. Check the address, or start again.</p>
      <p>
        <Link to="/register-v2">Start an application</Link>
      </p>
    </section>
  );
}
