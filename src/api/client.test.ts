import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Mock } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_RETRY_AFTER_MS,
  DEFAULT_TIMEOUT_MS,
  MAX_RATE_LIMIT_RETRIES,
  MAX_RETRY_AFTER_MS,
  acceptsRenewedToken,
  apiRequest,
  buildQueryString,
  parseRetryAfter,
} from './client';
import type { UnauthenticatedHandler } from './config';
import { configureApi, resetApiConfig, setSessionReplay } from './config';
import { ApiError, RATE_LIMITED_MESSAGE, TIMEOUT_ERROR_MESSAGE, userMessageOf } from './errors';
import { TEST_API, TEST_ORIGIN, stubBrowser } from './testSupport';
import type { MemoryStorage } from './testSupport';

const server = setupServer();
const PATH = '/service-test/api/v1/thing';
const URL_ = `${TEST_API}${PATH}`;

let storage: MemoryStorage;
let onUnauthenticated: Mock<UnauthenticatedHandler>;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});
afterAll(() => server.close());

beforeEach(() => {
  ({ storage } = stubBrowser());
  onUnauthenticated = vi.fn<UnauthenticatedHandler>();
  configureApi({ baseUrl: TEST_API, orgCode: 'acme', onUnauthenticated });
});

/** Answers `answer` on GET PATH and keeps the request for inspection. */
function capture(answer: () => Response = () => HttpResponse.json({ ok: true })) {
  const seen: Request[] = [];
  server.use(
    http.all(URL_, ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers', () => {
  it('sends org, origin, JSON content type, credentials and the stored token', async () => {
    storage.setItem('jwt', 'token-1');
    const seen = capture();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await apiRequest(PATH);
    const sent = seen[0];
    expect(sent?.headers.get('x-org')).toBe('acme');
    expect(sent?.headers.get('x-origin')).toBe(TEST_ORIGIN);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('authorization')).toBe('Bearer token-1');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('sends no Authorization on an external call', async () => {
    storage.setItem('jwt', 'token-1');
    const seen = capture();
    await apiRequest(PATH, { context: 'external' });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(seen[0]?.headers.get('x-org')).toBe('acme');
  });

  it('sends no Authorization when no token is stored', async () => {
    const seen = capture();
    await apiRequest(PATH);
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('lets explicit headers win (e.g. a fresh token or another org)', async () => {
    storage.setItem('jwt', 'old');
    const seen = capture();
    await apiRequest(PATH, { headers: { authorization: 'Bearer new', 'x-org': 'main' } });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer new');
    expect(seen[0]?.headers.get('x-org')).toBe('main');
  });

  it('adds session-replay headers only while a replay is registered', async () => {
    const seen = capture();
    setSessionReplay({ id: 'rep-1', url: 'https://replay.example/s/1' });
    await apiRequest(PATH);
    setSessionReplay(null);
    await apiRequest(PATH);
    expect(seen[0]?.headers.get('x-session-replay-id')).toBe('rep-1');
    expect(seen[0]?.headers.get('x-session-replay-url')).toBe('https://replay.example/s/1');
    expect(seen[1]?.headers.has('x-session-replay-id')).toBe(false);
    expect(seen[1]?.headers.has('x-session-replay-url')).toBe(false);
  });

  it('sends the body as JSON with the method asked for', async () => {
    const seen = capture();
    await apiRequest(PATH, { method: 'PATCH', body: { a: 1, list: ['x'] } });
    expect(seen[0]?.method).toBe('PATCH');
    expect(await seen[0]?.json()).toEqual({ a: 1, list: ['x'] });
  });

  it('uses the page origin as base URL by default', async () => {
    configureApi({ baseUrl: undefined });
    const seen: string[] = [];
    server.use(
      http.get(`${TEST_ORIGIN}${PATH}`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({});
      }),
    );
    await apiRequest(PATH);
    expect(seen).toEqual([`${TEST_ORIGIN}${PATH}`]);
  });
});

describe('token from responses', () => {
  it('stores a bearer token found on a response', async () => {
    capture(() => HttpResponse.json({}, { headers: { authorization: 'Bearer renewed-token' } }));
    await apiRequest(PATH);
    expect(storage.getItem('jwt')).toBe('renewed-token');
  });

  it('ignores an authorization header that is not a bearer token', async () => {
    storage.setItem('jwt', 'kept');
    capture(() => HttpResponse.json({}, { headers: { authorization: 'Basic abc' } }));
    await apiRequest(PATH);
    expect(storage.getItem('jwt')).toBe('kept');
  });

  it('ignores a token on the answer to an external call (no token sent, none accepted)', async () => {
    storage.setItem('jwt', 'kept');
    capture(() => HttpResponse.json({}, { headers: { authorization: 'Bearer planted' } }));
    await apiRequest(PATH, { context: 'external' });
    expect(storage.getItem('jwt')).toBe('kept');
  });

  it.each(['/service-x/external/api/v1/thing', '/service-x/insecure/api/v1/thing'])(
    "ignores a token from the lender's public services (%s)",
    async (path) => {
      storage.setItem('jwt', 'kept');
      server.use(
        http.all(`${TEST_API}${path}`, () =>
          HttpResponse.json({}, { headers: { authorization: 'Bearer planted' } }),
        ),
      );
      await apiRequest(path);
      expect(storage.getItem('jwt')).toBe('kept');
    },
  );

  it("ignores a token from another host than the lender's API", async () => {
    storage.setItem('jwt', 'kept');
    server.use(
      http.all('https://elsewhere.test/data.json', () =>
        HttpResponse.json({}, { headers: { authorization: 'Bearer planted' } }),
      ),
    );
    await apiRequest('https://elsewhere.test/data.json');
    expect(storage.getItem('jwt')).toBe('kept');
  });

  it('ignores a token on an error answer', async () => {
    storage.setItem('jwt', 'kept');
    capture(() =>
      HttpResponse.json({}, { status: 500, headers: { authorization: 'Bearer planted' } }),
    );
    await apiRequest(PATH).catch(() => undefined);
    expect(storage.getItem('jwt')).toBe('kept');
  });
});

describe('acceptsRenewedToken', () => {
  it("accepts only the lender's secure calls", () => {
    expect(acceptsRenewedToken(`${TEST_API}/identity/secure/api/v1/identity`, 'secure')).toBe(true);
    expect(acceptsRenewedToken(`${TEST_API}/service-application/api/v1/x`, undefined)).toBe(true);
    expect(acceptsRenewedToken(`${TEST_API}/identity/secure/api/v1/identity`, 'external')).toBe(
      false,
    );
    expect(acceptsRenewedToken(`${TEST_API}/ft/external/session`, 'secure')).toBe(false);
    expect(acceptsRenewedToken('https://evil.test/identity/secure/x', 'secure')).toBe(false);
  });
});

describe('query strings', () => {
  it('repeats array params and drops undefined ones', async () => {
    const seen = capture();
    await apiRequest(PATH, { query: { a: [1, 2], b: 'x y', c: undefined, d: false } });
    expect(new URL(seen[0]?.url ?? '').search).toBe('?a=1&a=2&b=x+y&d=false');
  });

  it('builds nothing for an empty query', () => {
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ only: undefined })).toBe('');
  });
});

