import {
  CONFIRM_LOW_INCOME,
  INCOME_TOO_HIGH,
  INCOME_TOO_LOW,
  LICENSED_STATE_REFUSED,
  OCCUPANCY_REQUIRED,
  UNEMPLOYED_NOT_ELIGIBLE,
  activeApplicationModal,
  allowedStep,
  applyPrefill,
  emptyRegisterValues,
  isOutsideLicensedStates,
  loadPreAuthState,
  PRE_AUTH_TTL_MS,
  mergePrefill,
  needsHawaiiModal,
  needsNewYorkRedirect,
  parseRegistrationQuery,
  parseUtm,
  savePreAuthState,
  staysOnPage,
  stepForPath,
  stepForQueryValue,
  stepSequence,
  toFormState,
  validateStep,
  withoutParam,
  type KeyValueStorage,
  type PrefillData,
  type StepFacts,
  legacyPageForPath,
  pageErrorKey,
  pageStepsOf,
  pathForStep,
  stepErrors,
} from '.';
import { buildCreateHelocPayload, submittedEmploymentType } from './payload';
import { isCryptoVisit } from './prefill';
import { decodePrefill, encodePrefill } from './prefillCodec';
import { prefillFromProfile } from './prefillSources';
import { NY_NOT_AVAILABLE, REQUIRED } from '../validation';

const facts = (over: Partial<StepFacts> = {}): StepFacts => ({
  occupancyType: 'HOME',
  profileHasContact: false,
  authMode: 'legacy',
  isAuthenticated: false,
  ...over,
});

const property = {
  street1: '12 Main St',
  street2: '',
  city: 'Austin',
  state: 'tx',
  zip: '78701',
  occupancyType: 'HOME' as const,
};

