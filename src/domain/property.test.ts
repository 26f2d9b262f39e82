import {
  CARD_CVC_INVALID,
  CARD_CVC_INVALID_AMEX,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  ESTIMATE_NOT_AMOUNT,
  ESTIMATE_REQUIRED,
  ESTIMATE_TOO_HIGH,
  ESTIMATE_TOO_LOW,
  EXPLANATION_REQUIRED,
  EXPLANATION_TOO_LONG,
  EXPLANATION_TOO_SHORT,
  LIEN_OWNER_REQUIRED,
  LIEN_PAYOFF_STATEMENT_REQUIRED,
  LIEN_STATUS_REQUIRED,
  cardBrand,
  checkCard,
  checkCardNumber,
  checkCvc,
  checkEstimate,
  checkExpiry,
  checkExplanation,
  checkLienAnswers,
  passesLuhn,
  toLienAnswers,
} from './property';

describe('checkEstimate', () => {
  it('accepts whole and formatted dollars within the bounds', () => {
    expect(checkEstimate('450000')).toEqual({ ok: true, value: 450_000 });
    expect(checkEstimate('$1,250,000.40')).toEqual({ ok: true, value: 1_250_000 });
    expect(checkEstimate('50,000')).toEqual({ ok: true, value: 50_000 });
    expect(checkEstimate('20,000,000')).toEqual({ ok: true, value: 20_000_000 });
  });

  it('explains what is wrong', () => {
    expect(checkEstimate(' ')).toEqual({ ok: false, message: ESTIMATE_REQUIRED });
    expect(checkEstimate('about 400k')).toEqual({ ok: false, message: ESTIMATE_NOT_AMOUNT });
    expect(checkEstimate('-5')).toEqual({ ok: false, message: ESTIMATE_NOT_AMOUNT });
    expect(checkEstimate('49,999')).toEqual({ ok: false, message: ESTIMATE_TOO_LOW });
    expect(checkEstimate('20,000,001')).toEqual({ ok: false, message: ESTIMATE_TOO_HIGH });
  });
});

describe('lien answers', () => {
  it('needs an owner answer, a status for own liens, and the statement for paid-off ones', () => {
    expect(
      checkLienAnswers([
        { id: 'a', mine: '', status: '', paidInFull: false },
        { id: 'b', mine: 'yes', status: '', paidInFull: false },
        { id: 'c', mine: 'yes', status: 'PAID_OFF', paidInFull: false },
        { id: 'd', mine: 'no', status: '', paidInFull: false },
        { id: 'e', mine: 'yes', status: 'OPEN', paidInFull: false },
      ]),
    ).toEqual({
      a: { mine: LIEN_OWNER_REQUIRED },
      b: { status: LIEN_STATUS_REQUIRED },
      c: { paidInFull: LIEN_PAYOFF_STATEMENT_REQUIRED },
    });
  });

  it('sends no status for a lien that is not the borrower’s', () => {
    expect(
      toLienAnswers([
        { id: 'a', mine: 'no', status: 'OPEN', paidInFull: true },
        { id: 'b', mine: 'yes', status: 'PAID_OFF', paidInFull: true },
      ]),
    ).toEqual([
      { id: 'a', mine: false, status: null, paidInFullStatement: false },
      { id: 'b', mine: true, status: 'PAID_OFF', paidInFullStatement: true },
    ]);
  });
});

describe('checkExplanation', () => {
  it('takes 10 to 1000 characters (trimmed)', () => {
    expect(checkExplanation('')).toBe(EXPLANATION_REQUIRED);
    expect(checkExplanation('  ten chars! ')).toBe(undefined);
    expect(checkExplanation('  nine chr ')).toBe(EXPLANATION_TOO_SHORT);
    expect(checkExplanation('x'.repeat(1000))).toBe(undefined);
    expect(checkExplanation('x'.repeat(1001))).toBe(EXPLANATION_TOO_LONG);
  });
});

describe('card checks', () => {
  const today = new Date(2026, 10, 21);

  it('runs the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('12a4')).toBe(false);
  });

  it('checks the number, with spaces allowed', () => {
    expect(checkCardNumber('')).toBe(CARD_NUMBER_REQUIRED);
    expect(checkCardNumber('4242 4242 4242 4242')).toBe(undefined);
    expect(checkCardNumber('4242 4242 4242 4241')).toBe(CARD_NUMBER_INVALID);
    expect(checkCardNumber('4242')).toBe(CARD_NUMBER_INVALID);
    expect(checkCardNumber('3782 822463 10005')).toBe(undefined);
  });

  it('knows the brands', () => {
    expect(cardBrand('4242424242424242')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('2223003122003222')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBe('DISCOVER');
    expect(cardBrand('9999')).toBe('UNKNOWN');
  });

  it('takes an expiry of MM/YY that is not past (this month is still good)', () => {
    expect(checkExpiry('11/26', today)).toBe(undefined);
    expect(checkExpiry('12/2030', today)).toBe(undefined);
    expect(checkExpiry('10/26', today)).toBe(CARD_EXPIRED);
    expect(checkExpiry('13/27', today)).toBe(CARD_EXPIRY_INVALID);
    expect(checkExpiry('1/27', today)).toBe(CARD_EXPIRY_INVALID);
    expect(checkExpiry('0127', today)).toBe(CARD_EXPIRY_INVALID);
  });

  it('takes 3 digits, or 4 for American Express', () => {
    expect(checkCvc('123', '4242424242424242')).toBe(undefined);
    expect(checkCvc('1234', '4242424242424242')).toBe(CARD_CVC_INVALID);
    expect(checkCvc('1234', '378282246310005')).toBe(undefined);
    expect(checkCvc('123', '378282246310005')).toBe(CARD_CVC_INVALID_AMEX);
  });

  it('checks the whole card', () => {
    expect(
      checkCard(
        { name: 'Pat Doe', number: '4242424242424242', expiry: '04/29', cvc: '123', zip: '80206' },
        today,
      ),
    ).toEqual({});
    expect(
      Object.keys(checkCard({ name: '', number: '', expiry: '', cvc: '', zip: '1' }, today)),
    ).toEqual(['name', 'number', 'expiry', 'cvc', 'zip']);
  });
});
