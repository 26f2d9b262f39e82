import { isUrl } from '../domain/url';

/**
 * An href for the page: absolute URLs as they are; in-app paths (`/privacy`) under the app's
 * base path (`/account/heloc/privacy`), since the app is served below a base.
 */
export function appHref(href: string, base: string = import.meta.env.BASE_URL): string {
  if (isUrl(href) || !href.startsWith('/')) return href;
  return `${base.replace(/\/$/, '')}${href}`;
}
