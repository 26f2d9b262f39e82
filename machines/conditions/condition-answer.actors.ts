/**
 * The condition answer chart's calls. Every condition page runs the same chart; what differs is
 * its task (`runTask`, once per task key):
 * - the upload page: one document upload per file, tagged with the condition (`uploadTask`);
 * - the phone number page: the identity's Phone alias (`savePhoneTask`);
 * - the signer's location page: the browser's location, then the location call
 *   (`shareLocationTask`).
 * Then the same two calls for all: the answer (`answerCondition`, with the uploaded documents)
 * and how many conditions are left (`countOpen`). Every call forwards the abort signal, and every
 * write the idempotency key the chart keeps for it.
 */
import { fromPromise } from 'xstate';
import {
  answerCondition,
  getExternalApplicantConditions,
  shareConditionLocation,
} from '../../src/api/conditions';
import { uploadDocument } from '../../src/api/documents';
import { savePhoneAlias } from '../../src/api/identity';
import { visibleConditions } from '../../src/domain/conditions';
import type { DocumentType } from '../../src/domain/documents';
import type { SigningPosition } from '../../src/domain/signing';
import { browserLocate } from '../signing/signing.actors';
import type {
  AnswerConditionInput,
  AnswerTask,
  CountOpenInput,
  RunTaskInput,
} from './condition-answer.machine';

/** A page's task: its result is a document uuid (an upload) or null (nothing to attach). */
export type ConditionTask = (input: RunTaskInput, signal: AbortSignal) => Promise<string | null>;

/** What one upload task carries. */
export interface UploadPayload {
  documentType: DocumentType;
  file: File;
}

/** One upload per file, tagged with the condition (the answer machine calls it once per file). */
export const uploadTask: ConditionTask = async (
  { applicationUuid, conditionUuid, task, idempotencyKey },
  signal,
) => {
  const { documentType, file } = task.payload as UploadPayload;
  const uploaded = await uploadDocument(
    applicationUuid,
    { documentType, file, conditionUuid },
    { signal, idempotencyKey },
  );
  return uploaded.uuid;
};

/** Saves the number (E.164) as the identity's Phone alias (spec §5: "sent with type Phone"). */
export const savePhoneTask: ConditionTask = async ({ task, idempotencyKey }, signal) => {
  await savePhoneAlias(task.payload as string, { signal, idempotencyKey });
  return null;
};

/** The location page's one task: its key, so a retry after the answer failed never shares again. */
export const SHARE_LOCATION_TASK: AnswerTask = { key: 'location', payload: null };

/**
 * The location page's task: ask where the applicant is (`locate`, the browser's geolocation by
 * default; it rejects with a LocationError when the browser gives none), then post it. Its result
 * is null: a location is not a document of the answer.
 */
export function shareLocationTask(
  locate: () => Promise<SigningPosition> = () => browserLocate(),
): ConditionTask {
  return async ({ applicationUuid, conditionUuid, idempotencyKey }, signal) => {
    const position = await locate();
    signal.throwIfAborted();
    await shareConditionLocation(applicationUuid, conditionUuid, position, {
      signal,
      idempotencyKey,
    });
    return null;
  };
}

/** The answer and the count, the same on every page. */
export const answerActors = {
  answerCondition: fromPromise<unknown, AnswerConditionInput>(({ input, signal }) =>
    answerCondition(
      input.applicationUuid,
      input.conditionUuid,
      { documentUuids: input.documentUuids },
      { signal, idempotencyKey: input.idempotencyKey },
    ),
  ),
  countOpen: fromPromise<number, CountOpenInput>(async ({ input, signal }) => {
    const conditions = await getExternalApplicantConditions(input.applicationUuid, { signal });
    return visibleConditions(conditions).length;
  }),
};

export type AnswerActors = typeof answerActors;

/**
 * The actors for `conditionAnswerMachine.provide({ actors })`: the page's task, and the answer
 * and count (`overrides` replaces them, e.g. a signer counts only their own conditions).
 */
export function conditionAnswerActors(task: ConditionTask, overrides: Partial<AnswerActors> = {}) {
  return {
    ...answerActors,
    ...overrides,
    runTask: fromPromise<string | null, RunTaskInput>(({ input, signal }) => task(input, signal)),
  };
}
