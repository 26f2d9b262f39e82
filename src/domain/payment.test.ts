import {
  amortizedPayment,
  DAYS_PER_MONTH,
  interestOnlyPayment,
  monthlyPayment,
  monthlyRate,
  originationFee,
  paymentFor,
  roundHalfEven,
} from './payment';

describe('roundHalfEven (banker’s rounding to the cent)', () => {
  it.each([
    // Ties go to the even cent.
    [2.665, 2.66],
    [2.675, 2.68],
    [0.125, 0.12],
    [0.135, 0.14],
    [1.005, 1.0],
    [1.015, 1.02],
    [5.005, 5.0],
    [5.015, 5.02],
    [300.495, 300.5],
    [303.485, 303.48],
    [123_456.785, 123_456.78],
    [-2.675, -2.68],
    [-2.665, -2.66],
    // Not ties: the nearest cent.
    [2.6649, 2.66],
    [2.6651, 2.67],
    [1434.70948, 1434.71],
    [10, 10],
  ])('%s → %s', (value, expected) => {
    expect(roundHalfEven(value)).toBe(expected);
  });

  it('rounds to other places too, and never answers -0', () => {
    expect(roundHalfEven(2.5, 0)).toBe(2);
    expect(roundHalfEven(3.5, 0)).toBe(4);
    expect(Object.is(roundHalfEven(-0.001), 0)).toBe(true);
  });

  it('refuses what is not a finite number', () => {
    expect(() => roundHalfEven(Number.NaN)).toThrow(TypeError);
    expect(() => roundHalfEven(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => roundHalfEven(1, -1)).toThrow(RangeError);
  });
});

describe('monthlyRate (365.25-day accrual)', () => {
  it('is the daily rate of a 365.25-day year times an average month of 30.4375 days', () => {
    expect(DAYS_PER_MONTH).toBe(30.4375);
    expect(monthlyRate(12)).toBeCloseTo(0.01, 15);
    expect(monthlyRate(6)).toBeCloseTo(0.005, 15);
    expect(monthlyRate(8.95)).toBeCloseTo((8.95 / 100 / 365.25) * 30.4375, 15);
    expect(monthlyRate(0)).toBe(0);
  });

  it('refuses a negative APR', () => {
    expect(() => monthlyRate(-1)).toThrow(RangeError);
  });
});

describe('originationFee', () => {
  it('is a percent of the draw, to the cent, half to even', () => {
    expect(originationFee(50_000, 2.99)).toBe(1495);
    // 10,050 × 2.99% = 300.495 → 300.50 (0 is even); 10,150 × 2.99% = 303.485 → 303.48.
    expect(originationFee(10_050, 2.99)).toBe(300.5);
    expect(originationFee(10_150, 2.99)).toBe(303.48);
  });

  it('is capped by ofeeMaxThreshold when there is one', () => {
    expect(originationFee(100_000, 4.99, 2_500)).toBe(2_500);
    expect(originationFee(10_000, 4.99, 2_500)).toBe(499);
    expect(originationFee(100_000, 4.99, null)).toBe(4_990);
    expect(originationFee(100_000, 4.99, 0)).toBe(4_990);
  });

  it('never charges more than 4.99%', () => {
    expect(originationFee(100_000, 6)).toBe(4_990);
  });
});

describe('amortizedPayment', () => {
  it.each([
    // Hand-computed (50-digit decimal): P·r / (1 − (1 + r)^−n).
    [100_000, 0.01, 120, 1434.71],
    [100_000, 0.005, 120, 1110.21],
    [12_000, 0, 12, 1000],
  ])('%s at %s over %s months → %s', (principal, rate, months, expected) => {
    expect(amortizedPayment(principal, rate, months)).toBe(expected);
  });

  it('refuses a bad principal or term', () => {
    expect(() => amortizedPayment(-1, 0.01, 12)).toThrow(RangeError);
    expect(() => amortizedPayment(1000, 0.01, 0)).toThrow(RangeError);
  });
});

describe('interestOnlyPayment', () => {
  it('is one month of interest, ties to the even cent', () => {
    // 1,001 × 0.5% = 5.005 → 5.00; 1,003 × 0.5% = 5.015 → 5.02.
    expect(interestOnlyPayment(1_001, 0.005)).toBe(5);
    expect(interestOnlyPayment(1_003, 0.005)).toBe(5.02);
    expect(interestOnlyPayment(100_000, monthlyRate(6))).toBe(500);
  });
});

describe('paymentFor / monthlyPayment', () => {
  it('amortizes the draw plus the financed fee over the term', () => {
    // 50,000 + 2.99% (1,495) = 51,495 at 8.45% over 5 years: 1,055.258… → 1,055.26.
    expect(
      paymentFor({ draw: 50_000, apr: 8.45, termYears: 5, originationFeePercent: 2.99 }),
    ).toMatchObject({ fee: 1495, principal: 51_495, months: 60, payment: 1055.26 });
    // The same principal at 9.95% over 30 years: 450.0039… → 450.00.
    expect(
      monthlyPayment({ draw: 50_000, apr: 9.95, termYears: 30, originationFeePercent: 2.99 }),
    ).toBe(450);
    // 260,000 + 1% (2,600) at 8.95% over 10 years: 3,319.404… → 3,319.40.
    expect(
      monthlyPayment({ draw: 260_000, apr: 8.95, termYears: 10, originationFeePercent: 1 }),
    ).toBe(3319.4);
  });

  it('caps the fee before adding it to the principal', () => {
    expect(
      paymentFor({
        draw: 100_000,
        apr: 12,
        termYears: 10,
        originationFeePercent: 4.99,
        originationFeeCap: 0.01,
      }),
    ).toMatchObject({ fee: 0.01, principal: 100_000.01 });
  });

  it('is interest only in the age-restricted mode, with ties to the even cent', () => {
    const base = { apr: 6, termYears: 10, originationFeePercent: 0, interestOnly: true };
    expect(paymentFor({ ...base, draw: 1_001 })).toMatchObject({ payment: 5, interestOnly: true });
    expect(monthlyPayment({ ...base, draw: 1_003 })).toBe(5.02);
  });

  it('refuses a draw or fee that is negative or not a number, and a term of 0', () => {
    const base = { apr: 6, termYears: 10, originationFeePercent: 1 };
    expect(() => monthlyPayment({ ...base, draw: -1 })).toThrow();
    expect(() => monthlyPayment({ ...base, draw: Number.NaN })).toThrow();
    expect(() => monthlyPayment({ ...base, draw: 1000, originationFeePercent: -1 })).toThrow();
    expect(() => monthlyPayment({ ...base, draw: 1000, termYears: 0 })).toThrow(RangeError);
  });
});
