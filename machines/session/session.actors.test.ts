/**
 * The real actors against a local msw server scoped to the exact URLs they call: the requests
 * they make and how they read the answers. A visitor's "not signed in" must never send the page
 * to the login.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  createActor,
  toPromise,
  type AnyActorLogic,
  type InputFrom,
  type OutputFrom,
} from 'xstate';
import { configureApi, resetApiConfig } from '../../src/api/config';
import { TEST_ORIGIN, stubBrowser } from '../../src/api/testSupport';
import { fetchNotifications } from './notifications.actors';
import {
  chooseApiBase,
  fetchFlags,
  fetchIdentity,
  fetchProfile,
  refreshFlags,
  requestLogin,
  requestLogout,
} from './session.actors';

const url = (path: string) => `${TEST_ORIGIN}${path}`;
const FIGUREINFO = url('/identity-broker/:realm/secure/api/v3/self/figureinfo');
const IDENTITY = url('/identity/secure/api/v1_1/identity');
const PROFILE = url('/service-profile/api/v1/profile');
const unauthenticated = () => HttpResponse.json({ message: 'unauthenticated' }, { status: 401 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let redirects: string[] = [];
beforeEach(() => {
  redirects = [];
  configureApi({ onUnauthenticated: (to) => redirects.push(to) });
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});

function run<T extends AnyActorLogic>(logic: T, input: InputFrom<T>): Promise<OutputFrom<T>> {
  return toPromise(createActor(logic, { input }).start());
}

function signedIn(token = 'good') {
  const { storage } = stubBrowser('/account/heloc/register-v2');
  storage.setItem('jwt', token);
  return storage;
}

describe('chooseApiBase (fe-relative-url-heloc, shell §7 and §8)', () => {
  const FEATURE = url('/service-optimize/external/api/v1/feature');
  const FALLBACK = 'https://api.lender.example/heloc';
  const ask = (fallbackBaseUrl: string | null) =>
    run(chooseApiBase, {
      application: 'heloc',
      fallbackBaseUrl,
      orgCode: 'figure',
      trackerId: 't-1',
    });

  it('asks nothing when no fallback base is configured', async () => {
    signedIn();
    // No handler: a request would fail the test (onUnhandledFrame: error).
    await expect(ask(null)).resolves.toBeNull();
  });

  it('keeps the calls relative when the flag is on, and asks with the flag key and tracker', async () => {
    signedIn();
    let body: unknown;
    server.use(
      http.post(FEATURE, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ enabled: true });
      }),
    );
    await expect(ask(FALLBACK)).resolves.toEqual({ baseUrl: undefined });
    expect(body).toMatchObject({
      featureKey: 'fe-relative-url-heloc',
      optimizeUser: { trackerId: 't-1' },
    });
  });

  it('uses the fallback base when the flag is off or cannot be read', async () => {
    signedIn();
    server.use(http.post(FEATURE, () => HttpResponse.json({ enabled: false })));
    await expect(ask(FALLBACK)).resolves.toEqual({ baseUrl: FALLBACK });
    server.use(http.post(FEATURE, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(ask(FALLBACK)).resolves.toEqual({ baseUrl: FALLBACK });
  });
});

describe('session actors', () => {
  it('fetchFlags sends the attributes in the external context (no token) and keeps known flags', async () => {
    signedIn();
    let seen: URL | undefined;
    let authorization: string | null = 'unset';
    server.use(
      http.get(url('/service-optimize/external/api/v2/decision'), ({ request }) => {
        seen = new URL(request.url);
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          features: [
            { key: 'fe-webchat', enabled: true, variables: {} },
            { key: 'not-kept', enabled: true },
          ],
        });
      }),
    );
    const flags = await run(fetchFlags, {
      orgCode: 'cmg',
      applicationUuid: 'app-1',
      trackerId: 't-1',
    });
    expect(flags).toEqual({ 'fe-webchat': { enabled: true, variables: {} } });
    expect(Object.fromEntries(seen!.searchParams)).toEqual({
      organization: 'cmg',
      applicationUuid: 'app-1',
      trackerId: 't-1',
    });
    expect(authorization).toBeNull();
  });

  it('refreshFlags adds the identity and the application’s created time; no identity, no call', async () => {
    signedIn();
    let seen: URL | undefined;
    server.use(
      http.get(url('/service-application/api/v1/application/heloc/app-1'), () =>
        HttpResponse.json({ uuid: 'app-1', auditFields: { createdDate: '2026-01-02T03:04:05Z' } }),
      ),
      http.get(url('/service-optimize/external/api/v2/decision'), ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ features: [] });
      }),
    );
    await expect(
      run(refreshFlags, { orgCode: 'main', applicationUuid: 'app-1' }),
    ).resolves.toBeNull();
    expect(seen).toBeUndefined();
    await run(refreshFlags, {
      orgCode: 'main',
      applicationUuid: 'app-1',
      identityUuid: 'id-1',
      trackerId: 't-1',
    });
    expect(Object.fromEntries(seen!.searchParams)).toEqual({
      organization: 'main',
      applicationUuid: 'app-1',
      createdTime: '2026-01-02T03:04:05Z',
      identityUuid: 'id-1',
      trackerId: 't-1',
    });
  });

  it('refreshFlags asks without the created time when the application cannot be read', async () => {
    signedIn();
    let seen: URL | undefined;
    server.use(
      http.get(url('/service-application/api/v1/application/heloc/app-1'), unauthenticated),
      http.get(url('/service-optimize/external/api/v2/decision'), ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ features: [] });
      }),
    );
    await run(refreshFlags, { orgCode: 'main', applicationUuid: 'app-1', identityUuid: 'id-1' });
    expect(seen!.searchParams.has('createdTime')).toBe(false);
    expect(redirects).toEqual([]);
  });

  it('fetchIdentity takes the broker figureinfo of the realm', async () => {
    signedIn();
    server.use(
      http.get(FIGUREINFO, ({ params }) =>
        params.realm === 'agent'
          ? HttpResponse.json({ uuid: 'u-agent', email: 'a@example.com' })
          : unauthenticated(),
      ),
    );
    await expect(run(fetchIdentity, { kind: 'agent', hasStoredToken: true })).resolves.toEqual({
      uuid: 'u-agent',
      email: 'a@example.com',
    });
  });

  it('fetchIdentity asks the identity service with the stored token when the broker does not know the user', async () => {
    signedIn('good');
    server.use(
      http.get(FIGUREINFO, unauthenticated),
      http.get(IDENTITY, ({ request }) =>
        request.headers.get('authorization') === 'Bearer good'
          ? HttpResponse.json({ uuid: 'u-1', email: null })
          : unauthenticated(),
      ),
    );
    await expect(run(fetchIdentity, { kind: 'customer', hasStoredToken: true })).resolves.toEqual({
      uuid: 'u-1',
      email: null,
    });
    expect(redirects).toEqual([]);
  });

  it('fetchIdentity rejects a visitor (no token) with the 401, without asking the identity service or redirecting', async () => {
    stubBrowser();
    let identityAsked = false;
    server.use(
      http.get(FIGUREINFO, unauthenticated),
      http.get(IDENTITY, () => {
        identityAsked = true;
        return unauthenticated();
      }),
    );
    await expect(
      run(fetchIdentity, { kind: 'customer', hasStoredToken: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(identityAsked).toBe(false);
    expect(redirects).toEqual([]);
  });

  it('fetchIdentity rejects a stale token with the 401, still without a redirect', async () => {
    signedIn('stale');
    server.use(http.get(FIGUREINFO, unauthenticated), http.get(IDENTITY, unauthenticated));
    await expect(
      run(fetchIdentity, { kind: 'customer', hasStoredToken: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(redirects).toEqual([]);
  });

  it('fetchProfile reads profileType (else type) and the broker mark; 404 is no profile', async () => {
    signedIn();
    server.use(
      http.get(PROFILE, () =>
        HttpResponse.json({
          uuid: 'p-1',
          profileType: 'CO_DEEDER',
          isBroker: true,
          name: { firstName: 'Jamie' },
        }),
      ),
    );
    await expect(run(fetchProfile, {})).resolves.toEqual({
      uuid: 'p-1',
      type: 'CO_DEEDER',
      isBroker: true,
      organizationCode: null,
      firstName: 'Jamie',
    });
    server.use(http.get(PROFILE, () => HttpResponse.json({ uuid: 'p-2', type: 'CUSTOMER' })));
    await expect(run(fetchProfile, {})).resolves.toMatchObject({
      type: 'CUSTOMER',
      isBroker: false,
    });
    server.use(
      http.get(PROFILE, () => HttpResponse.json({ message: 'Profile not found' }, { status: 404 })),
    );
    await expect(run(fetchProfile, {})).resolves.toBeNull();
  });

  it('requestLogin posts the way back and the tracker id, and answers the redirect URL', async () => {
    stubBrowser();
    let body: unknown;
    let tracker: string | null = null;
    server.use(
      http.post(url('/identity-broker/customer/api/v3/login'), async ({ request }) => {
        body = await request.json();
        tracker = new URL(request.url).searchParams.get('telemetryTrackingId');
        return HttpResponse.json({ redirectUrl: '/auth/login?x=1' });
      }),
    );
    await expect(
      run(requestLogin, {
        kind: 'customer',
        trackerId: 't-1',
        returnUrl: '/account/heloc/register-v2',
      }),
    ).resolves.toBe('/auth/login?x=1');
    expect(body).toEqual({ returnUrl: '/account/heloc/register-v2' });
    expect(tracker).toBe('t-1');
  });

  it('requestLogout posts to the realm logout', async () => {
    signedIn();
    let called = '';
    server.use(
      http.post(url('/identity-broker/:realm/secure/api/v3/logout'), ({ params }) => {
        called = String(params.realm);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(run(requestLogout, { kind: 'agent' })).resolves.toBeUndefined();
    expect(called).toBe('agent');
  });

  it('fetchNotifications reads the list', async () => {
    signedIn();
    server.use(
      http.get(url('/service-notification/secure/api/v1/notifications'), () =>
        HttpResponse.json([
          { id: 1, title: 'Hello', isUnread: true, timestamp: '2026-01-01T00:00:00Z' },
        ]),
      ),
    );
    await expect(run(fetchNotifications, undefined)).resolves.toMatchObject([
      { id: '1', title: 'Hello' },
    ]);
  });
});
