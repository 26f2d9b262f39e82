import {
  closingCosts,
  costTotals,
  drawFitsOffer,
  drawPlan,
  drawRange,
  formatCost,
  payoffAmount,
  stepDraw,
  validateDrawInput,
  DRAW_MESSAGES,
} from './offer';

const OFFER = { min: 15_000, max: 260_000, minDraw: 15_000, maxDraw: 260_000 };

describe('drawFitsOffer', () => {
  it('fits between minDraw and maxDraw and not above the line', () => {
    expect(drawFitsOffer(15_000, OFFER)).toBe(true);
    expect(drawFitsOffer(260_000, OFFER)).toBe(true);
    expect(drawFitsOffer(14_999, OFFER)).toBe(false);
    expect(drawFitsOffer(260_001, OFFER)).toBe(false);
    expect(drawFitsOffer(100_000, OFFER, 90_000)).toBe(false);
    expect(drawFitsOffer(Number.NaN, OFFER)).toBe(false);
  });
});

describe('payoffAmount', () => {
  const liabilities = [{ monetaryBalance: 20_000 }, { monetaryBalance: 5_000 }, {}];
  it('adds the balances when the offer requires a payoff', () => {
    expect(payoffAmount({ payOff: 'REQUIRED' }, liabilities)).toBe(25_000);
    expect(payoffAmount({ payOff: 'REQUESTED' }, liabilities)).toBe(25_000);
  });
  it('is nothing otherwise', () => {
    expect(payoffAmount({ payOff: 'NOT_REQUIRED' }, liabilities)).toBe(0);
    expect(payoffAmount({ payOff: 'COMPLETE' }, liabilities)).toBe(0);
    expect(payoffAmount({}, liabilities)).toBe(0);
  });
});

describe('drawRange and drawPlan (draw preference with a payoff)', () => {
  it('without a payoff, PRESERVE and DEDUCT run the draw from minDraw to maxDraw', () => {
    for (const preference of ['PRESERVE', 'DEDUCT'] as const) {
      const range = drawRange(OFFER, preference, 0);
      expect(range).toMatchObject({ min: 15_000, max: 260_000, adjustable: true, fits: true });
      expect(drawPlan(range, 50_000)).toEqual({ draw: 50_000, cash: 50_000 });
    }
  });

  it('PRESERVE: the slider is the cash; the payoff is added on top', () => {
    const range = drawRange(OFFER, 'PRESERVE', 25_000);
    expect(range).toMatchObject({ controls: 'cash', min: 0, max: 235_000 });
    expect(drawPlan(range, 50_000)).toEqual({ draw: 75_000, cash: 50_000 });
    expect(drawPlan(range, 999_999)).toEqual({ draw: 260_000, cash: 235_000 });
  });

  it('DEDUCT: the slider is the draw; the payoff comes out of it', () => {
    const range = drawRange(OFFER, 'DEDUCT', 25_000);
    expect(range).toMatchObject({ controls: 'draw', min: 25_000, max: 260_000 });
    expect(drawPlan(range, 50_000)).toEqual({ draw: 50_000, cash: 25_000 });
    expect(drawPlan(range, 0)).toEqual({ draw: 25_000, cash: 0 });
  });

  it('MAXIMIZE: the draw is maxDraw; the cash is what is left after the payoff', () => {
    const range = drawRange(OFFER, 'MAXIMIZE', 25_000);
    expect(range).toMatchObject({ min: 260_000, max: 260_000, adjustable: false });
    expect(drawPlan(range, 1)).toEqual({ draw: 260_000, cash: 235_000 });
  });

  it('an offer that cannot pay the debts off does not fit', () => {
    const range = drawRange(OFFER, 'DEDUCT', 300_000);
    expect(range.fits).toBe(false);
    expect(validateDrawInput('50,000', range)).toEqual({
      ok: false,
      message: DRAW_MESSAGES.payoffTooLarge,
    });
  });

  it('the stepper moves a thousand at a time within the range', () => {
    const range = drawRange(OFFER, 'DEDUCT', 0);
    expect(stepDraw(range, 50_000, 1)).toBe(51_000);
    expect(stepDraw(range, 15_500, -1)).toBe(15_000);
    expect(stepDraw(range, 259_500, 1)).toBe(260_000);
  });
});

