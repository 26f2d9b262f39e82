/**
 * Old addresses of this app that lie outside its base path, so the router (basename
 * /account/heloc) never sees them: they are answered before the router starts.
 *
 * - /account/heloc-signer/… → /account/heloc/heloc-signer/… (registration-and-routing.md §2: "Paths
 *   starting /account/heloc-signer redirect to /heloc-signer"). Without this the page stayed
 *   blank: the path starts with the characters of the base but is not under it.
 */
import { APP_BASE_PATH } from '../domain/appPaths';
/** The app's base path (src/domain/appPaths.ts). */
export const APP_BASE = APP_BASE_PATH;

const OLD_SIGNER_BASE = '/account/heloc-signer';

/** The path is the app's (its base, or below it); `/account/heloc-signer` is not. */
export function isInsideApp(pathname: string, base: string = APP_BASE): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Where an old address of the app now is (path, query and hash), or null for any other. */
export function entryRedirect(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | null {
  const { pathname, search, hash } = location;
  if (pathname === OLD_SIGNER_BASE || pathname.startsWith(`${OLD_SIGNER_BASE}/`)) {
    const rest = pathname.slice(OLD_SIGNER_BASE.length);
    return `${APP_BASE}/heloc-signer${rest}${search}${hash}`;
  }
  return null;
}
