import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { Mock } from 'vitest';
import * as application from './application';
import * as addressTypeahead from './addressTypeahead';
import * as banners from './banners';
import * as chat from './chat';
import * as commsPrefs from './commsPrefs';
import * as conditions from './conditions';
import type { UnauthenticatedHandler } from './config';
import { configureApi, resetApiConfig } from './config';
import { ApiError } from './errors';
import * as identity from './identity';
import * as identityBroker from './identityBroker';
import * as leadPortal from './leadPortal';
import * as notifications from './notifications';
import * as operatingHours from './operatingHours';
import * as optimize from './optimize';
import * as prefill from './prefill';
import * as profile from './profile';
import * as search from './search';
import * as status from './status';
import * as telemetry from './telemetry';
import { TEST_API, stubBrowser } from './testSupport';
import type { MemoryStorage } from './testSupport';
import * as waitlist from './waitlist';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const server = setupServer();
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
  storage.setItem('jwt', 'user-token');
  onUnauthenticated = vi.fn<UnauthenticatedHandler>();
  configureApi({ baseUrl: TEST_API, orgCode: 'acme', onUnauthenticated });
});

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Answers one exact method and path (any query) and records what was sent. */
function route(method: Method, path: string, answer: JsonBodyType | Response = null): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`${TEST_API}${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      if (answer instanceof Response) return answer;
      return answer === null ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(answer);
    }),
  );
  return seen;
}

const UUID = '0b8e3f52-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('application', () => {
  it('reads an application, tolerating nulls, missing fields and extra keys', async () => {
    const seen = route('get', `/service-application/api/v1/application/heloc/${UUID}`, {
      uuid: UUID,
      loanNumber: 1234567,
      status: {
        checklistStatus: 'OFFER_SELECTION',
        waitingOnFloodCert: null,
        uwSubDecision: 'VERIFIED_OFFER',
      },
      isCrypto: false,
      disburseAccount: null,
      property: { street1: '1 Main St', state: 'TX', zip: '75001' },
      rate: 8.25,
      helocSigners: null,
      somethingNew: { nested: true },
    });
    const app = await application.getApplication(UUID);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer user-token');
    expect(app).toMatchObject({
      uuid: UUID,
      loanNumber: 1234567,
      status: { checklistStatus: 'OFFER_SELECTION', uwSubDecision: 'VERIFIED_OFFER' },
      property: { state: 'TX' },
      rate: 8.25,
      helocSigners: [],
    });
    expect(app).not.toHaveProperty('somethingNew');
  });

  it('lists applications from /all', async () => {
    route('get', '/service-application/api/v1/application/heloc/all', [
      { uuid: 'a' },
      { uuid: 'b', active: true },
    ]);
    const list = await application.listApplications();
    expect(list.map((app) => app.uuid)).toEqual(['a', 'b']);
  });

  it('rejects an application without uuid as a schema error', async () => {
    route('get', `/service-application/api/v1/application/heloc/${UUID}`, { status: {} });
    await expect(application.getApplication(UUID)).rejects.toMatchObject({ kind: 'schema' });
  });

  it('creates a HELOC with POST (query state) and reads the new uuid', async () => {
    const seen = route('post', '/service-application/api/v3/application/helocs', {
      uuid: UUID,
      status: { checklistStatus: 'IN_PROGRESS' },
    });
    const request: application.CreateHelocRequest = {
      abVersionsRequest: [],
      consentListRequest: [{ type: 'TERMS', optIn: true }],
      consentRequests: [{ type: 'SOFT_CREDIT', version: '3' }],
      income: { incomePrimary: 120000, incomeOther: 0, incomeCoDeeders: [] },
      profileRequest: {
        name: { firstName: 'Pat', lastName: 'Doe' },
        email: 'pat@example.com',
        homeAddress: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
        assetAddress: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
      },
      propertyListedForSale: false,
      propertyRequest: {
        street1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
        occupancyType: 'HOME',
      },
      publish: true,
      employmentType: 'FULL_TIME',
    };
    const created = await application.createHeloc(request, 'TX');
    expect(created).toEqual({ uuid: UUID, status: { checklistStatus: 'IN_PROGRESS' } });
    expect(seen[0]?.url.searchParams.get('state')).toBe('TX');
    expect(seen[0]?.body).toEqual(request);
  });

  it('saves experiments with PATCH, and refuses without an application id', async () => {
    const seen = route(
      'patch',
      `/service-application/api/v1/application/heloc/${UUID}/experiments`,
    );
    await application.saveExperiments(UUID, [{ name: 'exp', variation: 'control' }]);
    expect(seen[0]?.body).toEqual({ experiments: [{ name: 'exp', variation: 'control' }] });
    await expect(application.saveExperiments(undefined, [])).rejects.toThrow(
      'App ID is required to save experiment',
    );
  });

  it('puts the session-replay link', async () => {
    const seen = route(
      'put',
      `/service-application/api/v1/application/heloc/${UUID}/full-story-link`,
    );
    await application.saveSessionReplayLink(UUID, 'https://replay.example/s/1');
    expect(seen[0]?.body).toEqual({ link: 'https://replay.example/s/1' });
  });

  it('reads and patches the optimizely profile by identityUuid', async () => {
    const path = '/service-application/api/v3/application/heloc/optermizerly-profile';
    const got = route('get', path, { optimizelyProfileUuid: 'opt-1' });
    const patched = route('patch', path, { optimizelyProfileUuid: 'opt-2' });
    expect(await application.getOptimizelyProfile('id-1')).toEqual({
      optimizelyProfileUuid: 'opt-1',
    });
    expect(await application.saveOptimizelyProfile('id-1', 'opt-2')).toEqual({
      optimizelyProfileUuid: 'opt-2',
    });
    expect(got[0]?.url.searchParams.get('identityUuid')).toBe('id-1');
    expect(patched[0]?.body).toEqual({ optimizelyProfileUuid: 'opt-2' });
  });

  it('reads external eligibility without the token', async () => {
    const zip = route('get', '/service-application/external/api/v1/heloc/zip-eligibility', {
      ineligibleZips: ['90265'],
    });
    const licenses = route('get', '/service-application/external/api/v1/heloc/state-licenses', [
      { abbrev: 'CA' },
    ]);
    expect(await application.getZipEligibility('acme')).toEqual({ ineligibleZips: ['90265'] });
    expect(await application.getStateLicenses('acme')).toEqual([{ abbrev: 'CA' }]);
    expect(zip[0]?.url.searchParams.get('orgCode')).toBe('acme');
    expect(zip[0]?.headers.has('authorization')).toBe(false);
    expect(licenses[0]?.headers.has('authorization')).toBe(false);
  });

  it('reads the co-deed status, consent types, states eligibility and referral id', async () => {
    const coDeed = {
      applicationUuid: UUID,
      status: 'NOT_SIGNED',
      signer: { eConsented: true, identityVerification: 'PENDING_REVIEW', signedAt: null },
    };
    route('get', '/service-application/api/v1/application/heloc/co-deed/status', coDeed);
    route('get', '/service-application/api/v1/application/heloc/consent-types', [
      { type: 'TERMS', version: 2 },
    ]);
    route('get', '/service-application/api/v2/heloc/states-eligibility', [
      { state: 'TX', eligible: true },
    ]);
    route('get', '/service-application/external/api/v1/heloc/referral-id/ref-1', {
      status: 'OPEN',
      email: null,
    });
    expect(await application.getCoDeedStatus()).toEqual(coDeed);
    expect(await application.getApplicationConsentTypes()).toEqual([{ type: 'TERMS', version: 2 }]);
    expect(await application.getStatesEligibility()).toEqual([{ state: 'TX', eligible: true }]);
    expect(await application.getReferralId('ref-1')).toEqual({ status: 'OPEN', email: null });
  });
});

describe('status', () => {
  it('reads the krang status', async () => {
    route('get', `/service-krang-heloc/borrower/secure/api/v1/${UUID}/status`, {
      checklistStatus: 'WAITING_FOR_CREDIT',
      progress: 'INITIAL',
    });
    expect(await status.getApplicationStatus(UUID)).toEqual({
      checklistStatus: 'WAITING_FOR_CREDIT',
      progress: 'INITIAL',
    });
    expect(status.STATUS_STALE_TIME_MS).toBe(250);
  });
});

describe('identity', () => {
  it('registers, checks the identity with the new jwt, then stores it', async () => {
    storage.removeItem('jwt');
    const registered = route('post', '/identity/api/v1/registration/register', { jwt: 'new-jwt' });
    const checked = route('get', '/identity/secure/api/v1_1/identity', { uuid: 'id-1' });
    const result = await identity.registerIdentity(
      { email: 'pat@example.com', password: 'Secret-password-1', phoneNumber: '5125550100' },
      'acme',
    );
    expect(result).toEqual({ jwt: 'new-jwt', identity: { uuid: 'id-1' } });
    expect(registered[0]?.url.searchParams.get('organization')).toBe('acme');
    expect(registered[0]?.body).toEqual({
      email: 'pat@example.com',
      password: 'Secret-password-1',
      phoneNumber: '5125550100',
    });
    expect(checked[0]?.headers.get('authorization')).toBe('Bearer new-jwt');
    expect(storage.getItem('jwt')).toBe('new-jwt');
  });

  it("fails with 'identity exists' when the check fails, without a login redirect", async () => {
    storage.removeItem('jwt');
    route('post', '/identity/api/v1/registration/register', { jwt: 'new-jwt' });
    route('get', '/identity/secure/api/v1_1/identity', new HttpResponse(null, { status: 401 }));
    const error: unknown = await identity
      .registerIdentity({ email: 'a@b.co', password: 'x', phoneNumber: '1' }, 'acme')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('identity exists');
    expect(storage.getItem('jwt')).toBeNull();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a 401 on registration is only rejected (account already exists)', async () => {
    route(
      'post',
      '/identity/api/v1/registration/register',
      new HttpResponse(null, { status: 401 }),
    );
    await expect(
      identity.registerIdentity({ email: 'a@b.co', password: 'x', phoneNumber: '1' }, 'acme'),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('reads v1 identity and puts the phone alias', async () => {
    route('get', '/identity/secure/api/v1/identity', { uuid: 'id-1', email: 'a@b.co' });
    const alias = route('put', '/identity/secure/api/v1/identity/alias');
    expect(await identity.getIdentityV1()).toEqual({ uuid: 'id-1', email: 'a@b.co' });
    await identity.savePhoneAlias('+15125550100');
    expect(alias[0]?.body).toEqual({ type: 'Phone', value: '+15125550100' });
  });
});

describe('identityBroker', () => {
  it('logs in (customer or agent) and returns the redirect, as text or object', async () => {
    const customer = route('post', '/identity-broker/customer/api/v3/login', {
      redirectUrl: 'https://login.example/a',
    });
    route(
      'post',
      '/identity-broker/agent/api/v3/login',
      HttpResponse.text('https://login.example/b'),
    );
    expect(await identityBroker.login('customer', 'tracker-1')).toBe('https://login.example/a');
    expect(await identityBroker.login('agent', undefined)).toBe('https://login.example/b');
    expect(customer[0]?.url.searchParams.get('telemetryTrackingId')).toBe('tracker-1');
  });

  it('registers with the application name and org headers and the query', async () => {
    const seen = route('post', '/identity-broker/customer/api/v3/register', { redirectUrl: '/r' });
    const url = await identityBroker.registerWithBroker(
      {
        telemetryTrackingId: 't',
        externalStateNonce: 'n',
        displayConsentsWithMfa: true,
        organization: 'acme',
      },
      { email: 'a@b.co' },
      'partner',
    );
    expect(url).toBe('/r');
    expect(seen[0]?.url.search).toBe(
      '?telemetryTrackingId=t&externalStateNonce=n&displayConsentsWithMfa=true&organization=acme',
    );
    expect(seen[0]?.headers.get('x-application-name')).toBe('HELOC');
    expect(seen[0]?.headers.get('x-org')).toBe('partner');
  });

  it('reads figureinfo and logs out', async () => {
    route('get', '/identity-broker/agent/secure/api/v3/self/figureinfo', { uuid: 'u' });
    const out = route('post', '/identity-broker/customer/secure/api/v3/logout');
    expect(await identityBroker.getFigureInfo('agent')).toEqual({ uuid: 'u' });
    await identityBroker.logout('customer');
    expect(out).toHaveLength(1);
  });

  it('shares one figureinfo request between callers asking at the same time', async () => {
    const asked = route('get', '/identity-broker/customer/secure/api/v3/self/figureinfo', {
      uuid: 'u',
    });
    const options = { redirectOnUnauthenticated: false };
    const session = new AbortController();
    const [loader, who] = await Promise.all([
      identityBroker.getFigureInfo('customer', options),
      identityBroker.getFigureInfo('customer', { ...options, signal: session.signal }),
    ]);
    expect(loader).toEqual({ uuid: 'u' });
    expect(who).toEqual({ uuid: 'u' });
    expect(asked).toHaveLength(1);
    // Once answered, the next question is asked again.
    await identityBroker.getFigureInfo('customer', options);
    expect(asked).toHaveLength(2);
  });

  it("ends only the aborted caller's wait: the shared request answers the other", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked: number[] = [];
    server.use(
      http.get(`${TEST_API}/identity-broker/customer/secure/api/v3/self/figureinfo`, async () => {
        asked.push(1);
        await answered;
        return HttpResponse.json({ uuid: 'u' });
      }),
    );
    const session = new AbortController();
    const leaving = identityBroker.getFigureInfo('customer', { signal: session.signal });
    const staying = identityBroker.getFigureInfo('customer');
    session.abort(new DOMException('The session stopped', 'AbortError'));
    await expect(leaving).rejects.toThrow('The session stopped');
    answer();
    await expect(staying).resolves.toEqual({ uuid: 'u' });
    expect(asked).toHaveLength(1);
  });

  it('stops the shared request once every caller has stopped waiting, and asks afresh after', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get(
        `${TEST_API}/identity-broker/customer/secure/api/v3/self/figureinfo`,
        async ({ request }) => {
          signals.push(request.signal);
          if (signals.length === 1) await new Promise(() => undefined);
          return HttpResponse.json({ uuid: 'later' });
        },
      ),
    );
    const one = new AbortController();
    const two = new AbortController();
    const first = identityBroker.getFigureInfo('customer', { signal: one.signal });
    const second = identityBroker.getFigureInfo('customer', { signal: two.signal });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    one.abort(new DOMException('gone', 'AbortError'));
    await expect(first).rejects.toThrow('gone');
    expect(signals[0]!.aborted).toBe(false);
    two.abort(new DOMException('gone too', 'AbortError'));
    await expect(second).rejects.toThrow('gone too');
    await vi.waitFor(() => expect(signals[0]!.aborted).toBe(true));
    await expect(identityBroker.getFigureInfo('customer')).resolves.toEqual({ uuid: 'later' });
    expect(signals).toHaveLength(2);
  });
});

describe('profile', () => {
  it('reads the profile', async () => {
    route('get', '/service-profile/api/v1/profile', {
      uuid: 'p-1',
      type: 'CO_DEEDER',
      email: 'a@b.co',
      name: { firstName: 'Pat', lastName: 'Doe', middleName: null },
      phoneNumbers: [{ type: 'MOBILE', number: '+15125550100' }],
      addresses: [{ type: 'HOME', uuid: 'ad-1', street: '1 Main St', zip: '73301' }],
      isBroker: false,
    });
    const read = await profile.getProfile();
    expect(read).toMatchObject({ uuid: 'p-1', type: 'CO_DEEDER', isBroker: false, aliases: [] });
    expect(read.addresses[0]).toEqual({
      type: 'HOME',
      uuid: 'ad-1',
      street: '1 Main St',
      zip: '73301',
    });
  });

  it('puts the name, reads consent types, posts CEO feedback', async () => {
    const name = route('put', '/service-profile/api/v1/profile/name');
    route('get', '/service-profile/api/v1/profile/consent-types', [{ type: 'PRIVACY' }]);
    const feedback = route('post', '/service-profile/api/v1/feedback/ceo');
    await profile.saveProfileName({ firstName: 'Pat', lastName: 'Doe' });
    expect(await profile.getProfileConsentTypes()).toEqual([{ type: 'PRIVACY' }]);
    const body: profile.CeoFeedback = {
      message: 'Great product overall',
      topic: 'COMPLIMENT',
      marketingConsent: true,
      pathname: '/account/heloc/x/complete',
      productType: 'HELOC',
    };
    await profile.sendCeoFeedback(body);
    expect(name[0]?.body).toEqual({ firstName: 'Pat', lastName: 'Doe' });
    expect(feedback[0]?.body).toEqual(body);
  });
});

describe('prefill', () => {
  it('reads an offer code, affiliate prepop and a wholesale referral', async () => {
    route('get', '/offercode/ABC123', { firstName: 'Pat', offerCode: 'ABC123', zip: '73301' });
    const prepop = route('get', '/a/external/prepop', {
      email: 'a@b.co',
      income: 90000,
      abVersion: 'B',
    });
    route('get', '/service-lead-portal/api/referrals/ref-1', { firstName: 'Pat', state: 'TX' });
    expect(await prefill.getOfferCode('ABC123')).toEqual({
      firstName: 'Pat',
      offerCode: 'ABC123',
      zip: '73301',
    });
    expect(await prefill.getAffiliatePrepop({ token: 't1' })).toEqual({
      email: 'a@b.co',
      income: 90000,
      abVersion: 'B',
    });
    expect(await prefill.getWholesaleReferral('ref-1')).toEqual({ firstName: 'Pat', state: 'TX' });
    expect(prepop[0]?.url.searchParams.get('token')).toBe('t1');
    expect(prepop[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('leadPortal', () => {
  it('reads the loan originator and licensed states with organization', async () => {
    const lo = route('get', '/service-lead-portal/api/lo/lo-1', {
      originatorDisplayInfo: { originatorName: '{name}', email: '{email}', nmls: 12345 },
    });
    const states = route('get', '/service-lead-portal/api/lo/lo-1/licensed-states', {
      licensedStates: ['TX', 'CA'],
      enforceLicensedStatesForReferral: true,
    });
    expect(await leadPortal.getLoanOriginator('lo-1', 'acme')).toEqual({
      originatorDisplayInfo: { originatorName: '{name}', email: '{email}', nmls: 12345 },
    });
    expect(await leadPortal.getLicensedStates('lo-1', 'acme')).toEqual({
      licensedStates: ['TX', 'CA'],
      enforceLicensedStatesForReferral: true,
    });
    expect(lo[0]?.url.searchParams.get('organization')).toBe('acme');
    expect(states[0]?.url.searchParams.get('organization')).toBe('acme');
  });
});

describe('search', () => {
  it('verifies the ability to start an application', async () => {
    route('get', '/service-search/api/v1/profiles/actions/verify-ability-to-start-application', {
      canStartApplication: false,
      organizationsWithActiveApplication: ['acme-wholesale'],
    });
    expect(await search.verifyAbilityToStartApplication()).toEqual({
      canStartApplication: false,
      organizationsWithActiveApplication: ['acme-wholesale'],
    });
  });
});

describe('waitlist', () => {
  it('posts the waitlist entry', async () => {
    const seen = route('post', '/service-wait-list/api/v1/home-equity-loan-plus');
    const entry: waitlist.WaitlistRequest = {
      firstName: 'Pat',
      lastName: 'Doe',
      dob: '1980-01-31',
      email: 'a@b.co',
      income: 100000,
      street1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      consent: true,
    };
    await waitlist.joinWaitlist(entry);
    expect(seen[0]?.body).toEqual(entry);
  });
});

describe('commsPrefs', () => {
  it('reads the SMS prompt (external) and posts user consents', async () => {
    const prompt = route(
      'get',
      '/service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL',
      {
        uuid: 'prompt-1',
      },
    );
    const saved = route('post', '/service-comms-prefs/secure/api/v1/consent/user');
    expect(await commsPrefs.getConsentPrompt('SMS_TRANSACTIONAL')).toEqual({ uuid: 'prompt-1' });
    expect(prompt[0]?.headers.has('authorization')).toBe(false);
    const request: commsPrefs.UserConsentRequest = {
      org: 'acme',
      source: 'HELOC_REGISTRATION',
      productType: 'HELOC',
      phone: '+15125550100',
      email: 'a@b.co',
      consents: [{ consentPromptUuid: 'prompt-1', optInOut: 'OPT_IN' }],
    };
    await commsPrefs.saveUserConsents(request);
    expect(saved[0]?.body).toEqual(request);
  });
});

describe('conditions', () => {
  it('reads the external applicant conditions', async () => {
    route(
      'get',
      `/service-conditions/external/api/v1/applications/${UUID}/conditions/external-applicants`,
      [
        {
          uuid: 'c-1',
          categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
          created: '2025-01-02T03:04:05Z',
          xtraData: { numDocsRequired: 2 },
          requestDocuments: null,
        },
      ],
    );
    expect(await conditions.getExternalApplicantConditions(UUID)).toEqual([
      {
        uuid: 'c-1',
        categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        created: '2025-01-02T03:04:05Z',
        xtraData: { numDocsRequired: 2 },
        requestDocuments: [],
      },
    ]);
  });
});

describe('telemetry', () => {
  const sessionKey = { uuid: 's-1', epoch: 1700000000000, trackerUuid: 't-1' };

  it('starts a session with platform and library version', async () => {
    const seen = route('post', '/ft/external/session', { sessionKey });
    const answer = await telemetry.startTelemetrySession('external', {
      referrer: '',
      queryParams: {},
      screenWidth: 1,
      screenHeight: 2,
      windowWidth: 3,
      windowHeight: 4,
      appVersion: '0.1.0',
    });
    expect(answer).toEqual({ sessionKey });
    expect(seen[0]?.body).toMatchObject({
      platform: 'WEB',
      libraryVersion: '2.2.24',
      appVersion: '0.1.0',
    });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('posts an event with dontDedupe true by default', async () => {
    const seen = route('post', '/ft/secure/event');
    await telemetry.trackEvent('secure', {
      domain: 'd',
      pagePath: '/p',
      event: 'appStarted',
      sessionKey,
    });
    expect(seen[0]?.body).toMatchObject({ event: 'appStarted', dontDedupe: true });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer user-token');
  });
});

describe('optimize', () => {
  it('keeps only the known flags from the external decision', async () => {
    const seen = route('get', '/service-optimize/external/api/v2/decision', {
      features: [
        { key: 'fe-heloc-maintenance', enabled: true, variables: { pageTitle: 'Down' } },
        { key: 'fe-webchat', enabled: false, variables: null },
        { key: 'fe-unknown', enabled: true, variables: {} },
      ],
    });
    const flags = await optimize.getFeatureFlags({ organization: 'acme', trackerId: 't-1' });
    expect(flags).toEqual({
      'fe-heloc-maintenance': { enabled: true, variables: { pageTitle: 'Down' } },
      'fe-webchat': { enabled: false, variables: {} },
    });
    expect(seen[0]?.url.searchParams.get('organization')).toBe('acme');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('asks one feature by key', async () => {
    const seen = route('post', '/service-optimize/external/api/v1/feature', { enabled: true });
    const key = optimize.relativeUrlFlagKey('heloc');
    expect(
      await optimize.getFeature('external', key, {
        trackerId: 't',
        attributes: { organization: 'acme' },
      }),
    ).toBe(true);
    expect(seen[0]?.body).toEqual({
      featureKey: 'fe-relative-url-heloc',
      optimizeUser: { trackerId: 't', attributes: { organization: 'acme' } },
    });
  });

  it('posts v2 decision and v1 features', async () => {
    route('post', '/service-optimize/secure/api/v2/decision', { features: [] });
    const features = route('post', '/service-optimize/secure/api/v1/features', { features: [] });
    expect(await optimize.postDecision('secure', { trackerId: 't' })).toEqual({ features: [] });
    expect(await optimize.postFeatures('secure', { trackerId: 't' })).toEqual({ features: [] });
    expect(features[0]?.body).toEqual({ optimizeUser: { trackerId: 't' } });
  });

  it('lists the kept flags and parses maintenance variables', () => {
    expect(optimize.FEATURE_FLAG_NAMES).toContain('fe-heloc-redesign-2025');
    expect(optimize.FEATURE_FLAG_NAMES).toContain('fe-webchat');
    expect(optimize.FEATURE_FLAG_NAMES).toHaveLength(18);
    expect(
      optimize.MaintenanceVariablesSchema.parse({
        routes: '/a, /b',
        message: 'm',
        shouldShowDashboardLink: true,
      }),
    ).toEqual({ routes: ['/a', '/b'], message: 'm', shouldShowDashboardLink: true });
  });
});

describe('operatingHours', () => {
  const week = [
    { weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '06:00', endTime: '17:00' },
  ];

  it('reads department hours with display=true and the given org header', async () => {
    const seen = route('get', '/service-operating-hours/external/api/v1/hours/OPS_PHONE', week);
    expect(await operatingHours.getDepartmentHours('OPS_PHONE', 'partner')).toEqual(week);
    expect(seen[0]?.url.searchParams.get('display')).toBe('true');
    expect(seen[0]?.headers.get('x-org')).toBe('partner');
  });

  it('reads chat open status and week with the main brand org', async () => {
    const open = route(
      'get',
      '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
      { isOpen: true },
    );
    route('get', '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week', week);
    expect(await operatingHours.getChatOpenStatus('main')).toEqual({ isOpen: true });
    expect(await operatingHours.getChatWeek('main')).toEqual(week);
    expect(open[0]?.headers.get('x-org')).toBe('main');
  });
});

describe('banners', () => {
  const banner = {
    uuid: 'b-1',
    message: 'Heads up',
    apps: ['heloc'],
    variant: 'warn',
    metadata: { createdAt: '2025-01-01', updatedAt: '2025-01-02' },
  };

  it('reads the banner file without cache', async () => {
    route('get', '/banners/heloc-banners.json', [banner]);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await banners.getBanners()).toEqual([banner]);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it.each([
    ['no apps', [{ ...banner, apps: [] }]],
    ['bad variant', [{ ...banner, variant: 'error' }]],
    ['no uuid', [{ message: 'x', apps: ['heloc'], variant: 'info' }]],
    ['not a list', { banners: [banner] }],
  ])('rejects %s with the exact message', async (_name, data) => {
    route('get', '/banners/heloc-banners-test.json', data);
    await expect(banners.getBanners('test')).rejects.toMatchObject({
      kind: 'schema',
      message: 'Banner data does not match the expected format',
    });
  });

  it('reports the response body when loading fails', async () => {
    route(
      'get',
      '/banners/heloc-banners.json',
      HttpResponse.json({ reason: 'denied' }, { status: 403 }),
    );
    await expect(banners.getBanners()).rejects.toMatchObject({ message: '{"reason":"denied"}' });
  });
});

describe('notifications', () => {
  it('reads notifications and marks one read', async () => {
    route('get', '/service-notification/secure/api/v1/notifications', [
      {
        id: 7,
        title: 'Upload needed',
        body: null,
        isUnread: true,
        timestamp: '2025-01-01T00:00:00Z',
        action: { label: 'Upload', href: '/x' },
      },
    ]);
    const read = route('post', '/service-notification/secure/api/v1/notifications/7/read');
    const list = await notifications.getNotifications();
    expect(list[0]).toMatchObject({
      id: '7',
      isUnread: true,
      action: { label: 'Upload', href: '/x' },
    });
    await notifications.markNotificationRead('7');
    expect(read).toHaveLength(1);
  });
});

describe('chat', () => {
  const request: chat.InitWebChatRequest = {
    firstName: '{name}',
    email: '{email}',
    pageUrl: 'https://example.test/account/heloc',
    chatMode: 'agent',
    orgCode: 'acme',
  };

  it('starts a web chat (twilio and stream)', async () => {
    const twilio = route('post', '/service-csp/external/api/v1/twilio/initWebChat', {
      token: 'tok',
      conversationSid: 'CH1',
      omniProxyChannelId: 'op-1',
    });
    route('post', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', {
      token: 'tok2',
      omniProxyChannelId: 'op-2',
      providerUserId: 'u',
    });
    expect(await chat.initWebChat(request)).toEqual({
      token: 'tok',
      conversationSid: 'CH1',
      omniProxyChannelId: 'op-1',
    });
    expect(await chat.initStreamWebChat(request)).toEqual({
      token: 'tok2',
      omniProxyChannelId: 'op-2',
      providerUserId: 'u',
    });
    expect(twilio[0]?.body).toEqual(request);
  });

  it('refreshes the token and reads web-chat info', async () => {
    route('post', '/service-csp/external/api/v1/twilio/refreshToken', { token: 'fresh' });
    route('post', '/service-csp/external/api/v1/twilio/web-chat-info', { contactId: 'c-1' });
    expect(await chat.refreshChatToken('old')).toBe('fresh');
    expect(await chat.getWebChatInfo('op-1')).toEqual({ contactId: 'c-1' });
  });

  it('authenticates (POST) and refreshes (PUT) the web chat with nonce and token', async () => {
    const auth = route('post', '/service-csp/customer/secure/api/v1/webchat/authenticate', {
      nonce: 'n1',
    });
    const refresh = route('put', '/service-csp/customer/secure/api/v1/webchat/refresh', {
      nonce: 'n2',
    });
    expect(await chat.authenticateWebChat('n0')).toBe('n1');
    expect(await chat.refreshWebChatAuthentication('n1')).toBe('n2');
    expect(auth[0]?.url.searchParams.get('nonce')).toBe('n0');
    expect(auth[0]?.headers.get('authorization')).toBe('Bearer user-token');
    expect(refresh[0]?.url.searchParams.get('nonce')).toBe('n1');
  });

  it('talks to the chatbot, reads history and sends reply feedback with rating 0', async () => {
    route('post', '/service-chat-chatbot/external/api/v1/message/chatWithAutobot', {
      questionId: 'q-1',
      responseToCustomer: '{user_content}',
    });
    route('get', '/service-chat-chatbot/external/api/v1/message/getChatHistory/conv-1', [
      { author: 'chatbot', body: '{user_content}', time: '2025-01-01T00:00:00Z' },
    ]);
    const feedback = route(
      'post',
      '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback',
    );
    expect(
      await chat.chatWithAutobot({
        conversationId: 'conv-1',
        message: '{user_content}',
        organization: 'acme',
        pageUrl: '/p',
        senderId: 's',
        senderType: 'applicant',
      }),
    ).toEqual({ questionId: 'q-1', responseToCustomer: '{user_content}' });
    expect(await chat.getChatHistory('conv-1')).toEqual([
      { author: 'chatbot', body: '{user_content}', time: '2025-01-01T00:00:00Z', media: [] },
    ]);
    await chat.setChatReplyUsedWithFeedback({
      questionId: 'q-1',
      conversationId: 'conv-1',
      responseToCustomer: '{user_content}',
      feedbackMessage: '{user_content}',
      senderEmail: '{email}',
      senderType: 'applicant',
    });
    expect(feedback[0]?.body).toMatchObject({ rating: 0, questionId: 'q-1' });
  });
});

describe('addressTypeahead', () => {
  it('searches with q and parses suggestions', async () => {
    const suggestion = {
      fullAddress: '1 Main St, Austin, TX 73301',
      street1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
    };
    const seen = route('get', '/service-address/external/api/v1/typeahead', [suggestion]);
    expect(await addressTypeahead.searchAddresses('1 Main')).toEqual([suggestion]);
    expect(seen[0]?.url.searchParams.get('q')).toBe('1 Main');
  });
});
