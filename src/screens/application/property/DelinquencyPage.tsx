import { delinquencyCalls } from '../../../../machines/step-screen/calls/property';
import { EXPLANATION_MAX, EXPLANATION_MIN, checkExplanation } from '../../../domain/property';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextArea } from '../../../ui/TextField';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { SupportContact, useApplicationId } from './shared';

export const DELINQUENCY_TITLE = 'Tell us about your late payments';

/** review-app/delinquency (DELINQUENCY_REVIEW; step explain-delinquency). */
export function Component() {
  const screen = useStepScreen(useApplicationId(), delinquencyCalls);
  return (
    <StepScreenFrame
      title={DELINQUENCY_TITLE}
      screen={screen}
      lead={
        <p>
          Your credit report shows recent late payments. An underwriter will review your application
          with your explanation: a short, honest account helps us decide.
        </p>
      }
    >
      {() => <ExplanationForm screen={screen} />}
    </StepScreenFrame>
  );
}

function ExplanationForm({ screen }: { screen: StepScreen<object, string> }) {
  const form = useForm({
    initial: '',
    fields: ['explanation'],
    validate: (text) => ({ explanation: checkExplanation(text) }),
    onValid: (text) => screen.submit(text.trim()),
  });
  const text = form.values;
  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      <TextArea
        id="explanation"
        label="What happened?"
        hint={`For example a job loss, an illness or a billing dispute, and what has changed since. ${EXPLANATION_MIN} to ${EXPLANATION_MAX} characters.`}
        value={text}
        onChange={form.setValues}
        error={form.errors.explanation}
        required
        maxLength={EXPLANATION_MAX + 200}
      />
      <p className="property-counter">
        {text.trim().length} of {EXPLANATION_MAX} characters
      </p>
      <SubmitRow label="Send explanation" loading={screen.busy} />
      <SupportContact />
    </form>
  );
}
