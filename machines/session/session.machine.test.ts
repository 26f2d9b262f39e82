import { ApiError } from '../../src/api/errors';
import {
  selectAuthMode,
  selectBrand,
  selectFlag,
  selectMaintenance,
  selectOrgCode,
  selectProfile,
  selectShellPhase,
  selectSignedIn,
  selectTopBar,
} from './session.select';
import { BORROWER_IDENTITY, profileOf, settle, startSession } from './session.testing';

const unauthenticated = () =>
  new ApiError({ kind: 'http', status: 401, url: '/identity', message: 'unauthenticated.' });
const unavailable = () =>
  new ApiError({ kind: 'http', status: 503, url: '/x', message: 'Service unavailable.' });
const network = () => new ApiError({ kind: 'network', status: 0, url: '/x', message: 'Network.' });

// Pinned from the spec, not imported.
const LOGIN = '/auth/login';
const UUID = '0b7c1a2e-1111-4222-8333-444455556666';

describe('session: the API base URL (fe-relative-url-heloc, shell §7)', () => {
  it('asks once at start with the fallback, the org and the tracker, and points the calls where it says', async () => {
    const s = startSession({
      input: { apiFallbackBaseUrl: 'https://api.lender.example' },
      apiBase: { baseUrl: 'https://api.lender.example' },
    });
    await settle();
    expect(s.calls.apiBase).toEqual([
      {
        application: 'heloc',
        fallbackBaseUrl: 'https://api.lender.example',
        orgCode: 'figure',
        trackerId: 'tracker-1',
      },
    ]);
    expect(s.apiBaseUrls).toEqual(['https://api.lender.example']);
  });

  it('keeps the calls as they are when there was nothing to decide', async () => {
    const s = startSession();
    await settle();
    expect(s.calls.apiBase).toEqual([expect.objectContaining({ fallbackBaseUrl: null })]);
    expect(s.apiBaseUrls).toEqual([]);
  });

  it('never holds the app: the flags and the session go on while the decision is pending', async () => {
    const s = startSession({
      input: { apiFallbackBaseUrl: 'https://api.lender.example' },
      apiBase: 'never',
    });
    await settle();
    expect(selectShellPhase(s.snapshot())).not.toBe('loading');
    expect(s.apiBaseUrls).toEqual([]);
  });
});

describe('session: the org', () => {
  it('resolves the org from a known ?org= query first', () => {
    const s = startSession({
      input: { search: '?org=fairway', storedOrg: 'cmg', hostname: 'agewell.localhost' },
    });
    expect(s.snapshot().context.orgCode).toBe('fairway');
    expect(selectBrand(s.snapshot()).shortName).toBe('Fairway');
  });

  it('resolves the org from the staff tools storage when the query names none', () => {
    const s = startSession({ input: { storedOrg: 'cmg', hostname: 'agewell.localhost' } });
    expect(s.snapshot().context.orgCode).toBe('cmg');
  });

  it('resolves the org from the hostname, else the main brand', () => {
    expect(
      startSession({ input: { hostname: 'agewell.localhost' } }).snapshot().context.orgCode,
    ).toBe('agewell');
    expect(startSession().snapshot().context.orgCode).toBe('figure');
  });

  it('switches brand on ORG.CHANGED and on a location with a known ?org=, ignoring unknown codes', () => {
    const s = startSession();
    s.actor.send({ type: 'ORG.CHANGED', orgCode: 'Fairway' });
    expect(s.snapshot().context.orgCode).toBe('fairway');
    s.actor.send({ type: 'ORG.CHANGED', orgCode: 'nobody' });
    expect(s.snapshot().context.orgCode).toBe('fairway');
    s.actor.send({ type: 'LOCATION.CHANGED', pathname: '/register-v2', search: '?org=homepoint' });
    expect(s.snapshot().context.orgCode).toBe('homepoint');
    s.actor.send({ type: 'LOCATION.CHANGED', pathname: '/register-v2', search: '' });
    expect(s.snapshot().context.orgCode).toBe('homepoint');
  });
});

