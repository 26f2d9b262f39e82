import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import type { LoadedDocument } from '../../../../machines/signing/signing.machine';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  CLOSING_DISCLOSURE_CHECKBOX,
  CLOSING_DISCLOSURE_REQUIRED,
  READ_TO_END_HINT,
} from '../../../domain/signing';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { useApplicationStatus } from '../applicationStatusContext';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { closingDisclosureCalls } from '../../../../machines/step-screen/calls/signing';
import { EConsentGate } from './EConsent';
import { DocumentReader, useDocumentFileName, screenPath, useChecklistStatus } from './shared';

export const SIGNDOCS_TITLE = 'Preparing Your Documents';
export const CLOSING_DISCLOSURE_TITLE = 'Review your closing disclosure';
export const PREPARING_TEXT =
  'We are preparing your loan documents. This usually takes a few minutes; check again in a moment.';

/** GEN_NOTE_SIGNING after the layout's polling ran out: the documents are still being made. */
function PreparingDocuments() {
  const status = useApplicationStatus();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(SIGNDOCS_TITLE);
  return (
    <section className="page step-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {SIGNDOCS_TITLE}
      </h1>
      <p>{PREPARING_TEXT}</p>
      <p>Nothing is needed from you meanwhile: you can also leave and come back later.</p>
      <button
        type="button"
        className="kit-button"
        onClick={() => status.send({ type: 'STATUS.REFRESH' })}
      >
        Check again
      </button>
    </section>
  );
}

function ClosingDisclosureForm({
  applicationUuid,
  document,
  busy,
  onSubmit,
}: {
  applicationUuid: string;
  document: LoadedDocument;
  busy: boolean;
  onSubmit: () => void;
}) {
  const [read, setRead] = useState(false);
  const fileNameOf = useDocumentFileName();
  const form = useForm({
    initial: false,
    fields: ['closing-disclosure-ack'],
    validate: (checked) => ({
      'closing-disclosure-ack': checked ? undefined : CLOSING_DISCLOSURE_REQUIRED,
    }),
    onValid: onSubmit,
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      <DocumentReader
        document={document}
        fileName={fileNameOf(document)}
        onReachedEnd={() => setRead(true)}
      />
      <Checkbox
        id="closing-disclosure-ack"
        label={CLOSING_DISCLOSURE_CHECKBOX}
        hint={read ? undefined : READ_TO_END_HINT}
        checked={form.values}
        disabled={!read}
        error={form.errors['closing-disclosure-ack']}
        onChange={(value) => {
          form.setValues(value);
          if (value) form.clearError('closing-disclosure-ack');
        }}
      />
      <SubmitRow label="Sign and continue" loadingLabel="Signing" loading={busy} disabled={!read}>
        <Link to={screenPath(applicationUuid, 'document/disclosures')}>Your disclosures</Link>
      </SubmitRow>
    </form>
  );
}

/** GEN_CLOSING_DISCLOSURE: read the closing disclosure and acknowledge it electronically. */
function ClosingDisclosure({ applicationUuid }: { applicationUuid: string }) {
  const screen = useStepScreen(applicationUuid, closingDisclosureCalls);
  return (
    <StepScreenFrame
      title={CLOSING_DISCLOSURE_TITLE}
      screen={screen}
      lead={
        <p>
          Your closing disclosure sets out the final terms and costs of your line of credit. Read it
          to the end, then acknowledge that you received it.
        </p>
      }
    >
      {(data) => {
        const document = data.documents[0];
        if (!data.ready || !document) {
          return (
            <div>
              <p>{PREPARING_TEXT}</p>
              <button type="button" className="kit-button" onClick={screen.reload}>
                Check again
              </button>
            </div>
          );
        }
        return (
          <ClosingDisclosureForm
            applicationUuid={applicationUuid}
            document={document}
            busy={screen.busy}
            onSubmit={() => screen.submit({ acknowledged: true })}
          />
        );
      }}
    </StepScreenFrame>
  );
}

/**
 * review-app/signdocs: the closing disclosure (GEN_CLOSING_DISCLOSURE) behind the ESIGN consent
 * gate (nothing is read or shown before the borrower's consent), or documents being made.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const status = useChecklistStatus();
  if (status === 'GEN_NOTE_SIGNING') return <PreparingDocuments />;
  return (
    <EConsentGate applicationUuid={applicationId} title={CLOSING_DISCLOSURE_TITLE}>
      <ClosingDisclosure applicationUuid={applicationId} />
    </EConsentGate>
  );
}
