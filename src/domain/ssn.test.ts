import {
  SSN_INCOMPLETE,
  SSN_INVALID,
  SSN_REQUIRED,
  checkSsn,
  formatSsn,
  isIssuableSsn,
  ssnDigits,
  ssnLastFour,
  ssnSchema,
} from './ssn';

describe('SSN rules', () => {
  it('formats progressively as ###-##-####, dropping anything but digits', () => {
    expect(formatSsn('')).toBe('');
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('12345')).toBe('123-45');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123 45 6789 99')).toBe('123-45-6789');
    expect(ssnDigits('a1b2c3')).toBe('123');
  });

  it.each([
    ['', SSN_REQUIRED],
    ['   ', SSN_REQUIRED],
    ['123-45-678', SSN_INCOMPLETE],
    ['12345678a', SSN_INCOMPLETE],
    ['000-12-3456', SSN_INVALID],
    ['666-12-3456', SSN_INVALID],
    ['900-12-3456', SSN_INVALID],
    ['999-12-3456', SSN_INVALID],
    ['123-00-4567', SSN_INVALID],
    ['123-45-0000', SSN_INVALID],
  ])('%j → %s', (value, message) => {
    expect(checkSsn(value)).toBe(message);
  });

  it('accepts issuable numbers, with or without dashes', () => {
    expect(checkSsn('123-45-6789')).toBeUndefined();
    expect(checkSsn('899 99 9999')).toBeUndefined();
    expect(isIssuableSsn('665123456')).toBe(true);
    expect(isIssuableSsn('12345678')).toBe(false);
  });

  it('the schema outputs the digits; the last four are all that is kept', () => {
    expect(ssnSchema.parse('123-45-6789')).toBe('123456789');
    expect(ssnSchema.safeParse('666-12-3456').error?.issues[0]?.message).toBe(SSN_INVALID);
    expect(ssnSchema.safeParse(undefined).error?.issues[0]?.message).toBe(SSN_REQUIRED);
    expect(ssnLastFour('123-45-6789')).toBe('6789');
    expect(ssnLastFour('12')).toBe('');
  });
});