describe('session: feature flags', () => {
  it('asks for the flags with the org, the application id in the path and the tracker id', async () => {
    const s = startSession({
      input: { pathname: `/account/heloc/${UUID}/identity`, search: '?org=cmg' },
    });
    await settle();
    expect(s.calls.flags).toEqual([
      { orgCode: 'cmg', applicationUuid: UUID, trackerId: 'tracker-1' },
    ]);
  });

  it('asks again with the identity once it is known, in the background', async () => {
    const s = startSession({
      identity: BORROWER_IDENTITY,
      input: { pathname: `/account/heloc/${UUID}/identity`, search: '?org=cmg' },
    });
    await settle();
    expect(selectSignedIn(s.snapshot())).toBe(true);
    expect(s.calls.flags).toEqual([
      { orgCode: 'cmg', applicationUuid: UUID, trackerId: 'tracker-1' },
      {
        orgCode: 'cmg',
        applicationUuid: UUID,
        identityUuid: BORROWER_IDENTITY.uuid,
        trackerId: 'tracker-1',
      },
    ]);
  });

  it('does not ask again when signed in by the stored token only (nothing new to tell)', async () => {
    const s = startSession({ input: { hasStoredToken: true }, identity: unavailable() });
    await settle();
    expect(selectSignedIn(s.snapshot())).toBe(true);
    expect(s.calls.flags).toHaveLength(1);
  });

  it('waits for the flags before the app shows, then keeps the answer', async () => {
    const s = startSession({ flags: { 'fe-webchat': { enabled: true, variables: {} } } });
    expect(selectShellPhase(s.snapshot())).toBe('loading');
    await settle();
    expect(selectShellPhase(s.snapshot())).toBe('app');
    expect(s.snapshot().context.flagsSource).toBe('server');
    expect(selectTopBar(s.snapshot()).supportText).toBe('Chat with us');
  });

  it('shows a prerendered page at once, then applies the flags (maintenance) when they arrive', async () => {
    const s = startSession({
      input: { prerendered: true, pathname: '/account/heloc/register-v2' },
      flags: { 'fe-heloc-maintenance': { enabled: true, variables: {} } },
    });
    expect(s.snapshot().context.flagsSource).toBe('pending');
    expect(selectShellPhase(s.snapshot())).toBe('app');
    await settle();
    expect(s.calls.flags).toHaveLength(1);
    expect(selectShellPhase(s.snapshot())).toBe('maintenance');
  });

  it('falls back to the defaults (every flag off) when the flags call fails, and goes on', async () => {
    const s = startSession({ flags: unavailable(), identity: BORROWER_IDENTITY });
    await settle();
    expect(s.snapshot().context).toMatchObject({ flags: {}, flagsSource: 'defaults' });
    expect(selectShellPhase(s.snapshot())).toBe('app');
    expect(s.snapshot().matches('signedIn')).toBe(true);
  });

  it('never blocks the app: a flags call still pending after 4 s is dropped for the defaults', async () => {
    const s = startSession({ flags: 'never' });
    await s.advance(3999);
    expect(selectShellPhase(s.snapshot())).toBe('loading');
    await s.advance(1);
    expect(selectShellPhase(s.snapshot())).toBe('app');
    expect(s.snapshot().context.flagsSource).toBe('defaults');
  });

  it('applies the session-stored overrides over the answer and over the defaults', async () => {
    const overrides = JSON.stringify({ 'fe-webchat': false, 'fe-heloc-portfolio-manager': true });
    const served = startSession({
      input: { flagOverrides: overrides },
      flags: { 'fe-webchat': { enabled: true, variables: {} } },
    });
    const failed = startSession({ input: { flagOverrides: overrides }, flags: network() });
    await settle();
    for (const s of [served, failed]) {
      expect(selectTopBar(s.snapshot())).toMatchObject({
        supportText: 'Have a question?',
        showPortfolioManager: true,
      });
    }
  });
});

describe('session: who is signed in', () => {
  it('is signed in from the identity record, then reads the profile', async () => {
    const s = startSession({ identity: BORROWER_IDENTITY });
    await settle();
    expect(s.snapshot().matches('signedIn')).toBe(true);
    expect(s.snapshot().context).toMatchObject({
      signInSource: 'identity',
      identity: BORROWER_IDENTITY,
    });
    expect(s.calls.profile).toBe(1);
    expect(s.calls.identity).toEqual([{ kind: 'customer', hasStoredToken: false }]);
  });

  it('is signed in from the stored token when the identity services cannot be reached', async () => {
    const s = startSession({ input: { hasStoredToken: true }, identity: network() });
    await settle();
    expect(s.snapshot().matches('signedIn')).toBe(true);
    expect(s.snapshot().context.signInSource).toBe('token');
    expect(s.cleared).toBe(0);
  });

  it('forgets a stored token the identity service refuses, and is signed out', async () => {
    const s = startSession({ input: { hasStoredToken: true }, identity: unauthenticated() });
    await settle();
    expect(s.snapshot().matches('signedOut')).toBe(true);
    expect(s.cleared).toBe(1);
  });

  it('is signed out without an identity record or a token, and loads no profile', async () => {
    const s = startSession({ identity: unauthenticated() });
    await settle();
    expect(s.snapshot().matches('signedOut')).toBe(true);
    expect(s.calls.profile).toBe(0);
    expect(s.cleared).toBe(0);
  });

  it('stays signed in when the profile cannot be read', async () => {
    const s = startSession({ identity: BORROWER_IDENTITY, profile: unavailable() });
    await settle();
    expect(s.snapshot().matches('signedIn')).toBe(true);
    expect(s.snapshot().context.profile).toBeNull();
  });

  it('asks the agent realm when the page was opened with ?realm=agent', async () => {
    const s = startSession({ input: { search: '?realm=agent' } });
    await settle();
    expect(s.calls.identity[0]?.kind).toBe('agent');
  });

  it('loads notifications for signed-in users only', async () => {
    const visitor = startSession();
    const borrower = startSession({ identity: BORROWER_IDENTITY });
    await settle();
    expect(visitor.calls.notifications).toBe(0);
    expect(visitor.snapshot().children.notifications).toBeUndefined();
    expect(borrower.calls.notifications).toBe(1);
    expect(borrower.snapshot().children.notifications).toBeDefined();
  });
});

