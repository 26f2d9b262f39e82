import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { notaryIntroCalls } from '../../../../machines/step-screen/calls/signing';
import { screenPath, useChecklistStatus } from './shared';

export const NOTARY_INTRO_TITLE = 'Your notary session';
export const NOTARY_DISCLOSURE_CHECKBOX =
  'I agree to have my deed notarized online by audio-video session, and to the recording of that session.';
export const NOTARY_DISCLOSURE_REQUIRED = 'Confirm that you agree to online notarization';

/** The status at which the notary disclosure is acknowledged (journey step notary-disclosure). */
const DISCLOSURE_STATUS = 'GEN_NOTARY_DISCLOSURE';

function WhatItIs() {
  return (
    <>
      <h2>What the notary session is</h2>
      <p>
        Your deed (the document that secures your line of credit with your home) must be signed in
        front of a notary. With an eNotary you do this online: a commissioned notary meets you by
        video, checks your identity, watches you sign and notarizes the deed. It takes about 15
        minutes.
      </p>
    </>
  );
}

function DisclosureForm({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  const form = useForm({
    initial: false,
    fields: ['notary-disclosure'],
    validate: (checked) => ({
      'notary-disclosure': checked ? undefined : NOTARY_DISCLOSURE_REQUIRED,
    }),
    onValid: onSubmit,
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      <h2>Online notarization disclosure</h2>
      <ul className="signing-list">
        <li>
          The session is recorded (audio and video) and the notary keeps the recording as the law of
          the notary&apos;s state requires, typically 10 years.
        </li>
        <li>
          The notary verifies your identity with your government-issued photo ID and questions about
          your history.
        </li>
        <li>You may ask for a notary in person instead; a fee applies.</li>
      </ul>
      <Checkbox
        id="notary-disclosure"
        label={NOTARY_DISCLOSURE_CHECKBOX}
        checked={form.values}
        error={form.errors['notary-disclosure']}
        onChange={(value) => {
          form.setValues(value);
          if (value) form.clearError('notary-disclosure');
        }}
      />
      <SubmitRow loading={busy} />
    </form>
  );
}

/**
 * notary/intro (GEN_NOTARY_DISCLOSURE, ATTORNEY_REVIEW, NOTARY_WAITING_PERIOD, DEED_SIGNING
 * without primary accept): what the session is; at GEN_NOTARY_DISCLOSURE the disclosure is
 * acknowledged (step notary-disclosure), afterwards the borrower goes on to notary/session.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const status = useChecklistStatus();
  const screen = useStepScreen(applicationId, notaryIntroCalls);
  return (
    <StepScreenFrame title={NOTARY_INTRO_TITLE} screen={screen}>
      {() => (
        <>
          <WhatItIs />
          {status === DISCLOSURE_STATUS ? (
            <DisclosureForm busy={screen.busy} onSubmit={() => screen.submit(true)} />
          ) : (
            <>
              <h2>When you are ready</h2>
              <p>
                Set aside 15 minutes in a quiet, private place with your photo ID, on a device with
                a camera and a microphone.
              </p>
              <div className="kit-submit-row">
                <Link
                  className="kit-button signing-button-link"
                  to={screenPath(applicationId, 'notary/session')}
                >
                  Go to my eNotary session
                </Link>
              </div>
            </>
          )}
        </>
      )}
    </StepScreenFrame>
  );
}
