/**
 * The additional signer's steps reuse the borrower's charts (identity verification, signing,
 * step screen, eNotary session) with the signer's own calls (src/api/signer.ts), so the same
 * chart and diagram serve both; only what the lender is asked differs. The signer machine
 * (signer.machine.ts) routes between the steps by the co-deed status.
 */
import { fromPromise } from 'xstate';
import type { NotarySession } from '../../src/api/notary';
import {
  completeSignerNotary,
  completeSignerSigning,
  getSignerDocumentContent,
  getSignerDocuments,
  getSignerEConsent,
  getSignerInvitation,
  getSignerNotarySession,
  joinSignerNotarySession,
  saveSignerEConsent,
  type SignerInvitation,
  signSignerDocument,
} from '../../src/api/signer';
import type { EConsent } from '../../src/api/signing';
import { getExternalApplicantConditions } from '../../src/api/conditions';
import { visibleConditions } from '../../src/domain/conditions';
import { E_CONSENT_VERSION } from '../../src/domain/signing';
import type { CountOpenInput } from '../conditions/condition-answer.machine';
import type { AnswerActors } from '../conditions/condition-answer.actors';
import { readConditions } from '../conditions/conditions.actors';
import type { ConditionsAnswer, FetchConditionsInput } from '../conditions/conditions.machine';
import {
  identityVerificationActors,
  type CompleteInput,
} from '../identity-verification/identity-verification.actors';
import type {
  CompleteNotarizeInput,
  SessionCallInput,
} from '../notary-session/notary-session.machine';
import type {
  CompleteSigningInput,
  LoadDocumentsInput,
  LoadedDocument,
  SignDocumentInput,
} from '../signing/signing.machine';
import type { SaveConsentInput } from '../signing/e-consent.machine';
import { locateActor } from '../signing/signing.actors';
import type { StepScreenCalls } from '../step-screen/step-screen.actors';

export interface SignerPackage {
  ready: boolean;
  documents: LoadedDocument[];
}

/** The signer's package, with every document's file (a few small PDFs: read together). */
export async function loadSignerPackage(signal?: AbortSignal): Promise<SignerPackage> {
  const answer = await getSignerDocuments({ signal });
  if (!answer.ready) {
    return {
      ready: false,
      documents: answer.documents.map((document) => ({ ...document, content: '' })),
    };
  }
  const documents = await Promise.all(
    answer.documents.map(async (document) => {
      const file = await getSignerDocumentContent(document.documentUuid, { signal });
      return { ...document, content: file.content };
    }),
  );
  return { ready: true, documents };
}

/**
 * The signer's ESIGN consent (the intro page's step, on the step-screen chart): read whether it
 * is given, then record it. Per identity: the primary borrower's consent is not the signer's.
 */
export const signerConsentCalls: StepScreenCalls<EConsent, { consent: true }, EConsent> = {
  load: ({ signal }) => getSignerEConsent({ signal }),
  // The screen's own call (save), not a step post: when it fails the page says so and the next
  // "Agree and continue" sends it again, with the attempt's key (the lender may have recorded it).
  save: ({ signal, idempotencyKey }) =>
    saveSignerEConsent({ accepted: true, version: E_CONSENT_VERSION }, { signal, idempotencyKey }),
};

/** heloc-signer/documents (on the step-screen chart): the signer's package with the files. */
export const signerDocumentsCalls: StepScreenCalls<SignerPackage> = {
  load: ({ signal }) => loadSignerPackage(signal),
};

/**
 * The signing chart (machines/signing) on the signer's consent, package and signature calls. The
 * chart's consent gate reads the signer's own consent (the signer machine already routes a signer
 * without it to the intro page, so it finds it given).
 */
