import { useSelector } from '@xstate/react';
import { signerDocumentsCalls } from '../../../machines/signer/signer-steps.actors';
import { selectSignerView } from '../../../machines/signer/signer.select';
import { formatDisplayDate } from '../../domain/dates';
import { signerScreenPath } from '../../domain/signer';
import { Link } from '../../ui/Link';
import { DocumentDownload } from '../../ui/DocumentDownload';
import { fileNamesFor } from '../application/signing/shared';
import { StepScreenFrame } from '../application/StepScreenFrame';
import { useStepMachine } from '../application/useStepScreen';
import { useSigner } from './signerContext';

export const SIGNER_DOCUMENTS_TITLE = 'Your documents';

/**
 * heloc-signer/documents: what the signer signed and what is still pending, each downloadable
 * (ESIGN: a consumer keeps what they sign).
 */
export function Component() {
  const signer = useSigner();
  const status = useSelector(signer, (s) => selectSignerView(s).status);
  const screen = useStepMachine(status?.applicationUuid ?? '', signerDocumentsCalls, () => {});
  // The status asks for the signer's eNotary session: they may read here, then go on to it.
  const notaryNext = useSelector(signer, (s) => selectSignerView(s).screen === 'notary');
  const done = Boolean(status?.signer.signedAt);
  const fileNameOf = fileNamesFor(status?.loanNumber, status?.applicationUuid ?? '');
  return (
    <StepScreenFrame
      title={SIGNER_DOCUMENTS_TITLE}
      screen={screen}
      lead={
        notaryNext ? (
          <p className="lede">
            You have signed. One step is left: a notary has to witness your signature on the deed,
            online. <Link to={signerScreenPath('notary')}>Talk to eNotary</Link>
          </p>
        ) : (
          <p className="lede">
            {done
              ? 'You have signed everything the lender asked of you. Thank you. Keep a copy of each document for your records.'
              : 'The documents of your part of this application. Download a copy of any of them.'}
          </p>
        )
      }
    >
      {(data) => (
        <ul className="signer-documents">
          {data.documents.map((document) => (
            <li key={document.documentUuid}>
              <h2>{document.title}</h2>
              <p>
                {document.requiresSignature
                  ? document.signedAt
                    ? `Signed ${formatDisplayDate(document.signedAt)}`
                    : 'Waiting for your signature'
                  : 'For you to read and keep'}
              </p>
              <DocumentDownload
                title={document.title}
                content={document.content}
                fileName={fileNameOf(document)}
              />
            </li>
          ))}
        </ul>
      )}
    </StepScreenFrame>
  );
}
