/**
 * Pure rules of the session: where the org comes from, which flags apply, which paths the
 * maintenance flag covers, signer paths, the login redirect and the New York redirect. No xstate,
 * no I/O: the machine's guards and the shell's views both read these, so nothing is re-derived.
 */
import {
  MaintenanceVariablesSchema,
  isFeatureFlagName,
  type FeatureFlagName,
  type FeatureFlagState,
  type FeatureFlags,
} from '../../src/api/optimize';
import { safeRedirectUrl } from '../../src/api/session';
import {
  BRANDS,
  BRAND_LIST,
  DEFAULT_BRAND_CODE,
  isBrandCode,
  isNewYorkSite,
  resolveOrgCode,
  type Brand,
  type BrandCode,
} from '../../src/domain/brands';
import { isUuid } from '../../src/domain/ids';
import { returnSearch } from '../../src/domain/queryParams';

/** The app lives on this sub-path of the main site. */
export const APP_BASE = APP_BASE_PATH;

/** sessionStorage: the org chosen by the staff tools (read after `?org=`). */
export const ORG_STORAGE_KEY = 'org';
/** sessionStorage: a JSON map of flag overrides, `{ "fe-webchat": true, "fe-heloc-maintenance": { "enabled": true, "variables": {…} } }`. */
export const FLAG_OVERRIDES_KEY = 'ff-overrides';
/** sessionStorage: `legacy` or `hosted` forces the auth mode for this tab (QA, support). */
export const AUTH_MODE_STORAGE_KEY = 'auth-mode';
/** Query parameter that asks for the agent (broker, loan officer) login: `?realm=agent`. */
export const AGENT_REALM_PARAM = 'realm';

/** Default login and logout destination (shell §4, §8). */
export const LOGIN_FALLBACK_URL = '/auth/login';
/** Outside the app: the user's dashboard on the main site. */
export { DASHBOARD_URL };

/** Spec shell §2 / §9: the support number when a brand has none. */
export const DEFAULT_SUPPORT_PHONE = '888-819-6388';

import { CO_DEEDER_PROFILE_TYPE } from '../../src/domain/signer';
import { APP_BASE_PATH, DASHBOARD_URL } from '../../src/domain/appPaths';

export { CO_DEEDER_PROFILE_TYPE };

// ---------------------------------------------------------------------------------------------
// Org

export interface OrgSources {
  hostname: string;
  /** `location.search`. */
  search?: string;
  /** sessionStorage `org` (set by the staff tools). */
  storedOrg?: string | null;
}

/** The brand code a value names (any case, spaces trimmed), or undefined when unknown. */
export function knownOrgCode(value: string | null | undefined): BrandCode | undefined {
  const code = value?.trim().toLowerCase();
  return code && isBrandCode(code) ? code : undefined;
}

const knownCode = knownOrgCode;

/**
 * The org of the page, in order: a known `?org=` query value; the org the staff tools stored in
 * session storage; the hostname (`resolveOrgCode`: localhost subdomains, preview hosts, brand
 * domains); the main brand. Unknown codes are ignored at every step.
 */
export function resolveSessionOrg({ hostname, search = '', storedOrg }: OrgSources): BrandCode {
  const queried = knownCode(new URLSearchParams(search).get('org'));
  if (queried) return queried;
  const stored = knownCode(storedOrg);
  if (stored) return stored;
  return resolveOrgCode({ hostname });
}

/** A known `?org=` in a query string, if any (a link that switches brand inside the app). */
export function orgFromSearch(search: string): BrandCode | undefined {
  return knownCode(new URLSearchParams(search).get('org'));
}

// ---------------------------------------------------------------------------------------------
// Paths

