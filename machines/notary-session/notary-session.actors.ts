/**
 * The eNotary chart's calls for the borrower (notary/session): read the session, join it, then
 * post `notarize` with the method and the session. Every call forwards the abort signal. An
 * additional signer's own session calls are machines/signer/signer-steps.actors.ts
 * (`signerNotaryActors`), on the same chart.
 */
import { fromPromise } from 'xstate';
import { completeStep } from '../../src/api/application';
import { getNotarySession, joinNotarySession, type NotarySession } from '../../src/api/notary';
import type { CompleteNotarizeInput, SessionCallInput } from './notary-session.machine';

/** What the lender receives for `notarize` after an eNotary session. */
export function notarizeBody(sessionUuid: string | null) {
  return { method: 'ENOTARY' as const, ...(sessionUuid ? { sessionUuid } : {}) };
}

export const notarySessionActors = {
  loadSession: fromPromise<NotarySession, SessionCallInput>(({ input, signal }) =>
    getNotarySession(input.applicationUuid, { signal }),
  ),
  joinSession: fromPromise<NotarySession, SessionCallInput>(({ input, signal }) =>
    joinNotarySession(input.applicationUuid, { signal }),
  ),
  completeStep: fromPromise<unknown, CompleteNotarizeInput>(({ input, signal }) =>
    completeStep(input.applicationUuid, 'notarize', notarizeBody(input.sessionUuid), { signal }),
  ),
};
