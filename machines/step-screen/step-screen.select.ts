/** Snapshot → what a step screen shows. */
import type { SnapshotFrom } from 'xstate';
import { userMessageOf } from '../../src/api/errors';
import type { StepScreenMachine } from './step-screen.machine';

export type StepScreenSnapshot = SnapshotFrom<StepScreenMachine>;

/**
 * - loading: the data is being read (nothing to show yet).
 * - loadFailed: the data could not be read; offer RETRY.
 * - ready: the form (with `errorMessage` when the last save failed).
 * - saving / completing: the form stays on screen, its submit button busy.
 * - completeFailed: saved, but the step could not be posted; offer RETRY.
 * - done: the step is complete; the status machine is finding the next screen.
 */
export type StepScreenPhase =
  'loading' | 'loadFailed' | 'ready' | 'saving' | 'completing' | 'completeFailed' | 'done';

export interface StepScreenView {
  phase: StepScreenPhase;
  /** A call is in flight: disable the submit button and say so. */
  busy: boolean;
  /** The failure to announce, in the lender's words when it gave some; null when there is none. */
  errorMessage: string | null;
  /** RETRY is answered now (load or step completion). */
  canRetry: boolean;
}

/**
 * The lender's message for a failed call (its combined errors), else a plain sentence: never a
 * URL or stack text (`userMessageOf`).
 */
export function errorMessageOf(error: unknown): string {
  return userMessageOf(error);
}

export function selectStepScreenView(snapshot: StepScreenSnapshot): StepScreenView {
  const phase = snapshot.value as StepScreenPhase;
  const { error } = snapshot.context;
  return {
    phase,
    busy: snapshot.hasTag('busy') || phase === 'done',
    errorMessage: error === null || error === undefined ? null : errorMessageOf(error),
    canRetry: snapshot.can({ type: 'RETRY' }),
  };
}

export function sameStepScreenView(a: StepScreenView, b: StepScreenView): boolean {
  return (
    a.phase === b.phase &&
    a.busy === b.busy &&
    a.errorMessage === b.errorMessage &&
    a.canRetry === b.canRetry
  );
}
