/** Snapshot → what a condition's answer page shows (busy, the error, what is already done). */
import type { SnapshotFrom } from 'xstate';
import { LocationError, type LocationFailure } from '../../src/domain/signing';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { ConditionAnswerContext, ConditionAnswerMachine } from './condition-answer.machine';

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
