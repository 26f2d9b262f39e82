import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { loginNeededFor } from './access';
import { withChunkReload } from './lazyRoute';
import { APP_BASE } from './entryRedirect';
import { leaveApp } from './leaveApp';
// Why static: the root's error boundary must render whatever fails to load, the first lazy module
// (the route discovery, a screen) included; a boundary that arrives with a lazy module does not
// exist yet when that module fails. RootLayout is in the start page's `app` chunk anyway.
import { Component as RootComponent, ErrorBoundary as RootErrorBoundary } from './RootLayout';
import { REGISTER_V2_CHILDREN, loadRegistrationLayout } from '../screens/register-v2/routes';
import { MAIN_SITE_PAGES, REGISTER_V2_STEPS } from './staticRoutes';

/** The app lives on this sub-path of the main site; Vite's `base` matches it. */
export const BASENAME = APP_BASE;

/** 8-4-4-4-12 hex: any such path segment is an application id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export { leaveApp };

export interface RouteHandle {
  title: string;
}

export const ROOT_ROUTE_ID = 'root';
export const APPLICATION_ROUTE_ID = ':applicationId';

const loadDiscoveredRoutes = withChunkReload(() => import('./discoveredRoutes'), 'routes');

/**
 * Lazy route discovery: the router starts with the registration wizard, the redirects and the
 * application's layout route; the first navigation anywhere else (a path the static routes match
 * only by a parameter or the not-found splat) loads discoveredRoutes.ts and patches every other
 * screen in. Patching is idempotent (the routes have ids), so later navigations cost nothing.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const routes = await loadDiscoveredRoutes();
  patch(ROOT_ROUTE_ID, routes.rootRoutes());
  patch(APPLICATION_ROUTE_ID, routes.applicationRoutes());
};

/**
 * Every screen is a lazy route module (`export const Component`, optional `loader`), so a
 * screen's code loads only when the user reaches it; a chunk that fails to load reloads the page
 * (capped, see lazyRoute.ts).
 */
export function appRoutes(extraRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: RootComponent,
      ErrorBoundary: RootErrorBoundary,
      // Nothing to show while the first screen's module loads on the first visit (a blank frame
      // rather than a spinner that would flash and shift the layout).
      HydrateFallback: () => null,
      children: [
        // Bare root paths and the legal pages belong to the main site.
        { index: true, loader: () => leaveApp('/') },
        ...MAIN_SITE_PAGES.map((page) => ({ path: page, loader: () => leaveApp(`/${page}`) })),
        // Old paths of this app (registration-and-routing.md §2).
        {
          path: 'account/heloc-signer/*',
          loader: ({ params }: LoaderFunctionArgs) =>
            redirect(`/heloc-signer/${params['*'] ?? ''}`),
        },
        { path: 'account/register', loader: () => redirect('/register') },
        { path: 'heloc-signer', loader: () => redirect('/heloc-signer/login') },
        {
          // The registration wizard: one machine (held by the layout) across every step.
          path: 'register-v2',
          lazy: withChunkReload(loadRegistrationLayout, 'register-v2'),
          children: REGISTER_V2_STEPS.map((step) => {
            const sub = step.path.replace(/^register-v2\/?/, '');
            const child = REGISTER_V2_CHILDREN.find((c) => (c.path ?? '') === sub);
            if (!child) throw new Error(`No registration screen for ${step.path}`);
            return {
              ...(sub ? { path: sub } : { index: true }),
              handle: { title: step.title } satisfies RouteHandle,
              lazy: withChunkReload(child.load, step.path),
            };
          }),
        },
        ...extraRoutes,
        {
          // An application: the status machine (held by the layout) routes it by its checklist
          // status; the index is its entry, from which the machine routes on.
          id: APPLICATION_ROUTE_ID,
          path: ':applicationId',
          loader: async ({ params, request }: LoaderFunctionArgs) => {
            if (!UUID.test(params.applicationId ?? '')) {
              throw new Response('Not Found', { status: 404 });
            }
            const login = await loginNeededFor('authenticated', new URL(request.url));
            return login ? leaveApp(login) : null;
          },
          lazy: withChunkReload(
            () => import('../screens/application/ApplicationLayout'),
            ':applicationId',
          ),
          // The application's entry and screens: discovered (discoveredRoutes.ts).
          children: [],
        },
        { path: '*', lazy: withChunkReload(() => import('./NotFound'), '*') },
      ],
    },
  ];
}

/** The router's options beside its routes (the same for a hydrated page). */
export const ROUTER_OPTIONS = { basename: BASENAME, patchRoutesOnNavigation: discoverRoutes };

export function createAppRouter(extraRoutes: RouteObject[] = []) {
  return createBrowserRouter(appRoutes(extraRoutes), ROUTER_OPTIONS);
}
