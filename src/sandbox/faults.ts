import { HttpResponse } from 'msw';
import type { Fault } from './lender/types';
import { isOperationName, OPERATIONS, type OperationName } from './operations';

/**
 * Fault injection and latency (docs/sandbox.md "Faults"). A fault
 * `fail=<operation>:<answer>[@<seconds>][:<times>]` makes that operation answer so on its next
 * `times` calls (default: until cleared). The answer is:
 * - an HTTP status 400-599 (a 429 carries `Retry-After`, 1 s unless `@<seconds>` says; a 503
 *   carries one only when `@<seconds>` says);
 * - `0`: a network error;
 * - `hang`: no answer at all, until the client aborts the call (or the lender is reset);
 * - `lost`: the lender acts (the operation's resolver runs and its idempotency record is kept),
 *   then the answer is lost: the client sees a network error.
 * Faults and the fixed latency live in the lender's (persisted) state.
 */

/** What a faulted call answers: an HTTP status (0: a network error), `hang` or `lost`. */
export type FaultAnswer = Fault['status'];

export interface FaultSpec {
  operation: OperationName;
  status: FaultAnswer;
  /** null: until cleared. */
  times: number | null;
  /** Seconds of the `Retry-After` header (429 and 503 only); absent: 1 for a 429, none for a 503. */
  retryAfter?: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** The answers that are not an HTTP status. */
export const FAULT_WORDS = ['hang', 'lost'] as const;

/** The statuses that may say how long to wait (`@<seconds>`). */
export const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];

/** `Retry-After` of a 429 when the fault does not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** The longest `@<seconds>` accepted (an hour). */
export const MAX_RETRY_AFTER_SECONDS = 3600;

/** 0 (network error) or an HTTP error status. */
export function isFaultStatus(status: number): boolean {
  return status === 0 || (Number.isInteger(status) && status >= 400 && status <= 599);
}

const SYNTAX = '<operation>:<httpStatus|hang|lost>[@<seconds>][:<times>]';

/**
 * Parses `<operation>:<answer>[@<seconds>][:<times>]`: answer `0` (network error), 400-599,
 * `hang` or `lost`; `@<seconds>` (0-3600) only after 429 or 503; times at least 1.
 */
export function parseFault(text: string): ParseResult<FaultSpec> {
  const parts = text.trim().split(':');
  const [operation = '', answerText = '', timesText, ...rest] = parts;
  if (rest.length > 0 || !operation || !answerText) {
    return { ok: false, message: `fail=${text}: expected ${SYNTAX}` };
  }
  if (!isOperationName(operation)) {
    return {
      ok: false,
      message: `fail=${text}: unknown operation "${operation}" (see docs/sandbox.md)`,
    };
  }
  const [statusText = '', secondsText, ...extra] = answerText.split('@');
  const word = statusText.toLowerCase();
  let status: FaultAnswer;
  if (word === 'hang' || word === 'lost') status = word;
  else if (/^\d{1,3}$/u.test(statusText) && isFaultStatus(Number(statusText)))
    status = Number(statusText);
  else {
    return {
      ok: false,
      message: `fail=${text}: status must be 0 (network error), 400-599, hang or lost`,
    };
  }
  let retryAfter: number | undefined;
  if (secondsText !== undefined || extra.length > 0) {
    if (typeof status !== 'number' || !RETRY_AFTER_STATUSES.includes(status)) {
      return { ok: false, message: `fail=${text}: @<seconds> goes with 429 or 503 only` };
    }
    if (
      extra.length > 0 ||
      !/^\d{1,4}$/u.test(secondsText ?? '') ||
      Number(secondsText) > MAX_RETRY_AFTER_SECONDS
    ) {
      return {
        ok: false,
        message: `fail=${text}: @<seconds> must be a whole number from 0 to ${MAX_RETRY_AFTER_SECONDS}`,
      };
    }
    retryAfter = Number(secondsText);
  }
  let times: number | null = null;
  if (timesText !== undefined) {
    if (!/^\d{1,4}$/u.test(timesText) || Number(timesText) < 1) {
      return { ok: false, message: `fail=${text}: times must be a whole number of at least 1` };
    }
    times = Number(timesText);
  }
  return {
    ok: true,
    value: { operation, status, times, ...(retryAfter === undefined ? {} : { retryAfter }) },
  };
}

