import { JOURNEY_STEPS, journeyStepBodies } from '../../api/journeySteps';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { MAX_REALISTIC_LATENCY, MIN_REALISTIC_LATENCY, realisticLatency } from '../faults';
import { SEED, SEED_PASSWORD } from '../lender';
import { methodsOf, OPERATION_NAMES, OPERATIONS } from '../operations';
import { SESSION_COOKIE } from '../session';
import { TEST_ORIGIN, urlFor } from './testUrls';

const { lender } = setupSandboxServer();

const borrowerJwt = () => lender.identity(SEED.borrower.uuid)!.jwt;

interface CallInit {
  method?: string;
  jwt?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

function call(url: string, { method = 'GET', jwt = null, body, headers = {} }: CallInit = {}) {
  return fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('every operation', () => {
  it.each(
    OPERATION_NAMES.flatMap((name) => methodsOf(name).map((method) => [name, method] as const)),
  )('%s answers %s on its documented path', async (name, method) => {
    lender.addFault(name, 599, 1);
    const response = await call(urlFor(name), { method, jwt: borrowerJwt() });
    expect(response.status).toBe(599);
    expect(response.headers.get('x-sandbox-fault')).toBe(name);
  });

  const secure = OPERATION_NAMES.filter((name) => OPERATIONS[name].auth === 'secure');

  it.each(secure)('%s answers 401 unauthenticated without a valid bearer token', async (name) => {
    const method = methodsOf(name)[0];
    for (const jwt of [null, 'not-a-token']) {
      const response = await call(urlFor(name), {
        method,
        jwt,
        body: method === 'GET' ? undefined : {},
      });
      expect(response.status).toBe(401);
      await expect(response.json()).resolves.toEqual({ message: 'unauthenticated' });
    }
  });
});

describe('faults and latency', () => {
  it('fails an operation the given number of times, then answers normally', async () => {
    lender.addFault('getApplicationStatus', 503, 2);
    const url = urlFor('getApplicationStatus');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call(url, { jwt: borrowerJwt() })).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('fails until cleared when no times are given, with a realistic body', async () => {
    lender.addFault('getProfile', 500);
    for (let i = 0; i < 3; i += 1) {
      const response = await call(urlFor('getProfile'), { jwt: borrowerJwt() });
      expect(response.status).toBe(500);
      await expect(response.json()).resolves.toEqual({ message: 'Internal Server Error' });
    }
    lender.clearFaults('getProfile');
    expect((await call(urlFor('getProfile'), { jwt: borrowerJwt() })).status).toBe(200);
  });

  it('status 0 is a network error', async () => {
    lender.addFault('getFeatureFlags', 0, 1);
    await expect(call(urlFor('getFeatureFlags'))).rejects.toThrow(TypeError);
    expect((await call(urlFor('getFeatureFlags'))).status).toBe(200);
  });

  it('has no latency in node by default, and honours a fixed latency', async () => {
    let started = performance.now();
    await call(urlFor('getFeatureFlags'));
    expect(performance.now() - started).toBeLessThan(100);
    lender.setLatency(60);
    started = performance.now();
    await call(urlFor('getFeatureFlags'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('realistic latency is 150-600 ms and the same for every call of an operation', () => {
    for (const name of OPERATION_NAMES) {
      const ms = realisticLatency(name);
      expect(ms).toBeGreaterThanOrEqual(MIN_REALISTIC_LATENCY);
      expect(ms).toBeLessThanOrEqual(MAX_REALISTIC_LATENCY);
      expect(realisticLatency(name)).toBe(ms);
    }
    expect(new Set(OPERATION_NAMES.map(realisticLatency)).size).toBeGreaterThan(10);
  });
});

describe('a registration journey over HTTP', () => {
  it('registers (legacy), creates a HELOC and polls its status through the credit pull', async () => {
    const registered = await call(urlFor('legacyRegister', {}, 'organization=main'), {
      method: 'POST',
      body: {
        email: 'journey@example.com',
        password: 'Journey-pass1!',
        phoneNumber: '(512) 555-0188',
      },
    });
    expect(registered.status).toBe(201);
    const { jwt } = (await registered.json()) as { jwt: string };

    const identity = await call(urlFor('getIdentity'), { jwt });
    await expect(identity.json()).resolves.toMatchObject({ email: 'journey@example.com' });

    expect(
      (
        await call(urlFor('savePhoneAlias'), {
          method: 'PUT',
          jwt,
          body: { type: 'Phone', value: '5125550188' },
        })
      ).status,
    ).toBe(200);
    await expect((await call(urlFor('verifyAbilityToStart'), { jwt })).json()).resolves.toEqual({
      canStartApplication: true,
      organizationsWithActiveApplication: [],
    });

    const created = await call(urlFor('createHeloc', {}, 'state=TX'), {
      method: 'POST',
      jwt,
      headers: { 'x-org': 'main' },
      body: {
        propertyRequest: {
          street1: '901 Test Dr',
          city: 'Houston',
          state: 'TX',
          zip: '77008',
          occupancyType: 'HOME',
        },
        propertyListedForSale: false,
        profileRequest: {
          name: { firstName: 'Jo', lastName: 'Journey' },
          email: 'journey@example.com',
          homeAddress: { street1: '901 Test Dr', city: 'Houston', state: 'TX', zip: '77008' },
          assetAddress: { street1: '901 Test Dr', city: 'Houston', state: 'TX', zip: '77008' },
        },
        income: { incomePrimary: 95000, incomeOther: 0, incomeCoDeeders: [] },
        employmentType: 'FULL_TIME',
        consentRequests: [{ type: 'SOFT_CREDIT', version: '2025-06' }],
        publish: true,
      },
    });
    expect(created.status).toBe(201);
    const { uuid, status } = (await created.json()) as {
      uuid: string;
      status: { checklistStatus: string };
    };
    expect(status.checklistStatus).toBe('WAITING_FOR_CREDIT_PULL');

    const polled: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = (await (
        await call(urlFor('getApplicationStatus', { uuid }), { jwt })
      ).json()) as {
        checklistStatus: string;
      };
      polled.push(answer.checklistStatus);
    }
    expect(polled).toEqual([
      'WAITING_FOR_CREDIT_PULL',
      'WAITING_FOR_CREDIT_PULL',
      'OFFER_SELECTION',
    ]);

    const application = (await (
      await call(urlFor('getApplication', { uuid }), { jwt })
    ).json()) as {
      offers: unknown[];
      property: { state: string };
      organizationCode: string;
    };
    expect(application.offers).toHaveLength(4);
    expect(application.property.state).toBe('TX');
    expect(application.organizationCode).toBe('main');

    const all = (await (await call(urlFor('getAllApplications'), { jwt })).json()) as {
      uuid: string;
    }[];
    expect(all.map((a) => a.uuid)).toEqual([uuid]);
  });

  it('answers realistic errors', async () => {
    const again = await call(urlFor('legacyRegister'), {
      method: 'POST',
      body: { email: SEED.borrower.email, password: 'Journey-pass1!', phoneNumber: '5125550188' },
    });
    expect(again.status).toBe(409);
    await expect(again.json()).resolves.toEqual({ errors: ['identity exists'] });

    const weak = await call(urlFor('legacyRegister'), {
      method: 'POST',
      body: { email: 'weak@example.com', password: 'short', phoneNumber: '5125550188' },
    });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { errors: string[] }).errors[0]).toMatch(
      /^password: Password must be at least 12/u,
    );

    const noProperty = await call(urlFor('createHeloc'), {
      method: 'POST',
      jwt: borrowerJwt(),
      body: {},
    });
    expect(noProperty.status).toBe(400);

    const hawaii = await call(urlFor('createHeloc'), {
      method: 'POST',
      jwt: lender.registerIdentity({ email: 'hi@example.com', password: null }).jwt,
      body: {
        propertyRequest: { street1: '15 Demo Ln', city: 'Honolulu', state: 'HI', zip: '96816' },
      },
    });
    await expect(hawaii.json()).resolves.toEqual({
      errors: ['We do not currently offer loans in Hawaii.'],
    });

    const unknownOfficer = await call(
      urlFor('getLoanOfficer', { loanOriginatorUuid: SEED.unknownLoanOfficer.uuid }),
    );
    expect(unknownOfficer.status).toBe(404);
    expect((await call(urlFor('getLoanOfficer', { loanOriginatorUuid: 'nope' }))).status).toBe(400);
    expect((await call(urlFor('getOfferCode', { code: 'NOPE' }))).status).toBe(404);

    // Someone else's application is not found, not forbidden.
    const casey = lender.identity(SEED.referredBorrower.uuid)!.jwt;
    expect((await call(urlFor('getApplication'), { jwt: casey })).status).toBe(404);
  });
});

describe('the identity broker (hosted login)', () => {
  it('registers with a redirect to the one-time-code login, and answers 401 when the e-mail exists', async () => {
    const response = await call(
      urlFor('registerIdentity', {}, 'externalStateNonce=n-1&organization=main'),
      {
        method: 'POST',
        body: { email: 'Hosted@Example.com', firstName: 'Hal', lastName: 'Hosted' },
      },
    );
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    const target = new URL(redirectUrl, TEST_ORIGIN);
    expect(target.pathname).toBe('/auth/login');
    // No e-mail in the login URL (issue 14).
    expect(Object.fromEntries(target.searchParams)).toEqual({
      otp: '1',
      redirectUrl: '/account/heloc/register-v2/login-info?externalStateNonce=n-1',
    });
    expect(lender.identityByEmail('hosted@example.com')?.password).toBeNull();

    const again = await call(urlFor('registerIdentity'), {
      method: 'POST',
      body: { email: 'hosted@example.com' },
    });
    expect(again.status).toBe(401);
  });

  it('answers the hosted login URL for each realm', async () => {
    const customer = await call(urlFor('hostedLogin', { realm: 'customer' }), {
      method: 'POST',
      body: { returnUrl: '/account/heloc/register-v2' },
    });
    await expect(customer.json()).resolves.toEqual({
      redirectUrl: '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2',
    });
    const agent = await call(urlFor('hostedLogin', { realm: 'agent' }), {
      method: 'POST',
      body: { returnUrl: 'https://evil.example' },
    });
    await expect(agent.json()).resolves.toEqual({ redirectUrl: '/auth/login?realm=agent' });
    expect((await call(urlFor('hostedLogin', { realm: 'admin' }), { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('self/figureinfo hands the token of the hosted session over in an authorization header; logout ends it', async () => {
    expect((await call(urlFor('getFigureInfo'))).status).toBe(401);
    const cookie = `${SESSION_COOKIE}=${SEED.borrower.uuid}`;
    const info = await call(urlFor('getFigureInfo'), { headers: { cookie } });
    expect(info.status).toBe(200);
    expect(info.headers.get('authorization')).toBe(`Bearer ${borrowerJwt()}`);
    await expect(info.json()).resolves.toMatchObject({
      uuid: SEED.borrower.uuid,
      email: SEED.borrower.email,
    });

    const byToken = await call(urlFor('getFigureInfo'), { jwt: borrowerJwt() });
    expect(byToken.headers.get('authorization')).toBeNull();

    const before = borrowerJwt();
    const logout = await call(urlFor('logout'), { method: 'POST', jwt: before });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^sandbox_session=;.*Max-Age=0/u);
    expect((await call(urlFor('getProfile'), { jwt: before })).status).toBe(401);
    expect(lender.authenticate(SEED.borrower.email, SEED_PASSWORD)).toBeDefined();
  });
});

describe('the step-completion call (designed)', () => {
  const url = (step: string) =>
    urlFor('completeStep', { uuid: SEED.borrower.applicationUuid, step });

  it('moves the application on and answers the new status', async () => {
    const response = await call(url('select-offer'), {
      method: 'POST',
      jwt: borrowerJwt(),
      body: {},
    });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({
      uuid: SEED.borrower.applicationUuid,
      step: 'select-offer',
      checklistStatus: 'WAITING_FOR_UNDERWRITING',
    });
  });

  it('answers 409 for a step that does not fit, 400 for an unknown one, 404 for others', async () => {
    const jwt = borrowerJwt();
    const wrong = await call(url('hmda'), { method: 'POST', jwt, body: {} });
    expect(wrong.status).toBe(409);
    await expect(wrong.json()).resolves.toEqual({
      errors: ['The step hmda cannot be completed at OFFER_SELECTION (expected select-offer)'],
    });
    expect((await call(url('nope'), { method: 'POST', jwt })).status).toBe(400);
    const other = urlFor('completeStep', {
      uuid: SEED.referredBorrower.applicationUuid,
      step: 'link-income',
    });
    expect((await call(other, { method: 'POST', jwt })).status).toBe(404);
  });

  it('refuses a step it does not know, naming the steps it does (the product’s list)', async () => {
    const unknown = await call(url('select-offers'), {
      method: 'POST',
      jwt: borrowerJwt(),
      body: {},
    });
    expect(unknown.status).toBe(400);
    const { errors } = (await unknown.json()) as { errors: string[] };
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Unknown step select-offers: the steps are select-offer, /u);
    for (const step of JOURNEY_STEPS) expect(errors[0]).toContain(step);
  });

  it('parses the body with the product’s schema: 400 with its messages, nothing moved', async () => {
    const bad = await call(url('select-offer'), {
      method: 'POST',
      jwt: borrowerJwt(),
      body: { amount: -5, drawPreference: 'ALL' },
    });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: string[] };
    expect(errors).toEqual([
      expect.stringMatching(/^amount: /u),
      expect.stringMatching(/^drawPreference: /u),
    ]);
    expect(errors).toEqual(
      journeyStepBodies['select-offer']
        .safeParse({ amount: -5, drawPreference: 'ALL' })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
    expect(lender.application(SEED.borrower.applicationUuid)?.status.checklistStatus).toBe(
      'OFFER_SELECTION',
    );
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(url('select-offer'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${borrowerJwt()}` },
      body: '{"offerUuid":',
    });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ errors: ['The request body is not JSON'] });
  });
});

describe('other services', () => {
  it('suggests addresses', async () => {
    const answer = (await (await call(urlFor('addressTypeahead', {}, 'q=placeholder'))).json()) as {
      state: string;
    }[];
    expect(answer.map((a) => a.state)).toEqual(['TX', 'AL']);
    expect(await (await call(urlFor('addressTypeahead', {}, 'q=altadena'))).json()).toEqual([
      expect.objectContaining({ zip: '91001', state: 'CA' }),
    ]);
    expect(await (await call(urlFor('addressTypeahead', {}, 'q='))).json()).toEqual([]);
  });

  it('serves the flags the staff set', async () => {
    lender.setFlag('fe-heloc-maintenance', true);
    const { features } = (await (await call(urlFor('getFeatureFlags'))).json()) as {
      features: { key: string; enabled: boolean }[];
    };
    expect(features.find((f) => f.key === 'fe-heloc-maintenance')?.enabled).toBe(true);
    const single = await call(urlFor('getFeature'), {
      method: 'POST',
      body: { featureKey: 'fe-relative-url-heloc' },
    });
    await expect(single.json()).resolves.toMatchObject({ enabled: false });
  });

  it('marks a notification read for its owner only', async () => {
    const id = 'ae000000-0000-4000-8000-000000000001';
    const casey = lender.identity(SEED.referredBorrower.uuid)!.jwt;
    expect(
      (await call(urlFor('markNotificationRead', { id }), { method: 'POST', jwt: casey })).status,
    ).toBe(404);
    expect(
      (await call(urlFor('markNotificationRead', { id }), { method: 'POST', jwt: borrowerJwt() }))
        .status,
    ).toBe(200);
    const list = (await (
      await call(urlFor('getNotifications'), { jwt: borrowerJwt() })
    ).json()) as {
      id: string;
      isUnread: boolean;
    }[];
    expect(list.find((n) => n.id === id)?.isUnread).toBe(false);
  });

  it('answers the co-deed status to the additional signer only', async () => {
    const signer = lender.identity(SEED.signer.uuid)!.jwt;
    await expect(
      (await call(urlFor('getCoDeedStatus'), { jwt: signer })).json(),
    ).resolves.toMatchObject({
      applicationUuid: SEED.borrower.applicationUuid,
      status: 'NOT_SIGNED',
    });
    expect((await call(urlFor('getCoDeedStatus'), { jwt: borrowerJwt() })).status).toBe(400);
  });

  it('runs a chatbot conversation', async () => {
    lender.setChatAvailability('closed');
    const started = await call(urlFor('initWebChat'), {
      method: 'POST',
      body: {
        firstName: 'Pat',
        lastName: 'Tester',
        email: 'pat@example.com',
        pageUrl: 'http://x',
        chatMode: 'chatbot',
        orgCode: 'main',
      },
    });
    const { conversationSid } = (await started.json()) as { conversationSid: string };
    const reply = await call(urlFor('chatWithAutobot'), {
      method: 'POST',
      body: {
        conversationId: conversationSid,
        message: 'When do I get my money?',
        organization: 'main',
        pageUrl: 'x',
        senderId: 'p',
        senderType: 'applicant',
      },
    });
    await expect(reply.json()).resolves.toMatchObject({
      responseToCustomer: expect.stringMatching(/five business days/u),
    });
    const history = (await (
      await call(urlFor('getChatHistory', { conversationId: conversationSid }))
    ).json()) as unknown[];
    expect(history).toHaveLength(3);
  });
});

describe('the app’s own files', () => {
  it('are never answered by a handler, even under a matching pattern', async () => {
    // */offercode/:code matches this path; a handler would answer 404. Unhandled, it fails instead.
    await expect(fetch(`${TEST_ORIGIN}/account/heloc/src/offercode/SAVE2026`)).rejects.toThrow();
    expect((await fetch(`${TEST_ORIGIN}/offercode/SAVE2026`)).status).toBe(200);
  });
});
