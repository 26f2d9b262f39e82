import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loginNeededFor } from './access';
import { withChunkReload } from './lazyRoute';
import { leaveApp } from './leaveApp';
import { SCREEN_ROUTES, type ScreenRoute } from './routeTable';
import type { RouteHandle } from './router';
import { SCREENS } from './screens';
import { loadSignerLayout } from '../screens/signer/routes';

/**
 * The routes the router discovers on the first navigation that needs them (router.tsx's
 * patchRoutesOnNavigation): every screen of routeTable.ts but the registration wizard. Each route
 * has an id (its path), so patching them again is a no-op.
 */

function screenRoute(route: ScreenRoute): RouteObject {
  const path = route.path.replace(/^:applicationId\/?/, '');
  const load = SCREENS[route.path] ?? (() => import('./PendingScreen'));
  return {
    id: route.path,
    path,
    handle: { title: route.title } satisfies RouteHandle,
    lazy: withChunkReload(load, route.path),
    ...(route.access === 'public' || route.access === 'signer-public'
      ? {}
      : {
          loader: async ({ request }: LoaderFunctionArgs) => {
            const login = await loginNeededFor(route.access, new URL(request.url));
            return login ? leaveApp(login) : null;
          },
        }),
  };
}

const inApplication = (route: ScreenRoute) => route.path.startsWith(':applicationId/');

/** The signed-in signer's pages: under the signer layout, which holds the signer machine. */
const inSignerLayout = (route: ScreenRoute) => route.access === 'signer';

/** Under the root: the legacy registration, the signer pages, plaid-oauth-success and the rest. */
export function rootRoutes(): RouteObject[] {
  const signerPages = SCREEN_ROUTES.filter(inSignerLayout).map((route) => ({
    ...screenRoute(route),
    path: route.path.replace(/^heloc-signer\//, ''),
  }));
  return [
    ...SCREEN_ROUTES.filter(
      (route) =>
        !inApplication(route) && !inSignerLayout(route) && !route.path.startsWith('register-v2'),
    ).map(screenRoute),
    {
      // The co-deed status routes the signer between these pages (machines/signer).
      id: 'heloc-signer/',
      path: 'heloc-signer',
      lazy: withChunkReload(loadSignerLayout, 'heloc-signer/'),
      children: signerPages,
    },
  ];
}

/** Under `:applicationId`: the application's entry (its index) and every screen. */
export function applicationRoutes(): RouteObject[] {
  return [
    {
      id: ':applicationId/',
      index: true,
      handle: { title: 'Your application' } satisfies RouteHandle,
      lazy: withChunkReload(
        () => import('../screens/application/ApplicationEntry'),
        ':applicationId/',
      ),
    },
    ...SCREEN_ROUTES.filter(inApplication).map(screenRoute),
  ];
}
