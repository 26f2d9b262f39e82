/**
 * The screens, by path: one const list per part of the app, each with its page title. Every other
 * place that names a screen takes its type from here, so a typo fails the type check: the router
 * (src/app/routeTable.ts and the screen groups' routes.ts), the status-to-screen table and its
 * companions (src/domain/status), and the in-app links (conditions, signer pages).
 *
 * Paths are relative to the app's base path (APP_BASE_PATH, /account/heloc) without the leading
 * slash; application screens are relative to /{uuid}/. A `:param` segment matches any one segment.
 */

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

/** The pages outside an application and outside the registration wizard. */
export const ROOT_SCREENS = [
  ['register', 'Register', 'public'],
  ['register/account-setup', 'Account Setup', 'public'],
  ['register/support', 'Support', 'public'],
  ['not-accepting-apps', 'Not Accepting Applications', 'public'],
  ['coming-soon', 'Coming Soon', 'public'],
  ['accessibility', 'Accessibility Statement', 'public'],
  ['plaid-oauth-success', 'Linking Your Bank', 'authenticated'],
] as const;

/** A screen of an application, relative to /{uuid}/ ('product/select', 'income/link/:type'). */
export type ApplicationScreen = (typeof APPLICATION_SCREENS)[number][0];
/** An additional signer's page ('heloc-signer/intro'). */
export type SignerScreenPath = (typeof SIGNER_SCREENS)[number][0];
/** A page outside an application and outside the registration wizard. */
export type RootScreenPath = (typeof ROOT_SCREENS)[number][0];

/** A screen's route pattern with its `:param` segments written as `*` ('income/link/*'). */
type Wildcard<P extends string> = P extends `${infer Head}/:${string}` ? `${Head}/*` : P;
/** A screen, or a screen with a `:param` as `*`: what the companions table lists. */
export type ApplicationScreenPattern = ApplicationScreen | Wildcard<ApplicationScreen>;

/** A screen as a link names it: a `:param` segment filled in ('income/link/payroll'). */
type Filled<P extends string> = P extends `${infer Head}/:${string}` ? `${Head}/${string}` : P;
export type ApplicationScreenHref = Filled<ApplicationScreen>;

/** The router path of an application's screen: '/{uuid}/{screen}' (relative to the base path). */
export function applicationScreenPath(
  applicationUuid: string,
  screen: ApplicationScreenHref,
): string {
  return `/${encodeURIComponent(applicationUuid)}/${screen}`;
}
