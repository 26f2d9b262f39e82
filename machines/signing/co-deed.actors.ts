/**
 * The co-deed chart's calls (signing/additional): the additional signers, an invitation (the
 * request body is the trimmed names and e-mail), and the `co-deed` step. Every call forwards the
 * abort signal and the chart's Idempotency-Key (issue 17).
 */
import { fromPromise } from 'xstate';
import { completeStep } from '../../src/api/application';
import { getCoDeedSigners, inviteCoDeedSigner, type CoDeedSigner } from '../../src/api/signing';
import type { InviteValues } from '../../src/domain/signing';
import type { CoDeedCallInput, CompleteInput, InviteInput } from './co-deed.machine';

/** What the lender receives for an invitation: the form's values, trimmed. */
export function inviteBody(values: InviteValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
  };
}

export const coDeedActors = {
  loadSigners: fromPromise<CoDeedSigner[], CoDeedCallInput>(
    async ({ input, signal }) =>
      (await getCoDeedSigners(input.applicationUuid, { signal })).signers,
  ),
  inviteSigner: fromPromise<CoDeedSigner, InviteInput>(({ input, signal }) =>
    inviteCoDeedSigner(input.applicationUuid, inviteBody(input.values), {
      signal,
      idempotencyKey: input.idempotencyKey,
    }),
  ),
  completeStep: fromPromise<unknown, CompleteInput>(({ input, signal }) =>
    completeStep(
      input.applicationUuid,
      'co-deed',
      {},
      { signal, idempotencyKey: input.idempotencyKey },
    ),
  ),
};
