import { DISTRICT_OF_COLUMBIA, stateName } from '../states';
import type { Brand, BrandTheme } from './types';

/**
 * Partners whose legal link reads "Terms of Use" (spec: American Pacific Mortgage, Cross Country,
 * CMG Mortgage, Evergreen Moneysource Mortgage Company, Fairway, Guaranteed Rate Affinity,
 * Guaranteed Rate). The spec does not list their org codes; these are our codes for them.
 */
export const TERMS_OF_USE_PARTNERS: ReadonlySet<string> = new Set([
  'american-pacific-mortgage',
  'cross-country',
  'cmg',
  'evergreen',
  'fairway',
  'guaranteed-rate-affinity',
  'guaranteed-rate',
]);

/**
 * Partners that exclude certain lenders (spec: homepoint, guaranteed rate and affinity,
 * originpoint, citywide, proper rate).
 */
export const EXCLUDED_LENDER_PARTNERS: ReadonlySet<string> = new Set([
  'homepoint',
  'guaranteed-rate',
  'guaranteed-rate-affinity',
  'originpoint',
  'citywide',
  'proper-rate',
]);

export type TermsWording = 'Terms of Use' | 'Terms of Service';

const codeOf = (brandOrCode: Brand | string): string =>
  typeof brandOrCode === 'string' ? brandOrCode : brandOrCode.code;

/** "Terms of Use" for the listed partners, "Terms of Service" for everyone else. */
export function termsWording(brandOrCode: Brand | string): TermsWording {
  return TERMS_OF_USE_PARTNERS.has(codeOf(brandOrCode)) ? 'Terms of Use' : 'Terms of Service';
}

export function isExcludedLenderPartner(brandOrCode: Brand | string): boolean {
  return EXCLUDED_LENDER_PARTNERS.has(codeOf(brandOrCode));
}

/** In-app fallbacks when a brand has no configured legal URL. */
export const PRIVACY_FALLBACK_PATH = '/privacy';
export const TERMS_FALLBACK_PATH = '/terms';

export function privacyHref(brand: Brand): string {
  return brand.privacyUrl ?? PRIVACY_FALLBACK_PATH;
}

export function termsHref(brand: Brand): string {
  return brand.termsUrl ?? TERMS_FALLBACK_PATH;
}

/** The main brand and its variants (New York site, wholesale). */
export function isMainBrand(brand: Brand): boolean {
  return brand.canonicalCode === 'figure';
}

/** A site that serves New York only (the New York redirect modal depends on it). */
export function isNewYorkSite(brand: Brand): boolean {
  return brand.licensedStates.length === 1 && brand.licensedStates[0] === 'NY';
}

export function isLicensedIn(brand: Brand, state: string): boolean {
  return (brand.licensedStates as readonly string[]).includes(state.toUpperCase());
}

/** Separator between the short name and the page title: a spaced vertical bar. */
export const PAGE_TITLE_SEPARATOR = ' | ';

/**
 * Document title: the company short name followed by the page title ("Figure | Basic Info").
 * With `hasError`, GOV.UK's "Error: " prefix is added so screen-reader users hear the failure
 * first ("Error: Figure | Basic Info").
 */
export function pageTitle(brand: Brand, title?: string, options?: { hasError?: boolean }): string {
  const base = title?.trim()
    ? `${brand.shortName}${PAGE_TITLE_SEPARATOR}${title.trim()}`
    : brand.shortName;
  return options?.hasError ? `Error: ${base}` : base;
}

const CSS_NAMES: Record<keyof BrandTheme, `--color-${string}`> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  accent: '--color-accent',
  text: '--color-text',
  background: '--color-background',
  surface: '--color-surface',
  border: '--color-border',
  error: '--color-error',
  success: '--color-success',
  focus: '--color-focus',
};

export type BrandCssVariables = Record<`--${string}`, string>;

/**
 * CSS custom properties for a brand. Set them on the document root (or a wrapping element) and
 * every kit component restyles, since `src/ui/kit.css` reads only these variables.
 */
export function brandCssVariables(brand: Brand): BrandCssVariables {
  const vars: BrandCssVariables = {};
  for (const key of Object.keys(CSS_NAMES) as Array<keyof BrandTheme>) {
    vars[CSS_NAMES[key]] = brand.theme[key];
  }
  vars['--brand-logo'] = `url("${logoDataUri(brand)}")`;
  return vars;
}

/** The logo as a `data:` URI for an `<img src>`: no request, no external URL. */
export function logoDataUri(brand: Brand): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brand.logoSvg)}`;
}

export const MORE_STATES_TO_COME = 'More states to come!';

/** States (DC not counted) in which the brand is licensed. */
export function licensedStateCount(brand: Brand): number {
  return brand.licensedStates.filter((s) => s !== DISTRICT_OF_COLUMBIA).length;
}

/** The "more states to come" note appears when fewer than 50 states are licensed. */
export function hasMoreStatesToCome(brand: Brand): boolean {
  return licensedStateCount(brand) < 50;
}

/** Up to this many states are named one by one; more are counted. */
const NAMED_STATES_LIMIT = 5;

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The footer's "states served" sentence, followed by the "more states to come" note when fewer
 * than 50 states are licensed:
 * - all 50 (+DC): "Available in all 50 states and the District of Columbia."
 * - up to 5 jurisdictions: named, "Available in New York. More states to come!"
 * - otherwise counted: "Available in 47 states and the District of Columbia. More states to come!"
 */
export function statesServedText(brand: Brand): string {
  const count = licensedStateCount(brand);
  const withDc = brand.licensedStates.includes(DISTRICT_OF_COLUMBIA);
  const dc = withDc ? ' and the District of Columbia' : '';
  let sentence: string;
  if (count === 50) {
    sentence = `Available in all 50 states${dc}.`;
  } else if (brand.licensedStates.length <= NAMED_STATES_LIMIT) {
    const names = brand.licensedStates.map((code) => stateName(code)).sort();
    sentence = `Available in ${joinNames(names)}.`;
  } else {
    sentence = `Available in ${count} ${count === 1 ? 'state' : 'states'}${dc}.`;
  }
  return hasMoreStatesToCome(brand) ? `${sentence} ${MORE_STATES_TO_COME}` : sentence;
}

/** The NMLS Consumer Access page for the brand's licence. */
export function nmlsConsumerAccessUrl(brand: Brand): string {
  return `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${brand.nmls}`;
}

/** `tel:` link for the support phone. */
export function supportPhoneHref(brand: Brand): string {
  return `tel:+1${brand.support.phone.replace(/\D/g, '')}`;
}

/**
 * The sale-status question (registration §2 for-sale). Some partners also count a listing
 * planned within the next 6 months: "for sale or to be listed within the next 6 months".
 */
export function saleStatusQuestion(brand: Brand): string {
  return brand.saleStatusIncludesPlannedListing
    ? 'Is the property for sale or to be listed within the next 6 months?'
    : 'Is the property listed for sale?';
}
