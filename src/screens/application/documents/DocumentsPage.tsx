import { useParams } from 'react-router';
import {
  documentsCalls,
  type DocumentCopy,
} from '../../../../machines/step-screen/calls/documents';
import { formatDisplayDate } from '../../../domain/dates';
import { DocumentDownload } from '../../../ui/DocumentDownload';
import { Link } from '../../../ui/Link';
import { screenPath, useDocumentFileName } from '../signing/shared';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepMachine } from '../useStepScreen';
import './documents.css';

export const DOCUMENTS_TITLE = 'Your documents';

export const NO_DOCUMENTS_TEXT =
  'We have not sent you any documents yet. Your disclosures and closing documents appear here as soon as we send them.';

/** "Sent 11/20/2026" and, for a signed one, "Signed 11/22/2026". */
function documentDates(document: DocumentCopy): string {
  const sent = `Sent ${formatDisplayDate(document.deliveredAt)}`;
  if (document.signedAt) return `${sent}. Signed ${formatDisplayDate(document.signedAt)}`;
  return document.requiresSignature ? `${sent}. Not signed yet` : `${sent}. For you to keep`;
}

function DocumentList({ documents, onRetry }: { documents: DocumentCopy[]; onRetry: () => void }) {
  const fileNameOf = useDocumentFileName();
  return (
    <ul className="documents-list">
      {documents.map((document) => (
        <li key={document.documentUuid} className="documents-list__item">
          <h2 className="documents-list__title">{document.title}</h2>
          {document.description ? <p>{document.description}</p> : null}
          <p className="documents-list__dates">{documentDates(document)}</p>
          <DocumentDownload
            title={document.signedAt ? `${document.title} (signed copy)` : document.title}
            content={document.content}
            fileName={fileNameOf(document)}
            failed={document.content === null}
            onRetry={onRetry}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /{uuid}/documents (designed: ESIGN asks that a consumer can keep what they receive and sign):
 * every document the lender delivered and every document the borrower signed, with the dates,
 * each downloadable at any time after. Open at any status, reached from the layout and the
 * complete page. A file that could not be read says so and offers to try again.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepMachine(applicationId, documentsCalls, () => {});
  return (
    <StepScreenFrame
      title={DOCUMENTS_TITLE}
      screen={screen}
      lead={
        <p className="lede">
          Every document we sent you and every document you signed. Download a copy of any of them
          to keep for your records.
        </p>
      }
    >
      {(data) => (
        <>
          {data.documents.length === 0 ? (
            <p>{NO_DOCUMENTS_TEXT}</p>
          ) : (
            <DocumentList documents={data.documents} onRetry={screen.reload} />
          )}
          <p className="documents-links">
            <Link to={screenPath(applicationId)}>Back to your application</Link>
          </p>
        </>
      )}
    </StepScreenFrame>
  );
}
