/**
 * The navigation guard (issue 14, "safe navigation"): every full-page navigation to a URL that a
 * server answered or a query parameter carried is checked here first. Two kinds pass:
 *
 * - a same-origin app path (`/dashboard`, `/account/heloc/…?x=1`), or an absolute URL on the
 *   page's own origin;
 * - `https:` on an allow-listed host (the host itself or one of its subdomains), with no port and
 *   no credentials.
 *
 * Everything else is refused with a reason: `javascript:` and `data:` (any other scheme),
 * protocol-relative `//evil`, `/\evil` (browsers read the backslash as a slash), dot segments
 * (`/a/..//evil` resolves to `//evil`), control characters and whitespace (`java\tscript:` is
 * `javascript:` to a browser), relative paths without a leading slash, and any other host.
 *
 * Pure: the page's origin and the allow-list are arguments (src/app/navigation.ts supplies them).
 */

export type UnsafeUrlReason =
  | 'empty'
  | 'control-characters'
  | 'backslash'
  | 'protocol-relative'
  | 'dot-segments'
  | 'not-absolute'
  | 'malformed'
  | 'scheme'
  | 'credentials'
  | 'host';

export type CheckedUrl =
  { ok: true; url: string; sameOrigin: boolean } | { ok: false; reason: UnsafeUrlReason };

export interface NavigationPolicy {
  /** The page's origin (`https://www.figure.com`). */
  origin: string;
  /** Hosts an external navigation may go to; each also admits its subdomains. */
  allowedHosts: readonly string[];
}

/** C0 controls, DEL, C1 controls and any whitespace (incl. U+2028/U+2029). */
function hasControlOrSpace(url: string): boolean {
  if (/\s/u.test(url)) return true;
  return [...url].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

/** A scheme at the start (`https:`, `javascript:`, `data:`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/iu;

/** `.` or `..`, also percent-encoded (`%2e`, `.%2e`, `%2E%2E`). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/iu;

/** The path of a URL as written (before `?` / `#`, after `scheme://authority` if any). */
function rawPath(url: string): string {
  const beforeQuery = url.split(/[?#]/u)[0] ?? '';
  return beforeQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/iu, '');
}

function hasDotSegment(url: string): boolean {
  return rawPath(url)
    .split('/')
    .some((segment) => DOT_SEGMENT.test(segment));
}

/** The host is an allow-listed one or a subdomain of one (case-insensitive). */
export function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase();
    return host === allowed || host.endsWith(`.${allowed}`);
  });
}

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Checks a URL before a full-page navigation; see the module comment for the rules. */
export function checkNavigationUrl(url: unknown, policy: NavigationPolicy): CheckedUrl {
  if (typeof url !== 'string' || url === '') return { ok: false, reason: 'empty' };
  if (hasControlOrSpace(url)) return { ok: false, reason: 'control-characters' };
  if (url.includes('\\')) return { ok: false, reason: 'backslash' };
  if (url.startsWith('//')) return { ok: false, reason: 'protocol-relative' };
  if (hasDotSegment(url)) return { ok: false, reason: 'dot-segments' };

  if (url.startsWith('/')) {
    const resolved = parse(url, policy.origin);
    if (!resolved) return { ok: false, reason: 'malformed' };
    // Why: belt and braces; the checks above already keep a leading slash on this origin.
    if (resolved.origin !== policy.origin) return { ok: false, reason: 'host' };
    return { ok: true, url, sameOrigin: true };
  }

  if (!SCHEME.test(url)) return { ok: false, reason: 'not-absolute' };
  const target = parse(url);
  if (!target) return { ok: false, reason: 'malformed' };
  if (target.username || target.password) return { ok: false, reason: 'credentials' };
  // Why: `https://app//evil` is this origin, but its path reads as another host to a router.
  if (target.pathname.startsWith('//')) return { ok: false, reason: 'protocol-relative' };
  if (target.origin === policy.origin) return { ok: true, url: target.href, sameOrigin: true };
  if (target.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (target.port !== '' || !isAllowedHost(target.hostname, policy.allowedHosts)) {
    return { ok: false, reason: 'host' };
  }
  return { ok: true, url: target.href, sameOrigin: false };
}

/**
 * The hosted login's `redirectUrl` (shell §1: "must start with a slash and a lowercase letter"),
 * and no more than an app path on this origin: no dot segments, backslashes or control
 * characters.
 */
export function isSafeRedirectPath(value: string | null | undefined): value is string {
  if (!value || !/^\/[a-z]/u.test(value)) return false;
  return checkNavigationUrl(value, { origin: 'https://app.invalid', allowedHosts: [] }).ok;
}
