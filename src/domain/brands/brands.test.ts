import { ALL_STATE_CODES } from '../states';
import {
  saleStatusQuestion,
  BRANDS,
  BRAND_LIST,
  brandCssVariables,
  contrastRatio,
  getBrand,
  hasMoreStatesToCome,
  isExcludedLenderPartner,
  isLicensedIn,
  isMainBrand,
  isNewYorkSite,
  logoDataUri,
  pageTitle,
  privacyHref,
  statesServedText,
  termsHref,
  termsWording,
  type Brand,
} from './index';
import { brandRegistrySchema, brandSchema } from './schema';

// Validated at module load: a broken registry fails every test in this file.
brandRegistrySchema.parse(BRANDS);

const figure = BRANDS.figure;

describe('brand registry', () => {
  it('parses with the schema', () => {
    expect(brandRegistrySchema.safeParse(BRANDS).success).toBe(true);
  });

  it('has the main brand with its licence facts', () => {
    expect(figure).toMatchObject({
      code: 'figure',
      companyName: 'Figure Lending LLC',
      shortName: 'Figure',
      nmls: '1717824',
      support: { phone: '888-819-6388' },
    });
    expect(figure.licensedStates).toContain('DC');
    expect(figure.licensedStates).not.toContain('NY');
    expect(figure.licensedStates.length).toBeGreaterThan(45);
  });

  it('has the New York site serving NY only and the wholesale variant', () => {
    expect(BRANDS['figure-ny'].licensedStates).toEqual(['NY']);
    expect(isNewYorkSite(BRANDS['figure-ny'])).toBe(true);
    expect(isNewYorkSite(figure)).toBe(false);
    expect(BRANDS['figure-wholesale'].requiresReferringLoanOfficer).toBe(true);
    for (const code of ['figure', 'figure-ny', 'figure-wholesale'] as const) {
      expect(isMainBrand(BRANDS[code])).toBe(true);
    }
    expect(isMainBrand(BRANDS.fairway)).toBe(false);
  });

  it('has an age-restricted partner and one with fewer than 50 states', () => {
    expect(BRAND_LIST.some((b) => b.ageRestricted)).toBe(true);
    expect(BRANDS.agewell.ageRestricted).toBe(true);
    expect(BRANDS.agewell.licensedStates.length).toBeLessThan(50);
  });

  it('falls back to the main brand for an unknown code', () => {
    expect(getBrand('nope').code).toBe('figure');
    expect(getBrand('cmg').code).toBe('cmg');
  });

  it.each(BRAND_LIST.map((b) => [b.code, b] as const))(
    '%s passes WCAG AA for text and the primary button',
    (_code, brand) => {
      expect(contrastRatio(brand.theme.text, brand.theme.background)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(brand.theme.primaryContrast, brand.theme.primary),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(BRAND_LIST.map((b) => [b.code, b] as const))(
    '%s logo is self-contained (no external URL)',
    (_code, brand) => {
      expect(brand.logoSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(logoDataUri(brand)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    },
  );
});

describe('brand schema', () => {
  const valid: Brand = { ...figure, licensedStates: [...figure.licensedStates], domains: [] };

  it('rejects a theme whose button label lacks contrast', () => {
    const result = brandSchema.safeParse({
      ...valid,
      theme: { ...valid.theme, primary: '#7f9cf5', primaryContrast: '#ffffff' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/primaryContrast on primary/);
  });

  it('rejects a logo that loads from elsewhere', () => {
    const logoSvg =
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.test/a.png"/></svg>';
    expect(brandSchema.safeParse({ ...valid, logoSvg }).success).toBe(false);
  });

  it('rejects unknown states, duplicates and inverted bounds', () => {
    expect(brandSchema.safeParse({ ...valid, licensedStates: ['ZZ'] }).success).toBe(false);
    expect(brandSchema.safeParse({ ...valid, licensedStates: ['CA', 'CA'] }).success).toBe(false);
    expect(brandSchema.safeParse({ ...valid, loan: { min: 10, max: 5 } }).success).toBe(false);
  });

  it('rejects a non-https legal URL', () => {
    expect(brandSchema.safeParse({ ...valid, termsUrl: 'http://x.test/terms' }).success).toBe(
      false,
    );
  });

  it('rejects a registry whose key differs from the code', () => {
    expect(brandRegistrySchema.safeParse({ figure: { ...valid, code: 'other' } }).success).toBe(
      false,
    );
  });
});

describe('terms wording', () => {
  it.each([
    ['fairway', 'Terms of Use'],
    ['cmg', 'Terms of Use'],
    ['guaranteed-rate', 'Terms of Use'],
    ['guaranteed-rate-affinity', 'Terms of Use'],
    ['american-pacific-mortgage', 'Terms of Use'],
    ['cross-country', 'Terms of Use'],
    ['evergreen', 'Terms of Use'],
    ['figure', 'Terms of Service'],
    ['homepoint', 'Terms of Service'],
    ['agewell', 'Terms of Service'],
  ])('%s → %s', (code, wording) => {
    expect(termsWording(code)).toBe(wording);
  });

  it('accepts a brand as well as a code', () => {
    expect(termsWording(BRANDS.fairway)).toBe('Terms of Use');
  });
});

describe('legal links', () => {
  it('uses configured URLs, else the in-app fallbacks', () => {
    expect(privacyHref(figure)).toBe('https://www.figure.com/privacy-policy/');
    expect(privacyHref(BRANDS.cmg)).toBe('/privacy');
    expect(termsHref(BRANDS.cmg)).toBe('/terms');
    expect(termsHref(BRANDS.homepoint)).toBe('/terms');
    expect(privacyHref(BRANDS.agewell)).toBe('/privacy');
  });
});

describe('isExcludedLenderPartner', () => {
  it.each([
    ['homepoint', true],
    ['guaranteed-rate', true],
    ['guaranteed-rate-affinity', true],
    ['originpoint', true],
    ['citywide', true],
    ['proper-rate', true],
    ['figure', false],
    ['fairway', false],
    ['cmg', false],
  ])('%s → %s', (code, expected) => {
    expect(isExcludedLenderPartner(code)).toBe(expected);
  });
});

describe('pageTitle', () => {
  it('puts the short name first, separated by a bar', () => {
    expect(pageTitle(figure, 'Basic Info')).toBe('Figure | Basic Info');
    expect(pageTitle(BRANDS.fairway, 'Verify Identity')).toBe('Fairway | Verify Identity');
  });
  it('is the short name alone without a title', () => {
    expect(pageTitle(figure)).toBe('Figure');
    expect(pageTitle(figure, '  ')).toBe('Figure');
  });
  it('prefixes "Error: " when the page shows errors', () => {
    expect(pageTitle(figure, 'Basic Info', { hasError: true })).toBe('Error: Figure | Basic Info');
  });
});

describe('brandCssVariables', () => {
  it('exposes every theme colour as a custom property', () => {
    const vars = brandCssVariables(BRANDS.fairway);
    expect(vars).toMatchObject({
      '--color-primary': '#00573f',
      '--color-primary-contrast': '#ffffff',
      '--color-accent': '#7a9a01',
      '--color-text': '#1b1b1b',
      '--color-background': '#ffffff',
      '--color-surface': '#f3f7f4',
      '--color-border': '#6f7a74',
      '--color-error': '#b3261e',
      '--color-success': '#1e6b2f',
      '--color-focus': '#c25e00',
    });
  });
  it('differs between brands, so switching org restyles the app', () => {
    expect(brandCssVariables(figure)['--color-primary']).not.toBe(
      brandCssVariables(BRANDS.cmg)['--color-primary'],
    );
  });
});

describe('states served', () => {
  const withStates = (licensedStates: Brand['licensedStates']): Brand => ({
    ...figure,
    licensedStates,
  });
  const fifty = ALL_STATE_CODES.filter((c) => c !== 'DC');

  it('says all 50 states and no "more to come" at 50', () => {
    expect(statesServedText(withStates(ALL_STATE_CODES))).toBe(
      'Available in all 50 states and the District of Columbia.',
    );
    expect(statesServedText(withStates(fifty))).toBe('Available in all 50 states.');
    expect(hasMoreStatesToCome(withStates(fifty))).toBe(false);
  });

  it('counts states (DC aside) and adds "more states to come" below 50', () => {
    const count = figure.licensedStates.filter((c) => c !== 'DC').length;
    expect(statesServedText(figure)).toBe(
      `Available in ${count} states and the District of Columbia. More states to come!`,
    );
    expect(hasMoreStatesToCome(figure)).toBe(true);
  });

  it('names a small footprint by state name', () => {
    expect(statesServedText(BRANDS['figure-ny'])).toBe(
      'Available in New York. More states to come!',
    );
    expect(statesServedText(withStates(['WA', 'CA', 'OR']))).toBe(
      'Available in California, Oregon and Washington. More states to come!',
    );
  });

  it('DC does not count as a state for the 50-state rule', () => {
    const fortyNinePlusDc = withStates([...fifty.slice(1), 'DC']);
    expect(hasMoreStatesToCome(fortyNinePlusDc)).toBe(true);
  });

  it('checks licences case-insensitively', () => {
    expect(isLicensedIn(figure, 'ca')).toBe(true);
    expect(isLicensedIn(figure, 'NY')).toBe(false);
  });
});

describe('saleStatusQuestion', () => {
  it('asks about a planned listing only for the partners whose wording includes it', () => {
    expect(saleStatusQuestion(getBrand('fairway'))).toBe(
      'Is the property for sale or to be listed within the next 6 months?',
    );
    expect(saleStatusQuestion(getBrand('cmg'))).toMatch(/to be listed within the next 6 months/);
    expect(saleStatusQuestion(getBrand('figure'))).toBe('Is the property listed for sale?');
  });
});
