import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { DASHBOARD_URL } from '../../../machines/session/session.rules';
import { withoutUrlQueries } from '../../domain/errorReporting';
import { useBrand, useSessionActor, useShellEnvironment } from './ShellProvider';
import { telHref } from './SupportLink';
import { useBrandedHeadingFocus } from './usePageTitle';

export const ERROR_FALLBACK_TITLE = 'Sorry, looks like we have hit a snag!';
export const ERROR_FALLBACK_TEXT = 'Please click "Try again" to see if we can get you back moving.';

/**
 * A short, non-sensitive description of what was thrown, for tracking and the log: a URL in it
 * keeps its path, never its query or fragment (they may carry personal data, issue 14).
 */
export function errorMessageOf(error: unknown): string {
  return withoutUrlQueries(describe(error));
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * The error fallback page (shell §2, §8): the spec's texts, "Try again" (reloads the page, and so
 * the route and its code) and "Go to dashboard", and the brand's support phone and e-mail. Being
 * shown is reported to the session (ERROR.SHOWN), whose action tracks 'HELOC: Error Fallback' and
 * logs it with console.warn.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const brand = useBrand();
  const session = useSessionActor();
  const env = useShellEnvironment();
  const headingRef = useBrandedHeadingFocus<HTMLHeadingElement>(ERROR_FALLBACK_TITLE);

  // Forwards the fact to the machine (it decides what to track and log); no flow here.
  useEffect(() => {
    session.send({ type: 'ERROR.SHOWN', message: errorMessageOf(error) });
  }, [error, session]);

  return (
    <section className="page shell-error">
      <h1 ref={headingRef} tabIndex={-1}>
        {ERROR_FALLBACK_TITLE}
      </h1>
      <p className="lede">{ERROR_FALLBACK_TEXT}</p>
      <div className="kit-submit-row">
        <button type="button" className="kit-button" onClick={() => env.reload()}>
          Try again
        </button>
        <button
          type="button"
          className="kit-button kit-button--secondary"
          onClick={() => env.navigateOut(DASHBOARD_URL)}
        >
          Go to dashboard
        </button>
      </div>
      <p className="shell-error__support">
        Still stuck? Call us at <a href={telHref(brand.support.phone)}>{brand.support.phone}</a> or
        e-mail <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>.
      </p>
    </section>
  );
}
