/**
 * The conditions chart's calls: the open conditions and the application's disbursement account
 * (a bank fraud review names it by its last 4 characters). The conditions page reads both; the
 * application layout's open-items link only counts the list (`openItemsActors`); a condition's
 * page finds its condition in the same read (`conditionFrameCalls`, on the step-screen chart).
 * The answer chart's calls are condition-answer.actors.ts. Every call forwards the abort signal.
 */
import { fromPromise } from 'xstate';
import { getApplication } from '../../src/api/application';
import { getExternalApplicantConditions } from '../../src/api/conditions';
import type { StepScreenCalls } from '../step-screen/step-screen.actors';
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

/** The conditions page: the open conditions and the disbursement account. */
export const conditionsActors = {
  fetchConditions: fromPromise<ConditionsAnswer, FetchConditionsInput>(({ input, signal }) =>
    readConditions(input.applicationUuid, signal),
  ),
};

/**
 * The layout's open-items link: only the open list is needed (the conditions page also reads the
 * disbursement account, for a bank review's wording), so one call per read.
 */
export const openItemsActors = {
  fetchConditions: fromPromise<ConditionsAnswer, FetchConditionsInput>(
    async ({ input, signal }) => ({
      conditions: await getExternalApplicantConditions(input.applicationUuid, { signal }),
      account: null,
    }),
  ),
};

/** A condition's page (upload, phone): the same read, on the step-screen chart. */
export const conditionFrameCalls: StepScreenCalls<ConditionsAnswer> = {
  load: ({ applicationUuid, signal }) => readConditions(applicationUuid, signal),
};
