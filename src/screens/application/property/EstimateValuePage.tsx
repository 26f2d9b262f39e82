import { useState, type FormEvent } from 'react';
import { getValuation, type Valuation } from '../../../api/property';
import { ESTIMATE_MAX, ESTIMATE_MIN, checkEstimate } from '../../../domain/property';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { MoneyField } from '../../../ui/NumberField';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { SupportContact, dollars, useApplicationId } from './shared';

export const ESTIMATE_TITLE = "What is your home's value?";

/**
 * bpo/estimate-value (NO_AVM_FOUND and the NAV estimate statuses): no automated value was found;
 * the borrower's estimate lets us make offers (a valuation confirms it later).
 */
export function Component() {
  const screen = useStepScreen<Valuation, number>(useApplicationId(), {
    load: ({ applicationUuid, signal }) => getValuation(applicationUuid, { signal }),
    step: 'estimate-value',
    body: (estimatedValue) => ({ estimatedValue }),
  });
  return (
    <StepScreenFrame
      title={ESTIMATE_TITLE}
      screen={screen}
      lead={
        <p>
          We could not find an automated estimate of your home&apos;s value. Tell us what you think
          it is worth today and we will use it to prepare your offers.
        </p>
      }
    >
      {() => <EstimateForm screen={screen} />}
    </StepScreenFrame>
  );
}

function EstimateForm({ screen }: { screen: StepScreen<Valuation, number> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submits, setSubmits] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const check = checkEstimate(text);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(undefined);
    screen.submit(check.value);
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={error ? [{ fieldId: 'estimatedValue', message: error }] : []}
        focusKey={submits}
      />
      <MoneyField
        id="estimatedValue"
        label="Estimated home value"
        hint={`In whole dollars, between ${dollars(ESTIMATE_MIN)} and ${dollars(ESTIMATE_MAX)}. Recent sales of similar homes nearby are a good guide.`}
        value={text}
        onChange={(value) => setText(value)}
        error={error}
        required
      />
      <p>
        An independent valuation confirms the value before closing. If it comes in lower, your offer
        may change.
      </p>
      <SubmitRow loading={screen.busy} />
      <SupportContact />
    </form>
  );
}
