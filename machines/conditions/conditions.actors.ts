import { fromPromise } from 'xstate';
import { getApplication } from '../../src/api/application';
import {
  answerCondition,
  getExternalApplicantConditions,
  shareConditionLocation,
} from '../../src/api/conditions';
import { visibleConditions } from '../../src/domain/conditions';
import type { SigningPosition } from '../../src/domain/signing';
import type {
  AnswerConditionInput,
  AnswerTask,
  CountOpenInput,
  RunTaskInput,
} from './condition-answer.machine';
import type { ConditionsAnswer, FetchConditionsInput } from './conditions.machine';

/** Reads the open conditions and the disbursement account (a bank review names it). */
export async function readConditions(
  applicationUuid: string,
  signal?: AbortSignal,
): Promise<ConditionsAnswer> {
  const [conditions, application] = await Promise.all([
    getExternalApplicantConditions(applicationUuid, { signal }),
    getApplication(applicationUuid, { signal }),
  ]);
  const account = application.disburseAccount ?? null;
  return {
    conditions,
    account: account
      ? { mask: account.mask ?? null, accountNumber: account.accountNumber ?? null }
      : null,
  };
}

/**
 * The real reads: the open conditions, and the application's disbursement account (a bank fraud
 * review names it by its last 4 characters). Both calls forward the abort signal.
 */
export const conditionsActors = {
  fetchConditions: fromPromise<ConditionsAnswer, FetchConditionsInput>(({ input, signal }) =>
    readConditions(input.applicationUuid, signal),
  ),
};

/** The answer machine's calls that are the same on every page: the answer and the count. */
export const conditionAnswerActors = {
  answerCondition: fromPromise<unknown, AnswerConditionInput>(({ input, signal }) =>
    answerCondition(
      input.applicationUuid,
      input.conditionUuid,
      { documentUuids: input.documentUuids },
      { signal },
    ),
  ),
  countOpen: fromPromise<number, CountOpenInput>(async ({ input, signal }) => {
    const conditions = await getExternalApplicantConditions(input.applicationUuid, { signal });
    return visibleConditions(conditions).length;
  }),
};

/** The location page's one task: its key, so a retry after the answer failed never shares again. */
export const SHARE_LOCATION_TASK: AnswerTask = { key: 'location', payload: null };

/**
 * The location page's task for the answer machine: ask where the applicant is (`locate`, the
 * browser's geolocation in the app; it rejects with a LocationError when the browser gives none),
 * then post it. Its result is null: a location is not a document of the answer.
 */
export function shareLocationTask(locate: () => Promise<SigningPosition>) {
  return async ({ applicationUuid, conditionUuid }: RunTaskInput, signal: AbortSignal) => {
    const position = await locate();
    signal.throwIfAborted();
    await shareConditionLocation(applicationUuid, conditionUuid, position, { signal });
    return null;
  };
}
