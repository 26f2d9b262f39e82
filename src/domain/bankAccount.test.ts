import {
  ACCOUNT_LENGTH,
  ACCOUNT_REQUIRED,
  ACCOUNT_TYPE_REQUIRED,
  ACCOUNTS_DONT_MATCH,
  CONFIRM_ACCOUNT_REQUIRED,
  EMPTY_MANUAL_ACCOUNT,
  HOLDER_NAME_REQUIRED,
  HOLDER_NAME_TOO_LONG,
  ROUTING_CHECKSUM,
  ROUTING_LENGTH,
  ROUTING_REQUIRED,
  accountHint,
  accountLastFour,
  accountNumberError,
  autopayRate,
  chosenOffer,
  describeAccount,
  formatRate,
  isValidRoutingNumber,
  manualAccountInput,
  maskAccountNumber,
  routingNumberError,
  validateManualAccount,
  type ManualAccountValues,
} from './bankAccount';

const GOOD: ManualAccountValues = {
  holderName: '  Pat Borrower ',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  accountType: 'CHECKING',
};

describe('routing numbers (ABA checksum)', () => {
  it.each(['021000021', '011000015', '121000358', '026009593'])('accepts %s', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(true);
    expect(routingNumberError(routing)).toBeNull();
  });

  it.each(['021000022', '123456789', '000000001'])('rejects %s by its checksum', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(false);
    expect(routingNumberError(routing)).toBe(ROUTING_CHECKSUM);
  });

  it('asks for the number when it is empty, and for 9 digits when it is not', () => {
    expect(routingNumberError('  ')).toBe(ROUTING_REQUIRED);
    expect(routingNumberError('02100002')).toBe(ROUTING_LENGTH);
    expect(routingNumberError('0210000211')).toBe(ROUTING_LENGTH);
    expect(routingNumberError('02100002a')).toBe(ROUTING_LENGTH);
    expect(isValidRoutingNumber('02100002')).toBe(false);
  });

  it('ignores the spaces and dashes people type', () => {
    expect(routingNumberError('021 000 021')).toBeNull();
    expect(routingNumberError('0210-00021')).toBeNull();
  });
});

describe('account numbers', () => {
  it('takes 4 to 17 digits', () => {
    expect(accountNumberError('1234')).toBeNull();
    expect(accountNumberError('12345678901234567')).toBeNull();
    expect(accountNumberError('123')).toBe(ACCOUNT_LENGTH);
    expect(accountNumberError('123456789012345678')).toBe(ACCOUNT_LENGTH);
    expect(accountNumberError('12ab56')).toBe(ACCOUNT_LENGTH);
    expect(accountNumberError('')).toBe(ACCOUNT_REQUIRED);
  });
});

describe('the manual account form', () => {
  it('is valid when every field is', () => {
    expect(validateManualAccount(GOOD)).toEqual({});
  });

  it('gives every empty field its message', () => {
    expect(validateManualAccount(EMPTY_MANUAL_ACCOUNT)).toEqual({
      holderName: HOLDER_NAME_REQUIRED,
      routingNumber: ROUTING_REQUIRED,
      accountNumber: ACCOUNT_REQUIRED,
      confirmAccountNumber: CONFIRM_ACCOUNT_REQUIRED,
      accountType: ACCOUNT_TYPE_REQUIRED,
    });
  });

  it('needs the confirmation to match the account number (spaces aside)', () => {
    expect(validateManualAccount({ ...GOOD, confirmAccountNumber: '000123456780' })).toEqual({
      confirmAccountNumber: ACCOUNTS_DONT_MATCH,
    });
    expect(validateManualAccount({ ...GOOD, confirmAccountNumber: '0001 2345 6789' })).toEqual({});
  });

  it('limits the holder name to 100 characters', () => {
    expect(validateManualAccount({ ...GOOD, holderName: 'a'.repeat(101) })).toEqual({
      holderName: HOLDER_NAME_TOO_LONG,
    });
  });

  it('sends digits only and a trimmed name', () => {
    expect(manualAccountInput({ ...GOOD, routingNumber: '021 000 021' })).toEqual({
      holderName: 'Pat Borrower',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
    });
  });
});

describe('the account hint (shell §5: last 4 characters of the mask or number)', () => {
  it('reads the mask first, then the number', () => {
    expect(accountHint('xxxxxx4321', '000123454321')).toBe('ending in 4321');
    expect(accountHint('0000', '000123459876')).toBe('ending in 0000');
    expect(accountHint(null, '000123459876')).toBe('ending in 9876');
    expect(accountHint('', '12')).toBe('ending in 12');
    expect(accountHint(null, null)).toBeNull();
    expect(accountLastFour(' 1234 ')).toBe('1234');
  });

  it('masks all but the last 4 digits', () => {
    expect(maskAccountNumber('000123456789')).toBe('xxxxxxxx6789');
    expect(maskAccountNumber('1234')).toBe('1234');
  });

  it('describes an account by its known parts', () => {
    expect(
      describeAccount({ institutionName: 'Chase', accountType: 'SAVINGS', mask: '1111' }),
    ).toBe('Chase Savings ending in 1111');
    expect(describeAccount({ accountType: 'OTHER', accountNumber: '99887766' })).toBe(
      'Bank account ending in 7766',
    );
  });
});

describe('the autopay discount', () => {
  const offers = [
    {
      uuid: 'a',
      term: 10,
      rate: 8.5,
      discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: 8.25 }],
    },
    { uuid: 'b', term: 30, rate: 9, discountList: [] },
  ];

  it('finds the chosen offer by its uuid, else by term and rate', () => {
    expect(chosenOffer(offers, { offerUuid: 'b' })?.uuid).toBe('b');
    expect(chosenOffer(offers, { offerUuid: 'zz', term: 10, rate: 8.5 })?.uuid).toBe('a');
    expect(chosenOffer(offers, { term: 20, rate: 1 })).toBeNull();
    expect(chosenOffer([offers[1]!], {})?.uuid).toBe('b');
  });

  it("reads the AUTOPAY discount's rate, or null without one", () => {
    expect(autopayRate(offers[0])).toBe(8.25);
    expect(autopayRate(offers[1])).toBeNull();
    expect(autopayRate(null)).toBeNull();
  });

  it('formats rates with two decimals at most', () => {
    expect(formatRate(8.25)).toBe('8.25%');
    expect(formatRate(7.7)).toBe('7.7%');
    expect(formatRate(7.123)).toBe('7.12%');
  });
});
