import {
  REQUIRED,
  addressSchema,
  checkCity,
  checkConfirmPassword,
  checkDob,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkMiddleName,
  checkPassword,
  checkPhone,
  checkState,
  checkStreet,
  checkZip,
  consentsSchema,
  dobSchema,
  emailSchema,
  fieldErrors,
  isValidStreet,
  minimumAge,
  nameSchema,
  passwordFieldsSchema,
  passwordRuleStatus,
  passwordStrength,
  PASSWORD_STRENGTH_LABELS,
  phoneSchema,
} from './index';

const ok = undefined;

describe('REQUIRED', () => {
  it("is 'Required'", () => expect(REQUIRED).toBe('Required'));
});

describe('date of birth', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025
  const dob = (month: string, day: string, year: string) => ({ month, day, year });

  it.each([
    [dob('', '', ''), {}, 'Date of birth is required'],
    [dob(' ', '', ''), {}, 'Date of birth is required'],
    [dob('6', '', '2000'), {}, 'Invalid date'],
    [dob('2', '30', '2000'), {}, 'Invalid date'],
    [dob('13', '1', '2000'), {}, 'Invalid date'],
    [dob('1', '1', '1899'), {}, 'Invalid date'],
    [dob('1', '1', '85'), {}, 'Invalid date'],
    [dob('7', '1', '2025'), {}, 'Invalid date'], // in the future
    [dob('6', '16', '2007'), {}, 'Must be at least 18 years old'],
    [dob('6', '15', '2007'), {}, ok], // 18 today
    [dob('6', '15', '2007'), { state: 'AL' }, 'Must be at least 19 years old'],
    [dob('6', '15', '2007'), { state: 'al' }, 'Must be at least 19 years old'],
    [dob('6', '15', '2006'), { state: 'AL' }, ok],
    [
      dob('6', '16', '1963'),
      { ageRestricted: true },
      'Must be 62 years or older to apply for a loan',
    ],
    [dob('6', '15', '1963'), { ageRestricted: true }, ok],
    [
      dob('6', '15', '1990'),
      { ageRestricted: true, state: 'AL' },
      'Must be 62 years or older to apply for a loan',
    ],
  ])('%o with %o → %s', (parts, options, expected) => {
    expect(checkDob(parts, { ...options, today })).toBe(expected);
  });

  it('minimumAge: 18, 19 in Alabama, 62 when age-restricted', () => {
    expect(minimumAge({})).toBe(18);
    expect(minimumAge({ state: 'AL' })).toBe(19);
    expect(minimumAge({ ageRestricted: true, state: 'AL' })).toBe(62);
  });

  it('as a schema, reports one message on the object', () => {
    const result = dobSchema({ today }).safeParse(dob('6', '16', '2007'));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [], message: 'Must be at least 18 years old' }),
    ]);
    expect(dobSchema({ today }).safeParse(dob('06', '15', '1980')).success).toBe(true);
  });
});

describe('email', () => {
  it.each([
    ['', 'Please enter your email'],
    ['   ', 'Please enter your email'],
    ['jane', 'Please enter a valid email address'],
    ['jane@', 'Please enter a valid email address'],
    ['jane@example', 'Please enter a valid email address'],
    ['jane doe@example.com', 'Please enter a valid email address'],
    ['jane@example.com', ok],
    [' jane.doe+heloc@example.co.uk ', ok],
  ])('%j → %s', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });

  it('outputs the trimmed address and reports one message', () => {
    expect(emailSchema.parse(' jane@example.com ')).toBe('jane@example.com');
    expect(emailSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      'Please enter your email',
    ]);
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Required');
  });
});

