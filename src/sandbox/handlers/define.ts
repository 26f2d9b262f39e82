import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { EXPOSED_HEADERS, faultResponse, latencyFor } from '../faults';
import {
  DEFAULT_ORG,
  LenderError,
  type IdempotencyRecord,
  type Identity,
  type Lender,
} from '../lender';
import { methodsOf, OPERATIONS, type OperationName } from '../operations';
import { APP_BASE } from '../paths';

/** What a resolver gets: the request, its parts, the lender and who is calling. */
export interface OperationContext {
  request: Request;
  url: URL;
  params: Readonly<Record<string, string>>;
  cookies: Readonly<Record<string, string>>;
  lender: Lender;
  /** The identity of a valid bearer token (always set for `secure` operations). */
  identity: Identity | undefined;
  /** x-org header, else the organization / orgCode query parameter, else the main brand. */
  org: string;
}

/** A resolver answers a Response, or a JSON body (status 200). */
export type OperationResolver = (
  context: OperationContext,
) => Response | JsonBodyType | Promise<Response | JsonBodyType>;

export interface OperationDefinition {
  name: OperationName;
  resolve: OperationResolver;
}

export function operation(name: OperationName, resolve: OperationResolver): OperationDefinition {
  return { name, resolve };
}

/** The signed-in identity of a secure operation. */
export function signedIn(context: OperationContext): Identity {
  if (!context.identity) throw new LenderError(401, { message: 'unauthenticated' });
  return context.identity;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/iu.exec(header.trim());
  return match?.[1] ?? null;
}

function orgOf(request: Request, url: URL): string {
  return (
    request.headers.get('x-org') ||
    url.searchParams.get('organization') ||
    url.searchParams.get('orgCode') ||
    DEFAULT_ORG
  );
}

/** Reads and validates a JSON body: 400 `{ errors }` when it is missing, not JSON, or invalid. */
export async function readBody<T extends z.core.$ZodType>(
  request: Request,
  schema: T,
): Promise<z.output<T>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new LenderError(400, { errors: ['Request body must be JSON'] });
  }
  // Classic or mini: the product's own request schemas (src/api) are zod/mini.
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw new LenderError(400, { errors });
  }
  return parsed.data;
}

/** `{ errors }` 400 when a query parameter is missing. */
export function requireQuery(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (!value) throw new LenderError(400, { errors: [`${name} is required`] });
  return value;
}

export function toResponse(result: Response | JsonBodyType): Response {
  return result instanceof Response ? result : HttpResponse.json(result);
}

/** 204 No Content. */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

function errorResponse(error: unknown): Response {
  if (error instanceof LenderError) return HttpResponse.json(error.body, { status: error.status });
  const message = error instanceof Error ? error.message : String(error);
  return HttpResponse.json({ message: `Internal Server Error: ${message}` }, { status: 500 });
}

// ── idempotency (docs/sandbox.md "Idempotency") ──────────────────────────────────────────────

/** The request header a write carries its idempotency key in (src/api/headers.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Marks an answer replayed from the first call with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** What a repeated key with other details (another path, query or body) answers, with 422. */
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a request with different details: send a new key for a new request';

/** What a repeated key answers, with 409, while its first call is still running. */
export const IDEMPOTENCY_RUNNING_MESSAGE =
  'A request with this Idempotency-Key is still being processed: try again in a moment';

/**
 * Answers kept for a key: what the lender acted on (2xx) and what it refused for good (4xx). Not
 * kept, so a retry runs again: 5xx (the lender did not finish), 401 (the caller may sign in and
 * retry), 408 and 429 (the caller is asked to come back).
 */
