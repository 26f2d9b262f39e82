import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { disclosuresActors } from '../../../../machines/signing/disclosures.actors';
import { disclosuresMachine } from '../../../../machines/signing/disclosures.machine';
import {
  sameDisclosuresView,
  selectDisclosuresView,
} from '../../../../machines/signing/disclosures.select';
import type { LoadedDocument } from '../../../../machines/signing/signing.machine';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { DocumentDownload } from '../../../ui/DocumentDownload';
import { EConsentForm } from './EConsent';
import { DocumentReader, pageCountText, screenPath, useDocumentFileName } from './shared';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const DISCLOSURES_TITLE = 'Your disclosures';

function DisclosureList({ documents }: { documents: LoadedDocument[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const fileNameOf = useDocumentFileName();
  return (
    <>
      <h2>Documents</h2>
      <ul className="signing-list">
        {documents.map((document) => (
          <li key={document.documentUuid}>
            <strong>{document.title}</strong> ({pageCountText(document.pageCount)}){' '}
            <DocumentDownload
              title={document.title}
              content={document.content}
              fileName={fileNameOf(document)}
            />{' '}
            <button
              type="button"
              className="kit-link-button"
              aria-expanded={open === document.documentUuid}
              aria-controls={open === document.documentUuid ? 'disclosure-viewer' : undefined}
              onClick={() => setOpen(open === document.documentUuid ? null : document.documentUuid)}
            >
              {`${open === document.documentUuid ? 'Close' : 'View'} `}
              <span className="kit-visually-hidden">{document.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {documents
        .filter((document) => document.documentUuid === open)
        .map((document) => (
          <div id="disclosure-viewer" key={document.documentUuid}>
            <DocumentReader
              document={document}
              fileName={fileNameOf(document)}
              onReachedEnd={() => {}}
            />
          </div>
        ))}
    </>
  );
}

/**
 * document/disclosures: the ESIGN consent first, then the disclosures (each in the viewer).
 * Reached from signing/intro, review-app/signdocs and signing/support. "Back to your
 * application" leads to the application's entry, which routes by status.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(DISCLOSURES_TITLE);
  const machine = useMemo(() => disclosuresMachine.provide({ actors: disclosuresActors }), []);
  const actorRef = useFlowActor(machine, { input: { applicationUuid: applicationId } });
  const { part, busy, documents, error } = useSelector(
    actorRef,
    selectDisclosuresView,
    sameDisclosuresView,
  );

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {DISCLOSURES_TITLE}
      </h1>
      {part === 'loading' ? <Loading label="Loading your disclosures" /> : null}
      {part === 'loadFailed' ? (
        <LoadFailed
          what="your disclosures"
          error={error}
          onRetry={() => actorRef.send({ type: 'RETRY' })}
        />
      ) : null}
      {part === 'consent' ? (
        <EConsentForm
          busy={busy}
          error={error}
          onAccept={() => actorRef.send({ type: 'ACCEPT' })}
        />
      ) : null}
      {part === 'documents' ? <DisclosureList documents={documents} /> : null}
      <p className="signing-links">
        <Link to={screenPath(applicationId)}>Back to your application</Link>
        <Link to={screenPath(applicationId, 'signing/support')}>Help with signing</Link>
      </p>
    </section>
  );
}
