import { ALL_STATE_CODES, type UsStateCode } from '../states';
import { LOGOS } from './logos';
import type { Brand, BrandTheme } from './types';

/**
 * The brand registry. The spec names about 60 partner org codes without listing them; these are
 * the brands the product and its tests rely on (main brand, its New York and wholesale sites, and
 * partners covering each rule: "Terms of Use" wording, excluded lenders, age-restricted mode,
 * a small licence footprint). Add a partner by adding an entry; the zod schema in `./types`
 * (run over this object in `brands.test.ts`) rejects an incomplete or inaccessible one.
 *
 * Partner NMLS numbers, addresses of support and bounds are placeholders (assumption, docs/).
 */

const except = (...excluded: UsStateCode[]): UsStateCode[] =>
  ALL_STATE_CODES.filter((code) => !excluded.includes(code));

const FIGURE_THEME: BrandTheme = {
  primary: '#1f4fd8',
  primaryContrast: '#ffffff',
  accent: '#00a37a',
  text: '#14161a',
  background: '#ffffff',
  surface: '#f4f6fa',
  border: '#767c89',
  error: '#c0262d',
  success: '#0b7a3e',
  focus: '#1f4fd8',
};

/** The main brand does not lend in Hawaii (a partner does) nor in New York (its NY site does). */
const FIGURE_STATES = except('HI', 'NY', 'WV');

const FIGURE_COMMON = {
  canonicalCode: 'figure',
  companyName: 'Figure Lending LLC',
  shortName: 'Figure',
  nmls: '1717824',
  support: { phone: '888-819-6388', email: 'support@figure.com' },
  loan: { min: 15_000, max: 400_000 },
  apr: { min: 6.99, max: 15.99 },
  ageRestricted: false,
} as const;

