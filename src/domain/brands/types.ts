import { z } from 'zod/mini';
import { isUsStateCode, type UsStateCode } from '../states';
import { AA_NON_TEXT, AA_TEXT, HEX_COLOUR, contrastRatio } from './contrast';

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

const colour = z.string().check(z.regex(HEX_COLOUR, 'Must be a #rrggbb colour'));

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

export const brandThemeSchema = z
  .object({
    primary: colour,
    primaryContrast: colour,
    accent: colour,
    text: colour,
    background: colour,
    surface: colour,
    border: colour,
    error: colour,
    success: colour,
    focus: colour,
  })
  .check(
    z.superRefine((theme, ctx) => {
      for (const rule of THEME_CONTRAST_RULES) {
        const ratio = contrastRatio(theme[rule.foreground], theme[rule.background]);
        if (ratio < rule.minimum) {
          ctx.addIssue({
            code: 'custom',
            path: [rule.foreground],
            message: `${rule.foreground} on ${rule.background} (${rule.why}) has contrast ${ratio.toFixed(2)}, needs ${rule.minimum}`,
          });
        }
      }
    }),
  );

const orgCode = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits, hyphens'));
const httpsUrl = z.url({ protocol: /^https$/ });
const dollars = z.int().check(z.positive());
const percent = z.number().check(z.positive()).check(z.lte(100));

/** Forbids anything in the logo that could load from elsewhere (href, url(), @import, script). */
const selfContainedSvg = z.string().check(
  z.startsWith('<svg'),
  z.refine((svg) => !/(?:href\s*=|url\(|@import|<script|<foreignObject)/i.test(svg), {
    message: 'Logo must be self-contained: no href, url(), @import, script or foreignObject',
  }),
);

export const brandSchema = z.strictObject({
  code: orgCode,
  canonicalCode: orgCode,
  companyName: z.string().check(z.minLength(2)),
  shortName: z.string().check(z.minLength(2)).check(z.maxLength(30)),
  logoSvg: selfContainedSvg,
  theme: brandThemeSchema,
  nmls: z.string().check(z.regex(/^\d{3,8}$/, 'NMLS is 3 to 8 digits')),
  licensedStates: z
    .array(z.string().check(z.refine(isUsStateCode, 'Unknown state code')))
    .check(z.minLength(1))
    .check(z.refine((codes) => new Set(codes).size === codes.length, 'Duplicate state code')),
  support: z.object({
    phone: z.string().check(z.regex(/^\d{3}-\d{3}-\d{4}$/, 'Phone is xxx-xxx-xxxx')),
    email: z.email(),
  }),
  privacyUrl: z.optional(httpsUrl),
  termsUrl: z.optional(httpsUrl),
  loan: z.object({ min: dollars, max: dollars }).check(z.refine((l) => l.min < l.max, 'min < max')),
  apr: z.object({ min: percent, max: percent }).check(z.refine((a) => a.min < a.max, 'min < max')),
  ageRestricted: z.boolean(),
  requiresReferringLoanOfficer: z.boolean(),
  domains: z.array(z.string().check(z.regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'A host name'))),
});

/** The registry: keyed by code, each entry's `code` equal to its key, canonical codes known. */
export const brandRegistrySchema = z.record(z.string(), brandSchema).check(
  z.superRefine((registry, ctx) => {
    const domains = new Map<string, string>();
    for (const [key, brand] of Object.entries(registry)) {
      if (brand.code !== key) {
        ctx.addIssue({ code: 'custom', path: [key, 'code'], message: 'Code differs from key' });
      }
      if (!(brand.canonicalCode in registry)) {
        ctx.addIssue({ code: 'custom', path: [key, 'canonicalCode'], message: 'Unknown brand' });
      }
      for (const domain of brand.domains) {
        const owner = domains.get(domain);
        if (owner) {
          ctx.addIssue({
            code: 'custom',
            path: [key, 'domains'],
            message: `${domain} already belongs to ${owner}`,
          });
        }
        domains.set(domain, key);
      }
    }
  }),
);
