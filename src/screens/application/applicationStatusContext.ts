import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApplicationStatusMachine } from '../../../machines/application-status/application-status.machine';

export type ApplicationStatusActorRef = ActorRefFrom<ApplicationStatusMachine>;

/** The application status actor of the application on screen (one per application uuid). */
export const ApplicationStatusContext = createContext<ApplicationStatusActorRef | null>(null);

/**
 * The application status actor, for the screens under /{uuid}/: a screen sends
 * `{ type: 'STEP.COMPLETED' }` when the user finishes its step (the machine then finds the next
 * screen) and reads `selectApplicationStatusView(snapshot).canCompleteStep` with `useSelector`.
 */
export function useApplicationStatus(): ApplicationStatusActorRef {
  const actorRef = useContext(ApplicationStatusContext);
  if (!actorRef) {
    throw new Error('useApplicationStatus: render the screen inside the application layout');
  }
  return actorRef;
}
