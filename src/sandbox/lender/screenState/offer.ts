/**
 * What the lender keeps for the offer screens on each application (application.screens.offer).
 * Self-contained types only (no imports from ../types: no cycle). Persisted with the state.
 */
export interface OfferScreenState {
  /** select-offer: what the borrower wants done with a required payoff (PRESERVE by default). */
  drawPreference: 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE';
  /** link-assets: the assets the borrower confirmed for asset-depletion qualification. */
  assets: {
    accountType: 'CHECKING' | 'SAVINGS' | 'BROKERAGE' | 'RETIREMENT';
    totalLiquidAssets: number;
    confirmedAt: string;
  } | null;
  /** requalify: the option the borrower chose and the line before it (CLTV / lien position). */
  requalify: { option: 'SMALLER_LINE'; previousMax: number; newMax: number; at: string } | null;
}