export const BRANDS = {
  figure: {
    ...FIGURE_COMMON,
    code: 'figure',
    logoSvg: LOGOS.figure,
    theme: FIGURE_THEME,
    licensedStates: FIGURE_STATES,
    privacyUrl: 'https://www.figure.com/privacy-policy/',
    termsUrl: 'https://www.figure.com/terms-of-service/',
    requiresReferringLoanOfficer: false,
    saleStatusIncludesPlannedListing: false,
    domains: ['figure.com'],
  },
  'figure-ny': {
    ...FIGURE_COMMON,
    code: 'figure-ny',
    logoSvg: LOGOS.figureNy,
    theme: FIGURE_THEME,
    licensedStates: ['NY'],
    privacyUrl: 'https://www.figure.com/privacy-policy/',
    termsUrl: 'https://www.figure.com/terms-of-service/',
    requiresReferringLoanOfficer: false,
    saleStatusIncludesPlannedListing: false,
    domains: ['ny.figure.com'],
  },
  'figure-wholesale': {
    ...FIGURE_COMMON,
    code: 'figure-wholesale',
    logoSvg: LOGOS.figureWholesale,
    theme: { ...FIGURE_THEME, primary: '#14161a', accent: '#1f4fd8' },
    licensedStates: FIGURE_STATES,
    requiresReferringLoanOfficer: true,
    saleStatusIncludesPlannedListing: false,
    domains: ['wholesale.figure.com'],
  },
  fairway: {
    code: 'fairway',
    canonicalCode: 'fairway',
    companyName: 'Fairway Independent Mortgage Corporation',
    shortName: 'Fairway',
    logoSvg: LOGOS.fairway,
    theme: {
      primary: '#00573f',
      primaryContrast: '#ffffff',
      accent: '#7a9a01',
      text: '#1b1b1b',
      background: '#ffffff',
      surface: '#f3f7f4',
      border: '#6f7a74',
      error: '#b3261e',
      success: '#1e6b2f',
      focus: '#c25e00',
    },
    nmls: '2289',
    licensedStates: except('HI'),
    support: { phone: '866-912-4800', email: 'heloc@fairwaymc.com' },
    privacyUrl: 'https://www.fairway.com/privacy-policy',
    termsUrl: 'https://www.fairway.com/terms-of-use',
    loan: { min: 20_000, max: 400_000 },
    apr: { min: 7.25, max: 15.99 },
    ageRestricted: false,
    requiresReferringLoanOfficer: true,
    saleStatusIncludesPlannedListing: true,
    domains: ['fairway.com', 'fairwaymc.com'],
  },
  cmg: {
    code: 'cmg',
    canonicalCode: 'cmg',
    companyName: 'CMG Mortgage, Inc.',
    shortName: 'CMG',
    logoSvg: LOGOS.cmg,
    theme: {
      primary: '#0b3c5d',
      primaryContrast: '#ffffff',
      accent: '#b9651a',
      text: '#102a43',
      background: '#ffffff',
      surface: '#f5f7fa',
      border: '#6b7c8f',
      error: '#b42318',
      success: '#1a7f37',
      focus: '#b9651a',
    },
    nmls: '1820',
    licensedStates: except('AK', 'HI', 'NY', 'MA', 'VT', 'ND', 'SD', 'WV', 'DC'),
    support: { phone: '855-264-7253', email: 'heloc@cmgfi.com' },
    // No URLs configured: the in-app /privacy and /terms pages are linked instead.
    loan: { min: 25_000, max: 350_000 },
    apr: { min: 7.5, max: 16.5 },
    ageRestricted: false,
    requiresReferringLoanOfficer: true,
    saleStatusIncludesPlannedListing: true,
    domains: ['cmgfi.com'],
  },
  homepoint: {
    code: 'homepoint',
    canonicalCode: 'homepoint',
    companyName: 'Home Point Financial Corporation',
    shortName: 'Homepoint',
    logoSvg: LOGOS.homepoint,
    theme: {
      primary: '#b83f05',
      primaryContrast: '#ffffff',
      accent: '#6b2c91',
      text: '#222222',
      background: '#ffffff',
      surface: '#faf7f5',
      border: '#7a7470',
      error: '#a8201a',
      success: '#1e6b2f',
      focus: '#6b2c91',
    },
    nmls: '7706',
    licensedStates: except('HI', 'NY'),
    support: { phone: '844-225-0441', email: 'heloc@homepoint.com' },
    privacyUrl: 'https://www.homepoint.com/privacy',
    loan: { min: 20_000, max: 300_000 },
    apr: { min: 7.25, max: 15.99 },
    ageRestricted: false,
    requiresReferringLoanOfficer: true,
    saleStatusIncludesPlannedListing: false,
    domains: ['homepoint.com'],
  },
  agewell: {
    code: 'agewell',
    canonicalCode: 'agewell',
    companyName: 'AgeWell Home Lending LLC',
    shortName: 'AgeWell',
    logoSvg: LOGOS.agewell,
    theme: {
      primary: '#6d28d9',
      primaryContrast: '#ffffff',
      accent: '#0f766e',
      text: '#1f2937',
      background: '#fffdf8',
      surface: '#f7f3ea',
      border: '#78716c',
      error: '#b91c1c',
      success: '#15803d',
      focus: '#0f766e',
    },
    nmls: '2400062',
    licensedStates: ['AZ', 'CA', 'CO', 'FL', 'NV', 'OR', 'TX', 'WA'],
    support: { phone: '877-555-0162', email: 'support@agewell.example' },
    termsUrl: 'https://agewell.example/terms',
    loan: { min: 15_000, max: 250_000 },
    apr: { min: 7.99, max: 14.99 },
    ageRestricted: true,
    requiresReferringLoanOfficer: false,
    saleStatusIncludesPlannedListing: false,
    domains: ['agewell.example'],
  },
} as const satisfies Record<string, Brand>;

export type BrandCode = keyof typeof BRANDS;

export const DEFAULT_BRAND_CODE = 'figure' satisfies BrandCode;

export function isBrandCode(value: string): value is BrandCode {
  return Object.hasOwn(BRANDS, value);
}

/** The brand for a code; unknown codes get the main brand. */
export function getBrand(code: string): Brand {
  return isBrandCode(code) ? BRANDS[code] : BRANDS[DEFAULT_BRAND_CODE];
}

export const BRAND_LIST: readonly Brand[] = Object.values(BRANDS);