export function isKeptAnswer(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/** cyrb53: a fast 53-bit string hash (not cryptographic: it only tells two requests apart). */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** JSON with its object keys sorted, so the same details in another order match. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests "the same request": method, path, query and body. A JSON body is
 * compared by value; a multipart body without its boundary (a new one on every send).
 */
export async function requestFingerprint(request: Request): Promise<string> {
  const url = new URL(request.url);
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  // Latin-1: every byte one character, so a file's bytes count too.
  let body = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    body += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const type = request.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/iu.exec(type)?.[1];
  if (boundary) body = body.split(boundary).join('');
  else if (/json/iu.test(type) || /^\s*[[{]/u.test(body)) {
    try {
      body = canonicalJson(JSON.parse(body));
    } catch {
      // Not JSON after all: compared as sent.
    }
  }
  return hash(`${request.method} ${url.pathname}${url.search}\n${body}`);
}

function replay(record: IdempotencyRecord): Response {
  const headers = new Headers(record.headers);
  headers.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  const empty = record.body === '' || [204, 205, 304].includes(record.status);
  return new Response(empty ? null : record.body, { status: record.status, headers });
}

/**
 * Runs a resolver for a call, once per idempotency key: a write with a key the lender kept an
 * answer for is answered with it (`idempotent-replayed: true`) without acting again; the same key
 * with other details answers 422; a key whose first call is still running answers 409. Writes
 * the lender acts on are counted (`commits`).
 */
async function answerOnce(
  name: OperationName,
  context: OperationContext,
  resolve: OperationResolver,
): Promise<Response> {
  const { request, lender } = context;
  const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
  const key = isWrite ? request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() : undefined;
  const run = async (): Promise<Response> => {
    try {
      return toResponse(await resolve(context));
    } catch (error) {
      return errorResponse(error);
    }
  };
  if (!isWrite) return run();
  if (!key) {
    const response = await run();
    lender.recordWrite(name, { committed: response.ok });
    return response;
  }
  const caller = context.identity?.uuid ?? 'anonymous';
  const fingerprint = await requestFingerprint(request);
  const kept = lender.idempotentAnswer(name, caller, key);
  if (kept) {
    if (kept.fingerprint === fingerprint) return replay(kept);
    return HttpResponse.json({ errors: [IDEMPOTENCY_MISMATCH_MESSAGE] }, { status: 422 });
  }
  if (!lender.claimIdempotencyKey(name, caller, key)) {
    return HttpResponse.json(
      { errors: [IDEMPOTENCY_RUNNING_MESSAGE] },
      {
        status: 409,
        headers: { 'retry-after': '1', 'access-control-expose-headers': EXPOSED_HEADERS },
      },
    );
  }
  try {
    const response = await run();
    const answer = isKeptAnswer(response.status)
      ? {
          operation: name,
          caller,
          key,
          fingerprint,
          status: response.status,
          headers: [...response.headers] as [string, string][],
          body: await response.clone().text(),
        }
      : undefined;
    lender.recordWrite(name, { committed: response.ok, answer });
    return response;
  } finally {
    lender.releaseIdempotencyKey(name, caller, key);
  }
}

// ── handlers ─────────────────────────────────────────────────────────────────────────────────

/**
 * msw handlers for the definitions, over `lender`, in this order: latency; an injected fault
 * (`hang` waits for the client to abort; a status answers at once; `lost` lets the call run);
 * authentication; idempotency; the resolver (errors become answers); then a `lost` fault drops
 * the answer (a network error).
 */
export function toHandlers(
  definitions: readonly OperationDefinition[],
  lender: Lender,
): HttpHandler[] {
  return definitions.flatMap(({ name, resolve }) => {
    const spec = OPERATIONS[name];
    return methodsOf(name).map((method) => {
      const register =
        method === 'GET'
          ? http.get
          : method === 'POST'
            ? http.post
            : method === 'PUT'
              ? http.put
              : method === 'PATCH'
                ? http.patch
                : http.delete;
      return register(spec.path, async ({ request, params, cookies }) => {
        // The app's own files (Vite modules, assets) live under the base path; API calls never do.
        // Let them through, even when a loose pattern such as */offercode/:code would match.
        if (new URL(request.url).pathname.startsWith(`${APP_BASE}/`)) return undefined;
        const ms = latencyFor(name, lender.state.settings.latencyMs);
        if (ms > 0) await delay(ms);
        const fault = lender.takeFault(name);
        if (fault?.status === 'hang') {
          await lender.hang(request.signal);
          return HttpResponse.error();
        }
        if (fault !== null && fault.status !== 'lost')
          return faultResponse(name, fault.status, fault.retryAfter);
        const identity =
          spec.auth === 'external' ? undefined : lender.identityForToken(bearerToken(request));
        if (spec.auth === 'secure' && !identity) {
          return HttpResponse.json({ message: 'unauthenticated' }, { status: 401 });
        }
        const url = new URL(request.url);
        const stringParams: Record<string, string> = {};
        for (const [key, value] of Object.entries(params)) {
          if (typeof value === 'string') stringParams[key] = decodeURIComponent(value);
        }
        const response = await answerOnce(
          name,
          {
            request,
            url,
            params: stringParams,
            cookies,
            lender,
            identity,
            org: orgOf(request, url),
          },
          resolve,
        );
        // Committed, then lost on the way back: the client cannot tell it from any network error.
        return fault?.status === 'lost' ? HttpResponse.error() : response;
      });
    });
  });
}
