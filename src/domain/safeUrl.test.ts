import { checkNavigationUrl, isAllowedHost, isSafeRedirectPath } from './safeUrl';

const policy = { origin: 'https://www.figure.com', allowedHosts: ['figure.com', 'income.example'] };

/** The attack strings of issue 14, and their cousins. */
const ATTACKS: Array<[string, string]> = [
  ['javascript:alert(1)', 'scheme'],
  ['JavaScript:alert(1)', 'scheme'],
  ['data:text/html,<script>alert(1)</script>', 'scheme'],
  ['data:text/html;base64,PHNjcmlwdD4=', 'scheme'],
  ['//evil.example', 'protocol-relative'],
  ['/\\evil.example', 'backslash'],
  ['/a/..//evil.example', 'dot-segments'],
  ['/a/%2e%2e//evil.example', 'dot-segments'],
  ['/./dashboard', 'dot-segments'],
  ['https://evil.example', 'host'],
  ['https://figure.com.evil.example/login', 'host'],
  ['https://evilfigure.com/', 'host'],
  ['https://figure.com@evil.example/', 'credentials'],
  ['https://user:pw@www.figure.com/', 'credentials'],
  ['https://www.figure.com:8443/', 'host'],
  ['http://www.figure.com.evil/', 'scheme'],
  ['http://login.figure.com/', 'scheme'],
  ['ftp://figure.com/', 'scheme'],
  ['java\tscript:alert(1)', 'control-characters'],
  [' javascript:alert(1)', 'control-characters'],
  ['/dashboard\n', 'control-characters'],
  ['/dash\u0000board', 'control-characters'],
  ['https:\\\\evil.example', 'backslash'],
  ['https:evil.example', 'host'],
  ['dashboard', 'not-absolute'],
  ['', 'empty'],
  ['https://www.figure.com//evil.example', 'protocol-relative'],
];

describe('the navigation guard', () => {
  it.each(ATTACKS)('refuses %j (%s)', (url, reason) => {
    expect(checkNavigationUrl(url, policy)).toEqual({ ok: false, reason });
  });

  it('refuses what is not a string', () => {
    expect(checkNavigationUrl(undefined, policy)).toEqual({ ok: false, reason: 'empty' });
    expect(checkNavigationUrl(42, policy)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    '/dashboard',
    '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc',
    '/account/heloc/8e1f/income/review#top',
  ])('lets the app path %s through as it is', (url) => {
    expect(checkNavigationUrl(url, policy)).toEqual({ ok: true, url, sameOrigin: true });
  });

  it('lets an absolute URL on the page’s own origin through, even on http (development)', () => {
    const local = { origin: 'http://127.0.0.1:5173', allowedHosts: [] };
    expect(checkNavigationUrl('http://127.0.0.1:5173/auth/login', local)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:5173/auth/login',
      sameOrigin: true,
    });
  });

  it.each([
    ['https://figure.com/login', 'https://figure.com/login'],
    [
      'https://ny.figure.com/account/heloc/register',
      'https://ny.figure.com/account/heloc/register',
    ],
    ['HTTPS://LOGIN.FIGURE.COM/x?y=1', 'https://login.figure.com/x?y=1'],
    ['https://hosted.income.example/start?s=1', 'https://hosted.income.example/start?s=1'],
  ])('lets https on an allow-listed host through: %s', (url, normalised) => {
    expect(checkNavigationUrl(url, policy)).toEqual({
      ok: true,
      url: normalised,
      sameOrigin: false,
    });
  });

  it('admits a host and its subdomains only', () => {
    expect(isAllowedHost('figure.com', ['figure.com'])).toBe(true);
    expect(isAllowedHost('A.Figure.com', ['figure.com'])).toBe(true);
    expect(isAllowedHost('notfigure.com', ['figure.com'])).toBe(false);
    expect(isAllowedHost('figure.com', [])).toBe(false);
  });
});

describe('redirectUrl', () => {
  it.each(['/account/heloc/abc?a=1', '/dashboard'])('accepts %s', (value) => {
    expect(isSafeRedirectPath(value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil',
    '/\\evil',
    '/a/..//evil',
    '/account/heloc/../../evil',
    'https://evil',
    '/Account',
    '/1abc',
    '/dashboard\r\nSet-Cookie:x',
    '/dash\u0007board',
    '',
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(isSafeRedirectPath(value)).toBe(false);
  });
});
