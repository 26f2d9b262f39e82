import { bpoOrderCalls, type AcceptedFee } from '../../../../machines/step-screen/calls/property';
import type { Valuation } from '../../../api/property';
import { VALUATION_FEE } from '../../../domain/property';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { AcceptanceForm, Facts, dollars, useApplicationId } from './shared';

export const BPO_ORDER_TITLE = 'Order a valuation of your home';
export const ACCEPT_FEE_REQUIRED = 'Agree to the valuation fee to continue'; // (ours)

/**
 * bpo/order-bpo (BPO order-request status, status.bpo BPO_REQUIRED, not in TX): we could not
 * value the home automatically; the borrower orders a valuation for the spec's $180 fee.
 */
export function Component() {
  const screen = useStepScreen(useApplicationId(), bpoOrderCalls);
  return (
    <StepScreenFrame title={BPO_ORDER_TITLE} screen={screen}>
      {(valuation) => <OrderForm valuation={valuation} screen={screen} />}
    </StepScreenFrame>
  );
}

function OrderForm({
  valuation,
  screen,
}: {
  valuation: Valuation;
  screen: StepScreen<Valuation, AcceptedFee>;
}) {
  const fee = valuation.fee ?? VALUATION_FEE;
  const kind = valuation.kind === 'RESI_EVAL' ? 'Residential evaluation' : 'Broker price opinion';
  return (
    <AcceptanceForm
      screen={screen}
      id="agreeFee"
      label={`I agree to the ${dollars(fee)} valuation fee.`}
      required={ACCEPT_FEE_REQUIRED}
      submitLabel="Order valuation"
      values={{ fee }}
    >
      <p>
        We could not confirm your home&apos;s value from public records alone. An independent,
        licensed professional will value it so we can confirm your offer.
      </p>
      <Facts
        items={[
          ['Valuation', kind],
          ['Fee', `${dollars(fee)}, paid at closing`],
          ['Usual time', `About ${valuation.turnaroundBusinessDays} business days`],
        ]}
      />
      <p>If your line does not close, you pay nothing for the valuation.</p>
    </AcceptanceForm>
  );
}