describe('names', () => {
  const UNSUPPORTED = 'Some of the characters entered are not supported.';

  it.each([
    ['', 'Required'],
    ['J', 'Must be at least 2 characters'],
    ['Jo', ok],
    ['Mary-Jane', ok],
    ["D'Arcy", ok],
    ['D’Arcy', ok],
    ['Anne Marie', ok],
    ['J0', UNSUPPORTED],
    ['José', UNSUPPORTED],
    ['Jane!', UNSUPPORTED],
    ['1', UNSUPPORTED],
  ])('first name %j → %s', (value, expected) => {
    expect(checkFirstName(value)).toBe(expected);
  });

  it.each([
    ['', ok],
    ['Q', ok],
    ['Lee-Ann', ok],
    ['Q.', UNSUPPORTED],
    ['2nd', UNSUPPORTED],
  ])('middle name %j → %s', (value, expected) => {
    expect(checkMiddleName(value)).toBe(expected);
  });

  it.each([
    ['', true, 'Required'],
    ['', false, 'Required'],
    ["O'Brien-Smith", true, ok],
    ['Tester2', true, UNSUPPORTED],
    ['Tester2', false, ok],
    ['Tester_2', false, UNSUPPORTED],
  ])('last name %j (production %s) → %s', (value, isProduction, expected) => {
    expect(checkLastName(value, { isProduction })).toBe(expected);
  });

  it('the group schema trims, defaults middle name and suffix, and rejects unknown suffixes', () => {
    const schema = nameSchema({ isProduction: true });
    expect(schema.parse({ firstName: ' Jane ', lastName: 'Doe ' })).toEqual({
      firstName: 'Jane',
      middleName: '',
      lastName: 'Doe',
      suffix: '',
    });
    for (const suffix of ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR']) {
      expect(schema.safeParse({ firstName: 'Jane', lastName: 'Doe', suffix }).success).toBe(true);
    }
    expect(schema.safeParse({ firstName: 'Jane', lastName: 'Doe', suffix: 'ESQ' }).success).toBe(
      false,
    );
    const errors = fieldErrors(schema.safeParse({ firstName: 'J', lastName: '' }).error);
    expect(errors).toEqual({ firstName: 'Must be at least 2 characters', lastName: 'Required' });
  });
});

