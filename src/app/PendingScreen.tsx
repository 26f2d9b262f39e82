import { useMatches } from 'react-router';
import type { RouteHandle } from './router';
import { useHeadingFocus } from './useHeadingFocus';

/**
 * A route whose screen has not been built yet: the real layout and the page's own title, and a
 * plain statement, so nothing pretends to work.
 */
export function Component() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.title ?? 'Coming soon';
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p>This step is not available online yet. Please contact support to continue.</p>
    </section>
  );
}
