import { BRANDS } from '../../src/domain/brands';
import {
  applyFlagOverrides,
  authModeFor,
  canSeeDashboard,
  isCoDeederOnPrimaryApp,
  isSignerPath,
  loginNavigationTarget,
  maintenanceFor,
  newYorkRedirectFor,
  parseFlagOverrides,
  resolveSessionOrg,
  returnUrlFor,
  routeCovers,
  toAppPath,
} from './session.rules';
import { profileOf } from './session.testing';

// Pinned from the spec, not imported: a change of the constants must fail these specs.
const DEFAULT_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

describe('org resolution', () => {
  it('takes a known ?org= first, over the stored org and the hostname', () => {
    expect(
      resolveSessionOrg({
        hostname: 'cmg.localhost',
        search: '?org=fairway',
        storedOrg: 'agewell',
      }),
    ).toBe('fairway');
  });

  it('takes the org the staff tools stored when the query names none', () => {
    expect(resolveSessionOrg({ hostname: 'cmg.localhost', search: '', storedOrg: 'agewell' })).toBe(
      'agewell',
    );
  });

  it('falls back to the hostname when query and storage name no known brand', () => {
    expect(
      resolveSessionOrg({ hostname: 'cmg.localhost', search: '?org=nobody', storedOrg: 'nobody' }),
    ).toBe('cmg');
    expect(resolveSessionOrg({ hostname: 'heloc.fairway.com' })).toBe('fairway');
    expect(resolveSessionOrg({ hostname: 'pr-12--homepoint.preview.heloc.test' })).toBe(
      'homepoint',
    );
  });

  it('defaults to the main brand', () => {
    expect(resolveSessionOrg({ hostname: '127.0.0.1' })).toBe('figure');
  });
});

describe('paths', () => {
  it('reads app paths with or without the base', () => {
    expect(toAppPath('/account/heloc/register-v2')).toBe('/register-v2');
    expect(toAppPath('/account/heloc')).toBe('/');
    expect(toAppPath('register-v2/birthdate?x=1')).toBe('/register-v2/birthdate');
  });

  it('knows the signer paths', () => {
    expect(isSignerPath('/account/heloc/heloc-signer/sign')).toBe(true);
    expect(isSignerPath('/heloc-signer/login')).toBe(true);
    expect(isSignerPath('/account/heloc/register-v2')).toBe(false);
    expect(isSignerPath('/account/heloc/heloc-signers-guide')).toBe(false);
  });

  it('strips the hosted login URL query on signer paths only', () => {
    const url = '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign&x=1';
    expect(loginNavigationTarget(url, '/heloc-signer/sign')).toBe('/auth/login');
    expect(loginNavigationTarget(url, '/register-v2')).toBe(url);
  });

  it('asks to come back to the page, without the signer query on signer paths', () => {
    expect(returnUrlFor('/register-v2', '?utm_source=mail')).toBe(
      '/account/heloc/register-v2?utm_source=mail',
    );
    expect(returnUrlFor('/heloc-signer/conditions', '?conditionUuid=1')).toBe(
      '/account/heloc/heloc-signer/conditions',
    );
  });
});

describe('flag overrides', () => {
  it('reads booleans and { enabled, variables } for known flags only', () => {
    expect(
      parseFlagOverrides(
        JSON.stringify({
          'fe-webchat': true,
          'fe-heloc-maintenance': { enabled: true, variables: { message: 'Back soon' } },
          'fe-unknown': true,
          'fe-heloc-ny-fcra': 'yes',
        }),
      ),
    ).toEqual({
      'fe-webchat': { enabled: true },
      'fe-heloc-maintenance': { enabled: true, variables: { message: 'Back soon' } },
    });
  });

  it('ignores bad JSON and non-objects', () => {
    expect(parseFlagOverrides('{nope')).toEqual({});
    expect(parseFlagOverrides('[1]')).toEqual({});
    expect(parseFlagOverrides(null)).toEqual({});
  });

  it('replaces enabled and keeps the fetched variables unless the override brings its own', () => {
    const fetched = {
      'fe-heloc-maintenance': { enabled: false, variables: { message: 'Fetched' } },
      'fe-webchat': { enabled: true, variables: {} },
    };
    expect(
      applyFlagOverrides(fetched, {
        'fe-heloc-maintenance': { enabled: true },
        'fe-webchat': { enabled: false },
      }),
    ).toEqual({
      'fe-heloc-maintenance': { enabled: true, variables: { message: 'Fetched' } },
      'fe-webchat': { enabled: false, variables: {} },
    });
  });
});

