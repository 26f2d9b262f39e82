/**
 * The session-expiry chart (machines/session-expiry) and its dialog, in a chunk of their own that
 * ShellSafeguards loads after the page's first commit (decision 023). The chart reads the stored
 * token's expiry when it starts and follows the token from then on, so starting it a moment after
 * the page loses nothing.
 */
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
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
import { SessionExpiryDialog } from './SessionExpiryDialog';

export type SessionExpiryActorRef = ActorRefFrom<typeof sessionExpiryMachine>;

export interface SessionExpiryProps {
  /** The page's navigation out of the app (the ShellProvider's environment). */
  environment: Pick<ShellEnvironment, 'navigateOut'>;
  /** The shell's session: "Sign out" sends it LOGOUT; the extend call uses its login realm. */
  session: ActorRefFrom<typeof sessionMachine>;
}

export default function SessionExpiry({ environment: env, session }: SessionExpiryProps) {
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
  const actor = useFlowActor(expiryLogic, { input: expiryInput });
  return <SessionExpiryDialog actor={actor} />;
}
