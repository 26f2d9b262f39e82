import { z } from 'zod/mini';
import { isUsStateCode } from '../states';
import { HEX_COLOUR, contrastRatio } from './contrast';
import { THEME_CONTRAST_RULES } from './types';

/*
 * The registry's schema: checked by the tests (brands.test.ts), never at runtime, so the brand
 * data costs no validation code on the first load. Not re-exported from the barrel on purpose.
 */

const colour = z.string().check(z.regex(HEX_COLOUR, 'Must be a #rrggbb colour'));

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
  saleStatusIncludesPlannedListing: z.boolean(),
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
