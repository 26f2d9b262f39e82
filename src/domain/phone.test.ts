import { PHONE_MAX_INPUT_LENGTH, US_COUNTRY, formatPhone, toE164 } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555123456789', '(555) 123-4567'], // extra digits dropped
    ['555.123.4567', '(555) 123-4567'],
    ['+15551234567', '(555) 123-4567'], // E.164 in
    ['+1 (555) 123-4567', '(555) 123-4567'],
    ['15551234567', '(155) 512-3456'], // a typed 1 is kept, validation flags it
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('adds +1 in the international form', () => {
    expect(formatPhone('5551234567', { international: true })).toBe('+1 (555) 123-4567');
    expect(formatPhone('+15551234567', { international: true })).toBe('+1 (555) 123-4567');
    expect(formatPhone('', { international: true })).toBe('');
  });
});

describe('toE164', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['+15551234567', '+15551234567'],
    ['1 555 123 4567', '+15551234567'],
    ['(555) 123-456', null],
    ['', null],
    ['25551234567', null],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });
});

describe('phone constants', () => {
  it('caps input at 19 characters and defaults to the US', () => {
    expect(PHONE_MAX_INPUT_LENGTH).toBe(19);
    expect(US_COUNTRY).toEqual({
      country: 'United States',
      countryCode: 'US',
      callingCode: '1',
      flagPosition: '0px 0px',
    });
  });
});
