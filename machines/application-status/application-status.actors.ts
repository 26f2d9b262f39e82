/**
 * The real actors of the application status machine, over the lender's API modules. The app
 * wires them with `applicationStatusMachine.provide({ actors: applicationStatusActors })`.
 * Each forwards the abort signal: leaving the application cancels the request in flight.
 */
import { fromPromise } from 'xstate';
import { getApplication, type HelocApplication } from '../../src/api/application';
import { isApiError } from '../../src/api/errors';
import { getIdentity } from '../../src/api/identity';
import { getProfile } from '../../src/api/profile';
import { isAdditionalSigner } from '../../src/domain/signer';
import { getApplicationStatus } from '../../src/api/status';
import type {
  ApplicationContextAnswer,
  ApplicationFacts,
  ApplicationStatusActorInput,
  StatusAnswer,
} from './application-status.types';

/** 404: the thing asked for does not exist (a missing HELOC or profile is a rule, not a failure). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

async function orNullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const fetchStatus = fromPromise<StatusAnswer, ApplicationStatusActorInput>(
  ({ input, signal }) => getApplicationStatus(input.applicationUuid, { signal }),
);

/**
 * The offer the borrower chose: the one named by the select-offer step's answer, else the one
 * whose rate and term are the application's (an offer chosen before answers were kept).
 */
function chosenOffer(
  application: HelocApplication,
): HelocApplication['offers'][number] | undefined {
  const answer = application.answers?.['select-offer'];
  const uuid =
    answer && typeof answer === 'object' ? (answer as { offerUuid?: unknown }).offerUuid : null;
  return (
    application.offers.find((offer) => offer.uuid === uuid) ??
    application.offers.find(
      (offer) => offer.rate === application.rate && offer.term === application.term,
    )
  );
}

export const fetchApplicationContext = fromPromise<
  ApplicationContextAnswer,
  ApplicationStatusActorInput
>(async ({ input, signal }) => {
  // Both at once: the access rules need both answers before anything is shown.
  const [application, profile, identity] = await Promise.all([
    orNullWhenMissing(getApplication(input.applicationUuid, { signal })),
    orNullWhenMissing(getProfile({ signal })),
    // Who is signed in, for the signer list (shell §6); unknown when it cannot be read.
    getIdentity({ signal }).catch(() => null),
  ]);
  const facts: ApplicationFacts | null = application && {
    isInquiry: application.isInquiry === true,
    isCrypto: application.isCrypto === true,
    disburseRoutingNumber: application.disburseAccount?.routingNumber ?? null,
    propertyState: application.property?.state ?? null,
    loanNumber:
      application.loanNumber === null || application.loanNumber === undefined
        ? null
        : String(application.loanNumber),
    rate: application.rate ?? null,
    rateType: application.rateType ?? null,
    amount: application.amount ?? null,
    uwCalculatedDrawAmount: application.uwCalculatedDrawAmount ?? null,
    term: application.term ?? null,
    originationFee: chosenOffer(application)?.originationFee,
    ofeeMaxThreshold: application.ofeeMaxThreshold ?? undefined,
  };
  return {
    application: facts,
    // Both spellings are seen in the services (profile.ts): type, then profileType.
    profile: profile && { type: profile.type ?? profile.profileType ?? null },
    listedSigner:
      application !== null &&
      isAdditionalSigner({ identityUuid: identity?.uuid ?? null, profileType: null }, [
        application,
      ]),
  };
});

export const applicationStatusActors = { fetchStatus, fetchApplicationContext };
