import { useHeadingFocus } from '../../app/useHeadingFocus';
import { ProgressBar } from '../../ui/ProgressBar';

export const RESUME_TITLE = 'Picking up where you left off';

/**
 * heloc-signer/resume: a returning signer's entry (the sign-in link and the login lead here); the
 * signer machine reads the co-deed status and routes to the page they left off on.
 */
export function Component() {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(RESUME_TITLE);
  return (
    <section className="page application-status-panel">
      <div role="status">
        <h1 ref={headingRef} tabIndex={-1}>
          {RESUME_TITLE}
        </h1>
        <p>One moment while we find your next step.</p>
      </div>
      <ProgressBar label={RESUME_TITLE} />
    </section>
  );
}
