/** Snapshot → what tests and the staff tools read. No screen waits for experiments. */
import type { SnapshotFrom } from 'xstate';
import type { experimentsMachine } from './experiments.machine';

export type ExperimentsSnapshot = SnapshotFrom<typeof experimentsMachine>;

/** Deciding or saving an application's assignments. */
export const selectExperimentsBusy = (snapshot: ExperimentsSnapshot): boolean =>
  snapshot.hasTag('busy');

/** The assignments of the application last looked at. */
export const selectAssignments = (snapshot: ExperimentsSnapshot) => snapshot.context.assignments;