describe('password', () => {
  it.each([
    ['', 'Required'],
    ['Aa1!aaaaaaa', 'Must be at least 12 characters'],
    ['aaaaaaaaaa1!', 'Must contain an uppercase letter'],
    ['AAAAAAAAAA1!', 'Must contain a lowercase letter'],
    ['Aaaaaaaaaaa!', 'Must contain a number'],
    ['Aaaaaaaaaaa1', 'Must contain one of !@#$%^&*'],
    ['Aaaaaaaaaa1-', 'Must contain one of !@#$%^&*'],
    ['Aaaaaaaaaa1&', ok],
    ['Correct-Horse1*', ok],
  ])('%j → %s', (value, expected) => {
    expect(checkPassword(value)).toBe(expected);
  });

  it.each([
    ['', 'Aaaaaaaaaa1&', 'Required'],
    ['Aaaaaaaaaa1', 'Aaaaaaaaaa1&', "Passwords don't match"],
    ['Aaaaaaaaaa1&', 'Aaaaaaaaaa1&', ok],
  ])('confirmation %j of %j → %s', (confirm, pw, expected) => {
    expect(checkConfirmPassword(confirm, pw)).toBe(expected);
  });

  it('the pair schema puts each message on its field', () => {
    expect(
      fieldErrors(passwordFieldsSchema.safeParse({ password: '', confirmPassword: '' }).error),
    ).toEqual({
      password: 'Required',
      confirmPassword: 'Required',
    });
    expect(
      fieldErrors(
        passwordFieldsSchema.safeParse({ password: 'Aaaaaaaaaa1&', confirmPassword: 'x' }).error,
      ),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it.each([
    ['', 0, 'Too weak'],
    ['abc', 0, 'Too weak'],
    ['abcdefghijkl', 1, 'Weak'],
    ['Abcdefghijkl', 2, 'Fair'],
    ['Abcdefghijk1', 3, 'Good'],
    ['Abcdefghij1!', 4, 'Strong'],
    ['Ab1!', 3, 'Good'],
  ])('strength of %j is %s (%s)', (pw, bars, label) => {
    const strength = passwordStrength(pw);
    expect(strength).toBe(bars);
    expect(PASSWORD_STRENGTH_LABELS[strength]).toBe(label);
  });

  it('reports each rule for the checklist', () => {
    expect(passwordRuleStatus('abc1').map((r) => [r.id, r.met])).toEqual([
      ['length', false],
      ['uppercase', false],
      ['lowercase', true],
      ['digit', true],
      ['special', false],
    ]);
  });
});

describe('phone', () => {
  it.each([
    ['', 'Please enter your mobile phone'],
    ['  ', 'Please enter your mobile phone'],
    ['1', 'Country code 1 is not needed'],
    ['(155) 512-3456', 'Country code 1 is not needed'],
    ['15551234567', 'Country code 1 is not needed'],
    ['(555) 123-456', 'Please enter a valid phone number'],
    ['555', 'Please enter a valid phone number'],
    ['abc', 'Please enter a valid phone number'],
    ['(555) 123-4567', ok],
    ['5551234567', ok],
    ['+15551234567', ok],
  ])('%j → %s', (value, expected) => {
    expect(checkPhone(value)).toBe(expected);
  });

  it('outputs E.164', () => {
    expect(phoneSchema.parse('(555) 123-4567')).toBe('+15551234567');
  });
});

describe('address', () => {
  const NY =
    "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";

  it.each([
    ['', 'Street address is required'],
    ['  ', 'Street address is required'],
    ['12', 'Please enter a valid property address'],
    ['Main', 'Please enter a valid property address'],
    ['Broadway', 'Please enter a valid property address'],
    ['1 A', ok],
    ['12 Main St', ok],
  ])('street %j → %s', (value, expected) => {
    expect(checkStreet(value)).toBe(expected);
  });

  it('isValidStreet is false when empty, under 3 characters or a single word', () => {
    expect(isValidStreet('')).toBe(false);
    expect(isValidStreet('1 ')).toBe(false);
    expect(isValidStreet('Broadway')).toBe(false);
    expect(isValidStreet('1 Broadway')).toBe(true);
  });

  it.each([
    ['', 'Please enter a valid city name'],
    ['Springfield 2', 'Please enter a valid city name'],
    ['Reno!', 'Please enter a valid city name'],
    ['San Francisco', ok],
    ['St. Louis', ok],
    ['Winston-Salem', ok],
    ["Coeur d'Alene", ok],
  ])('city %j → %s', (value, expected) => {
    expect(checkCity(value)).toBe(expected);
  });

  it.each([
    ['', {}, 'State must be two characters in length'],
    ['C', {}, 'State must be two characters in length'],
    ['CAL', {}, 'State must be two characters in length'],
    ['ZZ', {}, 'Please enter a valid state'],
    ['ca', {}, ok],
    ['NY', {}, ok],
    ['NY', { nyBlocked: true }, NY],
    ['ny', { nyBlocked: true }, NY],
    ['NJ', { nyBlocked: true }, ok],
  ])('state %j %o → %s', (value, options, expected) => {
    expect(checkState(value, options)).toBe(expected);
  });

  it.each([
    ['', 'Please enter a valid zipcode'],
    ['9410', 'Please enter a valid zipcode'],
    ['941081', 'Please enter a valid zipcode'],
    ['94108-1234', 'Please enter a valid zipcode'],
    ['9410a', 'Please enter a valid zipcode'],
    ['94108', ok],
  ])('zip %j → %s', (value, expected) => {
    expect(checkZip(value)).toBe(expected);
  });

  it('the group schema normalises and maps each message to its field', () => {
    expect(
      addressSchema().parse({ street1: ' 12 Main St ', city: 'Reno', state: 'nv', zip: '89501' }),
    ).toEqual({ street1: '12 Main St', street2: '', city: 'Reno', state: 'NV', zip: '89501' });
    const result = addressSchema({ nyBlocked: true }).safeParse({
      street1: 'Main',
      street2: '',
      city: '',
      state: 'NY',
      zip: '1',
    });
    expect(fieldErrors(result.error)).toEqual({
      street1: 'Please enter a valid property address',
      city: 'Please enter a valid city name',
      state: NY,
      zip: 'Please enter a valid zipcode',
    });
  });
});

describe('consents', () => {
  it('requires terms-and-privacy and communication consent, SMS optional', () => {
    expect(consentsSchema.parse({ termPrivacyConsent: true, communicationConsent: true })).toEqual({
      termPrivacyConsent: true,
      communicationConsent: true,
      smsMarketingConsent: false,
      smsTransactionalConsent: false,
    });
    const result = consentsSchema.safeParse({
      termPrivacyConsent: false,
      communicationConsent: undefined,
      smsMarketingConsent: true,
    });
    expect(fieldErrors(result.error)).toEqual({
      termPrivacyConsent: 'Required',
      communicationConsent: 'Required',
    });
  });
});