describe('session: additional signers on the primary app', () => {
  it('logs a CO_DEEDER out (hosted session first) and reloads on a primary path', async () => {
    const s = startSession({
      identity: BORROWER_IDENTITY,
      profile: profileOf({ type: 'CO_DEEDER' }),
    });
    await settle();
    expect(s.calls.logout).toEqual([{ kind: 'customer' }]);
    expect(s.reloads).toBe(1);
    expect(s.snapshot().status).toBe('done');
  });

  it('reloads even when the hosted logout fails', async () => {
    const s = startSession({
      identity: BORROWER_IDENTITY,
      profile: profileOf({ type: 'CO_DEEDER' }),
      logout: unavailable(),
    });
    await settle();
    expect(s.reloads).toBe(1);
  });

  it('keeps a CO_DEEDER on the signer paths, and logs them out when they move to the primary app', async () => {
    const s = startSession({
      input: { pathname: '/account/heloc/heloc-signer/intro' },
      identity: BORROWER_IDENTITY,
      profile: profileOf({ type: 'CO_DEEDER' }),
    });
    await settle();
    expect(s.snapshot().matches('signedIn')).toBe(true);
    expect(s.reloads).toBe(0);
    s.actor.send({ type: 'LOCATION.CHANGED', pathname: '/heloc-signer/sign', search: '' });
    expect(s.snapshot().matches('signedIn')).toBe(true);
    s.actor.send({ type: 'LOCATION.CHANGED', pathname: '/register-v2', search: '' });
    await settle();
    expect(s.reloads).toBe(1);
  });
});

describe('session: login', () => {
  it('asks the customer login for a redirect URL and goes there, with the way back', async () => {
    const s = startSession({
      input: { search: '?utm_source=mail' },
      login: '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2',
    });
    await settle();
    s.actor.send({ type: 'LOGIN' });
    await settle();
    expect(s.calls.login).toEqual([
      {
        kind: 'customer',
        trackerId: 'tracker-1',
        returnUrl: '/account/heloc/register-v2?utm_source=mail',
      },
    ]);
    expect(s.navigatedOut).toEqual(['/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2']);
  });

  it('strips the signer query from the redirect URL on signer paths', async () => {
    const s = startSession({
      input: { pathname: '/account/heloc/heloc-signer/login', search: '?conditionUuid=c1' },
      login: '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Flogin',
    });
    await settle();
    s.actor.send({ type: 'LOGIN' });
    await settle();
    expect(s.calls.login[0]?.returnUrl).toBe('/account/heloc/heloc-signer/login');
    expect(s.navigatedOut).toEqual(['/auth/login']);
  });

  it('uses the agent login in agent mode', async () => {
    const s = startSession({ input: { search: '?realm=agent' } });
    await settle();
    s.actor.send({ type: 'LOGIN' });
    await settle();
    expect(s.calls.login[0]?.kind).toBe('agent');
  });

  it('falls back to /auth/login when the login call fails', async () => {
    const s = startSession({ login: unavailable() });
    await settle();
    s.actor.send({ type: 'LOGIN' });
    await settle();
    expect(s.navigatedOut).toEqual([LOGIN]);
  });

  it('offers no login while signed in, nor before the identity is known', async () => {
    const s = startSession({ identity: BORROWER_IDENTITY });
    expect(s.snapshot().can({ type: 'LOGIN' })).toBe(false);
    await settle();
    expect(s.snapshot().can({ type: 'LOGIN' })).toBe(false);
    expect(s.snapshot().can({ type: 'LOGOUT' })).toBe(true);
  });
});

