/** What went wrong: lets machines decide between retrying, re-login and showing a message. */
export type ApiErrorKind =
  | 'http'
  | 'network'
  /** No answer within the call's time limit (the client aborted it; issue 17). */
  | 'timeout'
  /** 429 (Too Many Requests) the client did not wait for again: repeats used up, or a wait past its cap. */
  | 'rate-limited'
  | 'no-response'
  | 'unparseable'
  | 'schema';

/** Shown when the server gives no usable message (spec §8, both documents). */
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened';

/** Server messages that mean "your token is no good" on a 403 (compared lowercase). */
const UNAUTHENTICATED_403_MESSAGES: ReadonlySet<string> = new Set([
  'unauthenticated',
  'invalid signature',
]);

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  url: string;
  /** 0 when no HTTP answer arrived (network failure, no response). */
  status?: number;
  statusText?: string;
  /** The parsed body, when there was one. */
  data?: unknown;
  /** The separate messages the server sent (before they were combined). */
  serverMessages?: readonly string[];
  /** For 'rate-limited': the wait the lender's Retry-After asked for, in ms, when it gave one. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** The one error type every call rejects with (apart from an abort, which rejects with the abort reason). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  readonly url: string;
  readonly serverMessages: readonly string[];
  /** For 'rate-limited': the wait the lender's Retry-After asked for, in ms, when it gave one. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.statusText = init.statusText ?? '';
    this.data = init.data;
    this.url = init.url;
    this.serverMessages = init.serverMessages ?? [];
    this.retryAfterMs = init.retryAfterMs;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a cancelled request (the machine that asked for it stopped). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Removes trailing periods and spaces so "Bad input." and "Bad input" count as one message. */
function normalise(message: string): string {
  return message.trim().replace(/[.\s]+$/u, '');
}

/**
 * Joins server messages: de-duplicated, joined by ", ", ended with exactly one period.
 * Nothing usable gives 'Something unexpected happened'.
 */
export function combineErrorMessages(messages: readonly unknown[] | null | undefined): string {
  const unique = [
    ...new Set(
      (messages ?? [])
        .filter((message): message is string => typeof message === 'string')
        .map(normalise)
        .filter((message) => message.length > 0),
    ),
  ];
  return unique.length === 0 ? UNEXPECTED_ERROR_MESSAGE : `${unique.join(', ')}.`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.message === 'string') return value.message;
  return undefined;
}

/**
 * The messages a server error body carries: `errors` (strings or `{ message }`), `message`, and
 * the message of a `status` object (the spec's "message from the response status field").
 */
export function serverMessagesOf(data: unknown): string[] {
  if (!isRecord(data)) return [];
  const messages: string[] = [];
  if (Array.isArray(data.errors)) {
    for (const item of data.errors) {
      const message = messageOf(item);
      if (message !== undefined) messages.push(message);
    }
  }
  if (typeof data.message === 'string') messages.push(data.message);
  if (isRecord(data.status) && typeof data.status.message === 'string') {
    messages.push(data.status.message);
  }
  return messages;
}

/** 401, or 403 whose server message is 'unauthenticated' or 'invalid signature' (any case). */
export function isUnauthenticated(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false;
  if (error.status === 401) return true;
  if (error.status !== 403) return false;
  const candidates = [...error.serverMessages, error.message];
  return candidates.some((message) =>
    UNAUTHENTICATED_403_MESSAGES.has(normalise(message).toLowerCase()),
  );
}

/** Shown when the server could not be reached (a network failure, status 0). */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Check your connection and try again.';

/** Shown when the lender did not answer within the call's time limit (kind 'timeout'). */
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';

/** Shown when the lender still refused with 429 after the client waited (kind 'rate-limited'). */
export const RATE_LIMITED_MESSAGE = 'Too many requests right now. Please try again in a moment.';

/**
 * Text that must never reach a person: a URL or an API path (`https://…`, `/service-…/api/…`,
 * ofetch's `[GET] "/…"`), or stack text (`TypeError: …`, `    at fn (file.js:1:2)`).
 */
const INTERNAL_TEXT = [
  /[a-z][a-z0-9+.-]*:\/\//iu,
  /\[(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\]/u,
  /(?:^|[\s"'(])\/[\w.-]+\/[\w./-]*/u,
  /\b[A-Z]?[A-Za-z]*Error:/u,
  /(?:^|\n)\s*at\s+\S+/u,
  /(?:^|\s)at\s+[\w$.<>]+\s*\(/u,
  /\.(?:js|mjs|cjs|ts|tsx|java|kt|py):\d+/u,
];

/** False for text with a URL, an API path or stack text (see INTERNAL_TEXT). */
export function isPresentableMessage(text: string): boolean {
  return !INTERNAL_TEXT.some((pattern) => pattern.test(text));
}

/**
 * The message to show a person for a failed call (issue 14: "errors speak to people"): the
 * lender's own words for an HTTP error (its combined messages), a plain sentence for a network
 * failure, a timeout or a rate limit, and 'Something unexpected happened' for anything else, or
 * whenever the text carries an internal URL or stack text. `error.message` itself is for logs:
 * it may name the URL.
 */
export function userMessageOf(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.kind === 'network') return NETWORK_ERROR_MESSAGE;
  if (error.kind === 'timeout') return TIMEOUT_ERROR_MESSAGE;
  if (error.kind === 'rate-limited') return RATE_LIMITED_MESSAGE;
  if (error.kind !== 'http') return UNEXPECTED_ERROR_MESSAGE;
  const message = error.message.trim();
  return message && isPresentableMessage(message) ? message : UNEXPECTED_ERROR_MESSAGE;
}

/**
 * True when the call may have reached the lender although no answer came back (a network
 * failure, a timeout, no response): a write that failed this way may have been done, so it is
 * retried with the same idempotency key, and a create is looked up before it is posted again.
 */
export function isLostAnswer(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'no-response')
  );
}

/**
 * True when trying the same call again later may succeed: a lost answer, a rate limit, or a
 * server error (5xx, 408). Not a 4xx answer about the request itself.
 */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (isLostAnswer(error) || error.kind === 'rate-limited') return true;
  return (
    error.kind === 'http' && (error.status >= 500 || error.status === 408 || error.status === 429)
  );
}
