import { useSelector } from '@xstate/react';
import { signerConsentCalls } from '../../../machines/signer/signer-steps.actors';
import { selectSignerView } from '../../../machines/signer/signer.select';
import { E_CONSENT_VERSION } from '../../domain/signing';
import { Checkbox } from '../../ui/Checkbox';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useForm } from '../../ui/form/useForm';
import { SubmitRow } from '../../ui/SubmitRow';
import { StepScreenFrame } from '../application/StepScreenFrame';
import { useStepMachine } from '../application/useStepScreen';
import { useSigner } from './signerContext';

export const SIGNER_INTRO_TITLE = 'You have been asked to sign';
const CONSENT_REQUIRED = 'Required';

/**
 * heloc-signer/intro: whose application, which property, what the co-owner is asked to do and
 * why, then their own ESIGN consent (recorded per identity) before any document is shown to them.
 */
export function Component() {
  const signer = useSigner();
  const status = useSelector(signer, (s) => selectSignerView(s).status);
  const applicationUuid = status?.applicationUuid ?? '';
  // The consent is the screen's own call (save), not a step post: when it fails nothing was
  // recorded, so the page says so and the next "Agree and continue" sends it again (a failed
  // step post would say "Your answers are saved", which is not true of a consent that failed).
  const screen = useStepMachine(applicationUuid, signerConsentCalls, () =>
    signer.send({ type: 'STEP.COMPLETED' }),
  );
  const form = useForm({
    initial: false,
    fields: ['signer-consent'],
    validate: (checked) => ({ 'signer-consent': checked ? undefined : CONSENT_REQUIRED }),
    onValid: () => screen.submit({ consent: true }),
  });
  const primary = status?.primaryBorrowerName ?? 'The primary borrower';
  const address = status?.propertyAddress;
  const place = address
    ? [
        address.street1,
        address.street2,
        address.city,
        `${address.state ?? ''} ${address.zip ?? ''}`.trim(),
      ]
        .filter(Boolean)
        .join(', ')
    : 'the property you own together';

  return (
    <StepScreenFrame
      title={SIGNER_INTRO_TITLE}
      screen={screen}
      lead={
        <>
          <p className="lede">
            {primary} is applying for a home equity line of credit secured by {place}. Because you
            are an owner of this property too, the lender needs your consent to the lien.
          </p>
          <h2>What you will do</h2>
          <ol>
            <li>Agree to receive and sign documents electronically.</li>
            <li>Verify your identity with a photo ID.</li>
            <li>Read and sign your documents.</li>
            <li>Meet an eNotary online, if the lender asks for it.</li>
          </ol>
          <p>You do not become a borrower: you are not responsible for repaying the line.</p>
        </>
      }
    >
      {() => (
        <form noValidate onSubmit={form.submit}>
          <ErrorSummary {...form.summaryProps} />
          <Checkbox
            id="signer-consent"
            checked={form.values}
            onChange={(value) => {
              form.setValues(value);
              if (value) form.clearError('signer-consent');
            }}
            error={form.errors['signer-consent']}
            label={`I agree to receive, read and sign the documents for this application electronically (ESIGN consent, version ${E_CONSENT_VERSION}).`}
          />
          <SubmitRow label="Agree and continue" loadingLabel="Saving" loading={screen.busy} />
        </form>
      )}
    </StepScreenFrame>
  );
}
