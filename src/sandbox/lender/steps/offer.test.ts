import { Lender, LenderError, manualClock, SEED, sequentialIds } from '../index';

const UUID = SEED.borrower.applicationUuid;

function newLender() {
  return new Lender({ ids: sequentialIds('0ffe7e57'), clock: manualClock('2026-03-02T18:00:00Z') });
}

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof LenderError ? { status: error.status, body: error.body } : error;
  }
  return null;
}

describe('select-offer', () => {
  it('records the draw preference (PRESERVE by default)', () => {
    const lender = newLender();
    const offer = lender.application(UUID)!.offers[0]!;
    lender.completeStep(UUID, 'select-offer', {
      offerUuid: offer.uuid,
      amount: offer.max,
      initialDraw: 50_000,
      drawPreference: 'DEDUCT',
    });
    const application = lender.application(UUID)!;
    expect(application.uwCalculatedDrawAmount).toBe(50_000);
    expect(application.screens.offer?.drawPreference).toBe('DEDUCT');
    expect(application.answers['select-offer']).toMatchObject({ drawPreference: 'DEDUCT' });
  });

  it('MAXIMIZE draws the most the offer allows', () => {
    const lender = newLender();
    const offer = lender.application(UUID)!.offers[2]!;
    lender.completeStep(UUID, 'select-offer', {
      offerUuid: offer.uuid,
      amount: offer.max,
      initialDraw: 20_000,
      drawPreference: 'MAXIMIZE',
    });
    expect(lender.application(UUID)!.uwCalculatedDrawAmount).toBe(offer.maxDraw);
  });

  it('refuses an unknown preference (400)', () => {
    const lender = newLender();
    expect(
      refusal(() => lender.completeStep(UUID, 'select-offer', { drawPreference: 'ALL' })),
    ).toMatchObject({ status: 400 });
  });
});

describe('link-assets', () => {
  it('records the confirmed assets, then offers follow', () => {
    const lender = newLender();
    lender.updateApplication(UUID, { status: { checklistStatus: 'ASSETS_PREQUAL' } });
    lender.completeStep(UUID, 'link-assets', {
      accountType: 'BROKERAGE',
      totalLiquidAssets: 750_000,
      confirmed: true,
    });
    const application = lender.application(UUID)!;
    expect(application.screens.offer?.assets).toEqual({
      accountType: 'BROKERAGE',
      totalLiquidAssets: 750_000,
      confirmedAt: '2026-03-02T18:00:00.000Z',
    });
    expect(application.status.checklistStatus).toBe('WAITING_FOR_OFFERS');
  });

  it('refuses unconfirmed assets (409) and a bad amount (400)', () => {
    const lender = newLender();
    lender.updateApplication(UUID, { status: { checklistStatus: 'ASSETS_PREQUAL' } });
    expect(
      refusal(() =>
        lender.completeStep(UUID, 'link-assets', { accountType: 'SAVINGS', totalLiquidAssets: 5 }),
      ),
    ).toMatchObject({ status: 409 });
    expect(
      refusal(() =>
        lender.completeStep(UUID, 'link-assets', { accountType: 'SAVINGS', totalLiquidAssets: -5 }),
      ),
    ).toMatchObject({ status: 400 });
  });
});

describe('requalify', () => {
  it('SMALLER_LINE lowers every offer to three quarters of its line', () => {
    const lender = newLender();
    lender.updateApplication(UUID, { status: { checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY' } });
    const before = lender.application(UUID)!.offers[0]!.max;
    lender.completeStep(UUID, 'requalify', { option: 'SMALLER_LINE' });
    const application = lender.application(UUID)!;
    const expected = Math.floor((before * 0.75) / 1000) * 1000;
    expect(application.offers.every((offer) => offer.max === expected)).toBe(true);
    expect(application.offers.every((offer) => offer.maxDraw <= offer.max)).toBe(true);
    expect(application.screens.offer?.requalify).toMatchObject({
      previousMax: before,
      newMax: expected,
    });
  });

  it('takes an empty body (the journey) without changing the offers', () => {
    const lender = newLender();
    lender.updateApplication(UUID, { status: { checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY' } });
    const before = structuredClone(lender.application(UUID)!.offers);
    lender.completeStep(UUID, 'requalify', {});
    expect(lender.application(UUID)!.offers).toEqual(before);
  });
});
