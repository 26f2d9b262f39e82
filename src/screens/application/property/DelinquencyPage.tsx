import { useState, type FormEvent } from 'react';
import { EXPLANATION_MAX, EXPLANATION_MIN, checkExplanation } from '../../../domain/property';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextArea } from '../../../ui/TextField';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { SupportContact, useApplicationId } from './shared';

export const DELINQUENCY_TITLE = 'Tell us about your late payments';

const NOTHING = Promise.resolve({});

/** review-app/delinquency (DELINQUENCY_REVIEW; step explain-delinquency). */
export function Component() {
  const screen = useStepScreen<object, string>(useApplicationId(), {
    load: () => NOTHING,
    step: 'explain-delinquency',
    body: (explanation) => ({ explanation }),
  });
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submits, setSubmits] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const problem = checkExplanation(text);
    setError(problem);
    if (!problem) screen.submit(text.trim());
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={error ? [{ fieldId: 'explanation', message: error }] : []}
        focusKey={submits}
      />
      <TextArea
        id="explanation"
        label="What happened?"
        hint={`For example a job loss, an illness or a billing dispute, and what has changed since. ${EXPLANATION_MIN} to ${EXPLANATION_MAX} characters.`}
        value={text}
        onChange={setText}
        error={error}
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
