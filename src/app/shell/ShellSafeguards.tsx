/**
 * The shell's safeguards, created once per page beside the session (issue 17): the browser's
 * connectivity (the offline banner) and the session-expiry warning (WCAG 2.2.1). Views reach them
 * with the hooks below and read them through the machines' select functions; ShellFrame shows
 * the banner (ConnectivityBanner) and the dialog (SessionExpiryDialog).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connectivityEvents,
  isBrowserOnline,
} from '../../../machines/connectivity/connectivity.actors';
import { connectivityMachine } from '../../../machines/connectivity/connectivity.machine';
import { sessionExpiryActors } from '../../../machines/session-expiry/session-expiry.actors';
import {
  sessionExpiryHost,
  sessionExpiryInputFrom,
} from '../../../machines/session-expiry/session-expiry.host';
import { sessionExpiryMachine } from '../../../machines/session-expiry/session-expiry.machine';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { endExpiredSession } from '../../api/session';
import { useFlowActor } from '../inspect';
import type { ShellEnvironment } from './environment';

export type ConnectivityActorRef = ActorRefFrom<typeof connectivityMachine>;
export type SessionExpiryActorRef = ActorRefFrom<typeof sessionExpiryMachine>;

interface ShellSafeguardsValue {
  connectivity: ConnectivityActorRef;
  sessionExpiry: SessionExpiryActorRef;
}

const ShellSafeguardsContext = createContext<ShellSafeguardsValue | null>(null);

export interface ShellSafeguardsProps {
  children?: ReactNode;
  /** The page's navigation out of the app (the ShellProvider's environment). */
  environment: Pick<ShellEnvironment, 'navigateOut'>;
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
  const [expiryLogic] = useState(() =>
    sessionExpiryMachine.provide({
      actors: sessionExpiryActors({
        realm: () => {
          const { agentRealm, profile } = session.getSnapshot().context;
          return agentRealm || profile?.isBroker === true ? 'agent' : 'customer';
        },
      }),
      actions: sessionExpiryHost({
        endSession: () => endExpiredSession(env.navigateOut),
        signOut: () => session.send({ type: 'LOGOUT' }),
      }),
    }),
  );
  const [expiryInput] = useState(() => sessionExpiryInputFrom());
  const sessionExpiry = useFlowActor(expiryLogic, { input: expiryInput });
  const [value] = useState<ShellSafeguardsValue>(() => ({ connectivity, sessionExpiry }));
  return (
    <ShellSafeguardsContext.Provider value={value}>{children}</ShellSafeguardsContext.Provider>
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

/** The session-expiry actor (send SESSION.EXTEND / SESSION.SIGN_OUT; read with its select). */
export function useSessionExpiryActor(): SessionExpiryActorRef {
  return useSafeguards().sessionExpiry;
}
