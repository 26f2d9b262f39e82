/**
 * The shell's safeguards, created once per page beside the session (issue 17): the browser's
 * connectivity (the offline banner) and the session-expiry warning (WCAG 2.2.1). Views reach the
 * connectivity with the hook below and read it through its select functions; ShellFrame shows
 * the banner (ConnectivityBanner). The session-expiry chart and its dialog load after the page's
 * first commit (SessionExpiry.tsx, decision 023): the warning comes minutes before a token
 * expires, and nobody is signed in on the start page.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connectivityEvents,
  isBrowserOnline,
} from '../../../machines/connectivity/connectivity.actors';
import { connectivityMachine } from '../../../machines/connectivity/connectivity.machine';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { useFlowActor } from '../inspect';
import { AfterFirstCommit } from './AfterFirstCommit';
import type { ShellEnvironment } from './environment';

export type ConnectivityActorRef = ActorRefFrom<typeof connectivityMachine>;

interface ShellSafeguardsValue {
  connectivity: ConnectivityActorRef;
}

const loadSessionExpiry = () => import('./SessionExpiry');

const ShellSafeguardsContext = createContext<ShellSafeguardsValue | null>(null);

export interface ShellSafeguardsProps {
  children?: ReactNode;
  /** The page's navigation out of the app and its logging (the ShellProvider's environment). */
  environment: Pick<ShellEnvironment, 'navigateOut' | 'warn'>;
  /** The shell's session: "Sign out" sends it LOGOUT; the extend call uses its login realm. */
  session: ActorRefFrom<typeof sessionMachine>;
}

/** Creates the safeguards' actors; render it once, inside the ShellProvider. */
export function ShellSafeguards({ children, environment: env, session }: ShellSafeguardsProps) {
  const [connectivityLogic] = useState(() =>
    connectivityMachine.provide({ actors: { connectivityEvents } }),
  );
  const [connectivityInput] = useState(() => ({ online: isBrowserOnline() }));
  const connectivity = useFlowActor(connectivityLogic, { input: connectivityInput });
  const [value] = useState<ShellSafeguardsValue>(() => ({ connectivity }));
  return (
    <ShellSafeguardsContext.Provider value={value}>
      {children}
      <AfterFirstCommit
        load={loadSessionExpiry}
        props={{ environment: env, session }}
        onFailure={(error) =>
          env.warn('The session-expiry warning could not be loaded on this page:', error)
        }
      />
    </ShellSafeguardsContext.Provider>
  );
}

function useSafeguards(): ShellSafeguardsValue {
  const safeguards = useContext(ShellSafeguardsContext);
  if (!safeguards)
    throw new Error('The shell safeguards are missing: render inside <ShellProvider>.');
  return safeguards;
}

/** The connectivity actor (read with connectivity.select). */
export function useConnectivityActor(): ConnectivityActorRef {
  return useSafeguards().connectivity;
}
