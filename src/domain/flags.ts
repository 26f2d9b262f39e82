/**
 * The feature flags, by name (shell §9: "prefix fe-heloc- except webchat as fe-webchat"): the
 * app keeps these from a decision and drops any other key (src/api/optimize.ts); the sandbox
 * lender serves the same list. A flag constant elsewhere is typed `satisfies FeatureFlagName`.
 */
export const FEATURE_FLAG_NAMES = [
  'fe-heloc-additional-signer-conditions',
  'fe-heloc-back-of-id',
  'fe-heloc-business-iv',
  'fe-heloc-business-purpose',
  'fe-heloc-ca-fires-01-07-2025',
  'fe-heloc-company-covers-appraisal',
  'fe-heloc-dc-fp7',
  'fe-heloc-figure-ny-modal',
  'fe-heloc-irs-maintenance',
  'fe-heloc-maintenance',
  'fe-heloc-multi-page-product-select',
  'fe-heloc-ny-fcra',
  'fe-heloc-rate-buy-down',
  'fe-heloc-redesign-2025',
  'fe-heloc-self-employ-tax-verification',
  'fe-heloc-sms-transactional-consent',
  'fe-webchat',
  /** Assumed name: the spec only says "a portfolio-manager flag". */
  'fe-heloc-portfolio-manager',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
