import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, resetApiConfig } from '../api/config';
import { safeRedirectUrl } from '../api/session';
import { TEST_API, stubBrowser } from '../api/testSupport';
import { loginNeededFor, loginRequiredFor } from './access';

describe('redirectUrl', () => {
  it.each([
    ['/account/heloc/abc', '/account/heloc/abc'],
    ['/dashboard', '/dashboard'],
  ])('accepts %s (a slash and a lowercase letter)', (input, expected) => {
    expect(safeRedirectUrl(input)).toBe(expected);
  });
  it.each(['https://evil.example', '//evil.example', '/Account', '/1abc', 'dashboard', '', null])(
    'ignores %s',
    (input) => {
      expect(safeRedirectUrl(input)).toBeUndefined();
    },
  );
});

describe('the login a signed-out user is sent to', () => {
  const app = { pathname: '/account/heloc/8e1f', search: '?org=figure&userData=eyJ9' };
  it('is the hosted login, coming back to where they were with only the allow-listed query', () => {
    expect(loginRequiredFor('authenticated', app, false)).toBe(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2F8e1f%3Forg%3Dfigure',
    );
  });
  it('is the signer login on signer paths', () => {
    const signer = { pathname: '/account/heloc/heloc-signer/sign', search: '' };
    expect(loginRequiredFor('signer', signer, false)).toMatch(
      /^\/account\/heloc\/heloc-signer\/login/,
    );
  });
  it('is not needed on public paths or when signed in', () => {
    const start = { pathname: '/account/heloc/register-v2', search: '' };
    expect(loginRequiredFor('public', start, false)).toBeUndefined();
    expect(loginRequiredFor('signer-public', start, false)).toBeUndefined();
    expect(loginRequiredFor('authenticated', app, true)).toBeUndefined();
  });
});

describe('signed-in status on a protected route', () => {
  const FIGUREINFO = `${TEST_API}/identity-broker/customer/secure/api/v3/self/figureinfo`;
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetApiConfig();
  });
  afterAll(() => server.close());
  const here = { pathname: '/account/heloc/8e1f/start/hmda', search: '' };

  it('comes from the hosted session when no token is stored, and stores its token', async () => {
    const { storage, location } = stubBrowser(here.pathname);
    configureApi({ baseUrl: TEST_API });
    server.use(
      http.get(FIGUREINFO, () =>
        HttpResponse.json({ uuid: 'id-1' }, { headers: { authorization: 'Bearer hosted-jwt' } }),
      ),
    );
    await expect(loginNeededFor('authenticated', here)).resolves.toBeUndefined();
    expect(storage.getItem('jwt')).toBe('hosted-jwt');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('sends a visitor to the login without the client redirecting on its own', async () => {
    const { location } = stubBrowser(here.pathname);
    configureApi({ baseUrl: TEST_API });
    server.use(
      http.get(FIGUREINFO, () =>
        HttpResponse.json({ message: 'unauthenticated' }, { status: 401 }),
      ),
    );
    await expect(loginNeededFor('authenticated', here)).resolves.toBe(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2F8e1f%2Fstart%2Fhmda',
    );
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('asks once for the routes of one navigation, and again for the next', async () => {
    stubBrowser(here.pathname);
    configureApi({ baseUrl: TEST_API });
    let calls = 0;
    server.use(
      http.get(FIGUREINFO, () => {
        calls += 1;
        return HttpResponse.json({ message: 'unauthenticated' }, { status: 401 });
      }),
    );
    const layout = { pathname: '/account/heloc/8e1f', search: '' };
    const [forLayout, forScreen] = await Promise.all([
      loginNeededFor('authenticated', layout),
      loginNeededFor('authenticated', here),
    ]);
    expect(calls).toBe(1);
    expect(forLayout).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2F8e1f');
    expect(forScreen).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2F8e1f%2Fstart%2Fhmda');
    await loginNeededFor('authenticated', here);
    expect(calls).toBe(2);
  });

  it('asks nobody on a public route', async () => {
    stubBrowser('/account/heloc/register-v2');
    await expect(
      loginNeededFor('public', { pathname: '/account/heloc/register-v2', search: '' }),
    ).resolves.toBeUndefined();
  });
});
