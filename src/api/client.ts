import { FetchError, ofetch } from 'ofetch';
import type { FetchResponse } from 'ofetch';
import type { z } from 'zod/mini';
import { getBaseUrl, getErrorListener, getOrgCode, getSessionReplay } from './config';
import { ApiError, combineErrorMessages, isUnauthenticated, serverMessagesOf } from './errors';
import { BEARER_PREFIX, HEADER, JSON_CONTENT_TYPE } from './headers';
import { getToken, handleUnauthenticated, setToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** "external" calls never carry the Authorization header (spec shell §6). */
export type RequestContext = 'secure' | 'external';

export type QueryValue = string | number | boolean | undefined | null | Array<string | number>;
export type Query = Record<string, QueryValue>;

/** What every service function accepts besides its own parameters. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` (issue 17): a write that creates or moves money or documents
   * carries the key its machine keeps for that action, and the same key on every retry of it.
   */
  idempotencyKey?: string;
  /**
   * The most this call may take, in ms, 429 waits included (default DEFAULT_TIMEOUT_MS); past it
   * the call is aborted and rejects with an ApiError of kind 'timeout'. Uploads pass a longer
   * one; `Infinity` sets no limit.
   */
  timeoutMs?: number;
}

/**
 * Every call gives up after 45 s (issue 17; decision 018): past the processing modal's 30 s
 * (machines/processing), so a step screen's hung save is the modal's to offer Try again or Close
 * (decision 015); below the loader's 67 s cap, so a hung registration call fails with a clear
 * message before the overlay gives up.
 */
export const DEFAULT_TIMEOUT_MS = 45_000;

/**
 * A 429 is sent again at most twice: the lender said it did not act on the request, so a
 * repeat is safe, but a lender still refusing after that is busy for longer than a user waits.
 */
export const MAX_RATE_LIMIT_RETRIES = 2;

/** A Retry-After longer than 10 s is not waited for: the call fails 'rate-limited' at once. */
export const MAX_RETRY_AFTER_MS = 10_000;

/** A 429 without a (readable) Retry-After is sent again once, after 1 s. */
export const DEFAULT_RETRY_AFTER_MS = 1_000;

/** How many of the repeats may use DEFAULT_RETRY_AFTER_MS (the lender named no wait). */
const MAX_UNTIMED_RETRIES = 1;

/** setTimeout's largest delay (a larger one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ApiRequestOptions extends CallOptions {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  context?: RequestContext;
  headers?: Record<string, string>;
  /** Fetch cache mode (banners are read with 'no-store'). */
  cache?: RequestCache;
  /**
   * false: a 401/403-unauthenticated answer is only rejected, without clearing the session and
   * going to login (registration, where a 401 means "account already exists").
   */
  redirectOnUnauthenticated?: boolean;
}

/** Bodies the browser must encode itself (it also sets their content type). */
function isBrowserEncodedBody(body: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

/** Repeats array params (`?a=1&a=2`, not `a[]=`) and drops undefined and null. */
export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** JSON text for plain values; FormData, Blob and URLSearchParams go as they are. */
function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (isBrowserEncodedBody(body)) return body as BodyInit;
  return JSON.stringify(body);
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//iu.test(path)) return path;
  return `${base.replace(/\/+$/u, '')}/${path.replace(/^\/+/u, '')}`;
}

/** Thrown by the fetch wrapper when fetch resolves without a Response (broken mocks, extensions). */
class MissingResponse extends Error {
  override readonly name = 'MissingResponse';
}

async function guardedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = (await globalThis.fetch(input, init)) as Response | undefined;
  if (!response) throw new MissingResponse();
  return response;
}

/** A path segment of the lender's public services (no token sent, none accepted). */
const PUBLIC_SEGMENT = /\/(?:external|insecure)\//iu;

function originOf(url: string): string | null {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return null;
  }
}

/**
 * A renewed token is accepted only from the lender's secure calls (issue 14): a call that sent
 * the token (not "external"), to the lender's API origin, outside its public (`/external/`,
 * `/insecure/`) services, answered with success. A public endpoint, another host or an error
 * answer cannot plant a token that every later call would then carry.
 */
export function acceptsRenewedToken(url: string, context: RequestContext | undefined): boolean {
  if (context === 'external') return false;
  const origin = originOf(url);
  if (origin === null || origin !== originOf(getBaseUrl())) return false;
  return !PUBLIC_SEGMENT.test(new URL(url, globalThis.location?.href).pathname);
}

/** Stores a renewed token the server sends back (`Authorization: Bearer x`). */
function storeBearerToken(response: FetchResponse<Blob>): void {
  const header = response.headers.get(HEADER.authorization);
  if (!header?.toLowerCase().startsWith(BEARER_PREFIX.toLowerCase())) return;
  const token = header.slice(BEARER_PREFIX.length).trim();
  if (token) setToken(token);
}

/**
 * The single HTTP instance. retry 0: retries and backoff belong to the state machines.
 * Bodies are read as Blob and decoded here (by content type), and HTTP errors are turned into
 * ApiError here, so ofetch neither guesses JSON nor throws its own error type for 4xx/5xx.
 */
