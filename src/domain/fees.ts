/** The lender's fees and thresholds (shell spec §9 "Business constants and limits"), in dollars. */

/** "Appraisal above $400,000": a line above this needs a full appraisal. */
export const APPRAISAL_THRESHOLD = 400_000;
/** "cost $500 to $2,000". */
export const APPRAISAL_COST = { min: 500, max: 2_000 } as const;
/** "Valuation fee $180". */
export const VALUATION_FEE = 180;
/** "Manual notarization $350". */
export const MANUAL_NOTARY_FEE = 350;
/** "Recording fee $0 to $315". */
export const RECORDING_FEE_RANGE = { min: 0, max: 315 } as const;
