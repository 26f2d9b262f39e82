import { DEFAULT_BRAND_CODE } from '../../domain/brands/registry';
import { BPO_ORDER_REQUEST_STATUSES, WAITING_FOR_STATUSES } from '../../domain/status/statusRoutes';
import {
  CREDIT_PULL_STATUS,
  DEFAULT_ORG,
  isKnownChecklistStatus,
  isWaitingStatus,
  createSeedState,
  Lender,
  LenderError,
  loadState,
  manualClock,
  MAX_IDEMPOTENCY_RECORDS,
  saveState,
  SEED,
  SEED_PASSWORD,
  sequentialIds,
  STORAGE_KEY,
  type KeyValueStorage,
  type NewHeloc,
} from './index';

const NOW = '2026-03-02T18:00:00.000Z'; // a Monday, 10:00 Pacific Time

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function newLender() {
  const clock = manualClock(NOW);
  const lender = new Lender({ ids: sequentialIds('7e570000'), clock });
  return { lender, clock };
}

const heloc = (overrides: Partial<NewHeloc> = {}): NewHeloc => ({
  property: {
    street1: '310 Example Way',
    street2: '',
    city: 'San Diego',
    state: 'CA',
    zip: '92104',
    occupancyType: 'HOME',
  },
  name: { firstName: 'Pat', lastName: 'Tester' },
  incomePrimary: 120_000,
  employmentType: 'FULL_TIME',
  ...overrides,
});

function registered(lender: Lender, email = 'new@example.com') {
  return lender.registerIdentity({
    email,
    password: 'Another-pass1!',
    phoneNumber: '(619) 555-0199',
  });
}