const http = ofetch.create(
  {
    retry: 0,
    credentials: 'include',
    responseType: 'blob',
    ignoreResponseError: true,
  },
  { fetch: guardedFetch },
);

function requestHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers();
  if (!isBrowserEncodedBody(options.body)) headers.set(HEADER.contentType, JSON_CONTENT_TYPE);
  const origin = globalThis.location?.origin;
  if (origin) headers.set(HEADER.origin, origin);
  const org = getOrgCode();
  if (org) headers.set(HEADER.org, org);
  const token = options.context === 'external' ? null : getToken();
  if (token) headers.set(HEADER.authorization, `${BEARER_PREFIX}${token}`);
  const replay = getSessionReplay();
  if (replay) {
    headers.set(HEADER.sessionReplayId, replay.id);
    headers.set(HEADER.sessionReplayUrl, replay.url);
  }
  if (options.idempotencyKey) headers.set(HEADER.idempotencyKey, options.idempotencyKey);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

type Decoded = { ok: true; value: unknown } | { ok: false; text: string };

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json$/iu;
const PDF_TYPE = 'application/pdf';

/** Text, PDF (Blob) or JSON by content type; other binary types stay Blobs; no body is undefined. */
async function decodeBody(response: FetchResponse<Blob>): Promise<Decoded> {
  const blob = response._data;
  if (response.status === 204 || !blob) return { ok: true, value: undefined };
  const type =
    (response.headers.get(HEADER.contentType) ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === PDF_TYPE) return { ok: true, value: blob };
  const isJson = type === '' || JSON_TYPE.test(type);
  if (!isJson && !type.startsWith('text/')) return { ok: true, value: blob };
  const text = await blob.text();
  if (!isJson) return { ok: true, value: text };
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

function report(error: ApiError): ApiError {
  getErrorListener()?.(error);
  return error;
}

/**
 * The signal a call's requests and waits listen to: the caller's signal joined with the call's
 * timer. Only the caller's abort is an abort; the timer's is a timeout. `end` clears the timer
 * and the listener on the caller's signal, whatever way the call ended.
 */
interface CallLimit {
  signal: AbortSignal;
  timedOut: () => boolean;
  /** Ms until the timer fires (Infinity without one). */
  msLeft: () => number;
  end: () => void;
}

/** Why the client aborted a request itself (never seen by callers: it becomes a 'timeout'). */
class CallTimedOut extends Error {
  override readonly name = 'CallTimedOut';
}

function callLimit(callerSignal: AbortSignal | undefined, timeoutMs: number): CallLimit {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const limited = Number.isFinite(timeoutMs);
  const deadline = Date.now() + timeoutMs;
  let timedOut = false;
  const timer = limited
    ? setTimeout(
        () => {
          timedOut = true;
          controller.abort(new CallTimedOut(`No answer within ${timeoutMs} ms`));
        },
        Math.min(Math.max(timeoutMs, 0), MAX_TIMER_MS),
      )
    : undefined;

  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    msLeft: () => (limited ? deadline - Date.now() : Infinity),
    end: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The wait a Retry-After header asks for, in ms: delta-seconds or an HTTP date (RFC 9110
 * §10.2.3); undefined when there is none or it cannot be read.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/u.test(text)) return Number(text) * 1000;
  // A date names its day or month; without letters, Date.parse would read "5.5" as a date.
  if (!/[a-z]/iu.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function abortReason(signal: AbortSignal | undefined, fallback: unknown): unknown {
  return signal?.aborted ? (signal.reason ?? fallback) : fallback;
}

function timeoutError(url: string, timeoutMs: number, cause?: unknown): ApiError {
  return report(
    new ApiError({
      kind: 'timeout',
      status: 0,
      message: `Request timed out after ${timeoutMs} ms for ${url}`,
      url,
      cause,
    }),
  );
}

/**
 * Network-level failure: the caller's abort passes through with its reason; the call's own timer
 * gives an ApiError of kind 'timeout'; everything else is an ApiError with status 0.
 */
function transportError(
  error: unknown,
  url: string,
  signal: AbortSignal | undefined,
  limit: CallLimit,
  timeoutMs: number,
): unknown {
  const cause = error instanceof FetchError ? error.cause : error;
  if (signal?.aborted) return abortReason(signal, cause);
  if (limit.timedOut()) return timeoutError(url, timeoutMs, cause);
  if (cause instanceof Error && cause.name === 'AbortError') return cause;
  if (cause instanceof MissingResponse) {
    return report(
      new ApiError({ kind: 'no-response', message: `Response was not defined for ${url}`, url }),
    );
  }
  return report(
    new ApiError({
      kind: 'network',
      status: 0,
      message: `Network request failed for ${url}`,
      url,
      cause,
    }),
  );
}

/**
 * One call to the lender's API. With a schema the answer is validated and typed (a mismatch is an
 * ApiError of kind "schema", never unvalidated data); without one it is `unknown`.
 */
export function apiRequest<S extends z.ZodMiniType>(
  path: string,
  options: ApiRequestOptions & { schema: S },
): Promise<z.output<S>>;
export function apiRequest(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function apiRequest(
  path: string,
  options: ApiRequestOptions & { schema?: z.ZodMiniType } = {},
): Promise<unknown> {
  const query = buildQueryString(options.query);
  const url = `${joinUrl(getBaseUrl(), path)}${path.includes('?') ? query.replace('?', '&') : query}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limit = callLimit(options.signal, timeoutMs);
  try {
    return await answerOf(url, options, limit, timeoutMs);
  } finally {
    limit.end();
  }
}

/**
 * Sends the request, and sends it again on a 429 the client may wait for (see rateLimitWait),
 * with the same headers, Idempotency-Key and body (a string, FormData, Blob or URLSearchParams
 * can be sent again as it is).
 */
async function send(
  url: string,
  options: ApiRequestOptions,
  limit: CallLimit,
  timeoutMs: number,
): Promise<{ response: FetchResponse<Blob>; decoded: Decoded }> {
  const method = options.method ?? 'GET';
  const body = encodeBody(options.body);
  const repeats = { all: 0, untimed: 0 };
  for (;;) {
    let response: FetchResponse<Blob>;
    try {
      response = await http.raw<Blob, 'blob'>(url, {
        method,
        headers: requestHeaders(options),
        body,
        signal: limit.signal,
        cache: options.cache,
      });
    } catch (error) {
      throw transportError(error, url, options.signal, limit, timeoutMs);
    }
    const decoded = await decodeBody(response);
    if (response.status !== 429) return { response, decoded };

    const asked = parseRetryAfter(response.headers.get(HEADER.retryAfter));
    const waitMs = rateLimitWait(asked, repeats, limit);
    if (waitMs === undefined) throw report(rateLimitedError(url, response, decoded, asked));
    repeats.all += 1;
    if (asked === undefined) repeats.untimed += 1;
    try {
      await wait(waitMs, limit.signal);
    } catch (error) {
      throw transportError(error, url, options.signal, limit, timeoutMs);
    }
  }
}

/**
 * How long to wait before sending a 429'd request again, or undefined to give up: the lender's
 * Retry-After (DEFAULT_RETRY_AFTER_MS when it names none, and then only once), at most
 * MAX_RATE_LIMIT_RETRIES times, never past MAX_RETRY_AFTER_MS, and never past the call's own
 * time limit (a wait that would end in a timeout fails now, as what it is: rate-limited).
 */
function rateLimitWait(
  asked: number | undefined,
  repeats: { all: number; untimed: number },
  limit: CallLimit,
): number | undefined {
  if (repeats.all >= MAX_RATE_LIMIT_RETRIES) return undefined;
  if (asked === undefined && repeats.untimed >= MAX_UNTIMED_RETRIES) return undefined;
  const waitMs = asked ?? DEFAULT_RETRY_AFTER_MS;
  if (waitMs > MAX_RETRY_AFTER_MS || waitMs >= limit.msLeft()) return undefined;
  return waitMs;
}

function rateLimitedError(
  url: string,
  response: FetchResponse<Blob>,
  decoded: Decoded,
  retryAfterMs: number | undefined,
): ApiError {
  const data = decoded.ok ? decoded.value : decoded.text;
  return new ApiError({
    kind: 'rate-limited',
    status: response.status,
    statusText: response.statusText,
    data,
    url,
    serverMessages: serverMessagesOf(data),
    message: `Too many requests (429) for ${url}`,
    retryAfterMs,
  });
}

async function answerOf(
  url: string,
  options: ApiRequestOptions & { schema?: z.ZodMiniType },
  limit: CallLimit,
  timeoutMs: number,
): Promise<unknown> {
  const { response, decoded } = await send(url, options, limit, timeoutMs);
  const { status, statusText } = response;
  if (status < 400 && acceptsRenewedToken(url, options.context)) storeBearerToken(response);

  if (status >= 400) {
    const data = decoded.ok ? decoded.value : decoded.text;
    const serverMessages = serverMessagesOf(data);
    const error = new ApiError({
      kind: 'http',
      status,
      statusText,
      data,
      url,
      serverMessages,
      message: combineErrorMessages(serverMessages),
    });
    if (isUnauthenticated(error) && options.redirectOnUnauthenticated !== false) {
      handleUnauthenticated();
    }
    throw report(error);
  }

  if (!decoded.ok) {
    throw report(
      new ApiError({
        kind: 'unparseable',
        status,
        statusText,
        data: decoded.text,
        url,
        message: `Response was not convertible to json for ${url}`,
      }),
    );
  }

  if (!options.schema) return decoded.value;
  const parsed = options.schema.safeParse(decoded.value);
  if (parsed.success) return parsed.data;
  throw report(
    new ApiError({
      kind: 'schema',
      status,
      statusText,
      data: decoded.value,
      url,
      message: `Response did not match the expected format for ${url}`,
      cause: parsed.error,
    }),
  );
}
