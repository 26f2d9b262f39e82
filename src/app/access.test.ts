import { safeRedirectUrl } from '../api/session';
import { loginRequiredFor } from './access';

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
  const app = { pathname: '/account/heloc/8e1f', search: '?a=1' };
  it('is the hosted login, coming back to where they were', () => {
    expect(loginRequiredFor('authenticated', app, false)).toBe(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2F8e1f%3Fa%3D1',
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
