import type { SnapshotFrom } from 'xstate';
import { visibleConditions, type ConditionView } from '../../src/domain/conditions';
import { LocationError, type LocationFailure } from '../../src/domain/signing';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { ConditionsMachine } from './conditions.machine';
import type { ConditionAnswerContext, ConditionAnswerMachine } from './condition-answer.machine';

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
  /** The failure of a call to announce; null when there is none (or the browser gave no location). */
  errorMessage: string | null;
  /**
   * Why the browser gave no location (the location page's task): the page shows 'Why we need your
   * location' instead of an error message. null otherwise.
   */
  locationFailure: LocationFailure | null;
  /** RETRY is answered now. */
  canRetry: boolean;
  /** Uploads that already succeeded (by task key): the view can mark them. */
  done: readonly string[];
  finished: boolean;
}

/** What an answer failure says was kept: the uploads, or what the page sent (a phone, a location). */
function answerFailedText(results: ConditionAnswerContext['results']): string {
  const uploaded = Object.values(results).some((result) => typeof result === 'string');
  return uploaded
    ? 'Your documents are uploaded, but we could not mark this item as done.'
    : 'What you sent is saved, but we could not mark this item as done.';
}

export function selectConditionAnswerView(snapshot: ConditionAnswerSnapshot): ConditionAnswerView {
  const { error, failedAt, results } = snapshot.context;
  const locationFailure = error instanceof LocationError ? error.failure : null;
  const message =
    error === null || error === undefined || locationFailure !== null
      ? null
      : errorMessageOf(error);
  return {
    busy: snapshot.hasTag('busy'),
    errorMessage:
      message === null
        ? null
        : failedAt === 'answer'
          ? `${answerFailedText(results)} ${message}`
          : message,
    locationFailure,
    canRetry: snapshot.can({ type: 'RETRY' }),
    done: Object.keys(results),
    finished: snapshot.status === 'done',
  };
}

export function sameConditionAnswerView(a: ConditionAnswerView, b: ConditionAnswerView): boolean {
  return (
    a.busy === b.busy &&
    a.errorMessage === b.errorMessage &&
    a.locationFailure === b.locationFailure &&
    a.canRetry === b.canRetry &&
    a.finished === b.finished &&
    a.done.join('\n') === b.done.join('\n')
  );
}
