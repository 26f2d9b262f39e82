import { useState, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';
import { ShellProvider } from './shell/ShellProvider';

export interface AppProps {
  /** Routes only the non-production entry adds (the staff test tools). */
  extraRoutes?: RouteObject[];
  /** Rendered beside the router (the staff panel in non-production builds). */
  overlay?: ReactNode;
}

export function App({ extraRoutes, overlay }: AppProps) {
  const [router] = useState(() => createAppRouter(extraRoutes));
  // The session (org, brand, flags, identity) outlives any one route, so it also runs while the
  // error fallback shows.
  return (
    <ShellProvider>
      <RouterProvider router={router} />
      {overlay}
    </ShellProvider>
  );
}
