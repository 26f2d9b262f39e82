import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { signerSigningActors } from '../../../machines/signer/signer-steps.actors';
import { signingHost } from '../../../machines/signing/signing.host';
import { signingMachine } from '../../../machines/signing/signing.machine';
import { selectSignerView } from '../../../machines/signer/signer.select';
import { SignDocuments } from '../application/signing/SignPage';
import { fileNamesFor } from '../application/signing/shared';
import { useSigner, useSignerApplicationUuid } from './signerContext';

/**
 * heloc-signer/sign: each of the signer's documents read to its end, agreed, then signed once
 * each where the signer is (the location rule), on the borrower's signing chart with the signer's
 * calls; when every one is signed the signer machine routes on.
 */
export function Component() {
  const signer = useSigner();
  const applicationUuid = useSignerApplicationUuid();
  const loanNumber = useSelector(signer, (s) => selectSignerView(s).status?.loanNumber);
  const machine = useMemo(
    () =>
      signingMachine.provide({
        actors: signerSigningActors,
        actions: signingHost({ stepCompleted: () => signer.send({ type: 'STEP.COMPLETED' }) }),
      }),
    [signer],
  );
  return (
    <SignDocuments
      applicationUuid={applicationUuid}
      machine={machine}
      helpPath="/heloc-signer/documents"
      fileNameOf={fileNamesFor(loanNumber, applicationUuid)}
    />
  );
}