export const signerSigningActors = {
  locate: locateActor,
  loadConsent: fromPromise<{ consented: boolean }, LoadDocumentsInput>(({ signal }) =>
    getSignerEConsent({ signal }),
  ),
  saveConsent: fromPromise<unknown, SaveConsentInput>(({ input, signal }) =>
    saveSignerEConsent(
      { accepted: true, version: E_CONSENT_VERSION },
      { signal, idempotencyKey: input.idempotencyKey },
    ),
  ),
  loadDocuments: fromPromise<LoadedDocument[], LoadDocumentsInput>(async ({ signal }) => {
    const answer = await loadSignerPackage(signal);
    return answer.documents.filter((document) => document.requiresSignature);
  }),
  signDocument: fromPromise<unknown, SignDocumentInput>(({ input, signal }) =>
    signSignerDocument(input.documentUuid, input.position, {
      signal,
      idempotencyKey: input.idempotencyKey,
    }),
  ),
  completeStep: fromPromise<unknown, CompleteSigningInput>(({ input, signal }) =>
    completeSignerSigning({ documentUuids: input.documentUuids }, { signal }),
  ),
};

/**
 * The identity-verification chart for a signer: the verification itself is the identity's (the
 * service scopes it by who is signed in), so there is no application step to post afterwards;
 * the co-deed status shows it.
 */
export const signerIdentityActors = {
  ...identityVerificationActors,
  completeStep: fromPromise<unknown, CompleteInput>(async () => undefined),
};

/**
 * The eNotary chart (machines/notary-session) on the signer's own session: the notary witnesses
 * the co-owner's signature on the deed. The completion is the signer's (the lender records their
 * notarisation; the co-deed status then routes them on), not the borrower's `notarize` step.
 */
export const signerNotaryActors = {
  loadSession: fromPromise<NotarySession, SessionCallInput>(({ input, signal }) =>
    getSignerNotarySession(input.applicationUuid, { signal }),
  ),
  joinSession: fromPromise<NotarySession, SessionCallInput>(({ input, signal }) =>
    joinSignerNotarySession(input.applicationUuid, { signal }),
  ),
  completeStep: fromPromise<unknown, CompleteNotarizeInput>(({ input, signal }) =>
    completeSignerNotary(input.sessionUuid ? { sessionUuid: input.sessionUuid } : {}, { signal }),
  ),
};

/** The invitation behind a sign-in link (the signer login page reads it before anyone signs in). */
export function readSignerInvitation(
  token: string | null,
  signal: AbortSignal,
): Promise<SignerInvitation | null> {
  return token ? getSignerInvitation(token, { signal }) : Promise.resolve(null);
}

/**
 * The conditions of the signer's application that are the signer's own (`identityUuid` is whose
 * condition it is): the primary borrower's are never shown to a signer. No identity: none.
 */
export async function readSignerConditions(
  applicationUuid: string,
  identityUuid: string,
  signal?: AbortSignal,
): Promise<ConditionsAnswer> {
  const answer = await readConditions(applicationUuid, signal);
  return {
    ...answer,
    conditions: answer.conditions.filter(
      (condition) => Boolean(identityUuid) && condition.identityUuid === identityUuid,
    ),
  };
}

/** The conditions chart (machines/conditions) on the signer's own conditions. */
export function signerConditionsActors(identityUuid: string) {
  return {
    fetchConditions: fromPromise<ConditionsAnswer, FetchConditionsInput>(({ input, signal }) =>
      readSignerConditions(input.applicationUuid, identityUuid, signal),
    ),
  };
}

/** A signer's condition page (on the step-screen chart): the signer's own conditions. */
export function signerConditionFrameCalls(identityUuid: string): StepScreenCalls<ConditionsAnswer> {
  return {
    load: ({ applicationUuid, signal }) =>
      readSignerConditions(applicationUuid, identityUuid, signal),
  };
}

/**
 * The condition answer chart for a signer: the borrower's answer call (the default), and "how many
 * are left" counted among the signer's own (the primary's open conditions are not the signer's to
 * do). Give it as the overrides of `conditionAnswerActors(task, overrides)`.
 */
export function signerConditionAnswerActors(identityUuid: string): Partial<AnswerActors> {
  return {
    countOpen: fromPromise<number, CountOpenInput>(async ({ input, signal }) => {
      const conditions = await getExternalApplicantConditions(input.applicationUuid, { signal });
      return visibleConditions(
        conditions.filter((condition) => condition.identityUuid === identityUuid),
      ).length;
    }),
  };
}
