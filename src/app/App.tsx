import { useState, type ReactNode } from 'react';
import type { ChatTransports } from '../api/chatTransport';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';
import { ShellProvider } from './shell/ShellProvider';

export interface AppProps {
  /** Routes only the non-production entry adds (the staff test tools). */
  extraRoutes?: RouteObject[];
  /** Rendered beside the router (the staff panel in non-production builds). */
  overlay?: ReactNode;
  /** Web chat's transports (the sandbox's simulated agent); production's when absent. */
  chatTransports?: ChatTransports;
}

export function App({ extraRoutes, overlay, chatTransports }: AppProps) {
  const [router] = useState(() => createAppRouter(extraRoutes));
  // The session (org, brand, flags, identity) outlives any one route, so it also runs while the
  // error fallback shows.
  return (
    <ShellProvider chatTransports={chatTransports}>
      <RouterProvider router={router} />
      {overlay}
    </ShellProvider>
  );
}
