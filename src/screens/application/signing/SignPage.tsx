import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { signingActors } from '../../../../machines/signing/signing.actors';
import { signingHost } from '../../../../machines/signing/signing.host';
import { signingMachine, type SigningMachine } from '../../../../machines/signing/signing.machine';
import { selectSigningView, type SigningView } from '../../../../machines/signing/signing.select';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  LOCATION_ALERT_TEXT,
  LOCATION_ALERT_TITLE,
  LOCATION_UNSUPPORTED_TEXT,
  READ_TO_END_HINT,
} from '../../../domain/signing';
import { useApplicationStatus } from '../applicationStatusContext';
import { DocumentReader, screenPath, useDocumentFileName, type FileNameOf } from './shared';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';
import { EConsentForm } from './EConsent';

export const SIGN_TITLE = 'Sign your documents';

function sameView(a: SigningView, b: SigningView): boolean {
  return (
    JSON.stringify({ ...a, documents: a.documents.map(({ content: _c, ...d }) => d) }) ===
    JSON.stringify({ ...b, documents: b.documents.map(({ content: _c, ...d }) => d) })
  );
}

function documentState(document: SigningView['documents'][number]): string {
  if (document.signed) return 'Signed';
  if (document.agreed) return 'Agreed: ready to sign';
  if (document.read) return 'Read to the end';
  return READ_TO_END_HINT;
}

function LocationAlert({ view, onRetry }: { view: SigningView; onRetry: () => void }) {
  const unsupported = view.locationFailure === 'unsupported';
  return (
    <div
      role="alert"
      className="kit-alert kit-alert--error signing-panel"
      aria-labelledby="location-alert-title"
    >
      <h2 id="location-alert-title">{LOCATION_ALERT_TITLE}</h2>
      <p>{unsupported ? LOCATION_UNSUPPORTED_TEXT : LOCATION_ALERT_TEXT}</p>
      {unsupported ? null : (
        <p>
          In your browser&apos;s address bar, open the site settings, allow Location, then press Try
          again. On a phone, also check that location services are on for your browser.
        </p>
      )}
      <button type="button" className="kit-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * signing/sign: the ESIGN consent when it was not given yet, then each note document in the viewer, "I agree" once read to the end, then Sign:
 * the location, a signature per document, and the step (machines/signing).
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const status = useApplicationStatus();
  const fileNameOf = useDocumentFileName();
  const machine = useMemo(
    () =>
      signingMachine.provide({
        actors: signingActors,
        actions: signingHost({ stepCompleted: () => status.send({ type: 'STEP.COMPLETED' }) }),
      }),
    [status],
  );
  return (
    <SignDocuments
      applicationUuid={applicationId}
      machine={machine}
      helpPath={screenPath(applicationId, 'signing/support')}
      fileNameOf={fileNameOf}
    />
  );
}

export interface SignDocumentsProps {
  applicationUuid: string;
  /** The signing chart with the calls of who signs (the borrower's note, a signer's package). */
  machine: SigningMachine;
  /** Where "Help with signing" leads. */
  helpPath: string;
  /** The name each document is downloaded under (documentFileName for the application). */
  fileNameOf: FileNameOf;
}

/** Read, agree and sign each document: the borrower's note and the additional signer's package. */
export function SignDocuments({
  applicationUuid,
  machine,
  helpPath,
  fileNameOf,
}: SignDocumentsProps) {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(SIGN_TITLE);
  const actorRef = useFlowActor(machine, { input: { applicationUuid } });
  const view = useSelector(actorRef, selectSigningView, sameView);
  const retry = () => actorRef.send({ type: 'RETRY' });

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {SIGN_TITLE}
      </h1>
      <p>
        Read each document to the end and agree to it. When you have agreed to every document, sign
        them all at once. <Link to={helpPath}>Help with signing</Link>
      </p>
      {view.phase === 'checkingConsent' || view.phase === 'loading' ? (
        <Loading label="Loading your documents" text="Loading your documents…" />
      ) : null}
      {view.askingConsent ? (
        <EConsentForm
          busy={view.busy}
          error={view.errorMessage}
          onAccept={() => actorRef.send({ type: 'ACCEPT' })}
        />
      ) : null}
      {view.phase === 'loadFailed' ? (
        <LoadFailed what="your documents" error={view.errorMessage} onRetry={retry} />
      ) : null}
      {view.documents.map((document) => (
        <DocumentReader
          key={document.documentUuid}
          document={document}
          fileName={fileNameOf(document)}
          onReachedEnd={() =>
            actorRef.send({ type: 'DOCUMENT.READ', documentUuid: document.documentUuid })
          }
        >
          <div className="signing-document__actions">
            <button
              type="button"
              className="kit-button kit-button--secondary"
              disabled={!document.canAgree}
              aria-describedby={`state-${document.documentUuid}`}
              onClick={() =>
                actorRef.send({ type: 'DOCUMENT.AGREE', documentUuid: document.documentUuid })
              }
            >
              {document.agreed ? 'Agreed' : `I agree to the ${document.title}`}
            </button>
            <p
              className="signing-document__state"
              id={`state-${document.documentUuid}`}
              aria-live="polite"
            >
              {documentState(document)}
            </p>
          </div>
        </DocumentReader>
      ))}
      {view.phase === 'locationNeeded' ? <LocationAlert view={view} onRetry={retry} /> : null}
      <div role="alert">
        {view.phase === 'signFailed' || view.phase === 'completeFailed' ? (
          <div className="kit-alert kit-alert--error">
            <p>
              {view.phase === 'signFailed'
                ? `${view.signedCount} of ${view.documents.length} documents are signed. We could not sign the rest. `
                : 'Every document is signed, but we could not continue. '}
              {view.errorMessage}
            </p>
            <button type="button" className="kit-button" onClick={retry}>
              Retry
            </button>
          </div>
        ) : null}
      </div>
      {view.documents.length > 0 ? (
        <div className="kit-submit-row">
          <button
            type="button"
            className="kit-button"
            disabled={!view.canSign}
            aria-busy={view.busy || undefined}
            onClick={() => actorRef.send({ type: 'SIGN' })}
          >
            {view.busy ? <span className="kit-spinner" aria-hidden="true" /> : null}
            {view.phase === 'locating'
              ? 'Checking your location'
              : view.busy
                ? 'Signing'
                : 'Sign documents'}
          </button>
        </div>
      ) : null}
      <p role="status" className="kit-visually-hidden">
        {view.phase === 'signing'
          ? `Signing: ${view.signedCount} of ${view.documents.length} signed`
          : ''}
      </p>
    </section>
  );
}
