/** Snapshot → what the conditions list (and the layout's open-items link) shows. */
import type { SnapshotFrom } from 'xstate';
import { visibleConditions, type ConditionView } from '../../src/domain/conditions';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { ConditionsMachine } from './conditions.machine';

export type ConditionsSnapshot = SnapshotFrom<ConditionsMachine>;

/**
 * The open items the application layout's link counts: null while loading or after a failed read
 * (nothing shown).
 */
export function selectOpenItemsCount(snapshot: ConditionsSnapshot): number | null {
  const { answer, error } = snapshot.context;
  if (!answer || (error !== null && error !== undefined)) return null;
  return visibleConditions(answer.conditions).length;
}

export interface ConditionsListView {
  phase: 'loading' | 'loadFailed' | 'ready';
  /** Known categories, oldest first (empty before the first answer). */
  conditions: ConditionView[];
  /** A refresh is in flight (the list stays). */
  refreshing: boolean;
  /**
   * The refreshes stopped after failing 5 times in a row: the list may be out of date;
   * `errorMessage` says why and RETRY tries again.
   */
  refreshStopped: boolean;
  /** The last failure: the load error, or the failed refresh's under a kept list. */
  errorMessage: string | null;
  /** Successful reads so far. */
  reads: number;
}

export function selectConditionsView(snapshot: ConditionsSnapshot): ConditionsListView {
  const { answer, error, reads } = snapshot.context;
  const phase = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'loadFailed'
      : 'ready';
  return {
    phase,
    conditions: answer ? visibleConditions(answer.conditions, answer.account) : [],
    refreshing: snapshot.matches({ ready: 'refreshing' }),
    refreshStopped: snapshot.matches({ ready: 'stopped' }),
    errorMessage: error === null || error === undefined ? null : errorMessageOf(error),
    reads,
  };
}

export function sameConditionsView(a: ConditionsListView, b: ConditionsListView): boolean {
  return (
    a.phase === b.phase &&
    a.refreshing === b.refreshing &&
    a.refreshStopped === b.refreshStopped &&
    a.errorMessage === b.errorMessage &&
    a.reads === b.reads
  );
}
