/**
 * Every screen the spec lists (registration-and-routing.md §2), with its page title and who may
 * see it. The router is built from this table; the status-to-screen table routes into it.
 *
 * access:
 * - public: anyone (the spec's public paths: register, register/account-setup, register/support,
 *   register-v2/*, not-accepting-apps; terms and friends go to the main site anyway)
 * - signer-public: the additional signer's own login and exit pages
 * - signer: signed-in additional signers (unauthenticated → the signer login)
 * - authenticated: signed-in users (unauthenticated → /auth/login)
 */
import { REGISTER_V2_STEPS } from './staticRoutes';

// The routes the router holds from the first load (staticRoutes.ts); the rest are discovered.
export { MAIN_SITE_PAGES, REGISTER_V2_STEPS } from './staticRoutes';

export type Access = 'public' | 'signer-public' | 'signer' | 'authenticated';

export interface ScreenRoute {
  /** Path relative to the basename (/account/heloc); `:applicationId` is any uuid-looking segment. */
  path: string;
  title: string;
  access: Access;
}

/** Per-application screens, under /{uuid}/. */
export const APPLICATION_SCREENS = [
  ['bank/autopay', 'Autopay'],
  ['bank/confirm', 'Confirm Bank Account'],
  ['bank/disburse', 'Disbursement Account'],
  ['bank/manual-disburse', 'Enter Bank Account'],
  ['credit/social', 'Verify Your Identity'],
  ['credit/error', 'Credit Report Locked'],
  ['complete', 'Complete'],
  ['conditions', 'Conditions'],
  ['conditions/upload-document', 'Upload Documents'],
  ['conditions/phone-number', 'Phone Number'],
  ['document/disclosures', 'Disclosures'],
  ['documents', 'Your Documents'],
  ['error/decline', 'Application Declined'],
  ['error/credit', 'Credit Decision'],
  ['error/income', 'Income Decision'],
  ['error/timeout', 'We Need More Time'],
  ['error/flood-cert', 'Flood Certificate'],
  ['income/review', 'Link Income Sources'],
  ['income/link', 'Link Income'],
  ['income/link/:type', 'Link Income'],
  ['income/pointserv-callback', 'Linking Income'],
  ['income/upload', 'Upload Income Documents'],
  ['income/employer-verification', 'Employer Verification'],
  ['identity', 'Verify Identity'],
  ['liens', 'Lien Verification'],
  ['notary/intro', 'Notary'],
  ['notary/schedule-manual', 'Schedule Notary Session'],
  ['notary/reserve-manual', 'Reserve Notary Session'],
  ['notary/session', 'Talk to eNotary'],
  ['notary/error', 'Notary Error'],
  ['product/assets', 'Assets'],
  ['product/select', 'Select Offer'],
  ['product/select/confirm', 'Confirm Offer'],
  ['product/prequal-winback', 'Your Options'],
  ['signing/intro', 'Sign Documents'],
  ['signing/sign', 'Sign Documents'],
  ['signing/additional', 'Additional Signers'],
  ['signing/support', 'Signing Support'],
  ['start/profile', 'Basic Info'],
  ['start/contact', 'Contact Info'],
  ['start/hmda', 'Demographic Information'],
  ['start/app-summary', 'Application Summary'],
  ['review-app/incorrect-pin', 'Review Application'],
  ['review-app/no-credit', 'Review Application'],
  ['review-app/property', 'Review Application'],
  ['review-app/uw', 'Review Application'],
  ['review-app/delinquency', 'Review Application'],
  ['review-app/incorrect-ownership', 'Review Application'],
  ['review-app/datatree', 'Review Application'],
  ['review-app/signdocs', 'Preparing Your Documents'],
  ['payoff/hold', 'Payoff Pending'],
  ['bpo/condition', 'Property Valuation'],
  ['bpo/hold', 'Property Valuation'],
  ['bpo/waiting', 'Property Valuation'],
  ['bpo/estimate-value', 'Estimate Home Value'],
  ['bpo/order-bpo', 'Order Valuation'],
  ['hold', 'Appraisal'],
] as const;

export const SIGNER_SCREENS = [
  ['heloc-signer/login', 'Signer Login', 'signer-public'],
  ['heloc-signer/cancelled', 'Signing Cancelled', 'signer-public'],
  ['heloc-signer/resume', 'Resume Signing', 'signer'],
  ['heloc-signer/identity', 'Verify Identity', 'signer'],
  ['heloc-signer/intro', 'Welcome', 'signer'],
  ['heloc-signer/error', 'Something Went Wrong', 'signer'],
  ['heloc-signer/sign', 'Sign Documents', 'signer'],
  ['heloc-signer/notary', 'Talk to eNotary', 'signer'],
  ['heloc-signer/documents', 'Documents', 'signer'],
  ['heloc-signer/conditions', 'Conditions', 'signer'],
  ['heloc-signer/conditions/upload-document', 'Upload Documents', 'signer'],
  ['heloc-signer/conditions/location', 'Share Your Location', 'signer'],
] as const;

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...REGISTER_V2_STEPS.map((s) => ({ ...s, access: 'public' as const })),
  { path: 'register', title: 'Register', access: 'public' },
  { path: 'register/account-setup', title: 'Account Setup', access: 'public' },
  { path: 'register/support', title: 'Support', access: 'public' },
  { path: 'not-accepting-apps', title: 'Not Accepting Applications', access: 'public' },
  { path: 'plaid-oauth-success', title: 'Linking Your Bank', access: 'authenticated' },
  ...SIGNER_SCREENS.map(([path, title, access]) => ({ path, title, access })),
  ...APPLICATION_SCREENS.map(([path, title]) => ({
    path: `:applicationId/${path}`,
    title,
    access: 'authenticated' as const,
  })),
];