/** The path inside the app: `/account/heloc/x/y` and `x/y` both give `/x/y`. */
export function toAppPath(pathname: string): string {
  let path = pathname.split(/[?#]/u)[0] ?? '';
  if (path === APP_BASE || path.startsWith(`${APP_BASE}/`)) path = path.slice(APP_BASE.length);
  if (!path.startsWith('/')) path = `/${path}`;
  return path;
}

const segmentsOf = (path: string): string[] => toAppPath(path).split('/').filter(Boolean);

/** The additional signer's paths (`/heloc-signer/…`, and the old `/account/heloc-signer/…`). */
export function isSignerPath(pathname: string): boolean {
  return pathname.split(/[?#]/u)[0]!.split('/').includes('heloc-signer');
}

/** The full in-app URL of a location, for a login's way back; undefined when not a safe one. */
export function returnUrlFor(pathname: string, search: string): string | undefined {
  // Why: on signer paths the query (conditionUuid, …) is the signer's, not for the login;
  // elsewhere only the allow-listed parameters go into a return URL (issue 14).
  const query = isSignerPath(pathname) ? '' : returnSearch(search);
  return safeRedirectUrl(`${APP_BASE}${toAppPath(pathname)}${query}`);
}

/** Where to go with the hosted login's redirect URL: its query is stripped on signer paths. */
export function loginNavigationTarget(redirectUrl: string, pathname: string): string {
  if (!isSignerPath(pathname)) return redirectUrl;
  return redirectUrl.split(/[?#]/u)[0] || LOGIN_FALLBACK_URL;
}

// ---------------------------------------------------------------------------------------------
// Flags

/** One override: on/off, and optionally the variables to use. */
export interface FlagOverride {
  enabled: boolean;
  variables?: Record<string, unknown>;
}
export type FlagOverrides = Partial<Record<FeatureFlagName, FlagOverride>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the session-stored override map (`ff-overrides`). Each known flag may be `true`/`false`
 * or `{ enabled, variables }`; unknown flags, bad values and bad JSON are ignored (an override
 * must never break the app).
 */
export function parseFlagOverrides(text: string | null | undefined): FlagOverrides {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const overrides: FlagOverrides = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!isFeatureFlagName(key)) continue;
    if (typeof value === 'boolean') {
      overrides[key] = { enabled: value };
    } else if (isRecord(value) && typeof value.enabled === 'boolean') {
      overrides[key] = {
        enabled: value.enabled,
        ...(isRecord(value.variables) ? { variables: value.variables } : {}),
      };
    }
  }
  return overrides;
}

/** The flags with the overrides applied; an override without variables keeps the fetched ones. */
export function applyFlagOverrides(flags: FeatureFlags, overrides: FlagOverrides): FeatureFlags {
  const result: FeatureFlags = { ...flags };
  for (const [key, override] of Object.entries(overrides) as [FeatureFlagName, FlagOverride][]) {
    const state: FeatureFlagState = {
      enabled: override.enabled,
      variables: override.variables ?? flags[key]?.variables ?? {},
    };
    result[key] = state;
  }
  return result;
}

/** A flag missing from the decision is off. */
export function isFlagOn(flags: FeatureFlags, name: FeatureFlagName): boolean {
  return flags[name]?.enabled === true;
}

// ---------------------------------------------------------------------------------------------
// Maintenance

export const MAINTENANCE_FLAG = 'fe-heloc-maintenance' satisfies FeatureFlagName;
export const MAINTENANCE_TITLE = 'Scheduled Maintenance';
export const MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

export interface Maintenance {
  title: string;
  message: string;
  showDashboardLink: boolean;
}

/**
 * Does a maintenance route pattern cover the path? Patterns are app paths (with or without
 * `/account/heloc` and slashes): `*` covers everything; a pattern covers its path and every path
 * below it (`register-v2` covers `register-v2/birthdate`); a segment `*` or `:name` matches any one
 * segment (`:applicationId/signing/sign`), and a last segment `*` anything below.
 */
export function routeCovers(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern.trim());
  const actual = segmentsOf(pathname);
  // `/` (the app root) covers only the root; an empty pattern covers nothing.
  if (wanted.length === 0) return pattern.trim() !== '' && actual.length === 0;
  for (const [i, segment] of wanted.entries()) {
    const last = i === wanted.length - 1;
    if (segment === '*' && last) return true;
    const here = actual[i];
    if (here === undefined) return false;
    if (segment === '*' || segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== here.toLowerCase()) return false;
  }
  return true;
}

/**
 * Staff tool pages (`/__sandbox`, non-production only) are never under maintenance: they are how
 * QA switches it off.
 */
export function isToolPath(pathname: string): boolean {
  return toAppPath(pathname).startsWith('/__');
}

/**
 * The maintenance page for this path, or null. On when the flag is on and, when its `routes`
 * variable lists any, the path is covered by one of them. The flag's message and pageTitle
 * replace the defaults; shouldShowDashboardLink shows a link to the dashboard.
 */
export function maintenanceFor(flags: FeatureFlags, pathname: string): Maintenance | null {
  const flag = flags[MAINTENANCE_FLAG];
  if (!flag?.enabled || isToolPath(pathname)) return null;
  const parsed = MaintenanceVariablesSchema.safeParse(flag.variables ?? {});
  const variables = parsed.success ? parsed.data : { routes: [] as string[] };
  const routes = variables.routes ?? [];
  if (routes.length > 0 && !routes.some((route) => routeCovers(route, pathname))) return null;
  return {
    title: (parsed.success && variables.pageTitle?.trim()) || MAINTENANCE_TITLE,
    message: (parsed.success && variables.message?.trim()) || MAINTENANCE_MESSAGE,
    showDashboardLink: parsed.success && variables.shouldShowDashboardLink === true,
  };
}

// ---------------------------------------------------------------------------------------------
// Auth mode

/**
 * Hosted login (the identity broker's pages; registration ends on login-info) or legacy (the app
 * creates the password itself; registration ends on set-password). Design (docs: registration §6
 * "from a flag or setting"): a brand setting, the brands listed here use the legacy mode; every
 * other brand uses the hosted login. A tab can force either with session storage `auth-mode`
 * (`legacy` or `hosted`), for QA and support.
 */
export type AuthMode = 'hosted' | 'legacy';

/** Brands still on the legacy (in-app password) registration. None today. */
export const LEGACY_AUTH_BRANDS: ReadonlySet<string> = new Set<string>();

export function authModeFor(orgCode: string, setting?: string | null): AuthMode {
  const forced = setting?.trim().toLowerCase();
  if (forced === 'legacy' || forced === 'hosted') return forced;
  return LEGACY_AUTH_BRANDS.has(orgCode) ? 'legacy' : 'hosted';
}

/** `?realm=agent`: the page was opened for a broker or loan officer (agent login). */
export function isAgentRealm(search: string): boolean {
  return new URLSearchParams(search).get(AGENT_REALM_PARAM)?.toLowerCase() === 'agent';
}

// ---------------------------------------------------------------------------------------------
// Roles

export interface ProfileSummary {
  uuid: string;
  /** profileType, else type (both spellings are seen). */
  type: string | null;
  isBroker: boolean;
  organizationCode: string | null;
  firstName: string | null;
}

export function isAdditionalSigner(profile: ProfileSummary | null): boolean {
  return profile?.type === CO_DEEDER_PROFILE_TYPE;
}

/** A CO_DEEDER profile outside the signer paths is logged out (registration §4). */
export function isCoDeederOnPrimaryApp(profile: ProfileSummary | null, pathname: string): boolean {
  return isAdditionalSigner(profile) && !isSignerPath(pathname);
}

/**
 * Dashboard links: everyone signed in, but additional signers only when they are brokers. On the
 * signer pages the user acts as an additional signer whatever their profile (shell §6: one listed
 * among an application's v1 helocSigners may keep a CUSTOMER profile).
 */
export function canSeeDashboard(profile: ProfileSummary | null, pathname = ''): boolean {
  if (profile?.isBroker === true) return true;
  return !isAdditionalSigner(profile) && !isSignerPath(pathname);
}

// ---------------------------------------------------------------------------------------------
// New York

export const NEW_YORK_MODAL_FLAG = 'fe-heloc-figure-ny-modal' satisfies FeatureFlagName;

export interface NewYorkRedirect {
  from: Brand;
  to: Brand;
  /** Registration on the right site. */
  href: string;
}

/** A host that belongs to a brand's production domains (elsewhere the org is switched by query). */
function isProductionHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return BRAND_LIST.some((brand) =>
    brand.domains.some((domain) => host === domain || host.endsWith(`.${domain}`)),
  );
}

/**
 * The New York redirect (registration §5): with the flag on, a NY property on the main brand
 * goes to the New York site, and a non-NY property on the New York site goes to the main brand.
 * Null when neither applies. The link is the other site's registration: its production domain on
 * production hosts, the same host with `?org=` elsewhere (localhost, previews, the sandbox).
 */
export function newYorkRedirectFor(options: {
  brand: Brand;
  propertyState: string | null | undefined;
  flagOn: boolean;
  hostname: string;
}): NewYorkRedirect | null {
  const { brand, flagOn, hostname } = options;
  const state = options.propertyState?.trim().toUpperCase();
  if (!flagOn || !state) return null;
  let to: Brand | undefined;
  if (isNewYorkSite(brand) && state !== 'NY') to = BRANDS[DEFAULT_BRAND_CODE];
  else if (brand.code === DEFAULT_BRAND_CODE && state === 'NY') to = BRANDS['figure-ny'];
  if (!to) return null;
  const path = `${APP_BASE}/register`;
  const domain = to.domains[0];
  const href =
    isProductionHost(hostname) && domain
      ? `https://${domain}${path}`
      : `${path}?${new URLSearchParams({ org: to.code }).toString()}`;
  return { from: brand, to, href };
}

// ---------------------------------------------------------------------------------------------
// Flag request

/** The application id in the path, for the flag request's attributes. */
export function applicationIdIn(pathname: string): string | undefined {
  return segmentsOf(pathname).find((segment) => isUuid(segment));
}
