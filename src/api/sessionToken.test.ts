/**
 * The token's expiry and its changes (issue 17, the session-expiry warning): `exp` read from the
 * JWT's payload without verifying it, and every change of the stored token heard, in this tab
 * and from others.
 */
import {
  clearSession,
  clearToken,
  endExpiredSession,
  onTokenChange,
  setToken,
  tokenExpiresAt,
} from './session';
import { stubBrowser } from './testSupport';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) => `${segment({ alg: 'HS256' })}.${segment(claims)}.sig`;

describe('tokenExpiresAt', () => {
  it('reads exp (seconds) as epoch milliseconds', () => {
    expect(tokenExpiresAt(jwt({ sub: 'a', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('reads a payload with non-ASCII text', () => {
    expect(tokenExpiresAt(jwt({ email: 'zoë@example.com', exp: 10 }))).toBe(10_000);
  });

  it.each([
    ['no token', null],
    ['not a JWT', 'opaque-token'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['no exp', jwt({ sub: 'a' })],
    ['exp not a number', jwt({ exp: '1800000000' })],
    ['exp zero or less', jwt({ exp: 0 })],
    ['a payload that is not an object', jwt(42)],
  ])('is null for %s (no timer)', (_, token) => {
    expect(tokenExpiresAt(token)).toBeNull();
  });
});

describe('onTokenChange', () => {
  it('hears setToken, clearToken and clearSession, each once, and nothing after unsubscribing', () => {
    stubBrowser();
    const heard: (string | null)[] = [];
    const stop = onTokenChange((token) => heard.push(token));
    setToken('one');
    setToken('one');
    setToken('two');
    clearToken();
    clearToken();
    setToken('three');
    clearSession();
    expect(heard).toEqual(['one', 'two', null, 'three', null]);
    stop();
    setToken('four');
    expect(heard).toHaveLength(5);
  });

  it('hears another tab writing or clearing the token (the storage event)', () => {
    const { storage } = stubBrowser();
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const heard: (string | null)[] = [];
    const stop = onTokenChange((token) => heard.push(token));
    storage.setItem('jwt', 'from-other-tab');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'jwt' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else' }));
    storage.clear();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(heard).toEqual(['from-other-tab', null]);
    stop();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'jwt' }));
    expect(heard).toHaveLength(2);
  });
});

describe('endExpiredSession', () => {
  it('forgets only the token and goes to the login with the way back (an app path only)', () => {
    const { storage } = stubBrowser('/account/heloc/1234/start/profile', '?pop-webchat=true&x=1');
    setToken('expired');
    storage.setItem('telemetry_trackerUuid', 'kept');
    const navigate = vi.fn();
    endExpiredSession(navigate);
    expect(navigate).toHaveBeenCalledWith(
      `/auth/login?redirectUrl=${encodeURIComponent('/account/heloc/1234/start/profile?pop-webchat=true')}`,
    );
    expect(storage.getItem('jwt')).toBeNull();
    expect(storage.getItem('telemetry_trackerUuid')).toBe('kept');
  });

  it('an additional signer goes to their own login', () => {
    stubBrowser('/account/heloc/heloc-signer/intro');
    const navigate = vi.fn();
    endExpiredSession(navigate);
    expect(navigate.mock.calls[0]?.[0]).toMatch(
      /^\/account\/heloc\/heloc-signer\/login\?redirectUrl=/u,
    );
  });
});
