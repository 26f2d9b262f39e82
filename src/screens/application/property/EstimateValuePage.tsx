import { estimateValueCalls } from '../../../../machines/step-screen/calls/property';
import type { Valuation } from '../../../api/property';
import { ESTIMATE_MAX, ESTIMATE_MIN, checkEstimate } from '../../../domain/property';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
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
  const screen = useStepScreen(useApplicationId(), estimateValueCalls);
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
  const form = useForm({
    initial: '',
    fields: ['estimatedValue'],
    validate: (text) => {
      const check = checkEstimate(text);
      return { estimatedValue: check.ok ? undefined : check.message };
    },
    onValid: (text) => {
      const check = checkEstimate(text);
      if (check.ok) screen.submit(check.value);
    },
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
      <MoneyField
        id="estimatedValue"
        label="Estimated home value"
        hint={`In whole dollars, between ${dollars(ESTIMATE_MIN)} and ${dollars(ESTIMATE_MAX)}. Recent sales of similar homes nearby are a good guide.`}
        value={form.values}
        onChange={(text) => form.setValues(text)}
        error={form.errors.estimatedValue}
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
