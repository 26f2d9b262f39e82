import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { loginNeededFor } from './access';
import { withChunkReload } from './lazyRoute';
import { REGISTER_V2_CHILDREN, loadRegistrationLayout } from '../screens/register-v2/routes';
import { MAIN_SITE_PAGES, REGISTER_V2_STEPS, SCREEN_ROUTES, type ScreenRoute } from './routeTable';
import { SCREENS } from './screens';

/** The app lives on this sub-path of the main site; Vite's `base` matches it. */
export const BASENAME = '/account/heloc';

/** 8-4-4-4-12 hex: any such path segment is an application id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A full-page navigation out of the app; never settles, so nothing renders meanwhile. */
export function leaveApp(url: string): Promise<never> {
  window.location.replace(url);
  return new Promise<never>(() => {});
}

export interface RouteHandle {
  title: string;
}

function screenRoute(route: ScreenRoute): RouteObject {
  const path = route.path.replace(/^:applicationId\/?/, '');
  const load = SCREENS[route.path] ?? (() => import('./PendingScreen'));
  return {
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

/**
 * Every screen is a lazy route module (`export const Component`, optional `loader`), so a
 * screen's code loads only when the user reaches it; a chunk that fails to load reloads the page
 * (capped, see lazyRoute.ts).
 */
export function appRoutes(extraRoutes: RouteObject[] = []): RouteObject[] {
  const application = SCREEN_ROUTES.filter((r) => r.path.startsWith(':applicationId/'));
  const rest = SCREEN_ROUTES.filter(
    (r) => !r.path.startsWith(':applicationId/') && !r.path.startsWith('register-v2'),
  );
  return [
    {
      path: '/',
      lazy: withChunkReload(() => import('./RootLayout'), 'root'),
      // Nothing to show while the root route's module loads on the first visit (a blank frame
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
        ...rest.map(screenRoute),
        ...extraRoutes,
        {
          // An application: the status machine (held by the layout) routes it by its checklist
          // status; the index is its entry, from which the machine routes on.
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
          children: [
            {
              index: true,
              handle: { title: 'Your application' } satisfies RouteHandle,
              lazy: withChunkReload(
                () => import('../screens/application/ApplicationEntry'),
                ':applicationId/',
              ),
            },
            ...application.map(screenRoute),
          ],
        },
        { path: '*', lazy: withChunkReload(() => import('./NotFound'), '*') },
      ],
    },
  ];
}

export function createAppRouter(extraRoutes: RouteObject[] = []) {
  return createBrowserRouter(appRoutes(extraRoutes), { basename: BASENAME });
}