describe('response parsing', () => {
  it('parses JSON', async () => {
    capture(() => HttpResponse.json({ a: [1, 2] }));
    expect(await apiRequest(PATH)).toEqual({ a: [1, 2] });
  });

  it('parses text as a string', async () => {
    capture(() => HttpResponse.text('plain words'));
    expect(await apiRequest(PATH)).toBe('plain words');
  });

  it('parses a PDF as a Blob', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    capture(() => new HttpResponse(bytes, { headers: { 'content-type': 'application/pdf' } }));
    const result = await apiRequest(PATH);
    expect(result).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (result as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('gives undefined for 204, also through z.void() and optional schemas', async () => {
    capture(() => new HttpResponse(null, { status: 204 }));
    expect(await apiRequest(PATH)).toBeUndefined();
    expect(await apiRequest(PATH, { schema: z.void() })).toBeUndefined();
    expect(
      await apiRequest(PATH, { schema: z.object({ a: z.number() }).optional() }),
    ).toBeUndefined();
  });

  it('validates and types the answer with the schema (unknown keys stripped)', async () => {
    capture(() => HttpResponse.json({ a: 1, extra: true }));
    const result = await apiRequest(PATH, { schema: z.object({ a: z.number() }) });
    expect(result).toEqual({ a: 1 });
  });

  it('turns a schema mismatch into an ApiError naming the url', async () => {
    capture(() => HttpResponse.json({ a: 'not a number' }));
    const error = await failure(apiRequest(PATH, { schema: z.object({ a: z.number() }) }));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain(URL_);
    expect(error.data).toEqual({ a: 'not a number' });
    expect(error.status).toBe(200);
  });

  it('rejects an unreadable JSON body with the exact message', async () => {
    capture(
      () => new HttpResponse('{not json', { headers: { 'content-type': 'application/json' } }),
    );
    const error = await failure(apiRequest(PATH));
    expect(error.kind).toBe('unparseable');
    expect(error.message).toBe(`Response was not convertible to json for ${URL_}`);
  });
});

describe('errors', () => {
  it('combines the server messages of an HTTP error', async () => {
    capture(() =>
      HttpResponse.json(
        { errors: ['Bad zip', { message: 'Bad state.' }, 'Bad zip'], message: 'Rejected' },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const error = await failure(apiRequest(PATH));
    expect(error.message).toBe('Bad zip, Bad state, Rejected.');
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      statusText: 'Bad Request',
      url: URL_,
    });
    expect(error.data).toEqual({
      errors: ['Bad zip', { message: 'Bad state.' }, 'Bad zip'],
      message: 'Rejected',
    });
  });

  it('reads the message of the status field', async () => {
    capture(() =>
      HttpResponse.json({ status: { code: 409, message: 'Already applied' } }, { status: 409 }),
    );
    expect((await failure(apiRequest(PATH))).message).toBe('Already applied.');
  });

  it('says "Something unexpected happened" when the server gives no message', async () => {
    capture(() => new HttpResponse(null, { status: 500 }));
    const error = await failure(apiRequest(PATH));
    expect(error.message).toBe('Something unexpected happened');
    expect(error.status).toBe(500);
  });

  it('keeps a non-JSON error body as text data', async () => {
    capture(
      () =>
        new HttpResponse('<html>gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error = await failure(apiRequest(PATH));
    expect(error.kind).toBe('http');
    expect(error.data).toBe('<html>gateway</html>');
    expect(error.message).toBe('Something unexpected happened');
  });

  it.each([
    ['a 503', () => new HttpResponse(null, { status: 503 })],
    ['a network failure', () => HttpResponse.error()],
  ])('does not retry after %s (retries belong to the machines)', async (_name, answer) => {
    const seen = capture(answer);
    await failure(apiRequest(PATH));
    expect(seen).toHaveLength(1);
  });

  it('gives status 0 and kind network on a network failure', async () => {
    capture(() => HttpResponse.error());
    const error = await failure(apiRequest(PATH));
    expect(error).toMatchObject({ kind: 'network', status: 0, url: URL_ });
  });

  it('says "Response was not defined for {url}" when fetch gives no response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(undefined)),
    );
    const error = await failure(apiRequest(PATH));
    expect(error.kind).toBe('no-response');
    expect(error.message).toBe(`Response was not defined for ${URL_}`);
  });

  it('rejects with the abort reason, not an ApiError, when aborted', async () => {
    capture();
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await apiRequest(PATH, { signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('runs the error listener before rejecting', async () => {
    const onError = vi.fn();
    configureApi({ onError });
    capture(() => HttpResponse.json({ message: 'Nope' }, { status: 422 }));
    const error = await failure(apiRequest(PATH));
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });
});

describe('unauthenticated answers', () => {
  const login = '/auth/login?redirectUrl=%2Faccount%2Fheloc%2F1234%2Fstart%2Fprofile';

  it.each([
    ['401', 401, {}],
    ['403 unauthenticated', 403, { message: 'unauthenticated' }],
    ['403 Invalid Signature', 403, { errors: ['Invalid Signature'] }],
  ])('%s clears the session, calls the handler and still rejects', async (_name, status, body) => {
    storage.setItem('jwt', 'stale');
    capture(() => HttpResponse.json(body, { status }));
    const error = await failure(apiRequest(PATH));
    expect(error.status).toBe(status);
    expect(storage.getItem('jwt')).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledExactlyOnceWith(login);
  });

  it('sends an additional signer to the signer login', async () => {
    // Only allow-listed parameters go into the way back (issue 14): `x` does not.
    stubBrowser('/account/heloc/heloc-signer/documents', '?conditionUuid=c-1&x=1');
    capture(() => new HttpResponse(null, { status: 401 }));
    await failure(apiRequest(PATH));
    expect(onUnauthenticated).toHaveBeenCalledExactlyOnceWith(
      '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fdocuments%3FconditionUuid%3Dc-1',
    );
  });

  it('leaves the session alone on a 403 with another message', async () => {
    storage.setItem('jwt', 'good');
    capture(() => HttpResponse.json({ message: 'Forbidden for this loan' }, { status: 403 }));
    const error = await failure(apiRequest(PATH));
    expect(error.message).toBe('Forbidden for this loan.');
    expect(storage.getItem('jwt')).toBe('good');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('only rejects when the caller opts out of the redirect (registration)', async () => {
    storage.setItem('jwt', 'kept');
    capture(() => new HttpResponse(null, { status: 401 }));
    await failure(apiRequest(PATH, { redirectOnUnauthenticated: false }));
    expect(storage.getItem('jwt')).toBe('kept');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

/** What an error-or-abort rejection was (the call must not succeed). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
}

/** What a stubbed fetch answers: a Response, or 'hang' (a lender that never answers). */
type Answer = (() => Response) | 'hang';

/**
 * Replaces fetch for the tests under fake timers (msw's node interceptor waits on timers of its
 * own). Answers in turn (the last one repeats). A hung request rejects only when its signal
 * aborts, with the signal's reason, as the browser's fetch does. Keeps each request (as a
 * Request, for its headers and body) and its signal.
 */
function stubFetch(...script: Answer[]): { requests: Request[]; signals: AbortSignal[] } {
  const requests: Request[] = [];
  const signals: AbortSignal[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const { signal, ...rest } = init;
      const answer = script[Math.min(requests.length, script.length - 1)] ?? 'hang';
      requests.push(new Request(input, rest));
      if (signal) signals.push(signal);
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      if (answer !== 'hang') return Promise.resolve(answer());
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    }),
  );
  return { requests, signals };
}

describe('the time limit of a call (issue 17)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pins the default at 45 s, past the processing modal’s 30 s and below the loader’s 67 s', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(45_000);
  });

  it('gives up after 45 s with an ApiError of kind timeout, reported once', async () => {
    const onError = vi.fn();
    configureApi({ onError });
    const { requests, signals } = stubFetch('hang');
    const outcome = rejection(apiRequest(PATH, { method: 'POST', body: { a: 1 } }));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, url: URL_ });
    expect(signals[0]?.aborted).toBe(true);
    expect(userMessageOf(error)).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes a per-call time limit (an upload passes a longer one)', async () => {
    stubFetch('hang');
    let settled = false;
    const outcome = rejection(apiRequest(PATH, { timeoutMs: 60_000 })).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000 - DEFAULT_TIMEOUT_MS - 1);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
  });

  it('sets no limit for timeoutMs Infinity', async () => {
    const { signals } = stubFetch('hang');
    const controller = new AbortController();
    const outcome = rejection(apiRequest(PATH, { timeoutMs: Infinity, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(signals[0]?.aborted).toBe(false);
    controller.abort();
    expect(((await outcome) as Error).name).toBe('AbortError');
  });

  it("still rejects with the caller's abort reason, not a timeout, when the caller aborts", async () => {
    stubFetch('hang');
    const controller = new AbortController();
    const outcome = rejection(apiRequest(PATH, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(5_000);
    const reason = new DOMException('The chart stopped', 'AbortError');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes an abort before the call through at once', async () => {
    stubFetch('hang');
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(apiRequest(PATH, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer and lets go of the caller’s signal when the call ends', async () => {
    stubFetch(
      () => HttpResponse.json({}),
      () => new HttpResponse(null, { status: 500 }),
    );
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await apiRequest(PATH, { signal: controller.signal });
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    await failure(apiRequest(PATH));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-02T10:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it (none when it is past)', () => {
    expect(parseRetryAfter('Mon, 02 Mar 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 09:59:00 GMT', now)).toBe(0);
  });

  it.each([null, '', '-1', '1.5', 'soon'])('reads nothing from %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('429 Too Many Requests (issue 17)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tooMany = (retryAfter?: string) => () =>
    HttpResponse.json(
      { message: 'Slow down' },
      { status: 429, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } },
    );

  /** Answers the given responses in turn (the last one repeats); gives the requests sent. */
  const answers = (...script: Answer[]) => stubFetch(...script).requests;

  it('pins the limits', () => {
    expect(MAX_RATE_LIMIT_RETRIES).toBe(2);
    expect(MAX_RETRY_AFTER_MS).toBe(10_000);
    expect(DEFAULT_RETRY_AFTER_MS).toBe(1_000);
  });

  it('waits the seconds of Retry-After and sends the same request again', async () => {
    const seen = answers(tooMany('3'), () => HttpResponse.json({ done: true }));
    const result = apiRequest(PATH, {
      method: 'POST',
      body: { amount: 10 },
      idempotencyKey: 'key-1',
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ done: true });
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request.method).toBe('POST');
      expect(request.headers.get('idempotency-key')).toBe('key-1');
      expect(request.headers.get('x-org')).toBe('acme');
      expect(await request.json()).toEqual({ amount: 10 });
    }
  });

  it('waits until the HTTP date of Retry-After', async () => {
    const seen = answers(tooMany('Mon, 02 Mar 2026 10:00:04 GMT'), () => HttpResponse.json({}));
    const result = apiRequest(PATH);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(seen).toHaveLength(2);
  });

  it('sends a FormData body again as it was', async () => {
    const seen = answers(tooMany('1'), () => HttpResponse.json({}));
    const form = new FormData();
    form.append('file', new Blob(['%PDF-'], { type: 'application/pdf' }), 'paystub.pdf');
    form.append('kind', 'paystub');
    const result = apiRequest(PATH, { method: 'POST', body: form, idempotencyKey: 'up-1' });
    await vi.advanceTimersByTimeAsync(1_000);
    await result;
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      const sent = await request.formData();
      expect(sent.get('kind')).toBe('paystub');
      expect(await (sent.get('file') as File).text()).toBe('%PDF-');
      expect(request.headers.get('idempotency-key')).toBe('up-1');
    }
  });

  it(`sends it again at most ${MAX_RATE_LIMIT_RETRIES} times, then rejects rate-limited`, async () => {
    const onError = vi.fn();
    configureApi({ onError });
    const seen = answers(tooMany('2'));
    const outcome = rejection(apiRequest(PATH));
    await vi.advanceTimersByTimeAsync(4_000);
    const error = await outcome;
    expect(seen).toHaveLength(1 + MAX_RATE_LIMIT_RETRIES);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterMs: 2_000,
      url: URL_,
      serverMessages: ['Slow down'],
    });
    expect(userMessageOf(error)).toBe(RATE_LIMITED_MESSAGE);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not wait past its cap: a longer Retry-After rejects at once', async () => {
    const seen = answers(tooMany(String(MAX_RETRY_AFTER_MS / 1000 + 1)));
    const error = await rejection(apiRequest(PATH));
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 11_000 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits exactly the cap', async () => {
    const seen = answers(tooMany(String(MAX_RETRY_AFTER_MS / 1000)), () => HttpResponse.json({}));
    const result = apiRequest(PATH);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS);
    await result;
    expect(seen).toHaveLength(2);
  });

  it('does not start a wait that would end past the call’s time limit', async () => {
    const seen = answers(tooMany('5'));
    const error = await rejection(apiRequest(PATH, { timeoutMs: 4_000 }));
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 5_000 });
  });

  it('waits 1 s once when the 429 names no wait', async () => {
    const seen = answers(tooMany());
    const outcome = rejection(apiRequest(PATH));
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_AFTER_MS - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(seen).toHaveLength(2);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect((error as ApiError).retryAfterMs).toBeUndefined();
  });

  it("rejects with the caller's abort reason when aborted during the wait, and sends nothing more", async () => {
    const seen = answers(tooMany('5'), () => HttpResponse.json({}));
    const controller = new AbortController();
    const outcome = rejection(apiRequest(PATH, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(2_000);
    const reason = new DOMException('Closed', 'AbortError');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not repeat a 503, even with Retry-After (5xx goes to the charts)', async () => {
    const seen = answers(
      () => new HttpResponse(null, { status: 503, headers: { 'retry-after': '1' } }),
      () => HttpResponse.json({}),
    );
    const error = await failure(apiRequest(PATH));
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'http', status: 503 });
  });
});

describe('Idempotency-Key (issue 17)', () => {
  it('is sent when the call carries one', async () => {
    const seen = capture();
    await apiRequest(PATH, { method: 'POST', body: {}, idempotencyKey: 'key-42' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('key-42');
  });

  it('is not sent otherwise', async () => {
    const seen = capture();
    await apiRequest(PATH, { method: 'POST', body: {} });
    expect(seen[0]?.headers.has('idempotency-key')).toBe(false);
  });
});