describe('step schemas', () => {
  it('refuses the INIT occupancy placeholder', () => {
    const result = validateStep('property', { ...property, occupancyType: 'INIT' });
    expect(result).toEqual({ ok: false, errors: { occupancyType: OCCUPANCY_REQUIRED } });
  });

  it('accepts a property and upper-cases its state', () => {
    const result = validateStep('property', property);
    expect(result.ok && result.answer.state).toBe('TX');
  });

  it('blocks New York while the regulator review applies', () => {
    const ny = { ...property, state: 'NY' };
    expect(validateStep('property', ny, { nyBlocked: true })).toEqual({
      ok: false,
      errors: { state: NY_NOT_AVAILABLE },
    });
    expect(validateStep('property', ny).ok).toBe(true);
  });

  it('refuses a single-word street on the home address', () => {
    const result = validateStep('homeAddress', { ...property, street1: 'Main' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.street1).toBe('Please enter a valid property address');
  });

  it('needs a for-sale answer', () => {
    expect(validateStep('forSale', { isListedForSale: '' })).toEqual({
      ok: false,
      errors: { isListedForSale: REQUIRED },
    });
    expect(validateStep('forSale', { isListedForSale: 'no' })).toEqual({
      ok: true,
      answer: { isListedForSale: false },
    });
  });

  describe('income', () => {
    const income = {
      income: '85,000',
      otherIncome: '',
      employmentType: 'FULL_TIME' as const,
      lowIncomeConfirmed: false,
    };
    it('parses amounts as typed', () => {
      expect(validateStep('income', income)).toEqual({
        ok: true,
        answer: { income: 85000, otherIncome: 0, employmentType: 'FULL_TIME' },
      });
    });
    it('requires an employment type and refuses the unemployed', () => {
      expect(validateStep('income', { ...income, employmentType: '' })).toMatchObject({
        errors: { employmentType: REQUIRED },
      });
      expect(validateStep('income', { ...income, employmentType: 'UNEMPLOYED' })).toMatchObject({
        errors: { employmentType: UNEMPLOYED_NOT_ELIGIBLE },
      });
    });
    it('keeps income between $0 and $9,999,999', () => {
      expect(validateStep('income', { ...income, income: '-1' })).toMatchObject({
        errors: { income: INCOME_TOO_LOW },
      });
      expect(validateStep('income', { ...income, income: '10000000' })).toMatchObject({
        errors: { income: INCOME_TOO_HIGH },
      });
      expect(validateStep('income', { ...income, income: '9999999' }).ok).toBe(true);
      expect(validateStep('income', { ...income, otherIncome: '-5' })).toMatchObject({
        errors: { otherIncome: INCOME_TOO_LOW },
      });
    });
    it('asks to confirm an income below 15,000 until confirmed', () => {
      expect(validateStep('income', { ...income, income: '14999' })).toMatchObject({
        errors: { income: CONFIRM_LOW_INCOME },
      });
      expect(
        validateStep('income', { ...income, income: '14999', lowIncomeConfirmed: true }).ok,
      ).toBe(true);
      expect(validateStep('income', { ...income, income: '15000' }).ok).toBe(true);
    });
  });

  describe('birthdate', () => {
    const today = new Date(2026, 0, 15);
    const dob = (year: number) => ({ day: '15', month: '01', year: String(year) });
    it('needs 18, 19 in Alabama, 62 in the age-restricted mode', () => {
      expect(validateStep('birthdate', dob(2008), { today })).toEqual({
        ok: true,
        answer: '2008-01-15',
      });
      expect(validateStep('birthdate', dob(2008), { today, propertyState: 'AL' })).toMatchObject({
        errors: { dob: 'Must be at least 19 years old' },
      });
      expect(validateStep('birthdate', dob(1965), { today, ageRestricted: true })).toMatchObject({
        errors: { dob: 'Must be 62 years or older to apply for a loan' },
      });
      expect(validateStep('birthdate', dob(1964), { today, ageRestricted: true }).ok).toBe(true);
    });
    it("says 'Invalid date' for a date that does not exist", () => {
      expect(
        validateStep('birthdate', { day: '31', month: '02', year: '1980' }, { today }),
      ).toMatchObject({ errors: { dob: 'Invalid date' } });
    });
  });

  it('validates contact details and outputs E.164', () => {
    const result = validateStep('contact', {
      email: 'a@example.com',
      phoneNumber: '(555) 123-4567',
      smsMarketingConsent: false,
      smsTransactionalConsent: true,
    });
    expect(result.ok && result.answer.phoneNumber).toBe('+15551234567');
    expect(
      validateStep('contact', {
        email: '',
        phoneNumber: '',
        smsMarketingConsent: false,
        smsTransactionalConsent: false,
      }),
    ).toMatchObject({
      errors: { email: 'Please enter your email', phoneNumber: 'Please enter your mobile phone' },
    });
  });

  it('requires both login-info consents', () => {
    expect(
      validateStep('loginInfo', { termPrivacyConsent: false, communicationConsent: false }),
    ).toEqual({
      ok: false,
      errors: { termPrivacyConsent: REQUIRED, communicationConsent: REQUIRED },
    });
  });

  it('checks password, confirmation and consents on set-password', () => {
    const result = validateStep('password', {
      password: 'Abcdefgh1234!',
      confirmPassword: 'nope',
      termPrivacyConsent: true,
      communicationConsent: false,
    });
    expect(result).toEqual({
      ok: false,
      errors: { confirmPassword: "Passwords don't match", communicationConsent: REQUIRED },
    });
  });

  it('validates the legal name with the shared rules', () => {
    expect(
      validateStep('name', { firstName: 'A', middleName: '', lastName: 'Lee', suffix: '' }),
    ).toMatchObject({ ok: false, errors: { firstName: 'Must be at least 2 characters' } });
  });
});

describe('step order', () => {
  it('goes from a primary residence straight to for-sale', () => {
    expect(stepSequence(facts())).toEqual([
      'property',
      'forSale',
      'income',
      'name',
      'birthdate',
      'contact',
      'password',
    ]);
  });
  it.each(['SECONDARY', 'INVESTMENT'] as const)('asks %s owners for their home address', (o) => {
    expect(stepSequence(facts({ occupancyType: o })).slice(0, 3)).toEqual([
      'property',
      'homeAddress',
      'forSale',
    ]);
  });
  it('leaves contact out when the profile has an e-mail and a phone', () => {
    expect(stepSequence(facts({ profileHasContact: true }))).not.toContain('contact');
  });
  it('closes with login-info under hosted login or when signed in', () => {
    expect(stepSequence(facts({ authMode: 'hosted' })).at(-1)).toBe('loginInfo');
    expect(stepSequence(facts({ isAuthenticated: true })).at(-1)).toBe('loginInfo');
  });
  it('sends a deep link without the earlier answers to the first incomplete step', () => {
    const seq = stepSequence(facts());
    expect(allowedStep(seq, [], 'birthdate')).toBe('property');
    expect(allowedStep(seq, ['property', 'forSale'], 'birthdate')).toBe('income');
    expect(allowedStep(seq, ['property', 'forSale'], 'forSale')).toBe('forSale');
    expect(allowedStep(seq, ['property'], 'homeAddress')).toBe('forSale');
  });
  it('maps paths and step query values to steps', () => {
    expect(stepForPath('/register-v2/annual-income')).toBe('income');
    expect(stepForPath('register-v2')).toBe('property');
    expect(stepForPath('/nope')).toBeNull();
    expect(
      [
        'property-info',
        'sale-status',
        'income-info',
        'name',
        'birthdate',
        'contact-info',
        'login-info',
      ].map(stepForQueryValue),
    ).toEqual(['property', 'forSale', 'income', 'name', 'birthdate', 'contact', 'closing']);
    expect(stepForQueryValue('bogus')).toBeNull();
  });
});

describe('the userData / state prefill codec', () => {
  const full: PrefillData = {
    property: { ...property, street2: 'Apt 2', state: 'TX', occupancyType: 'INVESTMENT' },
    homeAddress: { street1: '9 Elm Rd', city: 'Dallas', state: 'TX', zip: '75201' },
    isListedForSale: false,
    income: { income: 120000, otherIncome: 500, employmentType: 'CHILD_SUPPORT' },
    name: { firstName: 'Zoë', middleName: 'Q', lastName: "O'Neil", suffix: 'JR' },
    dob: '1980-03-27',
    email: 'z@example.com',
    phoneNumber: '5551234567',
    referral: { referralId: 'r-1', referrerId: 'lo-1', contactId: 'c', ownerId: 'o' },
    utm: { campaign: 'spring', medium: 'mail', source: 'dm', term: 't', content: 'c', id: 'ABC' },
    offerCode: 'OFFER1',
  };
  it('round-trips every field (including non-ASCII) through a URL-safe value', () => {
    const encoded = encodePrefill(full);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePrefill(encoded)).toEqual(full);
  });
  it('round-trips a partial prefill and drops empty fields', () => {
    const partial: PrefillData = { name: { firstName: 'Al', lastName: '' }, email: 'a@b.co' };
    expect(decodePrefill(encodePrefill(partial))).toEqual({
      name: { firstName: 'Al' },
      email: 'a@b.co',
    });
  });
  it.each([
    ['empty', ''],
    ['not base64', '%%%'],
    ['not JSON', btoa('hello').replace(/=/g, '')],
    ['wrong version', btoa(JSON.stringify({ v: 2 })).replace(/=/g, '')],
    ['wrong types', btoa(JSON.stringify({ v: 1, f: 'yes' })).replace(/=/g, '')],
    ['too long', 'a'.repeat(5000)],
    ['invalid UTF-8', btoa('\u00ff\u00fe').replace(/=/g, '')],
  ])('reads garbage (%s) as no prefill without throwing', (_name, value) => {
    expect(decodePrefill(value)).toBeNull();
  });
  it('reads userData or state from the query, with UTM, referrer and rid', () => {
    const value = encodePrefill({ email: 'q@example.com' });
    const query = parseRegistrationQuery(
      `?state=${value}&utm_source=tv&utm_id=abc&referrer=lo-9&rid=r-2&offerCode=X1`,
    );
    expect(query).toMatchObject({
      userData: value,
      utm: { source: 'tv', id: 'ABC' },
      referrer: 'lo-9',
      rid: 'r-2',
      offerCode: 'X1',
    });
    expect(decodePrefill(query.userData)).toEqual({ email: 'q@example.com' });
    expect(parseRegistrationQuery(`?userData=${value}`).userData).toBe(value);
    expect(parseUtm(new URLSearchParams(''))).toBeUndefined();
    expect(withoutParam('?referrer=x&a=1', 'referrer')).toBe('?a=1');
  });
});

