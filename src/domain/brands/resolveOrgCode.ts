import { BRANDS, DEFAULT_BRAND_CODE, isBrandCode, type BrandCode } from './registry';

/**
 * Which brand a page belongs to, from where it was loaded. In order:
 *
 * 1. An `org` query parameter that names a known brand (`?org=fairway`), case-insensitive.
 *    Unknown values are ignored rather than trusted.
 * 2. A localhost subdomain: `fairway.localhost` → `fairway`, `figure-ny.localhost` → `figure-ny`.
 *    (Browsers resolve `*.localhost` to the loopback address, so no hosts-file entry is needed.)
 * 3. An ephemeral preview host, one per pull request and brand:
 *
 *        pr-<number>--<org code>.preview.heloc.test      e.g. pr-123--fairway.preview.heloc.test
 *
 *    The `--` separates the deployment from the org code (org codes never contain `--`).
 *    A preview host without a brand part (`pr-123.preview.heloc.test`) gets the main brand.
 * 4. A production host: the brand whose `domains` list the host or one of its parents, longest
 *    match first (`ny.figure.com` → `figure-ny`, `www.figure.com` → `figure`,
 *    `heloc.fairway.com` → `fairway`); failing that, the registrable name
 *    (`heloc.agewell.com` → `agewell`) when it is a brand code.
 * 5. The main brand, `figure`.
 */
export interface OrgLocation {
  hostname: string;
  /** `location.search`, with or without the leading `?`. */
  search?: string;
}

export const PREVIEW_HOST = /^pr-\d+--([a-z0-9]+(?:-[a-z0-9]+)*)\.preview\.heloc\.test$/;

const known = (candidate: string | undefined): BrandCode | undefined =>
  candidate !== undefined && isBrandCode(candidate) ? candidate : undefined;

/** Domain → brand code, longest domain first. */
const DOMAINS: ReadonlyArray<readonly [string, BrandCode]> = (
  Object.values(BRANDS).flatMap((brand) =>
    brand.domains.map((domain) => [domain, brand.code as BrandCode] as const),
  ) as Array<readonly [string, BrandCode]>
).sort((a, b) => b[0].length - a[0].length);

export function resolveOrgCode({ hostname, search = '' }: OrgLocation): BrandCode {
  const fromQuery = new URLSearchParams(search).get('org');
  const queried = known(fromQuery?.trim().toLowerCase());
  if (queried) return queried;

  const host = hostname.trim().toLowerCase().replace(/\.$/, '');

  if (host === 'localhost' || host.endsWith('.localhost')) {
    const sub = host.slice(0, -'localhost'.length).replace(/\.$/, '');
    // The label nearest to `localhost` is the brand: `x.fairway.localhost` → `fairway`.
    return known(sub.split('.').pop()) ?? DEFAULT_BRAND_CODE;
  }

  const preview = PREVIEW_HOST.exec(host);
  if (preview) return known(preview[1]) ?? DEFAULT_BRAND_CODE;

  for (const [domain, code] of DOMAINS) {
    if (host === domain || host.endsWith(`.${domain}`)) return code;
  }

  const labels = host.split('.');
  if (labels.length >= 2) {
    const registrable = known(labels[labels.length - 2]);
    if (registrable) return registrable;
  }
  return DEFAULT_BRAND_CODE;
}