describe('session: logout', () => {
  it('logs out, clears the session and goes to /auth/login', async () => {
    const s = startSession({ identity: BORROWER_IDENTITY });
    await settle();
    s.actor.send({ type: 'LOGOUT' });
    expect(selectTopBar(s.snapshot()).leaving).toBe(true);
    await settle();
    expect(s.calls.logout).toEqual([{ kind: 'customer' }]);
    expect(s.cleared).toBe(1);
    expect(s.navigatedOut).toEqual([LOGIN]);
  });

  it('uses the agent logout for brokers', async () => {
    const s = startSession({
      identity: BORROWER_IDENTITY,
      profile: profileOf({ isBroker: true, type: 'BROKER' }),
    });
    await settle();
    s.actor.send({ type: 'LOGOUT' });
    await settle();
    expect(s.calls.logout).toEqual([{ kind: 'agent' }]);
  });

  it('falls back to /auth/login, session cleared, when the logout call fails', async () => {
    const s = startSession({ identity: BORROWER_IDENTITY, logout: network() });
    await settle();
    s.actor.send({ type: 'LOGOUT' });
    await settle();
    expect(s.cleared).toBe(1);
    expect(s.navigatedOut).toEqual([LOGIN]);
  });
});

describe('session: maintenance', () => {
  const maintenance = (variables: Record<string, unknown>) => ({
    'fe-heloc-maintenance': { enabled: true, variables },
  });

  it('replaces the app on every path when the flag has no routes', async () => {
    const s = startSession({ flags: maintenance({}) });
    await settle();
    expect(selectShellPhase(s.snapshot())).toBe('maintenance');
    expect(selectMaintenance(s.snapshot())?.title).toBe('Scheduled Maintenance');
  });

  it('covers only the flag routes, following the location', async () => {
    const s = startSession({ flags: maintenance({ routes: ['register-v2'] }) });
    await settle();
    expect(selectShellPhase(s.snapshot())).toBe('maintenance');
    s.actor.send({ type: 'LOCATION.CHANGED', pathname: `/${UUID}/identity`, search: '' });
    expect(selectShellPhase(s.snapshot())).toBe('app');
    s.actor.send({ type: 'LOCATION.CHANGED', pathname: '/register-v2/birthdate', search: '' });
    expect(selectShellPhase(s.snapshot())).toBe('maintenance');
  });

  it('can be switched on for a tab with an override', async () => {
    const s = startSession({ input: { flagOverrides: '{"fe-heloc-maintenance":true}' } });
    await settle();
    expect(selectShellPhase(s.snapshot())).toBe('maintenance');
  });
});

describe('session: refresh', () => {
  it('loads identity and flags again after a sign-in without a page load, keeping the app on screen', async () => {
    const s = startSession();
    await settle();
    expect(s.snapshot().matches('signedOut')).toBe(true);
    s.actor.send({ type: 'SESSION.REFRESH', hasStoredToken: true, storedOrg: 'fairway' });
    expect(selectShellPhase(s.snapshot())).toBe('app');
    expect(selectTopBar(s.snapshot())).toMatchObject({ identityPending: true, showLogin: false });
    expect(s.snapshot().context.orgCode).toBe('fairway');
    await settle();
    expect(s.calls.flags).toHaveLength(2);
    expect(s.calls.identity.at(-1)).toEqual({ kind: 'customer', hasStoredToken: true });
  });

  it('is not taken while logging out', async () => {
    const s = startSession({ identity: BORROWER_IDENTITY, logout: 'never' });
    await settle();
    s.actor.send({ type: 'LOGOUT' });
    s.actor.send({ type: 'SESSION.REFRESH', hasStoredToken: true });
    expect(s.snapshot().matches('loggingOut')).toBe(true);
  });
});

describe('session: the error fallback', () => {
  it('reports the error with where it happened and who saw it', async () => {
    const s = startSession({ identity: BORROWER_IDENTITY, input: { search: '?org=cmg' } });
    await settle();
    s.actor.send({ type: 'ERROR.SHOWN', message: 'Boom' });
    expect(s.errors).toEqual([
      {
        message: 'Boom',
        pathname: '/register-v2',
        orgCode: 'cmg',
        identityUuid: 'id-borrower',
        signedIn: true,
      },
    ]);
  });
});

describe('session: what it exposes', () => {
  it('org, brand, signed in, profile, flags and auth mode', async () => {
    const s = startSession({
      input: { search: '?org=cmg', authModeSetting: 'legacy' },
      identity: BORROWER_IDENTITY,
      profile: profileOf({ type: 'BROKER', isBroker: true }),
      flags: { 'fe-heloc-ny-fcra': { enabled: true, variables: {} } },
    });
    await settle();
    const snapshot = s.snapshot();
    expect(selectOrgCode(snapshot)).toBe('cmg');
    expect(selectBrand(snapshot).companyName).toBe('CMG Mortgage, Inc.');
    expect(selectSignedIn(snapshot)).toBe(true);
    expect(selectProfile(snapshot)).toMatchObject({ type: 'BROKER', isBroker: true });
    expect(selectFlag('fe-heloc-ny-fcra')(snapshot)).toBe(true);
    expect(selectFlag('fe-webchat')(snapshot)).toBe(false);
    expect(selectAuthMode(snapshot)).toBe('legacy');
  });
});
