import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NO_PRIVATE_LABEL_MESSAGE, unknownRequestedOrg } from '../../domain/brands';
import { useShellEnvironment } from './ShellProvider';

/** The detail under 'No private label data found' (shell §8 "with detail"). Wording is ours. */
export function noPrivateLabelDetail(org: string): string {
  return `No lender is set up for the organisation "${org}" named in this link.`;
}

/**
 * Shell §8 "Org info missing on page": when the page asks for an organisation (an `org` query
 * parameter, a localhost subdomain, a preview host) that no brand is configured for, the app
 * shows 'No private label data found' with the detail, instead of dressing a partner's borrower
 * in another lender's licence, terms and phone. Read once, from the page as loaded. No brand's
 * frame (top bar, footer) is shown: none is known.
 */
export function PrivateLabelCheck({ children }: { children: ReactNode }) {
  const env = useShellEnvironment();
  const [missing] = useState(() => unknownRequestedOrg(env.location));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!missing) return;
    env.warn(`${NO_PRIVATE_LABEL_MESSAGE}: ${noPrivateLabelDetail(missing)}`);
    document.title = NO_PRIVATE_LABEL_MESSAGE;
    headingRef.current?.focus();
  }, [missing, env]);
  if (!missing) return <>{children}</>;
  return (
    <main id="main" className="app-main page">
      <h1 ref={headingRef} tabIndex={-1}>
        {NO_PRIVATE_LABEL_MESSAGE}
      </h1>
      <p className="lede">{noPrivateLabelDetail(missing)}</p>
      <p>
        Check that the whole link was copied, or ask whoever sent it (your lender or loan officer)
        for a new one.
      </p>
    </main>
  );
}
