import { HttpResponse } from 'msw';
import { isOperationName, OPERATIONS, type OperationName } from './operations';

/**
 * Fault injection and latency. A fault `fail=<operation>:<httpStatus>[:<times>]` makes that
 * operation answer that status the next `times` calls (default: until cleared); status 0 is a
 * network error. Faults and the fixed latency live in the lender's (persisted) state.
 */

export interface FaultSpec {
  operation: OperationName;
  status: number;
  /** null: until cleared. */
  times: number | null;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** 0 (network error) or an HTTP error status. */
export function isFaultStatus(status: number): boolean {
  return status === 0 || (Number.isInteger(status) && status >= 400 && status <= 599);
}

/** Parses `<operation>:<httpStatus>[:<times>]`. */
export function parseFault(text: string): ParseResult<FaultSpec> {
  const parts = text.trim().split(':');
  const [operation = '', statusText = '', timesText, ...rest] = parts;
  if (rest.length > 0 || !operation || !statusText) {
    return { ok: false, message: `fail=${text}: expected <operation>:<httpStatus>[:<times>]` };
  }
  if (!isOperationName(operation)) {
    return {
      ok: false,
      message: `fail=${text}: unknown operation "${operation}" (see docs/sandbox.md)`,
    };
  }
  if (!/^\d{1,3}$/u.test(statusText) || !isFaultStatus(Number(statusText))) {
    return { ok: false, message: `fail=${text}: status must be 0 (network error) or 400-599` };
  }
  let times: number | null = null;
  if (timesText !== undefined) {
    if (!/^\d{1,4}$/u.test(timesText) || Number(timesText) < 1) {
      return { ok: false, message: `fail=${text}: times must be a whole number of at least 1` };
    }
    times = Number(timesText);
  }
  return { ok: true, value: { operation, status: Number(statusText), times } };
}

export function formatFault(fault: {
  operation: string;
  status: number;
  remaining: number | null;
}): string {
  return `${fault.operation}:${fault.status}${fault.remaining === null ? '' : `:${fault.remaining}`}`;
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

/** The response of an injected fault (tagged with `x-sandbox-fault` for debugging). */
export function faultResponse(operation: string, status: number): Response {
  if (status === 0) return HttpResponse.error();
  return HttpResponse.json(faultBody(status), {
    status,
    statusText: STATUS_TEXT[status] ?? 'Error',
    headers: { 'x-sandbox-fault': operation },
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
