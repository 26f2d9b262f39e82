/**
 * The one way out of the app to a URL that a server answered or a query parameter carried
 * (issue 14, "safe navigation"): `navigateTo` checks it with the guard (src/domain/safeUrl.ts)
 * against this page's origin and the allow-list below, and either navigates or refuses. A refusal
 * navigates nowhere, logs only its reason (never the URL: it may carry personal data or an
 * internal address) and tells the shell, which shows the user a clear message
 * (NavigationRefusedAlert). docs/security.md describes the rules.
 */
import { useSyncExternalStore } from 'react';
import { BRANDS } from '../domain/brands';
import { checkNavigationUrl, type NavigationPolicy, type UnsafeUrlReason } from '../domain/safeUrl';

/** A host name as the brand registry writes them (`figure.com`, `login.fairway.com`). */
const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/u;

/**
 * Extra hosts of this environment (build time, comma-separated `VITE_NAVIGATION_HOSTS`): the
 * income provider's hosted pages, a staging login. Entries that are not host names are ignored.
 */
export function configuredHosts(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => HOST_NAME.test(host));
}

/**
 * Where a full-page navigation may go besides this origin: the lender's own sites (every brand's
 * domains and their subdomains: login, dashboard, main site, the New York site) and the
 * environment's extra hosts. Plaid is not navigated to (its Link SDK opens itself).
 */
export const NAVIGATION_HOSTS: readonly string[] = Object.freeze([
  ...new Set([
    ...Object.values(BRANDS).flatMap((brand) => brand.domains),
    ...configuredHosts(import.meta.env.VITE_NAVIGATION_HOSTS),
  ]),
]);

export function navigationPolicy(): NavigationPolicy {
  return { origin: globalThis.location.origin, allowedHosts: NAVIGATION_HOSTS };
}

/** The browser's full-page navigations (replaced in tests: jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string): void {
    globalThis.location.assign(url);
  },
  replace(url: string): void {
    globalThis.location.replace(url);
  },
};

// ---------------------------------------------------------------------------------------------
// Refusals: the shell shows one message while any navigation has been refused.

let refused: UnsafeUrlReason | null = null;
const listeners = new Set<() => void>();

function refuse(reason: UnsafeUrlReason): void {
  // Only the reason: the URL may carry personal data or an internal address.
  console.warn('Refused an unsafe navigation', { reason });
  refused = reason;
  for (const listener of listeners) listener();
}

/** Forget a refusal (the message was dismissed; tests). */
export function clearRefusedNavigation(): void {
  refused = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reason of the last refused navigation, or null (for the shell's message). */
export function useRefusedNavigation(): UnsafeUrlReason | null {
  return useSyncExternalStore(
    subscribe,
    () => refused,
    () => null,
  );
}

/**
 * A full-page navigation to `url` if the guard lets it through; true when it went. `replace`
 * replaces the history entry (a loader's redirect), otherwise a new entry is pushed.
 */
export function navigateTo(url: string, options: { replace?: boolean } = {}): boolean {
  const safe = guardNavigation(url);
  if (safe === null) return false;
  if (options.replace) browserNavigation.replace(safe);
  else browserNavigation.assign(safe);
  return true;
}

/**
 * The guard alone, for a sink that may then route inside the app instead (the income
 * provider's redirect back): the URL to follow, or null after refusing it (as navigateTo does).
 */
export function guardNavigation(url: string): string | null {
  const checked = checkNavigationUrl(url, navigationPolicy());
  if (checked.ok) return checked.url;
  refuse(checked.reason);
  return null;
}

/**
 * An href from a server (a notification's action) that the guard lets through, or undefined:
 * the link is then not shown. No message: nothing was clicked yet.
 */
export function safeHref(url: string): string | undefined {
  const checked = checkNavigationUrl(url, navigationPolicy());
  return checked.ok ? checked.url : undefined;
}
