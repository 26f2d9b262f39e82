/**
 * The feedback chart's call: POST /service-profile/api/v1/feedback/ceo (shell §7). The product
 * type is HELOC, or the crypto HELOC's for a crypto application (§9): on an application route the
 * application is read for `isCrypto` first (a failed read sends HELOC: the feedback matters more
 * than the label).
 */
import { fromPromise } from 'xstate';
import { getApplication } from '../../src/api/application';
import { isAbortError } from '../../src/api/errors';
import { sendCeoFeedback } from '../../src/api/profile';
import { feedbackProductType } from '../../src/domain/ceoFeedback';
import type { FeedbackRequest } from './feedback.machine';

async function isCryptoApplication(uuid: string, signal: AbortSignal): Promise<boolean> {
  try {
    return (await getApplication(uuid, { signal })).isCrypto === true;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return false;
  }
}

export const feedbackActors = {
  sendFeedback: fromPromise<void, FeedbackRequest>(async ({ input, signal }) => {
    const crypto = input.applicationUuid
      ? await isCryptoApplication(input.applicationUuid, signal)
      : false;
    await sendCeoFeedback({ ...input, productType: feedbackProductType(crypto) }, { signal });
  }),
};
