import { errorReport, type ErrorReport } from '../domain/errorReporting';

/** The tracked event of an uncaught error (beside the fallback page's 'HELOC: Error Fallback'). */
export const UNCAUGHT_ERROR_EVENT = 'HELOC: Uncaught Error';

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The error reporter: every uncaught error and unhandled promise rejection on the page goes to
 * `report`, except the network-type failures shell §8 says it ignores (src/domain/errorReporting.ts).
 * Returns the function that stops it. Nothing is prevented: the browser still logs the error.
 */
export function installErrorReporter(
  target: ErrorTarget,
  report: (error: ErrorReport) => void,
): () => void {
  const send = (error: unknown) => {
    const found = errorReport(error);
    if (found) report(found);
  };
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    // A script error from another origin has neither: nothing useful to report.
    if (error === undefined && !message) return;
    send(error ?? message);
  };
  const onRejection = (event: Event) => send((event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** How the app reports: logged (console.warn) and tracked, with the page's path. */
export function reportTo(env: {
  warn: (...args: unknown[]) => void;
  track: (
    event: string,
    properties: { pagePath: string; eventProperties?: Record<string, unknown> },
  ) => void;
  location: Pick<Location, 'pathname'>;
}): (error: ErrorReport) => void {
  return (error) => {
    env.warn(`${UNCAUGHT_ERROR_EVENT}: ${error.name}: ${error.message}`);
    env.track(UNCAUGHT_ERROR_EVENT, {
      pagePath: env.location.pathname,
      eventProperties: { name: error.name, message: error.message },
    });
  };
}
