import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { notarySessionHost } from '../../../machines/notary-session/notary-session.host';
import { notarySessionMachine } from '../../../machines/notary-session/notary-session.machine';
import { signerNotaryActors } from '../../../machines/signer/signer-steps.actors';
import { selectSignerView } from '../../../machines/signer/signer.select';
import type { NotarySession } from '../../api/notary';
import { useBrand } from '../../app/shell/ShellProvider';
import { telHref } from '../../app/shell/SupportLink';
import { NotarySessionSteps } from '../application/signing/NotarySessionPage';
import { signerScreenPath } from '../../domain/signer';
import { useSigner, useSignerApplicationUuid } from './signerContext';

export const SIGNER_NOTARY_ENDED_TITLE = 'Your notary session did not finish';

function SessionEnded({ session }: { session: NotarySession | null }) {
  const brand = useBrand();
  return (
    <div role="alert" className="kit-alert kit-alert--error">
      <h2>{SIGNER_NOTARY_ENDED_TITLE}</h2>
      <p>
        {session?.status === 'CANCELLED'
          ? 'Your notary session was cancelled before your signature was notarized.'
          : 'Your notary session ended before your signature was notarized.'}
        {session?.reason ? ` ${session.reason}` : ''}
      </p>
      <p>
        What you signed stays signed: you only need a new session with a notary. Call us at{' '}
        <a href={telHref(brand.support.phone)}>{brand.support.phone}</a> or e-mail{' '}
        <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a> and we will arrange one
        with you.
      </p>
    </div>
  );
}

/**
 * heloc-signer/notary ("Talk to eNotary"): a co-owner on title has their own signature on the
 * deed notarised, online, once the lender asks for it (the co-deed status). The borrower's eNotary
 * chart and view with the signer's own session calls; when the lender has recorded the
 * notarisation, the signer machine reads the status again and routes on (their documents).
 */
export function Component() {
  const signer = useSigner();
  const applicationUuid = useSignerApplicationUuid();
  const primary = useSelector(signer, (s) => selectSignerView(s).status?.primaryBorrowerName);
  const machine = useMemo(
    () =>
      notarySessionMachine.provide({
        actors: signerNotaryActors,
        actions: notarySessionHost({
          stepCompleted: () => signer.send({ type: 'STEP.COMPLETED' }),
        }),
      }),
    [signer],
  );
  return (
    <NotarySessionSteps
      applicationUuid={applicationUuid}
      machine={machine}
      lede={
        <p className="lede">
          As a co-owner of the home, your signature on the deed for{' '}
          {primary || 'the primary borrower'}&apos;s line of credit has to be notarized. A notary
          public meets you online, by video, checks your ID and watches you confirm your signature.
        </p>
      }
      notarizedText="Your signature is notarized. One moment while we find your next step…"
      renderEnded={(session) => <SessionEnded session={session} />}
      help={{ to: signerScreenPath('documents'), label: 'Your documents' }}
    />
  );
}
