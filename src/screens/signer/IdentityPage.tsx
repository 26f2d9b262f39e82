import { useMemo } from 'react';
import { identityVerificationHost } from '../../../machines/identity-verification/identity-verification.host';
import { identityVerificationMachine } from '../../../machines/identity-verification/identity-verification.machine';
import { signerIdentityActors } from '../../../machines/signer/signer-steps.actors';
import { IdentityVerification } from '../application/income/IdentityPage';
import { useSigner, useSignerApplicationUuid } from './signerContext';

/**
 * heloc-signer/identity: the signer's own ID check (the ID kinds, front and back behind
 * fe-heloc-back-of-id, VERIFIED / FAILED_VERIFICATION / PENDING_REVIEW), on the borrower's
 * identity-verification chart; the verification is the signer's identity's, so when it is done
 * the signer machine reads the co-deed status again and routes on.
 */
export function Component() {
  const signer = useSigner();
  const applicationUuid = useSignerApplicationUuid();
  const machine = useMemo(
    () =>
      identityVerificationMachine.provide({
        actors: signerIdentityActors,
        actions: identityVerificationHost({
          stepCompleted: () => signer.send({ type: 'STEP.COMPLETED' }),
        }),
      }),
    [signer],
  );
  return (
    <IdentityVerification
      applicationUuid={applicationUuid}
      machine={machine}
      lede="Upload a photo or scan of a current, government-issued photo ID. The lender checks that the co-owner who signs is you."
    />
  );
}
