/**
 * Which query parameters travel, and where (issue 14: personal data stays where it belongs).
 *
 * A link may carry personal data (`userData` / `state`: the compact prefill, name, birth date,
 * income, addresses, e-mail). It is read once, when the page loads, and taken out of the URL
 * (`takeLandingParams`), so it never reaches history, a Referer, a return URL or telemetry. Past
 * that point only allow-listed parameters travel: anything else (an unknown parameter, a click
 * id, a mistyped personal field) is dropped, not forwarded. docs/personal-data.md has the lists.
 */

/** Personal data in a link: read once at landing, then removed from the URL. */
export const PERSONAL_PARAMS = ['userData', 'state'] as const;

const UTM_PARAMS = [
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;

/**
 * What travels from one registration step to the next, and into the login's way back
 * (registration spec §2 "each step carries the current query string forward", limited to what
 * the wizard reads): the org, the agent login realm, the referring officer and the referral, the
 * offer code and affiliate record, UTM attribution, the login's return nonce, pop-webchat.
 * `step` is an instruction for the landing only, so it is not carried.
 */
export const STEP_PARAMS: readonly string[] = [
  'org',
  'realm',
  'referrer',
  'rid',
  'offerCode',
  'offercode',
  'code',
  'prepopId',
  'affiliate',
  ...UTM_PARAMS,
  'externalStateNonce',
  'pop-webchat',
];

/**
 * What a return URL (the login's `redirectUrl` after a 401, the Login button) may keep: the
 * step parameters plus those the application's own screens read (status routing's `from` and
 * `uwDecision`, the chosen offer on product/select/confirm, a condition, an income source).
 */
export const RETURN_PARAMS: readonly string[] = [
  ...STEP_PARAMS,
  'step',
  'from',
  'uwDecision',
  'offer',
  'amount',
  'preference',
  'conditionUuid',
  'conditionType',
  'conditionEnum',
  'source',
];

/**
 * What telemetry (the session's `queryParams`, a page URL) may carry: attribution only. No
 * referral, offer code or affiliate id: each names one person's record at the lender.
 */
export const TELEMETRY_PARAMS: readonly string[] = ['org', 'realm', 'referrer', ...UTM_PARAMS];

/**
 * The query string with only the allowed parameters (`?a=1&b=2`, or '' when none is left). When
 * nothing is dropped the text is returned as it was (no re-encoding, so no needless URL rewrite).
 */
export function keepParams(search: string, allowed: readonly string[]): string {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return '';
  const params = new URLSearchParams(text);
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [key, value] of params) {
    if (allowed.includes(key)) kept.append(key, value);
    else dropped = true;
  }
  if (!dropped) return `?${text}`;
  const out = kept.toString();
  return out ? `?${out}` : '';
}

/** The parameters that travel between registration steps. */
export const stepSearch = (search: string): string => keepParams(search, STEP_PARAMS);

/** The parameters a return URL keeps. */
export const returnSearch = (search: string): string => keepParams(search, RETURN_PARAMS);

/** The telemetry parameters, as the session body's `queryParams` map. */
export function telemetryQueryParams(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(keepParams(search, TELEMETRY_PARAMS)));
}

/** A page URL with only the telemetry parameters and no fragment (chat's `pageUrl`). */
export function telemetryPageUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${url.pathname}${keepParams(url.search, TELEMETRY_PARAMS)}`;
  } catch {
    return '';
  }
}

/**
 * The personal parameters on a path: `userData` anywhere; its older name `state` only on the
 * registration paths, because elsewhere `state` may be another service's (an OAuth return).
 */
export function personalParamsAt(pathname: string): readonly string[] {
  return /\/register(?:-v2)?(?:\/|$)/u.test(pathname) ? PERSONAL_PARAMS : ['userData'];
}

/** A query string without the given personal parameters (everything else kept as it was). */
export function withoutPersonalParams(
  search: string,
  personal: readonly string[] = PERSONAL_PARAMS,
): string {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return '';
  const params = new URLSearchParams(text);
  if (!personal.some((key) => params.has(key))) return `?${text}`;
  for (const key of personal) params.delete(key);
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** What the landing URL carried that must not stay in it. */
export interface LandingParams {
  /** The compact prefill (`userData`, else its older name `state`). */
  userData?: string;
}

/** Reads the personal parameters of a query string (what `takeLandingParams` keeps). */
export function personalParamsOf(
  search: string,
  personal: readonly string[] = PERSONAL_PARAMS,
): LandingParams {
  const params = new URLSearchParams(search);
  const userData = (
    params.get('userData') ?? (personal.includes('state') ? params.get('state') : null)
  )?.trim();
  return userData ? { userData } : {};
}

/** A query string with the landing's prefill put back for the start to read (when not there). */
export function withLandingParams(search: string, landing: LandingParams): string {
  if (!landing.userData) return search;
  const params = new URLSearchParams(search);
  if (params.has('userData') || params.has('state')) return search;
  params.set('userData', landing.userData);
  return `?${params.toString()}`;
}
