import type { UsStateCode } from '../states';
import { AA_NON_TEXT, AA_TEXT } from './contrast';

/**
 * A brand (white-label organisation): everything a view may show that differs per lender.
 * Nothing brand-specific is hard-coded in a view; views read a `Brand` (and the helpers in
 * `./helpers`) instead.
 */
export interface Brand {
  /** Org code as used in the hostname, the `org` query parameter and the `x-org` header. */
  code: string;
  /**
   * The organisation this site belongs to. Variants of one lender (its New York site, its
   * wholesale channel) share the canonical code of the main site.
   */
  canonicalCode: string;
  /** Legal name, as in the footer and consents ("Figure Lending LLC"). */
  companyName: string;
  /** Short name, as in the page title ("Figure"). */
  shortName: string;
  /** Self-contained SVG markup (no external references); see `logoDataUri`. */
  logoSvg: string;
  theme: BrandTheme;
  /** NMLS unique identifier, digits only. */
  nmls: string;
  /** USPS codes where the brand is licensed to lend; `DC` may be included. */
  licensedStates: readonly UsStateCode[];
  support: {
    /** Formatted `xxx-xxx-xxxx`. */
    phone: string;
    email: string;
  };
  /** Absent → the in-app `/privacy` page. */
  privacyUrl?: string;
  /** Absent → the in-app `/terms` page. */
  termsUrl?: string;
  /** Credit line bounds in US dollars. */
  loan: { min: number; max: number };
  /** APR bounds (no discount), in percent. */
  apr: { min: number; max: number };
  /** Age-restricted (reverse-mortgage-style) mode: applicants must be 62 or older. */
  ageRestricted: boolean;
  /** Applications need a known referring loan officer (`referrer` query parameter). */
  requiresReferringLoanOfficer: boolean;
  /**
   * The sale-status question also counts a listing planned within the next 6 months
   * (registration §2 for-sale: "for some partners").
   */
  saleStatusIncludesPlannedListing: boolean;
  /**
   * Production host names that belong to this brand. A host matches when it equals one of these
   * or is a subdomain of it; the longest match wins (`ny.figure.com` beats `figure.com`).
   */
  domains: readonly string[];
}

/** Theme colours, `#rrggbb`. Exposed to CSS as custom properties by `brandCssVariables`. */
export interface BrandTheme {
  /** Buttons, links, selected states. */
  primary: string;
  /** Text on a primary background. */
  primaryContrast: string;
  /** Decorative highlights and progress fills (non-text). */
  accent: string;
  text: string;
  background: string;
  /** Cards and panels. */
  surface: string;
  /** Input and card borders (non-text). */
  border: string;
  error: string;
  success: string;
  /** Focus indicator. */
  focus: string;
}

/** The contrast pairs every theme must pass (WCAG 2.2 AA). */
export const THEME_CONTRAST_RULES: ReadonlyArray<{
  foreground: keyof BrandTheme;
  background: keyof BrandTheme;
  minimum: number;
  why: string;
}> = [
  { foreground: 'text', background: 'background', minimum: AA_TEXT, why: 'body text' },
  { foreground: 'text', background: 'surface', minimum: AA_TEXT, why: 'text in panels' },
  { foreground: 'primaryContrast', background: 'primary', minimum: AA_TEXT, why: 'button label' },
  { foreground: 'primary', background: 'background', minimum: AA_TEXT, why: 'link text' },
  { foreground: 'primary', background: 'surface', minimum: AA_TEXT, why: 'link text in panels' },
  { foreground: 'error', background: 'background', minimum: AA_TEXT, why: 'error messages' },
  { foreground: 'success', background: 'background', minimum: AA_TEXT, why: 'success messages' },
  { foreground: 'border', background: 'background', minimum: AA_NON_TEXT, why: 'input borders' },
  { foreground: 'focus', background: 'background', minimum: AA_NON_TEXT, why: 'focus indicator' },
  { foreground: 'accent', background: 'background', minimum: AA_NON_TEXT, why: 'progress fill' },
];