describe('seed', () => {
  it('has a returning borrower with an application, a co-deeder, a broker and the prefill records', () => {
    const { lender } = newLender();
    const borrower = lender.identityByEmail(SEED.borrower.email)!;
    expect(lender.authenticate(SEED.borrower.email, SEED_PASSWORD)?.uuid).toBe(SEED.borrower.uuid);
    const application = lender.currentApplicationFor(borrower.uuid)!;
    expect(application.uuid).toBe(SEED.borrower.applicationUuid);
    expect(application.status.checklistStatus).toBe('OFFER_SELECTION');
    expect(application.offers.length).toBeGreaterThan(0);
    expect(application.helocSigners[0]?.identityUuid).toBe(SEED.signer.uuid);
    expect(lender.profileFor(SEED.signer.uuid)?.type).toBe('CO_DEEDER');
    expect(lender.profileFor(SEED.broker.uuid)?.isBroker).toBe(true);
    expect(lender.identity(SEED.broker.uuid)?.kind).toBe('agent');
    expect(lender.currentApplicationFor(SEED.broker.uuid)?.uuid).toBe(
      SEED.referredBorrower.applicationUuid,
    );
    expect(lender.offerCode('save2026')?.state).toBe('AL');
    expect(lender.referral(SEED.referral.uuid)?.status).toBe('ACTIVE');
    expect(lender.state.loanOfficers).toHaveLength(2);
    expect(lender.loanOfficer(SEED.unknownLoanOfficer.uuid)).toBeUndefined();
    expect(lender.flag('fe-heloc-redesign-2025')?.enabled).toBe(true);
    expect(lender.flag('fe-heloc-maintenance')?.variables).toMatchObject({
      pageTitle: 'Scheduled Maintenance',
      shouldShowDashboardLink: true,
    });
    expect(lender.flag('fe-heloc-ca-fires-01-07-2025')?.variables.zipCodes).toContain('91001');
  });

  it('uses the main brand as the default org', () => {
    expect(DEFAULT_ORG).toBe(DEFAULT_BRAND_CODE);
  });

  it("offers the status names the app's status table assumes", () => {
    for (const status of [...BPO_ORDER_REQUEST_STATUSES, ...WAITING_FOR_STATUSES]) {
      expect(isKnownChecklistStatus(status)).toBe(true);
    }
    expect(isWaitingStatus(CREDIT_PULL_STATUS)).toBe(true);
    expect(isWaitingStatus('OFFER_SELECTION')).toBe(false);
  });

  it('is plain JSON', () => {
    const state = createSeedState(Date.parse(NOW));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe('registration', () => {
  it('creates an identity with a token and an empty profile', () => {
    const { lender } = newLender();
    const identity = registered(lender);
    expect(identity).toMatchObject({
      uuid: '7e570000-0000-4000-8000-000000000001',
      email: 'new@example.com',
      kind: 'customer',
      aliases: [{ type: 'Phone', value: '+16195550199' }],
    });
    expect(lender.identityForToken(identity.jwt)?.uuid).toBe(identity.uuid);
    expect(lender.profileFor(identity.uuid)).toMatchObject({
      email: 'new@example.com',
      type: 'CUSTOMER',
    });
    expect(lender.authenticate('NEW@example.com', 'Another-pass1!')?.uuid).toBe(identity.uuid);
    expect(lender.authenticate('new@example.com', 'wrong')).toBeUndefined();
    expect(lender.verifyAbilityToStart(identity.uuid)).toEqual({
      canStartApplication: true,
      organizationsWithActiveApplication: [],
    });
  });

  it('refuses an e-mail that exists (409 identity exists)', () => {
    const { lender } = newLender();
    expect(() => registered(lender, 'Borrower@Example.com')).toThrowError(LenderError);
    try {
      registered(lender, SEED.borrower.email);
    } catch (error) {
      expect(error).toMatchObject({ status: 409, body: { errors: ['identity exists'] } });
    }
  });

  it('revokes the token on logout', () => {
    const { lender } = newLender();
    const before = lender.identity(SEED.borrower.uuid)!.jwt;
    lender.revokeToken(SEED.borrower.uuid);
    expect(lender.identityForToken(before)).toBeUndefined();
    expect(lender.identity(SEED.borrower.uuid)!.jwt).not.toBe(before);
  });
});

describe('createHeloc and status polling', () => {
  it('waits on the soft credit pull for two polls, then offers', () => {
    const { lender } = newLender();
    const identity = registered(lender);
    const application = lender.createHeloc(identity.uuid, heloc());
    expect(application).toMatchObject({
      uuid: '7e570000-0000-4000-8000-000000000009', // ids are deterministic: same every run
      loanNumber: 'HL-100003',
      status: { checklistStatus: CREDIT_PULL_STATUS },
      auditFields: { createdDate: NOW },
      property: { state: 'CA', zip: '92104' },
    });
    expect(application.offers).toEqual([]);
    expect(lender.pollStatus(application.uuid).status.checklistStatus).toBe(CREDIT_PULL_STATUS);
    expect(lender.pollStatus(application.uuid).status.checklistStatus).toBe(CREDIT_PULL_STATUS);
    const after = lender.pollStatus(application.uuid);
    expect(after.status).toMatchObject({
      checklistStatus: 'OFFER_SELECTION',
      uwDecision: 'SELECT',
      uwSubDecision: 'UNVERIFIED_OFFER',
    });
    expect(after.progress).toBe('PRODUCT_SELECT');
    expect(after.offers.map((offer) => offer.term)).toEqual([5, 10, 15, 30]);
    expect(lender.pollStatus(application.uuid).status.checklistStatus).toBe('OFFER_SELECTION');
    expect(lender.profileFor(identity.uuid)?.name).toMatchObject({
      firstName: 'Pat',
      lastName: 'Tester',
    });
    expect(lender.verifyAbilityToStart(identity.uuid)).toEqual({
      canStartApplication: false,
      organizationsWithActiveApplication: ['figure'],
    });
  });

  it('takes the number of waiting polls from the settings', () => {
    const { lender } = newLender();
    lender.setCreditPullPolls(0);
    const application = lender.createHeloc(registered(lender).uuid, heloc());
    expect(lender.pollStatus(application.uuid).status.checklistStatus).toBe('OFFER_SELECTION');
  });

  it('creates a crypto-backed HELOC when the body names that product, not from the attribution alone', () => {
    const { lender } = newLender();
    const crypto = lender.createHeloc(
      registered(lender).uuid,
      heloc({ productType: 'CRYPTO_HELOC', utmParameters: { source: 'cloc' } }),
    );
    expect(crypto).toMatchObject({ isCrypto: true, productType: 'CRYPTO_HELOC' });
    const plain = lender.createHeloc(
      registered(lender, 'signed-in@example.com').uuid,
      heloc({ utmParameters: { source: 'cloc' } }),
    );
    expect(plain).toMatchObject({ isCrypto: false, productType: 'HELOC' });
  });

  it('picks the outcome from the last name', () => {
    const { lender } = newLender();
    lender.setCreditPullPolls(0);
    const application = lender.createHeloc(
      registered(lender).uuid,
      heloc({ name: { firstName: 'Pat', lastName: 'Decline' } }),
    );
    const after = lender.pollStatus(application.uuid);
    expect(after.status).toMatchObject({ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' });
    expect(after.active).toBe(false);
  });

  it('refuses states it does not lend in, unemployed borrowers and a second active application', () => {
    const { lender } = newLender();
    const identity = registered(lender);
    const attempt = (input: NewHeloc) => {
      try {
        lender.createHeloc(identity.uuid, input);
        return null;
      } catch (error) {
        return error as LenderError;
      }
    };
    expect(attempt(heloc({ property: { ...heloc().property, state: 'HI' } }))?.body).toEqual({
      errors: ['We do not currently offer loans in Hawaii.'],
    });
    expect(attempt(heloc({ employmentType: 'UNEMPLOYED' }))?.status).toBe(400);
    expect(attempt(heloc())).toBeNull();
    expect(attempt(heloc())?.status).toBe(409);
  });

  it('links a known referrer and a wholesale referral', () => {
    const { lender } = newLender();
    const identity = registered(lender);
    const application = lender.createHeloc(
      identity.uuid,
      heloc({ referralId: SEED.referral.uuid }),
    );
    expect(application.referrer).toEqual({
      referrerUuid: SEED.broker.uuid,
      wholesaleBrokerNmls: SEED.broker.nmls,
    });
    expect(lender.referral(SEED.referral.uuid)?.status).toBe('USED');
  });

  it('runs a generic schedule: steps after N polls, zero-poll steps at once', () => {
    const { lender } = newLender();
    const uuid = SEED.borrower.applicationUuid;
    lender.schedule(uuid, [
      { afterPolls: 1, patch: { status: { checklistStatus: 'WAITING_FOR_DOCUMENTS' } } },
      { afterPolls: 0, patch: { status: { checklistStatus: 'GEN_APP_DISCLOSURES' } } },
      {
        afterPolls: 1,
        patch: { status: { checklistStatus: 'APP_SUBMISSION' }, progress: 'MORE_INFO' },
      },
    ]);
    const statuses = Array.from(
      { length: 5 },
      () => lender.pollStatus(uuid).status.checklistStatus,
    );
    expect(statuses).toEqual([
      'OFFER_SELECTION',
      'GEN_APP_DISCLOSURES',
      'GEN_APP_DISCLOSURES',
      'APP_SUBMISSION',
      'APP_SUBMISSION',
    ]);
    expect(lender.application(uuid)?.progress).toBe('MORE_INFO');
  });

  it('drops the schedule when staff set a status', () => {
    const { lender } = newLender();
    const application = lender.createHeloc(registered(lender).uuid, heloc());
    lender.updateApplication(application.uuid, { status: { checklistStatus: 'HMDA' } });
    for (let i = 0; i < 5; i += 1) lender.pollStatus(application.uuid);
    expect(lender.application(application.uuid)?.status.checklistStatus).toBe('HMDA');
  });
});

describe('faults, latency, flags', () => {
  it('answers a fault the given number of times', () => {
    const { lender } = newLender();
    lender.addFault('getApplicationStatus', 503, 2);
    lender.addFault('createHeloc', 0);
    expect(lender.takeFault('getApplicationStatus')?.status).toBe(503);
    expect(lender.takeFault('getApplicationStatus')?.status).toBe(503);
    expect(lender.takeFault('getApplicationStatus')).toBeNull();
    expect(lender.takeFault('createHeloc')?.status).toBe(0);
    expect(lender.takeFault('createHeloc')?.status).toBe(0);
    lender.clearFaults();
    expect(lender.takeFault('createHeloc')).toBeNull();
  });

  it('keeps the kind and the Retry-After of a fault, and its times for every kind', () => {
    const { lender } = newLender();
    lender.addFault('createHeloc', 429, 1, 30);
    lender.addFault('payAppraisal', 'lost', 1);
    lender.addFault('uploadDocument', 'hang', 2);
    expect(lender.state.settings.faults).toStrictEqual([
      { operation: 'createHeloc', status: 429, remaining: 1, retryAfter: 30 },
      { operation: 'payAppraisal', status: 'lost', remaining: 1 },
      { operation: 'uploadDocument', status: 'hang', remaining: 2 },
    ]);
    expect(lender.takeFault('createHeloc')).toMatchObject({ status: 429, retryAfter: 30 });
    expect(lender.takeFault('createHeloc')).toBeNull();
    expect(lender.takeFault('payAppraisal')?.status).toBe('lost');
    expect(lender.takeFault('payAppraisal')).toBeNull();
    expect(lender.takeFault('uploadDocument')?.status).toBe('hang');
    expect(lender.takeFault('uploadDocument')?.status).toBe('hang');
    expect(lender.takeFault('uploadDocument')).toBeNull();
  });

  it('a hung call ends when its signal aborts or the lender is reset', async () => {
    const { lender } = newLender();
    const controller = new AbortController();
    const aborted = lender.hang(controller.signal);
    const other = lender.hang();
    expect(lender.hangingCalls).toBe(2);
    controller.abort();
    await aborted;
    expect(lender.hangingCalls).toBe(1);
    lender.reset();
    await other;
    expect(lender.hangingCalls).toBe(0);
    const already = new AbortController();
    already.abort();
    await lender.hang(already.signal);
    expect(lender.hangingCalls).toBe(0);
  });

  it('turns known flags on and off and refuses unknown ones', () => {
    const { lender } = newLender();
    lender.setFlag('fe-webchat', false);
    expect(lender.flag('fe-webchat')?.enabled).toBe(false);
    expect(() => lender.setFlag('fe-made-up', true)).toThrowError(LenderError);
  });
});

describe('idempotency records and counts', () => {
  const answer = (key: string) => ({
    operation: 'createHeloc',
    caller: 'anonymous',
    key,
    fingerprint: 'f',
    status: 201,
    headers: [['content-type', 'application/json']] as [string, string][],
    body: '{}',
  });

  it('keeps the answer of a key per operation and caller, the last 500', () => {
    const { lender } = newLender();
    lender.recordWrite('createHeloc', { committed: true, answer: answer('k') });
    expect(lender.idempotentAnswer('createHeloc', 'anonymous', 'k')).toMatchObject({
      status: 201,
      at: NOW,
    });
    expect(lender.idempotentAnswer('createHeloc', 'someone', 'k')).toBeUndefined();
    expect(lender.idempotentAnswer('payAppraisal', 'anonymous', 'k')).toBeUndefined();
    for (let i = 0; i < MAX_IDEMPOTENCY_RECORDS; i += 1)
      lender.recordWrite('createHeloc', { committed: false, answer: answer(`k${i}`) });
    expect(lender.state.idempotency).toHaveLength(MAX_IDEMPOTENCY_RECORDS);
    expect(lender.idempotentAnswer('createHeloc', 'anonymous', 'k')).toBeUndefined();
    expect(lender.idempotentAnswer('createHeloc', 'anonymous', 'k0')).toBeDefined();
    expect(lender.counts().commits).toEqual({ createHeloc: 1 });
  });

  it('lets one call of a key run at a time', () => {
    const { lender } = newLender();
    expect(lender.claimIdempotencyKey('createHeloc', 'anonymous', 'k')).toBe(true);
    expect(lender.claimIdempotencyKey('createHeloc', 'anonymous', 'k')).toBe(false);
    expect(lender.claimIdempotencyKey('createHeloc', 'other', 'k')).toBe(true);
    lender.releaseIdempotencyKey('createHeloc', 'anonymous', 'k');
    expect(lender.claimIdempotencyKey('createHeloc', 'anonymous', 'k')).toBe(true);
    lender.reset();
    expect(lender.claimIdempotencyKey('createHeloc', 'other', 'k')).toBe(true);
  });

  it('counts what the lender holds', () => {
    const { lender } = newLender();
    const seed = lender.counts();
    expect(seed).toMatchObject({ identities: 4, applications: 2, commits: {} });
    const identity = registered(lender);
    const application = lender.createHeloc(identity.uuid, heloc());
    lender.changeApplication(application.uuid, (app) => {
      app.screens.property = {
        appraisalPayments: [
          {
            paymentUuid: 'p',
            method: 'CARD',
            amount: 500,
            brand: 'VISA',
            last4: '4242',
            paidAt: NOW,
          },
        ],
        valuationOrderedAt: null,
        signedAt: null,
      };
      app.screens.signing = {
        eConsent: { version: 'v1', consentedAt: NOW },
        signatures: { d1: { signedAt: NOW, latitude: 0, longitude: 0, accuracy: 1 } },
        reservation: {
          reservationUuid: 'r',
          startsAt: NOW,
          endsAt: NOW,
          timeZone: 'America/Los_Angeles',
          address: { street1: '1 Main St', street2: null, city: 'Reno', state: 'NV', zip: '89501' },
          fee: 350,
          status: 'CONFIRMED',
        },
      };
      app.screens.conditions = {
        documents: [],
        answered: [
          { conditionUuid: 'c1', identityUuid: identity.uuid, documentUuids: [], answeredAt: NOW },
          { conditionUuid: 'c2', identityUuid: identity.uuid, documentUuids: [], answeredAt: NOW },
        ],
      };
    });
    expect(lender.counts()).toEqual({
      ...seed,
      identities: seed.identities + 1,
      applications: seed.applications + 1,
      appraisalPayments: seed.appraisalPayments + 1,
      signatures: seed.signatures + 1,
      consents: seed.consents + 1,
      conditionAnswers: seed.conditionAnswers + 2,
      notaryBookings: seed.notaryBookings + 1,
    });
  });

  it('survives a save/load round trip and a reset clears it', () => {
    const { lender, clock } = newLender();
    lender.recordWrite('createHeloc', { committed: true, answer: answer('k') });
    const again = new Lender({ state: lender.snapshot(), clock });
    expect(again.idempotentAnswer('createHeloc', 'anonymous', 'k')?.status).toBe(201);
    expect(again.counts().commits).toEqual({ createHeloc: 1 });
    again.reset();
    expect(again.idempotentAnswer('createHeloc', 'anonymous', 'k')).toBeUndefined();
    expect(again.counts().commits).toEqual({});
  });

  it('reads a state saved before idempotency existed', () => {
    const { lender, clock } = newLender();
    const old = lender.snapshot();
    delete old.idempotency;
    delete old.commits;
    const restored = new Lender({ state: old, clock });
    expect(restored.idempotentAnswer('createHeloc', 'anonymous', 'k')).toBeUndefined();
    expect(restored.counts().commits).toEqual({});
    restored.recordWrite('createHeloc', { committed: true, answer: answer('k') });
    expect(restored.counts().commits).toEqual({ createHeloc: 1 });
  });
});

describe('operating hours (Pacific Time)', () => {
  it('is open on a weekday morning and closed on Sunday, unless staff force it', () => {
    const { lender, clock } = newLender();
    expect(lender.isChatOpen()).toBe(true);
    clock.set(Date.parse('2026-03-01T18:00:00.000Z')); // Sunday 10:00 PT
    expect(lender.isChatOpen()).toBe(false);
    lender.setChatAvailability('open');
    expect(lender.isChatOpen()).toBe(true);
  });

  it('starts an agent chat in hours and a chatbot chat outside them', () => {
    const { lender, clock } = newLender();
    const agent = lender.startChat({
      provider: 'twilio',
      friendlyName: 'Pat',
      emailAddress: 'p@example.com',
    });
    expect(agent.mode).toBe('agent');
    clock.set(Date.parse('2026-03-03T06:00:00.000Z')); // Monday 22:00 PT
    const bot = lender.startChat({
      provider: 'twilio',
      friendlyName: 'Pat',
      emailAddress: 'p@example.com',
    });
    expect(bot.mode).toBe('chatbot');
    expect(bot.expiration - clock()).toBe(600_000);
    expect(lender.chatWithBot(bot.conversationSid, 'What are your hours?').reply.body).toMatch(
      /Pacific Time/u,
    );
  });
});

describe('reset and persistence', () => {
  it('reset restores the seed', () => {
    const { lender } = newLender();
    const seed = lender.snapshot();
    registered(lender);
    lender.addFault('getProfile', 500);
    lender.reset();
    expect(lender.snapshot()).toEqual(seed);
  });

  it('notifies subscribers on every change and survives a save/load round trip', () => {
    const { lender, clock } = newLender();
    const storage = new MemoryStorage();
    const seen: number[] = [];
    lender.subscribe((state) => {
      seen.push(state.identities.length);
      saveState(storage, state);
    });
    const identity = registered(lender);
    const application = lender.createHeloc(identity.uuid, heloc());
    lender.pollStatus(application.uuid);
    lender.setLatency(250);
    expect(seen.length).toBeGreaterThanOrEqual(4);

    const restored = loadState(storage)!;
    expect(storage.items.has(STORAGE_KEY)).toBe(true);
    const again = new Lender({ state: restored, ids: sequentialIds('7e571111'), clock });
    expect(again.snapshot()).toEqual(lender.snapshot());
    expect(again.identityForToken(identity.jwt)?.uuid).toBe(identity.uuid);
    // The restored journey continues where it was: one more waiting poll, then offers.
    expect(again.pollStatus(application.uuid).status.checklistStatus).toBe(CREDIT_PULL_STATUS);
    expect(again.pollStatus(application.uuid).status.checklistStatus).toBe('OFFER_SELECTION');
    expect(again.state.settings.latencyMs).toBe(250);
  });

  it('ignores a stored state that is unreadable or of another version', () => {
    const storage = new MemoryStorage();
    expect(loadState(storage)).toBeNull();
    storage.setItem(STORAGE_KEY, '{not json');
    expect(loadState(storage)).toBeNull();
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...createSeedState(0), version: 999 }));
    expect(loadState(storage)).toBeNull();
  });
});
