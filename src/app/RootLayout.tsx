import { Suspense } from 'react';
import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { lazyComponent } from './lazyRoute';
import { ErrorFallback } from './shell/ErrorFallback';
import { LocationSync } from './shell/LocationSync';
import { PrivateLabelCheck } from './shell/PrivateLabelCheck';
import { ShellFrame } from './shell/ShellFrame';
import { ShellProvider } from './shell/ShellProvider';
import './global.css';
import './print.css';

/** The not-found page: its code loads only when a path is not found. */
const NotFound = lazyComponent(() => import('./NotFound').then((module) => module.Component), '*');

/**
 * The root route: the shell (session, brand, top bar, footer, leave survey, maintenance page)
 * around every screen; or, when the page names an organisation no brand exists for, the
 * 'No private label data found' page.
 */
export function Component() {
  return (
    <ShellProvider>
      <PrivateLabelCheck>
        <LocationSync />
        <ShellFrame>
          <Outlet />
        </ShellFrame>
      </PrivateLabelCheck>
    </ShellProvider>
  );
}

/**
 * Any error under the root route: a 404 route error shows the not-found page, anything else the
 * error fallback, inside the shell. (When the app hoists a ShellProvider above the router, the
 * session carries on here; otherwise this starts its own, with the brand known at once.)
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ShellProvider>
      <LocationSync />
      <ShellFrame waitForFlags={false}>
        {notFound ? (
          <Suspense fallback={null}>
            <NotFound />
          </Suspense>
        ) : (
          <ErrorFallback error={error} />
        )}
      </ShellFrame>
    </ShellProvider>
  );
}
