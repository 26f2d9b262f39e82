/**
 * The real actor of the signer machine, over the lender's API. The app wires it with
 * `signerMachine.provide({ actors: signerActors })`. It forwards the abort signal: leaving the
 * signer pages (or a hidden tab pausing the poll) cancels the request in flight.
 */
import { fromPromise } from 'xstate';
import { getCoDeedStatus, listApplications, type CoDeedStatus } from '../../src/api/application';
import { isApiError } from '../../src/api/errors';
import { getIdentity } from '../../src/api/identity';
import { getProfile } from '../../src/api/profile';
import { isAdditionalSigner } from '../../src/domain/signer';

/**
 * Shell §6: is the signed-in user an additional signer? A CO_DEEDER profile is; otherwise the
 * identity must be listed among an application's helocSigners (additionalSignerVersion v1). The
 * three reads run at once; a missing profile (404) is no profile.
 */
export const identifySigner = fromPromise<boolean>(async ({ signal }) => {
  const [identity, profile, applications] = await Promise.all([
    getIdentity({ signal }),
    getProfile({ signal }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
    listApplications({ signal }),
  ]);
  return isAdditionalSigner(
    {
      identityUuid: identity.uuid,
      // Both spellings are seen in the services (profile.ts).
      profileType: profile?.profileType ?? profile?.type ?? null,
    },
    applications,
  );
});

/** GET …/heloc/co-deed/status: the signer's application and their own progress. */
export const fetchStatus = fromPromise<CoDeedStatus>(({ signal }) => getCoDeedStatus({ signal }));

export const signerActors = { identifySigner, fetchStatus };