describe('validateDrawInput', () => {
  const range = drawRange(OFFER, 'DEDUCT', 0);
  it.each([
    ['', DRAW_MESSAGES.required],
    ['abc', DRAW_MESSAGES.notAmount],
    ['-5', DRAW_MESSAGES.notAmount],
    ['50000.50', DRAW_MESSAGES.wholeDollars],
    ['14,999', 'Enter an amount of $15,000 or more'],
    ['$260,001', 'Enter an amount of $260,000 or less'],
  ])('%j → %s', (text, message) => {
    expect(validateDrawInput(text, range)).toEqual({ ok: false, message });
  });
  it('accepts 50000, 50,000 and $50,000', () => {
    for (const text of ['50000', '50,000', '$50,000'])
      expect(validateDrawInput(text, range)).toEqual({ ok: true, value: 50_000 });
  });
});

describe('closingCosts', () => {
  const base = { line: 260_000, draw: 100_000, originationFeePercent: 2.99 };

  it('lists origination (financed), valuation and recording, without tax outside the 21 states', () => {
    const lines = closingCosts({
      ...base,
      propertyState: 'CA',
      costs: [
        { feeType: 'VALUATION', borrowerPaidAmount: 180 },
        { feeType: 'RECORDING', borrowerPaidAmount: 95 },
      ],
      minRecordingTax: 0,
      maxRecordingTax: 3_640,
    });
    expect(lines.map((line) => [line.key, line.min, line.max])).toEqual([
      ['ORIGINATION', 2_990, 2_990],
      ['VALUATION', 180, 180],
      ['RECORDING', 95, 95],
    ]);
    expect(lines[0]).toMatchObject({ financed: true });
    expect(costTotals(lines)).toEqual({ min: 3_265, max: 3_265 });
  });

  it('adds the recording tax range in a recording-tax state', () => {
    const lines = closingCosts({
      ...base,
      propertyState: 'co',
      minRecordingTax: 100,
      maxRecordingTax: 3_640,
    });
    expect(lines.find((line) => line.key === 'RECORDING_TAX')).toMatchObject({
      min: 100,
      max: 3_640,
    });
    // Without the lender's recording cost: the spec's range.
    expect(lines.find((line) => line.key === 'RECORDING')).toMatchObject({ min: 0, max: 315 });
  });

  it('needs an appraisal ($500 to $2,000) instead of the valuation above $400,000', () => {
    const lines = closingCosts({ ...base, line: 400_001 });
    expect(lines.find((line) => line.key === 'APPRAISAL')).toMatchObject({ min: 500, max: 2_000 });
    expect(lines.find((line) => line.key === 'VALUATION')).toBeUndefined();
    expect(closingCosts({ ...base, line: 400_000 }).some((l) => l.key === 'APPRAISAL')).toBe(false);
    const covered = closingCosts({ ...base, line: 500_000, companyCoversAppraisal: true });
    expect(covered.find((line) => line.key === 'APPRAISAL')).toMatchObject({ min: 0, max: 0 });
  });

  it('caps the origination fee and says so; other lender costs are listed', () => {
    const lines = closingCosts({
      ...base,
      ofeeMaxThreshold: 1_000,
      costs: [{ feeType: 'MANUAL_NOTARY', borrowerPaidAmount: 350 }],
    });
    expect(lines[0]).toMatchObject({
      min: 1_000,
      label: 'Origination fee (2.99% of your draw, capped)',
    });
    expect(lines.find((line) => line.key === 'MANUAL_NOTARY')).toMatchObject({
      label: 'Manual notarization',
      min: 350,
    });
  });

  it('formats a known amount and a range', () => {
    expect(formatCost({ min: 180, max: 180 })).toBe('$180.00');
    expect(formatCost({ min: 500, max: 2_000 })).toBe('$500.00 to $2,000.00');
  });
});
