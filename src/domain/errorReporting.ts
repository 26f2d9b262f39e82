/**
 * What the error reporter sends and what it leaves out (shell §8: "The error reporter ignores many
 * network-type errors (network error, failed to fetch, load failed, request timeout and similar)").
 * Pure: the reporter (src/app/errorReporter.ts) listens to the window and calls these.
 *
 * Network-type failures are the user's connection, not a defect: each browser words them its own
 * way, so they are matched by message, plus an abort (the app or the user cancelled) and the API
 * client's own `network` kind (status 0).
 */
export const IGNORED_NETWORK_ERRORS: readonly RegExp[] = [
  /network ?error/i, // "Network Error", "NetworkError when attempting to fetch resource." (Firefox)
  /failed to fetch/i, // Chrome, also "Failed to fetch dynamically imported module"
  /load failed/i, // Safari
  /request timeout|timed? ?out/i,
  /network request failed/i,
  /the network connection was lost/i, // Safari
  /the internet connection appears to be offline/i, // Safari
  /importing a module script failed/i, // Safari's failed chunk
  /err_(network|internet_disconnected|connection)/i,
  /^cancell?ed$/i, // Safari, a request cut short by leaving the page
];

/** The error's name and message, whatever was thrown (an Error, a string, an object, nothing). */
function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (typeof error === 'string') return { name: 'Error', message: error };
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : 'Error',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { name: 'Error', message: '' };
}

/** A network-type failure or an abort: not reported. */
export function isIgnoredNetworkError(error: unknown): boolean {
  const { name, message } = describe(error);
  if (name === 'AbortError') return true;
  if ((error as { kind?: unknown } | null)?.kind === 'network') return true;
  return IGNORED_NETWORK_ERRORS.some((pattern) => pattern.test(message));
}

/** Takes the query and fragment off every URL in a text: they may carry personal data. */
export const withoutUrlQueries = (text: string): string =>
  text.replace(/(?<=\S)[?#][^\s"'`)]+/gu, '');

export interface ErrorReport {
  name: string;
  /** Without URL queries; at most 500 characters. */
  message: string;
}

/** What to report for an uncaught error or rejection, or null when it is not reported. */
export function errorReport(error: unknown): ErrorReport | null {
  if (isIgnoredNetworkError(error)) return null;
  const { name, message } = describe(error);
  return { name, message: withoutUrlQueries(message || 'Unknown error').slice(0, 500) };
}
