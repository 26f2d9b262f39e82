/** Logout snapshot → what the shell shows. */
import type { SnapshotFrom } from 'xstate';
import type { LogoutMachine } from './logout.machine';

export interface LogoutView {
  /** The leave survey modal is open. */
  surveyOpen: boolean;
  /** Logging out (after the survey closed, or at once): the Logout button is busy. */
  loggingOut: boolean;
}

export function selectLogoutView(snapshot: SnapshotFrom<LogoutMachine>): LogoutView {
  return {
    surveyOpen: snapshot.hasTag('surveyOpen'),
    loggingOut: snapshot.hasTag('loggingOut'),
  };
}
