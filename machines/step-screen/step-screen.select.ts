/** Snapshot → what a step screen shows. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { userMessageOf } from '../../src/api/errors';
import { STOPPED_WAITING_MESSAGE } from '../../src/domain/progressMessages';
import type { ProcessingMachine } from '../processing/processing.machine';
import { STOPPED_WAITING, type StepScreenMachine } from './step-screen.machine';

export type StepScreenSnapshot = SnapshotFrom<StepScreenMachine>;

/**
 * - loading: the data is being read (nothing to show yet).
 * - loadFailed: the data could not be read; offer RETRY.
 * - ready: the form (with `errorMessage` when the last save failed).
 * - waitingForNetwork: submitted while the browser is offline; the form stays, with
 *   WAITING_FOR_NETWORK_MESSAGE and CANCEL; it is sent when the browser is back online.
 * - saving / completing: the form stays on screen, its submit button busy, under the processing
 *   modal (selectProcessingActor).
 * - completeFailed: saved, but the step could not be posted; offer RETRY.
 * - done: the step is complete; the status machine is finding the next screen.
 */
export type StepScreenPhase =
  | 'loading'
  | 'loadFailed'
  | 'ready'
  | 'waitingForNetwork'
  | 'saving'
  | 'completing'
  | 'completeFailed'
  | 'done';

/** Our words (the spec has none for offline): what a submit waiting for the network says. */
export const WAITING_FOR_NETWORK_MESSAGE =
  "You're offline. We'll send this as soon as you're back online.";

export interface StepScreenView {
  phase: StepScreenPhase;
  /** A call is in flight: disable the submit button and say so. */
  busy: boolean;
  /** The failure to announce, in the lender's words when it gave some; null when there is none. */
  errorMessage: string | null;
  /** RETRY is answered now (load or step completion). */
  canRetry: boolean;
  /** The submit waits for the network: say so (WAITING_FOR_NETWORK_MESSAGE); null otherwise. */
  waitingMessage: string | null;
  /** CANCEL is answered now (stop waiting for the network). */
  canCancel: boolean;
}

/**
 * The lender's message for a failed call (its combined errors), else a plain sentence: never a
 * URL or stack text (`userMessageOf`).
 */
export function errorMessageOf(error: unknown): string {
  if (error === STOPPED_WAITING) return STOPPED_WAITING_MESSAGE;
  return userMessageOf(error);
}

/** The phase from the state (saving and completing are the two calls of `submitting`). */
function phaseOf(snapshot: StepScreenSnapshot): StepScreenPhase {
  if (snapshot.matches({ submitting: 'saving' })) return 'saving';
  if (snapshot.matches({ submitting: 'completing' })) return 'completing';
  return snapshot.value as Exclude<StepScreenPhase, 'saving' | 'completing'>;
}

/** The processing modal's actor while the step waits on the lender; undefined otherwise. */
export const selectProcessingActor = (snapshot: StepScreenSnapshot) =>
  snapshot.children.processing as ActorRefFrom<ProcessingMachine> | undefined;

export function selectStepScreenView(snapshot: StepScreenSnapshot): StepScreenView {
  const phase = phaseOf(snapshot);
  const { error } = snapshot.context;
  return {
    phase,
    busy: snapshot.hasTag('busy') || phase === 'done',
    errorMessage: error === null || error === undefined ? null : errorMessageOf(error),
    canRetry: snapshot.can({ type: 'RETRY' }),
    waitingMessage: snapshot.hasTag('waitingForNetwork') ? WAITING_FOR_NETWORK_MESSAGE : null,
    canCancel: snapshot.can({ type: 'CANCEL' }),
  };
}

export function sameStepScreenView(a: StepScreenView, b: StepScreenView): boolean {
  return (
    a.phase === b.phase &&
    a.busy === b.busy &&
    a.errorMessage === b.errorMessage &&
    a.canRetry === b.canRetry &&
    a.waitingMessage === b.waitingMessage &&
    a.canCancel === b.canCancel
  );
}
