import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  disclosuresMachine,
  type DisclosuresCallInput,
  type DisclosuresMachine,
} from '../../../../machines/signing/disclosures.machine';
import type { LoadedDocument } from '../../../../machines/signing/signing.machine';
import { errorMessageOf } from '../../../../machines/step-screen/step-screen.select';
import { getEConsent, saveEConsent } from '../../../api/signing';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  E_CONSENT_CHECKBOX,
  E_CONSENT_PARAGRAPHS,
  E_CONSENT_REQUIRED,
  E_CONSENT_TITLE,
  E_CONSENT_VERSION,
} from '../../../domain/signing';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { SubmitRow } from '../../../ui/SubmitRow';
import { DocumentDownload } from '../../../ui/DocumentDownload';
import {
  DocumentReader,
  loadPackage,
  pageCountText,
  screenPath,
  useDocumentFileName,
} from './shared';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const DISCLOSURES_TITLE = 'Your disclosures';

type DisclosuresSnapshot = SnapshotFrom<DisclosuresMachine>;

const selectPhase = (snapshot: DisclosuresSnapshot) => String(snapshot.value);
const selectBusy = (snapshot: DisclosuresSnapshot) => snapshot.hasTag('busy');
const selectDocuments = (snapshot: DisclosuresSnapshot) => snapshot.context.documents;
const selectError = (snapshot: DisclosuresSnapshot) =>
  snapshot.context.error === null ? null : errorMessageOf(snapshot.context.error);

function ConsentForm({
  busy,
  error,
  onAccept,
}: {
  busy: boolean;
  error: string | null;
  onAccept: () => void;
}) {
  const [checked, setChecked] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setFieldError(E_CONSENT_REQUIRED);
      setAttempts((n) => n + 1);
      return;
    }
    onAccept();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="e-consent-title">
      {fieldError ? (
        <ErrorSummary
          errors={[{ fieldId: 'e-consent', message: fieldError }]}
          focusKey={attempts}
        />
      ) : null}
      <div role="alert">
        {error ? (
          <p className="kit-alert kit-alert--error">We could not save your consent. {error}</p>
        ) : null}
      </div>
      <h2 id="e-consent-title">{E_CONSENT_TITLE}</h2>
      <p>
        Before we give you any disclosure electronically, the federal ESIGN Act asks for your
        consent. Please read it.
      </p>
      {E_CONSENT_PARAGRAPHS.map((paragraph) => (
        <div key={paragraph.heading}>
          <h3>{paragraph.heading}</h3>
          <p>{paragraph.text}</p>
        </div>
      ))}
      <Checkbox
        id="e-consent"
        label={E_CONSENT_CHECKBOX}
        checked={checked}
        error={fieldError}
        onChange={(value) => {
          setChecked(value);
          if (value) setFieldError(undefined);
        }}
      />
      <SubmitRow label="I agree" loadingLabel="Saving" loading={busy} />
    </form>
  );
}

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
  const machine = useMemo(
    () =>
      disclosuresMachine.provide({
        actors: {
          loadConsent: fromPromise<{ consented: boolean }, DisclosuresCallInput>(
            ({ input, signal }) => getEConsent(input.applicationUuid, { signal }),
          ),
          saveConsent: fromPromise<unknown, DisclosuresCallInput>(({ input, signal }) =>
            saveEConsent(
              input.applicationUuid,
              { accepted: true, version: E_CONSENT_VERSION },
              { signal },
            ),
          ),
          loadDocuments: fromPromise<LoadedDocument[], DisclosuresCallInput>(
            async ({ input, signal }) =>
              (await loadPackage(input.applicationUuid, 'disclosures', { signal })).documents,
          ),
        },
      }),
    [],
  );
  const actorRef = useActorRef(machine, { input: { applicationUuid: applicationId } });
  const phase = useSelector(actorRef, selectPhase);
  const busy = useSelector(actorRef, selectBusy);
  const documents = useSelector(actorRef, selectDocuments);
  const error = useSelector(actorRef, selectError);

  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {DISCLOSURES_TITLE}
      </h1>
      {phase === 'loadingConsent' || phase === 'loadingDocuments' ? (
        <Loading label="Loading your disclosures" />
      ) : null}
      {phase === 'loadFailed' ? (
        <LoadFailed
          what="your disclosures"
          error={error}
          onRetry={() => actorRef.send({ type: 'RETRY' })}
        />
      ) : null}
      {phase === 'consentNeeded' || phase === 'savingConsent' ? (
        <ConsentForm busy={busy} error={error} onAccept={() => actorRef.send({ type: 'ACCEPT' })} />
      ) : null}
      {phase === 'reading' ? <DisclosureList documents={documents} /> : null}
      <p className="signing-links">
        <Link to={screenPath(applicationId)}>Back to your application</Link>
        <Link to={screenPath(applicationId, 'signing/support')}>Help with signing</Link>
      </p>
    </section>
  );
}
