import { ASSET_MESSAGES, validateAssets } from './offerAssets';

describe('validateAssets', () => {
  it('gives the body for a valid form', () => {
    expect(
      validateAssets({ accountType: 'SAVINGS', total: '$250,000.50', confirmed: true }),
    ).toEqual({
      ok: true,
      body: { accountType: 'SAVINGS', totalLiquidAssets: 250_000.5, confirmed: true },
    });
  });

  it('explains every problem at once', () => {
    expect(validateAssets({ accountType: '', total: '', confirmed: false })).toEqual({
      ok: false,
      errors: {
        accountType: ASSET_MESSAGES.accountType,
        total: ASSET_MESSAGES.totalRequired,
        confirmed: ASSET_MESSAGES.confirmed,
      },
    });
  });

  it.each([
    ['lots', ASSET_MESSAGES.totalNotAmount],
    ['0', ASSET_MESSAGES.totalPositive],
    ['2,000,000,000', ASSET_MESSAGES.totalTooLarge],
  ])('total %j → %s', (total, message) => {
    expect(validateAssets({ accountType: 'CHECKING', total, confirmed: true })).toEqual({
      ok: false,
      errors: { total: message },
    });
  });
});