/** The text `parseFault` reads back: `<operation>:<answer>[@<seconds>][:<remaining>]`. */
export function formatFault(fault: {
  operation: string;
  status: FaultAnswer;
  remaining: number | null;
  retryAfter?: number;
}): string {
  const seconds = fault.retryAfter === undefined ? '' : `@${fault.retryAfter}`;
  const times = fault.remaining === null ? '' : `:${fault.remaining}`;
  return `${fault.operation}:${fault.status}${seconds}${times}`;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The body a real service would send with that status. */
export function faultBody(status: number): { message?: string; errors?: string[] } {
  switch (status) {
    case 400:
      return {
        errors: ['The request could not be processed. Please check the information and try again'],
      };
    case 401:
      return { message: 'unauthenticated' };
    case 403:
      return { message: 'forbidden' };
    case 404:
      return { message: 'Not Found' };
    case 409:
      return { errors: ['The request conflicts with the current state of the resource'] };
    case 422:
      return { errors: ['The request could not be processed'] };
    default:
      return { message: STATUS_TEXT[status] ?? `HTTP error ${status}` };
  }
}

/** Response headers the app may read across origins (CORS): the fault's and the lender's own. */
export const EXPOSED_HEADERS = 'retry-after, idempotent-replayed, x-sandbox-fault';

/**
 * The response of an injected status fault (tagged with `x-sandbox-fault` for debugging). Status 0
 * is a network error; a 429 says `Retry-After` (default 1 s), a 503 when `retryAfter` is given.
 */
export function faultResponse(operation: string, status: number, retryAfter?: number): Response {
  if (status === 0) return HttpResponse.error();
  const seconds = retryAfter ?? (status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
  return HttpResponse.json(faultBody(status), {
    status,
    statusText: STATUS_TEXT[status] ?? 'Error',
    headers: {
      'x-sandbox-fault': operation,
      'access-control-expose-headers': EXPOSED_HEADERS,
      ...(seconds === undefined ? {} : { 'retry-after': String(seconds) }),
    },
  });
}

// ── latency ──────────────────────────────────────────────────────────────────────────────────

/** How latency behaves when no fixed `latency=<ms>` is set: realistic in the browser, none in node. */
export type LatencyMode = 'realistic' | 'none';

let defaultMode: LatencyMode = 'none';

export function setDefaultLatencyMode(mode: LatencyMode): void {
  defaultMode = mode;
}

export function getDefaultLatencyMode(): LatencyMode {
  return defaultMode;
}

export const MIN_REALISTIC_LATENCY = 150;
export const MAX_REALISTIC_LATENCY = 600;
export const MAX_LATENCY = 60_000;

/** 150 to 600 ms, the same for every call of an operation; writes lean slower than reads. */
export function realisticLatency(operation: OperationName): number {
  let hash = 0;
  for (const char of operation) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  const method = OPERATIONS[operation].method;
  const isRead = method === 'GET';
  const span = isRead ? 300 : MAX_REALISTIC_LATENCY - MIN_REALISTIC_LATENCY;
  const base = isRead ? MIN_REALISTIC_LATENCY : 250;
  return Math.min(MAX_REALISTIC_LATENCY, base + (hash % (span + 1)));
}

/** The delay before answering `operation`: the fixed setting, else the default mode's. */
export function latencyFor(operation: OperationName, fixedMs: number | null): number {
  if (fixedMs !== null) return fixedMs;
  return defaultMode === 'realistic' ? realisticLatency(operation) : 0;
}

/** Parses `latency=<ms>` (0 to 60000). */
export function parseLatency(text: string): ParseResult<number> {
  if (!/^\d{1,5}$/u.test(text.trim()) || Number(text) > MAX_LATENCY) {
    return {
      ok: false,
      message: `latency=${text}: expected milliseconds from 0 to ${MAX_LATENCY}`,
    };
  }
  return { ok: true, value: Number(text) };
}
