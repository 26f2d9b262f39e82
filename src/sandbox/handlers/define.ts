import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { faultResponse, latencyFor } from '../faults';
import { DEFAULT_ORG, LenderError, type Identity, type Lender } from '../lender';
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

/** msw handlers for the definitions, over `lender`: latency, faults, auth, errors. */
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
        if (fault !== null) return faultResponse(name, fault);
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
        try {
          const result = await resolve({
            request,
            url,
            params: stringParams,
            cookies,
            lender,
            identity,
            org: orgOf(request, url),
          });
          return toResponse(result);
        } catch (error) {
          return errorResponse(error);
        }
      });
    });
  });
}
