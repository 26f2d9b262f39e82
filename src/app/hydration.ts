/**
 * The prerendered start page (issue 18, decision 021): the build renders the registration start
 * page to HTML for each brand (src/prerender/render.tsx, scripts/vite-prerender.ts), the host
 * serves it for a plain visit, and the app hydrates it instead of painting from nothing.
 *
 * Hydration needs the browser's first render to be exactly the server's. The server rendered a
 * first-time visitor on the brand's host with no query, no stored sign-in and no draft; any other
 * visit is rendered afresh (the prerendered markup is replaced), so a mismatch is never the way a
 * real borrower's page is corrected.
 */
import {
  createBrowserRouter,
  matchRoutes,
  type DataRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { TOKEN_KEY } from '../api/session';
import { REGISTRATION_DRAFT_KEY } from '../domain/registration/draft';
import { PRE_AUTH_STORAGE_KEY } from '../domain/registration/savedState';
import { resolveOrgCode } from '../domain/brands';
import { APP_BASE } from './entryRedirect';

/** The attribute the prerender puts on the root element: the brand it rendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The one path that is prerendered (inside the app's base). */
export const PRERENDERED_PATH = '/register-v2';

export interface HydrationFacts {
  /** The root element's PRERENDERED_ATTRIBUTE (null: not prerendered). */
  prerenderedBrand: string | null;
  location: Pick<Location, 'hostname' | 'pathname' | 'search' | 'hash'>;
  /** The tab's and the browser's storage, read lazily: a blocked one throws, and reads as empty. */
  sessionStorage: () => Pick<Storage, 'getItem'> | null;
  localStorage: () => Pick<Storage, 'getItem'> | null;
}

/**
 * Whether the page is the one the build rendered: the start page, for this host's brand, with
 * nothing in the URL or the browser that changes its first render (a query: prefill sources, an
 * org, a returned login; a stored sign-in; the tab's draft or pre-auth answers).
 */
export function canHydrate({
  prerenderedBrand,
  location,
  sessionStorage,
  localStorage,
}: HydrationFacts): boolean {
  if (!prerenderedBrand) return false;
  const path = location.pathname.replace(/\/+$/u, '');
  if (path !== `${APP_BASE}${PRERENDERED_PATH}`) return false;
  if (location.search || location.hash) return false;
  if (resolveOrgCode({ hostname: location.hostname }) !== prerenderedBrand) return false;
  const read = (storage: () => Pick<Storage, 'getItem'> | null, key: string) => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  if (read(localStorage, TOKEN_KEY)) return false;
  if (read(sessionStorage, REGISTRATION_DRAFT_KEY)) return false;
  if (read(sessionStorage, PRE_AUTH_STORAGE_KEY)) return false;
  return true;
}

/** What a route module may give its route (react-router's route properties). */
const ROUTE_KEYS = [
  'Component',
  'ErrorBoundary',
  'HydrateFallback',
  'loader',
  'action',
  'handle',
  'shouldRevalidate',
] as const;

/**
 * Loads the lazy route modules the URL matches and puts them on their routes, so that the router
 * starts initialized and renders the screen on its first render, as the server did (a lazy route
 * still to load would render its HydrateFallback instead).
 */
export async function resolveMatchedRoutes(
  routes: RouteObject[],
  pathname: string,
  basename: string,
): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Record<string, unknown>;
      for (const key of ROUTE_KEYS) {
        if (key in module) Object.assign(route, { [key]: module[key] });
      }
      route.lazy = undefined;
    }),
  );
}

/** No route on the prerendered page has a loader: nothing to hand over. */
export const HYDRATION_DATA: HydrationState = { loaderData: {}, actionData: null, errors: null };

/** The browser router for a hydrated page: its matched routes loaded, initialized at once. */
export async function createHydratedRouter(
  routes: RouteObject[],
  options: Omit<Parameters<typeof createBrowserRouter>[1] & {}, 'hydrationData'> & {
    basename: string;
  },
): Promise<DataRouter> {
  await resolveMatchedRoutes(routes, window.location.pathname, options.basename);
  return createBrowserRouter(routes, { ...options, hydrationData: HYDRATION_DATA });
}
