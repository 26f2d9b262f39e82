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
  return known(fromQuery?.trim().toLowerCase()) ?? brandOfHost(hostname) ?? DEFAULT_BRAND_CODE;
}

/** The brand a host name belongs to (rules 2 to 4), or undefined when none claims it. */
function brandOfHost(hostname: string): BrandCode | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');

  if (host === 'localhost' || host.endsWith('.localhost')) {
    const sub = host.slice(0, -'localhost'.length).replace(/\.$/, '');
    // The label nearest to `localhost` is the brand: `x.fairway.localhost` → `fairway`.
    return known(sub.split('.').pop());
  }

  const preview = PREVIEW_HOST.exec(host);
  if (preview) return known(preview[1]);

  for (const [domain, code] of DOMAINS) {
    if (host === domain || host.endsWith(`.${domain}`)) return code;
  }

  const labels = host.split('.');
  return labels.length >= 2 ? known(labels[labels.length - 2]) : undefined;
}

/** Shell §8: the page names an organisation the app has no brand (private label data) for. */
export const NO_PRIVATE_LABEL_MESSAGE = 'No private label data found';

/**
 * The organisation the page explicitly asks for when no brand is configured for it, else null:
 * an `org` query parameter, a localhost subdomain or a preview host's brand part that names an
 * unknown code, on a host no brand claims (a partner's or the main brand's own site settles the
 * brand; other unknown hosts belong to the main brand, shell §9, unless the page names an org). Showing the main brand's licence, terms and phone to a partner's borrower who
 * followed a mistyped link would be wrong, so the shell shows 'No private label data found'
 * (with this detail) instead of guessing.
 */
export function unknownRequestedOrg({ hostname, search = '' }: OrgLocation): string | null {
  const unknown = (candidate: string | undefined | null): string | null => {
    const code = candidate?.trim().toLowerCase();
    return code && !isBrandCode(code) ? code : null;
  };
  // A host that belongs to a brand settles it: a stray `org` on a partner's own site is ignored.
  if (brandOfHost(hostname)) return null;
  const queried = new URLSearchParams(search).get('org');
  if (queried !== null && queried.trim() !== '') return unknown(queried);
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host.endsWith('.localhost')) {
    return unknown(host.slice(0, -'.localhost'.length).split('.').pop());
  }
  const preview = PREVIEW_HOST.exec(host);
  return preview ? unknown(preview[1]) : null;
}
