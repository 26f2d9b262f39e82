import type { SnapshotFrom } from 'xstate';
import { visibleConditions, type ConditionView } from '../../src/domain/conditions';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { ConditionsMachine } from './conditions.machine';
import type { ConditionAnswerMachine } from './condition-answer.machine';

export type ConditionsSnapshot = SnapshotFrom<ConditionsMachine>;

export interface ConditionsListView {
  phase: 'loading' | 'loadFailed' | 'ready';
  /** Known categories, oldest first (empty before the first answer). */
  conditions: ConditionView[];
  /** A refresh is in flight (the list stays). */
  refreshing: boolean;
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
    refreshing: snapshot.matches('refreshing'),
    errorMessage: error === null || error === undefined ? null : errorMessageOf(error),
    reads,
  };
}

export function sameConditionsView(a: ConditionsListView, b: ConditionsListView): boolean {
  return (
    a.phase === b.phase &&
    a.refreshing === b.refreshing &&
    a.errorMessage === b.errorMessage &&
    a.reads === b.reads
  );
}

export type ConditionAnswerSnapshot = SnapshotFrom<ConditionAnswerMachine>;

export interface ConditionAnswerView {
  busy: boolean;
  /** The failure to announce; null when there is none. */
  errorMessage: string | null;
  /** RETRY is answered now. */
  canRetry: boolean;
  /** Uploads that already succeeded (by task key): the view can mark them. */
  done: readonly string[];
  finished: boolean;
}

export function selectConditionAnswerView(snapshot: ConditionAnswerSnapshot): ConditionAnswerView {
  const { error, failedAt, results } = snapshot.context;
  const message = error === null || error === undefined ? null : errorMessageOf(error);
  return {
    busy: snapshot.hasTag('busy'),
    errorMessage:
      message === null
        ? null
        : failedAt === 'answer'
          ? `Your documents are uploaded, but we could not mark this item as done. ${message}`
          : message,
    canRetry: snapshot.can({ type: 'RETRY' }),
    done: Object.keys(results),
    finished: snapshot.status === 'done',
  };
}

export function sameConditionAnswerView(a: ConditionAnswerView, b: ConditionAnswerView): boolean {
  return (
    a.busy === b.busy &&
    a.errorMessage === b.errorMessage &&
    a.canRetry === b.canRetry &&
    a.finished === b.finished &&
    a.done.join('\n') === b.done.join('\n')
  );
}