describe('prefill', () => {
  it('fills empty values and never overwrites typed ones', () => {
    const values = emptyRegisterValues();
    values.name.firstName = 'Typed';
    const filled = applyPrefill(values, {
      name: { firstName: 'Pre', lastName: 'Fill' },
      dob: '1980-03-27',
      phoneNumber: '5551234567',
      property: { street1: '1 A St', occupancyType: 'HOME', state: 'ca' },
      income: { income: 50000, employmentType: 'RETIRED' },
    });
    expect(filled.name).toMatchObject({ firstName: 'Typed', lastName: 'Fill' });
    expect(filled.birthdate).toEqual({ year: '1980', month: '03', day: '27' });
    expect(filled.contact.phoneNumber).toBe('(555) 123-4567');
    expect(filled.property).toMatchObject({
      street1: '1 A St',
      occupancyType: 'HOME',
      state: 'CA',
    });
    expect(filled.income).toMatchObject({ income: '50000', employmentType: 'RETIRED' });
  });
  it('lets later sources win field by field', () => {
    expect(
      mergePrefill({ name: { firstName: 'A', lastName: 'B' } }, { name: { firstName: 'C' } }),
    ).toEqual({ name: { firstName: 'C', lastName: 'B' } });
  });
  it('flags what the profile supplied and whether contact can be skipped', () => {
    const result = prefillFromProfile({
      email: 'p@example.com',
      name: { firstName: 'Pat', lastName: 'Lee' },
      dob: null,
      phoneNumbers: [{ type: 'MOBILE', number: '5551234567' }],
    });
    expect(result.flags).toEqual({
      isEmailPrefilledByProfile: true,
      isNamePrefilledByProfile: true,
      isDobPrefilledByProfile: false,
    });
    expect(result.hasContact).toBe(true);
  });
});

