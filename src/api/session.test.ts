import { configureApi, resetApiConfig } from './config';
import {
  SIGNER_LOGIN_PATH,
  clearSession,
  getToken,
  handleUnauthenticated,
  loginUrlFor,
  setToken,
} from './session';
import { MemoryStorage, stubBrowser } from './testSupport';

afterEach(() => resetApiConfig());

describe('token storage', () => {
  it('gets, sets and clears the jwt key', () => {
    const { storage } = stubBrowser();
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(storage.getItem('jwt')).toBe('abc');
    expect(getToken()).toBe('abc');
    storage.setItem('other', 'kept');
    clearSession();
    expect(getToken()).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });

  it('ends the session with every app key, in local and session storage (issue 14)', () => {
    const { storage } = stubBrowser();
    const tab = new MemoryStorage();
    vi.stubGlobal('sessionStorage', tab);
    storage.setItem('jwt', 'abc');
    storage.setItem('heloc-webchat-session', '{}');
    storage.setItem('telemetry_trackerUuid', 't');
    storage.setItem('heloc-consent', '{}');
    storage.setItem('heloc-sandbox', '{}');
    tab.setItem('heloc.registration.preAuthState', '{}');
    tab.setItem('telemetry_uuid', 'u');
    tab.setItem('auth-mode', 'legacy');
    clearSession();
    expect(storage.getItem('jwt')).toBeNull();
    expect(storage.getItem('heloc-webchat-session')).toBeNull();
    expect(storage.getItem('telemetry_trackerUuid')).toBeNull();
    expect(tab.getItem('heloc.registration.preAuthState')).toBeNull();
    expect(tab.getItem('telemetry_uuid')).toBeNull();
    // The consent choice and the sandbox's own keys are not the session's.
    expect(storage.getItem('heloc-consent')).toBe('{}');
    expect(storage.getItem('heloc-sandbox')).toBe('{}');
    expect(tab.getItem('auth-mode')).toBe('legacy');
  });

  it('survives a missing localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(getToken()).toBeNull();
    expect(() => setToken('x')).not.toThrow();
    expect(() => clearSession()).not.toThrow();
  });
});

describe('loginUrlFor', () => {
  it('goes to /auth/login with the current path and search', () => {
    expect(
      loginUrlFor({ pathname: '/account/heloc/abc/identity', search: '?pop-webchat=true' }),
    ).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fidentity%3Fpop-webchat%3Dtrue');
  });

  it('keeps only the allow-listed parameters in the way back (never userData, an e-mail)', () => {
    expect(
      loginUrlFor({
        pathname: '/account/heloc/register-v2/name',
        search: '?utm_source=tv&userData=eyJ2IjoxfQ&email=a%40b.c',
      }),
    ).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2%2Fname%3Futm_source%3Dtv');
  });

  it('uses the signer login on signer paths', () => {
    expect(loginUrlFor({ pathname: '/account/heloc/heloc-signer/sign', search: '' })).toBe(
      `${SIGNER_LOGIN_PATH}?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign`,
    );
    expect(SIGNER_LOGIN_PATH).toBe('/account/heloc/heloc-signer/login');
  });

  it.each(['/', '/Account/heloc', '//evil.example/x', '/1234'])(
    'leaves out a redirect that does not start with a slash and a lowercase letter (%s)',
    (pathname) => {
      expect(loginUrlFor({ pathname, search: '' })).toBe('/auth/login');
    },
  );
});

describe('handleUnauthenticated', () => {
  it('clears the session and redirects with location.assign by default', () => {
    const { storage, location } = stubBrowser('/account/heloc/abc/liens');
    storage.setItem('jwt', 'stale');
    handleUnauthenticated();
    expect(storage.getItem('jwt')).toBeNull();
    expect(location.assign).toHaveBeenCalledExactlyOnceWith(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fliens',
    );
  });

  it('a 401 that ends the session clears the pre-auth answers in session storage too', () => {
    const { storage } = stubBrowser('/account/heloc/abc/liens');
    const tab = new MemoryStorage();
    vi.stubGlobal('sessionStorage', tab);
    storage.setItem('jwt', 'stale');
    tab.setItem('heloc.registration.preAuthState', '{"nonce":"n"}');
    handleUnauthenticated();
    expect(tab.getItem('heloc.registration.preAuthState')).toBeNull();
  });

  it('calls the configured handler instead', () => {
    const { location } = stubBrowser('/account/heloc/heloc-signer/intro');
    const onUnauthenticated = vi.fn();
    configureApi({ onUnauthenticated });
    handleUnauthenticated();
    expect(onUnauthenticated).toHaveBeenCalledExactlyOnceWith(
      '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fintro',
    );
    expect(location.assign).not.toHaveBeenCalled();
  });
});
