import { APP_BASE_PATH } from '../domain/appPaths';

/** Where the app lives on the main site. */
export const APP_BASE = APP_BASE_PATH;

/**
 * True for a path inside the app (`/account/heloc` or below), with nothing that could send the
 * browser elsewhere: no scheme, no `//` host, no backslashes, no control characters, no `..`.
 */
export function isAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (/[\\\s]/u.test(path) || [...path].some((char) => char.charCodeAt(0) < 0x20)) return false;
  let pathname: string;
  try {
    const url = new URL(path, 'http://sandbox.invalid');
    if (url.origin !== 'http://sandbox.invalid') return false;
    pathname = url.pathname;
  } catch {
    return false;
  }
  if (/(^|\/)\.\.?(\/|$)/u.test(path.split(/[?#]/u)[0] ?? '')) return false;
  return pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`);
}

/** The hosted login's rule for redirectUrl: a slash then a lowercase letter (spec). */
export function isSafeLoginRedirect(path: string): boolean {
  return /^\/[a-z]/u.test(path) && !/[\\\s]/u.test(path);
}
