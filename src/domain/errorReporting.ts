/**
 * What the error reporter sends and what it leaves out (shell §8: "The error reporter ignores many
 * network-type errors (network error, failed to fetch, load failed, request timeout and similar)").
 * Pure: the reporter (src/app/errorReporter.ts) listens to the window and calls these.
 *
 * Network-type failures are the user's connection, not a defect: each browser words them its own
 * way, so they are matched by message, plus an abort (the app or the user cancelled) and the API
 * client's network-type kinds (IGNORED_API_ERROR_KINDS).
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

/**
 * The API client's error kinds that are network-type (src/api/errors.ts; domain code does not
 * import the API layer): `network` (status 0), `timeout` (the spec's "request timeout": no answer
 * within the call's limit) and `rate-limited` (the lender's 429 after the client waited: its
 * load, like a lost connection, is no defect of the app, and reporting it would flood the
 * reporter exactly while the lender is overloaded). An HTTP error answer (`http`) and an answer
 * the app cannot read (`unparseable`, `schema`) are still reported.
 */
export const IGNORED_API_ERROR_KINDS: ReadonlySet<string> = new Set([
  'network',
  'timeout',
  'rate-limited',
]);

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
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (typeof kind === 'string' && IGNORED_API_ERROR_KINDS.has(kind)) return true;
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
