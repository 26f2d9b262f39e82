import { submitLegacyPage } from './registration.legacy';
import {
  CONFIRM_LOW_INCOME,
  LICENSED_STATE_REFUSED,
  OCCUPANCY_REQUIRED,
  toFormState,
  emptyRegisterValues,
  type StepId,
} from '../../src/domain/registration';
import { buildCreateHelocPayload } from '../../src/domain/registration/payload';
import type { CreateInput } from './registration.calls';
import { encodePrefill } from '../../src/domain/registration/prefillCodec';
import {
  selectDisasterWarning,
  selectFailure,
  selectLicenceRefusal,
  selectModal,
  selectPhase,
} from './registration.select';
import {
  HELOC_UUID,
  NONCE,
  VALID,
  answer,
  apiError,
  baseInput,
  settle,
  startHarness,
  type ActorName,
} from './registration.testing';

const PRIMARY_STEPS: StepId[] = [
  'property',
  'forSale',
  'income',
  'name',
  'birthdate',
  'contact',
  'password',
];

const SEQUENCE: ActorName[] = [
  'checkWaitlist',
  'register',
  'savePhone',
  'verifyAbilityToStart',
  'createApplication',
  'saveSmsConsents',
  'sendStartEvents',
];

describe('registration: steps and the URL', () => {
  it('walks a primary residence from the start page to the application entry', async () => {
    const h = startHarness();
    // A plain link: the first snapshot already shows the step (nothing to ask the lender).
    expect(selectPhase(h.actor.getSnapshot())).toBe('editing');
    expect(h.actor.getSnapshot().matches({ wizard: 'property' })).toBe(true);
    await settle();
    await answer(h, PRIMARY_STEPS);
    expect(h.navigated()).toEqual([
      '/register-v2',
      '/register-v2/for-sale',
      '/register-v2/annual-income',
      '/register-v2/legal-name',
      '/register-v2/birthdate',
      '/register-v2/phone-and-email',
      '/register-v2/set-password',
      `/${HELOC_UUID}`,
    ]);
    expect(h.order).toEqual(SEQUENCE);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('asks the lender first when the link names a source, showing the step only after', async () => {
    const h = startHarness({ input: { search: '?offerCode=SAVE1' } });
    expect(selectPhase(h.actor.getSnapshot())).toBe('loading');
    await settle();
    expect(h.calls.loadStart).toHaveLength(1);
    expect(selectPhase(h.actor.getSnapshot())).toBe('editing');
  });

  it('sends a plain link to not-accepting-apps at once when the brand requires an officer', () => {
    const h = startHarness({
      input: { brand: { ...baseInput().brand, requiresReferringLoanOfficer: true } },
    });
    expect(h.actor.getSnapshot().matches('leaving')).toBe(true);
    expect(h.navigated()).toEqual(['/not-accepting-apps']);
    expect(h.calls.loadStart).toEqual([]);
  });

  it('takes the session flags when they arrive after the start (the hydrated start page)', () => {
    const h = startHarness({
      input: {
        flags: { ...baseInput().flags, newYorkModal: false, disasterZips: [] },
      },
    });
    expect(selectDisasterWarning(h.actor.getSnapshot(), '91001')).toBe(false);
    h.actor.send({
      type: 'SESSION.FLAGS',
      flags: { ...baseInput().flags, newYorkModal: true, disasterZips: ['91001'] },
    });
    expect(selectDisasterWarning(h.actor.getSnapshot(), '91001')).toBe(true);
    h.actor.send({ type: 'STEP.SUBMIT', values: { ...VALID.property, state: 'NY' } });
    expect(selectModal(h.actor.getSnapshot())).toBe('newYork');
  });

  it.each(['SECONDARY', 'INVESTMENT'] as const)(
    'asks a %s owner for the home address before the sale status',
    async (occupancyType) => {
      const h = startHarness();
      await settle();
      await answer(h, ['property'], { property: { ...VALID.property, occupancyType } });
      expect(h.actor.getSnapshot().context.step).toBe('homeAddress');
      await answer(h, ['homeAddress']);
      expect(h.navigated().slice(-2)).toEqual([
        '/register-v2/home-address',
        '/register-v2/for-sale',
      ]);
    },
  );

  it('carries the query string to every step', async () => {
    const h = startHarness({ input: { search: '?utm_source=tv&pop-webchat=1' } });
    await settle();
    await answer(h, ['property']);
    expect(h.navigated().at(-1)).toBe('/register-v2/for-sale?utm_source=tv&pop-webchat=1');
  });

  it('reads userData once: the start gets it, the URL is rewritten without it and no step carries it', async () => {
    const userData = encodePrefill({ email: 'u@example.com' });
    const h = startHarness({ input: { search: `?userData=${userData}&utm_source=tv&x=1` } });
    await settle();
    expect(h.calls.loadStart[0]).toMatchObject({ query: { userData } });
    expect(h.emitted[0]).toEqual({
      type: 'navigate',
      to: '/register-v2?utm_source=tv',
      replace: true,
    });
    await answer(h, ['property']);
    expect(h.navigated().at(-1)).toBe('/register-v2/for-sale?utm_source=tv');
  });

  it('keeps only the allow-listed parameters of an entered URL (never its state or userData)', async () => {
    const h = startHarness();
    await settle();
    await answer(h, ['property']);
    h.actor.send({
      type: 'ROUTE.ENTERED',
      step: 'forSale',
      search: '?state=eyJ2IjoxfQ&org=main&email=a%40b.c',
    });
    expect(h.actor.getSnapshot().context.search).toBe('?org=main');
  });

  it('redirects a deep link without the earlier answers to the first incomplete step', async () => {
    const h = startHarness({ input: { initialStep: 'birthdate' } });
    await settle();
    expect(h.actor.getSnapshot().context.step).toBe('property');
    expect(h.emitted[0]).toEqual({ type: 'navigate', to: '/register-v2', replace: true });
    await answer(h, ['property']);
    h.actor.send({ type: 'ROUTE.ENTERED', step: 'name' });
    expect(h.actor.getSnapshot().context.step).toBe('forSale');
    expect(h.emitted.at(-1)).toEqual({
      type: 'navigate',
      to: '/register-v2/for-sale',
      replace: true,
    });
  });

  it('follows browser back without navigating again, and keeps the answers', async () => {
    const h = startHarness();
    await settle();
    await answer(h, ['property', 'forSale']);
    const before = h.navigated().length;
    h.actor.send({ type: 'ROUTE.ENTERED', step: 'forSale' });
    expect(h.actor.getSnapshot().context.step).toBe('forSale');
    expect(h.navigated()).toHaveLength(before);
    expect(h.actor.getSnapshot().context.values.forSale).toEqual(VALID.forSale);
  });

  it('goes back a step with STEP.BACK', async () => {
    const h = startHarness();
    await settle();
    await answer(h, ['property']);
    h.actor.send({ type: 'STEP.BACK' });
    expect(h.actor.getSnapshot().context.step).toBe('property');
    expect(h.actor.getSnapshot().can({ type: 'STEP.BACK' })).toBe(false);
  });

  it('opens the step a `step` query value names, when its earlier answers are there', async () => {
    const h = startHarness({ input: { search: '?step=income-info' } });
    await settle();
    expect(h.actor.getSnapshot().context.step).toBe('property');
  });

  it('keeps what was typed and shows the messages on a bad submit', async () => {
    const h = startHarness();
    await settle();
    const typed = { ...VALID.property, occupancyType: 'INIT' as const };
    h.actor.send({ type: 'STEP.SUBMIT', values: typed });
    const { context } = h.actor.getSnapshot();
    expect(context.errors).toEqual({ occupancyType: OCCUPANCY_REQUIRED });
    expect(context.values.property).toEqual(typed);
    expect(context.step).toBe('property');
  });

  it('asks to confirm a low income, then accepts it', async () => {
    const h = startHarness();
    await settle();
    await answer(h, ['property', 'forSale']);
    const low = { ...VALID.income, income: '12000' };
    h.actor.send({ type: 'STEP.SUBMIT', values: low });
    expect(h.actor.getSnapshot().context.errors).toEqual({ income: CONFIRM_LOW_INCOME });
    h.actor.send({ type: 'STEP.SUBMIT', values: { ...low, lowIncomeConfirmed: true } });
    expect(h.actor.getSnapshot().context.step).toBe('name');
  });

  it('leaves contact info out when the profile has an e-mail and a phone', async () => {
    const h = startHarness({
      input: { isAuthenticated: true },
      start: {
        profileHasContact: true,
        prefill: { email: 'pat@example.com', phoneNumber: '5551234567' },
      },
    });
    await settle();
    await answer(h, ['property', 'forSale', 'income', 'name', 'birthdate']);
    expect(h.actor.getSnapshot().context.step).toBe('loginInfo');
    await answer(h, ['loginInfo']);
    expect(h.order).toEqual([
      'loadStart',
      'checkWaitlist',
      'verifyAbilityToStart',
      'createApplication',
      'saveSmsConsents',
      'sendStartEvents',
    ]);
  });
});

describe('registration: modals and warnings', () => {
  it('opens the New York redirect modal on the main brand and leaves for the NY site', async () => {
    const h = startHarness();
    await settle();
    await answer(h, ['property'], { property: { ...VALID.property, state: 'NY' } });
    expect(selectModal(h.actor.getSnapshot())).toBe('newYork');
    h.actor.send({ type: 'MODAL.CONFIRM' });
    expect(h.left()).toEqual(['https://ny.example.com/account/heloc/register-v2']);
  });

  it('does not open the New York modal when its flag is off', async () => {
    const h = startHarness({
      input: {
        flags: {
          newYorkModal: false,
          newYorkBlocked: false,
          disasterZips: [],
          smsTransactionalConsent: false,
        },
      },
    });
    await settle();
    await answer(h, ['property'], { property: { ...VALID.property, state: 'NY' } });
    expect(h.actor.getSnapshot().context.step).toBe('forSale');
  });

  it('opens the Hawaii modal on the main brand; dismissing keeps the answers on the start page', async () => {
    const h = startHarness();
    await settle();
    await answer(h, ['property'], { property: { ...VALID.property, state: 'HI' } });
    expect(selectModal(h.actor.getSnapshot())).toBe('hawaii');
    h.actor.send({ type: 'MODAL.DISMISS' });
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.context.step).toBe('property');
    expect(snapshot.context.values.property.state).toBe('HI');
    expect(snapshot.context.completed).toEqual([]);
  });

  it('warns about disaster zips from the flag list', async () => {
    const h = startHarness();
    await settle();
    expect(selectDisasterWarning(h.actor.getSnapshot(), '91001')).toBe(true);
    expect(selectDisasterWarning(h.actor.getSnapshot(), '78701')).toBe(false);
  });

  it("disables submit outside the referring officer's licensed states", async () => {
    const h = startHarness({
      input: { search: '?referrer=lo-1' },
      start: {
        officer: { uuid: 'lo-1', licensedStates: ['CA'], enforce: true, phoneNumber: '5550000000' },
      },
    });
    await settle();
    const snapshot = h.actor.getSnapshot();
    const values = VALID.property;
    expect(snapshot.can({ type: 'STEP.SUBMIT', values })).toBe(false);
    expect(selectLicenceRefusal(snapshot, 'TX')).toBe(LICENSED_STATE_REFUSED);
    expect(
      snapshot.can({ type: 'STEP.SUBMIT', values: { ...values, state: 'CA', city: 'Fresno' } }),
    ).toBe(true);
  });

  it('sends an unknown officer to not-accepting-apps when the brand requires one', async () => {
    const h = startHarness({
      input: {
        search: '?referrer=nobody',
        brand: {
          code: 'partner',
          isMainBrand: false,
          isNewYorkSite: false,
          ageRestricted: false,
          requiresReferringLoanOfficer: true,
        },
      },
      start: { officer: 'unknown' },
    });
    await settle();
    expect(h.navigated()).toEqual(['/not-accepting-apps']);
  });

  it('drops an unknown referrer from the link otherwise', async () => {
    const h = startHarness({
      input: { search: '?referrer=nobody&utm_source=tv' },
      start: { officer: 'unknown' },
    });
    await settle();
    expect(h.emitted[0]).toEqual({
      type: 'navigate',
      to: '/register-v2?utm_source=tv',
      replace: true,
    });
    expect(h.actor.getSnapshot().context.search).toBe('?utm_source=tv');
  });
});

describe('registration: prefill', () => {
  it('fills the answers from the start sources and records the profile flags', async () => {
    const h = startHarness({
      input: { isAuthenticated: true },
      start: {
        prefill: { name: { firstName: 'Pro', lastName: 'File' }, email: 'p@example.com' },
        profileFlags: {
          isEmailPrefilledByProfile: true,
          isNamePrefilledByProfile: true,
          isDobPrefilledByProfile: false,
        },
      },
    });
    await settle();
    const { context } = h.actor.getSnapshot();
    expect(context.values.name.firstName).toBe('Pro');
    expect(context.values.contact.email).toBe('p@example.com');
    expect(context.prefillFlags.isNamePrefilledByProfile).toBe(true);
  });

  it('passes the parsed query (userData, offer code, rid, referrer, UTM) to the start actor', async () => {
    const userData = encodePrefill({ email: 'u@example.com' });
    const h = startHarness({
      input: { search: `?userData=${userData}&offerCode=OC1&rid=r1&referrer=lo&utm_id=abc` },
    });
    await settle();
    expect(h.calls.loadStart[0]).toMatchObject({
      query: {
        userData,
        offerCode: 'OC1',
        rid: 'r1',
        referrer: 'lo',
        utm: { id: 'ABC' },
      },
      orgCode: 'main',
    });
  });

  it('resumes submitting after the login round trip when the nonce matched', async () => {
    const values = emptyRegisterValues();
    const steps: StepId[] = [
      'property',
      'forSale',
      'income',
      'name',
      'birthdate',
      'contact',
      'loginInfo',
    ];
    for (const step of steps) Object.assign(values[step], VALID[step]);
    const h = startHarness({
      input: {
        isAuthenticated: true,
        authMode: 'hosted',
        restored: toFormState(values, steps, true),
      },
    });
    await settle();
    expect(h.order).toEqual(['loadStart', ...SEQUENCE.filter((c) => c !== 'register')]);
    expect(h.navigated().at(-1)).toBe(`/${HELOC_UUID}`);
    expect(h.emitted).toContainEqual({ type: 'clearPreAuthState' });
  });
});

describe('registration: who is signed in, when the session answers after the wizard started', () => {
  it('reads the start again for a borrower the session names signed in (the profile prefill)', async () => {
    const h = startHarness({ input: { isAuthenticated: false, identityKnown: false } });
    await settle();
    // A plain link for a visitor: nothing to ask the lender (the `opening` choice).
    expect(h.calls.loadStart).toEqual([]);
    h.actor.send({ type: 'SESSION.IDENTIFIED', signedIn: true });
    await settle();
    expect(h.calls.loadStart).toEqual([expect.objectContaining({ isAuthenticated: true })]);
    expect(h.actor.getSnapshot().context.isAuthenticated).toBe(true);
  });

  it('keeps what was typed and the step on screen when the start is read again', async () => {
    const h = startHarness({ input: { isAuthenticated: false, identityKnown: false } });
    await settle();
    await answer(h, ['property', 'forSale']);
    h.actor.send({ type: 'SESSION.IDENTIFIED', signedIn: true });
    await settle();
    const { context } = h.actor.getSnapshot();
    expect(context.values.property.street1).toBe(VALID.property.street1);
    expect(context.step).toBe('income');
  });

  it('does not read the start again when the answer is what it assumed', async () => {
    const h = startHarness({ input: { isAuthenticated: false, identityKnown: false } });
    await settle();
    h.actor.send({ type: 'SESSION.IDENTIFIED', signedIn: false });
    await settle();
    expect(h.calls.loadStart).toHaveLength(0);
    expect(h.actor.getSnapshot().context.identityKnown).toBe(true);
  });

  it('waits for the answer before the submit sequence, then skips registering for a borrower', async () => {
    const h = startHarness({ input: { isAuthenticated: false, identityKnown: false } });
    await settle();
    await answer(h, PRIMARY_STEPS);
    expect(h.actor.getSnapshot().matches({ submitting: 'identifying' })).toBe(true);
    expect(h.order).toEqual([]);
    h.actor.send({ type: 'SESSION.IDENTIFIED', signedIn: true });
    await settle();
    expect(h.calls.register).toHaveLength(0);
    expect(h.calls.verifyAbilityToStart).toHaveLength(1);
    expect(h.actor.getSnapshot().status).toBe('done');
  });
});

async function toSubmit(h: ReturnType<typeof startHarness>) {
  await settle();
  await answer(h, PRIMARY_STEPS);
}

describe('registration: the submit sequence', () => {
  it('asks the host for the loader overlay when it starts, and leaves it up once started', async () => {
    const h = startHarness({ failures: {} });
    await settle();
    await answer(h, PRIMARY_STEPS.slice(0, -1));
    h.actor.send({ type: 'STEP.SUBMIT', values: VALID.password });
    expect(selectPhase(h.actor.getSnapshot())).toBe('submitting');
    expect(h.emitted.filter((e) => e.type === 'loading')).toEqual([{ type: 'loading', on: true }]);
    await settle();
    expect(h.actor.getSnapshot().status).toBe('done');
    // The first application screen ends it (the application status chart), not registration.
    expect(h.emitted.filter((e) => e.type === 'loading')).toEqual([{ type: 'loading', on: true }]);
  });

  it('ends the loader overlay when the submit fails, and starts it again on RETRY', async () => {
    const h = startHarness({ failures: { createApplication: [apiError(500, 'boom')] } });
    await toSubmit(h);
    expect(selectPhase(h.actor.getSnapshot())).toBe('failed');
    expect(h.emitted.filter((e) => e.type === 'loading')).toEqual([
      { type: 'loading', on: true },
      { type: 'loading', on: false },
    ]);
    h.actor.send({ type: 'RETRY' });
    expect(h.emitted.filter((e) => e.type === 'loading').at(-1)).toEqual({
      type: 'loading',
      on: true,
    });
  });

  it('sends the create-HELOC payload with the consents and mapped income', async () => {
    const h = startHarness();
    await toSubmit(h);
    const create = h.calls.createApplication[0] as CreateInput;
    expect(create.state).toBe('TX');
    // The calls module builds the body from the answers the machine hands it.
    expect(buildCreateHelocPayload(create.application)).toMatchObject({
      propertyRequest: { street1: '12 Main St', occupancyType: 'HOME' },
      employmentType: 'FULL_TIME',
      income: { incomePrimary: 95000, incomeOther: 0 },
      consentRequests: [
        { type: 'PRIVACY' },
        { type: 'TERMS' },
        { type: 'COMMUNICATIONS' },
        { type: 'SOFT_CREDIT' },
      ],
      profileRequest: { email: 'pat@example.com', name: { firstName: 'Pat', lastName: 'Lee' } },
    });
    expect(h.calls.register[0]).toMatchObject({
      authMode: 'legacy',
      email: 'pat@example.com',
      password: 'Abcdefgh1234!',
      phoneNumber: '+15551234567',
    });
    expect(h.calls.saveSmsConsents[0]).toMatchObject({
      marketing: true,
      transactional: false,
      includeTransactional: true,
      phone: '+15551234567',
    });
  });

  it.each(SEQUENCE.map((call, i) => [call, i] as const))(
    'a failure at %s keeps the answers, shows the error, and RETRY resumes there without repeating earlier calls',
    async (call, index) => {
      const h = startHarness({ failures: { [call]: [apiError(503, 'Service unavailable.')] } });
      await toSubmit(h);
      let snapshot = h.actor.getSnapshot();
      expect(selectPhase(snapshot)).toBe('failed');
      expect(selectFailure(snapshot)).toBe('Service unavailable.');
      expect(snapshot.context.values.contact).toEqual(VALID.contact);
      expect(snapshot.context.done).toEqual(
        [
          'waitlist',
          'register',
          'savePhone',
          'verifyAbilityToStart',
          'createHeloc',
          'saveSmsConsents',
          'sendStartEvents',
        ].slice(0, index),
      );
      h.actor.send({ type: 'RETRY' });
      await settle();
      snapshot = h.actor.getSnapshot();
      expect(snapshot.status).toBe('done');
      expect(h.navigated().at(-1)).toBe(`/${HELOC_UUID}`);
      for (const other of SEQUENCE) {
        expect(h.calls[other], other).toHaveLength(other === call ? 2 : 1);
      }
    },
  );

  it('never registers twice or creates a second HELOC, even after two failures', async () => {
    const h = startHarness({
      failures: { saveSmsConsents: [apiError(0, 'Network error'), apiError(500, 'Oops')] },
    });
    await toSubmit(h);
    h.actor.send({ type: 'RETRY' });
    await settle();
    expect(selectFailure(h.actor.getSnapshot())).toBe('Oops');
    h.actor.send({ type: 'RETRY' });
    await settle();
    expect(h.calls.register).toHaveLength(1);
    expect(h.calls.createApplication).toHaveLength(1);
    expect(h.calls.saveSmsConsents).toHaveLength(3);
  });

  it('skips registering when signed in', async () => {
    const h = startHarness({ input: { isAuthenticated: true } });
    await settle();
    await answer(h, [...PRIMARY_STEPS.slice(0, -1), 'loginInfo']);
    expect(h.calls.register).toHaveLength(0);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('sends a waitlisted zip to /waitlist (or /marketing-waitlist with UTM)', async () => {
    const plain = startHarness({ waitlist: { waitlisted: true } });
    await toSubmit(plain);
    expect(plain.left()).toEqual(['/waitlist']);
    expect(plain.calls.register).toHaveLength(0);
    const marketing = startHarness({
      waitlist: { waitlisted: true },
      input: { search: '?utm_source=tv' },
    });
    await toSubmit(marketing);
    expect(marketing.left()).toEqual(['/marketing-waitlist']);
  });

  it('hosted login: saves the answers with the nonce (no password) and goes to the broker URL', async () => {
    const h = startHarness({
      input: { authMode: 'hosted' },
      register: { kind: 'redirect', url: '/auth/login?otp=1' },
    });
    await settle();
    await answer(h, [...PRIMARY_STEPS.slice(0, -1), 'loginInfo']);
    const saved = h.emitted.find((e) => e.type === 'savePreAuthState');
    expect(saved).toMatchObject({ nonce: NONCE, formState: { resumeSubmit: true } });
    expect(JSON.stringify(saved)).not.toContain('Abcdefgh');
    // The login page prefills the e-mail from the tab's storage, handed over before leaving.
    expect(h.emitted.slice(-2)).toEqual([
      { type: 'loginHint', email: 'pat@example.com' },
      { type: 'leave', url: '/auth/login?otp=1' },
    ]);
    expect(h.calls.savePhone).toHaveLength(0);
  });

  describe('a 401 on register opens the account-exists modal', () => {
    it('legacy: Login goes to the e-mail one-time-code login, keeping the answers', async () => {
      const h = startHarness({ failures: { register: [apiError(401, 'identity exists')] } });
      await toSubmit(h);
      expect(selectModal(h.actor.getSnapshot())).toBe('accountExists');
      h.actor.send({ type: 'MODAL.CONFIRM' });
      expect(h.emitted.some((e) => e.type === 'savePreAuthState')).toBe(true);
      const url = new URL(h.left()[0]!, 'http://x');
      expect(url.pathname).toBe('/auth/login');
      // No e-mail in the URL (issue 14): it is handed over in the tab's storage instead.
      expect(url.searchParams.has('email')).toBe(false);
      expect(h.left()[0]).not.toContain('pat');
      expect(h.emitted).toContainEqual({ type: 'loginHint', email: 'pat@example.com' });
      expect(url.searchParams.get('otp')).toBe('1');
      expect(url.searchParams.get('redirectUrl')).toBe(
        `/account/heloc/register-v2/login-info?externalStateNonce=${NONCE}`,
      );
    });

    it('hosted: Login goes to the hosted login', async () => {
      const h = startHarness({
        input: { authMode: 'hosted' },
        failures: { register: [apiError(401, 'identity exists')] },
      });
      await settle();
      await answer(h, [...PRIMARY_STEPS.slice(0, -1), 'loginInfo']);
      h.actor.send({ type: 'MODAL.CONFIRM' });
      await settle();
      expect(h.calls.hostedLogin).toHaveLength(1);
      expect(h.left()).toEqual(['/auth/login?hosted=1']);
    });

    it('dismissing keeps the user on the wizard with every answer', async () => {
      const h = startHarness({ failures: { register: [apiError(401, 'identity exists')] } });
      await toSubmit(h);
      h.actor.send({ type: 'MODAL.DISMISS' });
      expect(selectPhase(h.actor.getSnapshot())).toBe('editing');
      expect(h.actor.getSnapshot().context.values.password).toEqual(VALID.password);
    });
  });

  describe('unable to start', () => {
    it.each([
      ['recentlyFunded', '/dashboard'],
      ['inquiry', '/dashboard'],
      ['activeApplication', '/dashboard'],
      ['wholesaleActive', 'https://wholesale.example.com/login'],
    ] as const)('shows the %s modal whose action leaves for %s', async (modal, url) => {
      const h = startHarness({
        ability: { canStart: false, organizationsWithActiveApplication: ['main'] },
        blocked: { modal },
      });
      await toSubmit(h);
      expect(h.calls.explainBlocked[0]).toMatchObject({
        name: { firstName: 'Pat', lastName: 'Lee' },
        organizationsWithActiveApplication: ['main'],
      });
      expect(selectModal(h.actor.getSnapshot())).toBe(modal);
      expect(h.calls.createApplication).toHaveLength(0);
      h.actor.send({ type: 'MODAL.CONFIRM' });
      expect(h.left()).toEqual([url]);
    });
  });

  describe('create-HELOC errors', () => {
    it("keeps 'We do not currently offer loans in…' on the page", async () => {
      const h = startHarness({
        failures: {
          createApplication: [apiError(400, 'We do not currently offer loans in Hawaii.')],
        },
      });
      await toSubmit(h);
      expect(selectPhase(h.actor.getSnapshot())).toBe('failed');
      expect(selectFailure(h.actor.getSnapshot())).toBe(
        'We do not currently offer loans in Hawaii.',
      );
      expect(h.left()).toEqual([]);
      h.actor.send({ type: 'ROUTE.ENTERED', step: 'property' });
      expect(h.actor.getSnapshot().context.step).toBe('property');
    });

    it('sends any other refusal to /dashboard', async () => {
      const h = startHarness({
        failures: { createApplication: [apiError(409, 'An active application already exists.')] },
      });
      await toSubmit(h);
      expect(h.left()).toEqual(['/dashboard']);
    });
  });
});

describe('registration: the legacy layout (two pages, the same steps)', () => {
  const PAGE_ONE = {
    property: VALID.property,
    forSale: VALID.forSale,
    income: VALID.income,
    name: VALID.name,
    birthdate: VALID.birthdate,
  };

  it('accepts the first page at once and moves to the account page with the query string', async () => {
    const h = startHarness({ input: { layout: 'legacy', search: '?utm_source=tv' } });
    await settle();
    submitLegacyPage(h.actor, PAGE_ONE);
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.context.completed).toEqual([
      'property',
      'forSale',
      'income',
      'name',
      'birthdate',
    ]);
    expect(snapshot.context.step).toBe('contact');
    expect(h.navigated().at(-1)).toBe('/register/account-setup?utm_source=tv');
  });

  it("shows every step's messages at once, keyed by step, and keeps what was typed", async () => {
    const h = startHarness({ input: { layout: 'legacy' } });
    await settle();
    submitLegacyPage(h.actor, {
      ...PAGE_ONE,
      property: { ...VALID.property, occupancyType: 'INIT' },
      income: { ...VALID.income, income: '9,000' },
    });
    const { errors, values, step } = h.actor.getSnapshot().context;
    expect(errors).toEqual({
      'property.occupancyType': OCCUPANCY_REQUIRED,
      'income.income': CONFIRM_LOW_INCOME,
    });
    expect(values.income.income).toBe('9,000');
    expect(step).toBe('property');
    expect(h.navigated()).toEqual(['/register']);
  });

  it("applies the birthdate's state rule with the property state of the same page (Alabama: 19)", async () => {
    const h = startHarness({ input: { layout: 'legacy' } });
    await settle();
    submitLegacyPage(h.actor, {
      ...PAGE_ONE,
      property: { ...VALID.property, state: 'AL', zip: '35203', city: 'Birmingham' },
      birthdate: { day: '01', month: '01', year: '2008' },
    });
    expect(Object.keys(h.actor.getSnapshot().context.errors)).toEqual(['birthdate.dob']);
  });

  it('asks the home address with the page for a second home', async () => {
    const h = startHarness({ input: { layout: 'legacy' } });
    await settle();
    const secondary = { ...PAGE_ONE, property: { ...VALID.property, occupancyType: 'SECONDARY' } };
    submitLegacyPage(h.actor, secondary as typeof PAGE_ONE);
    expect(Object.keys(h.actor.getSnapshot().context.errors)[0]).toMatch(/^homeAddress\./);
    submitLegacyPage(h.actor, {
      ...(secondary as typeof PAGE_ONE),
      homeAddress: VALID.homeAddress,
    });
    expect(h.actor.getSnapshot().context.completed).toContain('homeAddress');
  });

  it('opens the New York modal from the page', async () => {
    const h = startHarness({ input: { layout: 'legacy' } });
    await settle();
    submitLegacyPage(h.actor, { ...PAGE_ONE, property: { ...VALID.property, state: 'NY' } });
    expect(selectModal(h.actor.getSnapshot())).toBe('newYork');
  });

  it('ignores the account page while the first page is unanswered', async () => {
    const h = startHarness({ input: { layout: 'legacy' } });
    await settle();
    submitLegacyPage(h.actor, { contact: VALID.contact, password: VALID.password });
    expect(h.actor.getSnapshot().context.completed).toEqual([]);
    expect(selectPhase(h.actor.getSnapshot())).toBe('editing');
  });

  it('submits from the account page on the same sequence, and Back returns to the first page', async () => {
    const h = startHarness({ input: { layout: 'legacy' } });
    await settle();
    submitLegacyPage(h.actor, PAGE_ONE);
    h.actor.send({ type: 'STEP.BACK' });
    expect(h.navigated().at(-1)).toBe('/register');
    h.actor.send({ type: 'ROUTE.ENTERED', step: 'contact' });
    submitLegacyPage(h.actor, { contact: VALID.contact, password: VALID.password });
    await settle();
    await settle();
    expect(h.order).toEqual(SEQUENCE);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.calls.sendStartEvents[0]).toMatchObject({ pagePath: '/register/account-setup' });
  });

  it('logs in (hosted, account exists) back to the account page', async () => {
    const h = startHarness({
      input: { layout: 'legacy', authMode: 'hosted' },
      failures: { register: [apiError(401, 'identity exists')] },
    });
    await settle();
    submitLegacyPage(h.actor, PAGE_ONE);
    submitLegacyPage(h.actor, { contact: VALID.contact, loginInfo: VALID.loginInfo });
    await settle();
    h.actor.send({ type: 'MODAL.CONFIRM' });
    await settle();
    expect(h.calls.hostedLogin[0]).toMatchObject({
      returnUrl: `/account/heloc/register/account-setup?externalStateNonce=${NONCE}`,
    });
  });
});