describe('maintenance', () => {
  const on = (variables: Record<string, unknown> = {}) => ({
    'fe-heloc-maintenance': { enabled: true, variables },
  });

  it('is off when the flag is off or missing', () => {
    expect(maintenanceFor({}, '/register-v2')).toBeNull();
    expect(
      maintenanceFor({ 'fe-heloc-maintenance': { enabled: false, variables: {} } }, '/register-v2'),
    ).toBeNull();
  });

  it('shows the spec title and message by default, without a dashboard link', () => {
    expect(maintenanceFor(on(), '/register-v2')).toEqual({
      title: 'Scheduled Maintenance',
      message: DEFAULT_MESSAGE,
      showDashboardLink: false,
    });
  });

  it('takes message, pageTitle and shouldShowDashboardLink from the flag', () => {
    expect(
      maintenanceFor(
        on({
          message: 'Back at 6 PM PT.',
          pageTitle: 'Down for an upgrade',
          shouldShowDashboardLink: true,
        }),
        '/register-v2',
      ),
    ).toEqual({
      title: 'Down for an upgrade',
      message: 'Back at 6 PM PT.',
      showDashboardLink: true,
    });
  });

  it('covers only the listed routes when routes are given (list or comma-separated text)', () => {
    const flags = on({ routes: ['register-v2', ':applicationId/signing/sign'] });
    expect(maintenanceFor(flags, '/register-v2/birthdate')).not.toBeNull();
    expect(
      maintenanceFor(flags, '/account/heloc/0b7c1a2e-1111-4222-8333-444455556666/signing/sign'),
    ).not.toBeNull();
    expect(maintenanceFor(flags, '/0b7c1a2e-1111-4222-8333-444455556666/identity')).toBeNull();
    expect(maintenanceFor(on({ routes: 'liens, register' }), '/register/support')).not.toBeNull();
    expect(maintenanceFor(on({ routes: 'liens, register' }), '/register-v2')).toBeNull();
  });

  it('never covers the staff tool pages (QA switches maintenance off there)', () => {
    expect(maintenanceFor(on({ routes: ['*'] }), '/account/heloc/__sandbox')).toBeNull();
  });

  it('covers everything with * and with an empty routes list', () => {
    expect(maintenanceFor(on({ routes: ['*'] }), '/anything/at/all')).not.toBeNull();
    expect(maintenanceFor(on({ routes: [] }), '/anything')).not.toBeNull();
  });

  it('matches route patterns by segment', () => {
    expect(routeCovers('/account/heloc/register-v2', '/register-v2')).toBe(true);
    expect(routeCovers('register', '/register-v2')).toBe(false);
    expect(routeCovers('heloc-signer/*', '/heloc-signer')).toBe(true);
    expect(routeCovers('*/identity', '/abc/identity')).toBe(true);
    expect(routeCovers('/', '/')).toBe(true);
    expect(routeCovers('/', '/register')).toBe(false);
  });
});

describe('auth mode', () => {
  it('is the hosted login for every brand by default', () => {
    expect(authModeFor('figure')).toBe('hosted');
    expect(authModeFor('fairway', null)).toBe('hosted');
  });

  it('can be forced per tab with the auth-mode setting', () => {
    expect(authModeFor('figure', 'legacy')).toBe('legacy');
    expect(authModeFor('figure', ' HOSTED ')).toBe('hosted');
    expect(authModeFor('figure', 'other')).toBe('hosted');
  });
});

describe('roles', () => {
  it('logs out a CO_DEEDER outside the signer paths only', () => {
    const coDeeder = profileOf({ type: 'CO_DEEDER' });
    expect(isCoDeederOnPrimaryApp(coDeeder, '/register-v2')).toBe(true);
    expect(isCoDeederOnPrimaryApp(coDeeder, '/heloc-signer/intro')).toBe(false);
    expect(isCoDeederOnPrimaryApp(profileOf(), '/register-v2')).toBe(false);
    expect(isCoDeederOnPrimaryApp(null, '/register-v2')).toBe(false);
  });

  it('hides the dashboard from additional signers unless they are brokers', () => {
    expect(canSeeDashboard(profileOf())).toBe(true);
    expect(canSeeDashboard(null)).toBe(true);
    expect(canSeeDashboard(profileOf({ type: 'CO_DEEDER' }))).toBe(false);
    expect(canSeeDashboard(profileOf({ type: 'CO_DEEDER', isBroker: true }))).toBe(true);
  });

  it('hides the dashboard on the signer pages, where any profile acts as an additional signer', () => {
    expect(canSeeDashboard(profileOf(), '/account/heloc/heloc-signer/sign')).toBe(false);
    expect(canSeeDashboard(profileOf({ isBroker: true }), '/heloc-signer/sign')).toBe(true);
    expect(canSeeDashboard(profileOf(), '/account/heloc/abc/offer')).toBe(true);
  });
});

describe('New York redirect', () => {
  const base = { flagOn: true, hostname: '127.0.0.1' };

  it('sends a NY property on the main brand to the New York site', () => {
    const redirect = newYorkRedirectFor({ ...base, brand: BRANDS.figure, propertyState: 'ny' });
    expect(redirect?.to.code).toBe('figure-ny');
    expect(redirect?.href).toBe('/account/heloc/register?org=figure-ny');
  });

  it('sends a non-NY property on the New York site to the main brand', () => {
    const redirect = newYorkRedirectFor({
      ...base,
      brand: BRANDS['figure-ny'],
      propertyState: 'CA',
    });
    expect(redirect?.to.code).toBe('figure');
  });

  it('links to the production domain on production hosts', () => {
    expect(
      newYorkRedirectFor({
        ...base,
        hostname: 'www.figure.com',
        brand: BRANDS.figure,
        propertyState: 'NY',
      })?.href,
    ).toBe('https://ny.figure.com/account/heloc/register');
  });

  it('does nothing with the flag off, without a state, for partners, or on the right site', () => {
    expect(
      newYorkRedirectFor({ ...base, flagOn: false, brand: BRANDS.figure, propertyState: 'NY' }),
    ).toBeNull();
    expect(newYorkRedirectFor({ ...base, brand: BRANDS.figure, propertyState: '' })).toBeNull();
    expect(newYorkRedirectFor({ ...base, brand: BRANDS.fairway, propertyState: 'NY' })).toBeNull();
    expect(newYorkRedirectFor({ ...base, brand: BRANDS.figure, propertyState: 'CA' })).toBeNull();
    expect(
      newYorkRedirectFor({ ...base, brand: BRANDS['figure-ny'], propertyState: 'NY' }),
    ).toBeNull();
  });
});
