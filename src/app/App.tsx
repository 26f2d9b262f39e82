import { useState, type ReactNode } from 'react';
import type { ChatTransports } from '../api/chatTransport';
import type { Providers } from '../api/providers';
import type { DataRouter, RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';
import { ErrorReporting } from './shell/ErrorReporting';
import { ShellProvider } from './shell/ShellProvider';

export interface AppProps {
  /** Routes only the non-production entry adds (the staff test tools). */
  extraRoutes?: RouteObject[];
  /** Rendered beside the router (the staff panel in non-production builds). */
  overlay?: ReactNode;
  /** Web chat's transports (the sandbox's simulated agent); production's when absent. */
  chatTransports?: ChatTransports;
  /** The bank-link and income providers (the sandbox's stand-ins); production's when absent. */
  providers?: Providers;
  /**
   * The page is the prerendered start page being hydrated (src/app/hydration.ts): the router,
   * created with its matched routes loaded, and the shell told not to wait for the flags.
   */
  hydrating?: { router: DataRouter };
}

export function App({ extraRoutes, overlay, chatTransports, providers, hydrating }: AppProps) {
  const [router] = useState(() => hydrating?.router ?? createAppRouter(extraRoutes));
  // The session (org, brand, flags, identity) outlives any one route, so it also runs while the
  // error fallback shows.
  return (
    <ShellProvider
      chatTransports={chatTransports}
      providers={providers}
      prerendered={hydrating !== undefined}
    >
      <ErrorReporting />
      <RouterProvider router={router} />
      {overlay}
    </ShellProvider>
  );
}