describe('create-HELOC payload', () => {
  it.each([
    ['ALIMONY', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['FULL_TIME', 'FULL_TIME'],
    ['SEPARATE_MAINTENANCE_PAYMENTS', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['LOTTERY', 'UNRECOGNIZED'],
  ])('sends %s as %s', (type, sent) => {
    expect(submittedEmploymentType(type)).toBe(sent);
  });

  it('carries every field the spec lists', () => {
    const payload = buildCreateHelocPayload({
      property: { ...property, state: 'TX', occupancyType: 'SECONDARY' },
      homeAddress: { street1: '9 Elm Rd', street2: '', city: 'Dallas', state: 'TX', zip: '75201' },
      forSale: { isListedForSale: true },
      income: { income: 90000, otherIncome: 100, employmentType: 'ALIMONY' },
      name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
      email: 'p@example.com',
      communicationConsent: true,
      referral: { referrerId: 'lo-1', referralId: 'r-1' },
      utm: { id: 'X' },
      offerCode: 'OC',
    });
    expect(payload).toMatchObject({
      consentRequests: [
        { type: 'PRIVACY' },
        { type: 'TERMS' },
        { type: 'COMMUNICATIONS' },
        { type: 'SOFT_CREDIT' },
      ],
      consentListRequest: expect.arrayContaining([{ type: 'COMMUNICATIONS', optIn: true }]),
      income: { incomePrimary: 90000, incomeOther: 100, incomeCoDeeders: [] },
      profileRequest: {
        name: { firstName: 'Pat', lastName: 'Lee' },
        email: 'p@example.com',
        homeAddress: { street1: '9 Elm Rd', city: 'Dallas' },
        assetAddress: { street1: '12 Main St', state: 'TX' },
      },
      propertyListedForSale: true,
      propertyRequest: { street1: '12 Main St', occupancyType: 'SECONDARY' },
      publish: true,
      utmParameters: { id: 'X' },
      employmentType: 'SEPARATE_MAINTENANCE_PAYMENTS',
      offerCode: 'OC',
      referrerId: 'lo-1',
      referralId: 'r-1',
      abVersionsRequest: [],
      affiliateAppIndicator: false,
    });
  });

  it('uses the property as the home address of a primary residence', () => {
    const payload = buildCreateHelocPayload({
      property: { ...property, state: 'TX' },
      forSale: { isListedForSale: false },
      income: { income: 90000, otherIncome: 0, employmentType: 'FULL_TIME' },
      name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
      email: 'p@example.com',
      communicationConsent: true,
    });
    expect(payload.profileRequest.homeAddress).toEqual(payload.profileRequest.assetAddress);
    expect(payload).not.toHaveProperty('productType');
  });

  it('names the crypto HELOC product for a visitor who came with utm_source=cloc (shell §2)', () => {
    expect(isCryptoVisit({ source: 'cloc' }, false)).toBe(true);
    // Signed in, another source, or none: the product is not changed.
    expect(isCryptoVisit({ source: 'cloc' }, true)).toBe(false);
    expect(isCryptoVisit({ source: 'mail' }, false)).toBe(false);
    expect(isCryptoVisit(undefined, false)).toBe(false);
    const payload = buildCreateHelocPayload({
      property: { ...property, state: 'TX' },
      forSale: { isListedForSale: false },
      income: { income: 90000, otherIncome: 0, employmentType: 'FULL_TIME' },
      name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
      email: 'p@example.com',
      communicationConsent: true,
      utm: { source: 'cloc' },
      crypto: true,
    });
    expect(payload).toMatchObject({
      productType: 'CRYPTO_HELOC',
      utmParameters: { source: 'cloc' },
    });
  });
});

describe('the pre-auth saved state', () => {
  const memory = (): KeyValueStorage & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
  };
  const values = () => {
    const v = emptyRegisterValues();
    v.password = {
      password: 'Secret12345!!',
      confirmPassword: 'Secret12345!!',
      termPrivacyConsent: true,
      communicationConsent: true,
    };
    v.name.firstName = 'Pat';
    return v;
  };

  it('is returned only when the nonce matches', () => {
    const storage = memory();
    savePreAuthState(storage, 'n-1', toFormState(values(), ['property', 'password'], true));
    expect(loadPreAuthState(storage, 'n-1')).toMatchObject({
      values: { name: { firstName: 'Pat' } },
      completed: ['property'],
      resumeSubmit: true,
    });
  });
  it('is cleared on a nonce mismatch or a missing nonce', () => {
    const storage = memory();
    savePreAuthState(storage, 'n-1', toFormState(values(), [], false));
    expect(loadPreAuthState(storage, 'other')).toBeNull();
    expect(storage.map.size).toBe(0);
    savePreAuthState(storage, 'n-1', toFormState(values(), [], false));
    expect(loadPreAuthState(storage, undefined)).toBeNull();
    expect(storage.map.size).toBe(0);
  });
  it('survives garbage in storage', () => {
    const storage = memory();
    storage.setItem('heloc.registration.preAuthState', '{not json');
    expect(loadPreAuthState(storage, 'n')).toBeNull();
  });
  it('never stores the password', () => {
    const storage = memory();
    savePreAuthState(storage, 'n-1', toFormState(values(), [], false));
    expect([...storage.map.values()].join()).not.toContain('Secret12345');
  });
  it('is honoured for 30 minutes after it was saved, then dropped on read', () => {
    expect(PRE_AUTH_TTL_MS).toBe(30 * 60 * 1000);
    const saved = Date.parse('2026-06-01T10:00:00Z');
    const storage = memory();
    savePreAuthState(storage, 'n-1', toFormState(values(), ['property'], false), saved);
    expect(loadPreAuthState(storage, 'n-1', saved + 30 * 60 * 1000)).not.toBeNull();
    expect(loadPreAuthState(storage, 'n-1', saved + 30 * 60 * 1000 + 1)).toBeNull();
    expect(storage.map.size).toBe(0);
  });
  it('drops a state saved without its time (an older version)', () => {
    const storage = memory();
    storage.setItem(
      'heloc.registration.preAuthState',
      JSON.stringify({ nonce: 'n-1', formState: toFormState(values(), [], false) }),
    );
    expect(loadPreAuthState(storage, 'n-1')).toBeNull();
    expect(storage.map.size).toBe(0);
  });
});

describe('outcomes', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('picks the active-application modal', () => {
    expect(activeApplicationModal(['wholesale'], [], now)).toBe('wholesaleActive');
    expect(
      activeApplicationModal(
        ['main'],
        [
          {
            status: { checklistStatus: 'COMPLETE' },
            auditFields: { createdDate: '2026-05-01T00:00:00Z' },
          },
        ],
        now,
      ),
    ).toBe('recentlyFunded');
    expect(activeApplicationModal(['main'], [{ isInquiry: true }], now)).toBe('inquiry');
    expect(
      activeApplicationModal(
        ['main'],
        [{ isInquiry: true, referrer: { wholesaleBrokerNmls: '1938441' } }],
        now,
      ),
    ).toBe('activeApplication');
    expect(activeApplicationModal(['main'], [{ active: true }], now)).toBe('activeApplication');
  });
  it('keeps "We do not currently offer loans in" errors on the page', () => {
    expect(staysOnPage('We do not currently offer loans in Hawaii.')).toBe(true);
    expect(staysOnPage('Something unexpected happened')).toBe(false);
  });
  it('opens the New York and Hawaii modals by brand and state', () => {
    const base = { flagOn: true, isNewYorkSite: false, isMainBrand: true, propertyState: 'NY' };
    expect(needsNewYorkRedirect(base)).toBe(true);
    expect(needsNewYorkRedirect({ ...base, flagOn: false })).toBe(false);
    expect(
      needsNewYorkRedirect({
        ...base,
        isMainBrand: false,
        isNewYorkSite: true,
        propertyState: 'NJ',
      }),
    ).toBe(true);
    expect(needsHawaiiModal({ isMainBrand: true, propertyState: 'hi' })).toBe(true);
    expect(needsHawaiiModal({ isMainBrand: false, propertyState: 'HI' })).toBe(false);
  });
  it('refuses a state outside the officer licence only when enforced', () => {
    expect(isOutsideLicensedStates({ licensedStates: ['TX'], enforce: true }, 'CA')).toBe(true);
    expect(isOutsideLicensedStates({ licensedStates: ['TX'], enforce: false }, 'CA')).toBe(false);
    expect(LICENSED_STATE_REFUSED).toMatch(/^We are unable to process/);
  });
});

describe('legacy layout (two pages)', () => {
  it('maps each step to the page that asks it, and paths back to pages', () => {
    expect(pathForStep('legacy', 'birthdate')).toBe('register');
    expect(pathForStep('legacy', 'password')).toBe('register/account-setup');
    expect(pathForStep('wizard', 'birthdate')).toBe('register-v2/birthdate');
    expect(legacyPageForPath('/account/heloc/register/account-setup/')?.label).toBe('Your account');
    expect(legacyPageForPath('/register-v2')).toBeNull();
  });

  it('keys page errors by step and splits them back', () => {
    const errors = { [pageErrorKey('income', 'income')]: 'x', 'name.firstName': 'y' };
    expect(stepErrors(errors, 'income')).toEqual({ income: 'x' });
    expect(pageStepsOf(['property', 'forSale', 'income'], ['income', 'property'])).toEqual([
      'property',
      'income',
    ]);
  });
});
