import {
  bpoConditionCalls,
  type AcceptedFee,
} from '../../../../machines/step-screen/calls/property';
import type { Valuation } from '../../../api/property';
import { VALUATION_FEE } from '../../../domain/property';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { AcceptanceForm, dollars, useApplicationId } from './shared';

export const BPO_CONDITION_TITLE = 'Texas requires a valuation of your home';
export const ACCEPT_CONDITION_REQUIRED = 'Accept the valuation condition to continue'; // (ours)

/**
 * bpo/condition (BPO order-request status, status.bpo BPO_REQUIRED, property in TX): a Texas
 * home equity loan needs a written agreement on the home's fair market value, so a broker price
 * opinion or appraisal is a condition of the loan. Accepting orders it (step order-bpo).
 */
export function Component() {
  const screen = useStepScreen(useApplicationId(), bpoConditionCalls);
  return (
    <StepScreenFrame title={BPO_CONDITION_TITLE} screen={screen}>
      {(valuation) => <ConditionForm valuation={valuation} screen={screen} />}
    </StepScreenFrame>
  );
}

function ConditionForm({
  valuation,
  screen,
}: {
  valuation: Valuation;
  screen: StepScreen<Valuation, AcceptedFee>;
}) {
  const fee = valuation.fee ?? VALUATION_FEE;
  return (
    <AcceptanceForm
      screen={screen}
      id="acceptCondition"
      label={`I accept the valuation condition and the ${dollars(fee)} fee.`}
      required={ACCEPT_CONDITION_REQUIRED}
      submitLabel="Accept and continue"
      values={{ fee }}
    >
      <p>
        Your home is in Texas. Texas law (Texas Constitution, Article XVI, Section 50) requires you
        and the lender to agree in writing on your home&apos;s fair market value before a home
        equity line can close. An automated estimate is not enough.
      </p>
      <div className="property-card">
        <h2>What happens when you accept</h2>
        <ol className="property-steps">
          <li>
            We order a{' '}
            {valuation.kind === 'RESI_EVAL' ? 'residential evaluation' : 'broker price opinion'}{' '}
            from an independent, licensed professional. It costs {dollars(fee)}, paid at closing.
          </li>
          <li>
            It usually takes about {valuation.turnaroundBusinessDays} business days. Someone may
            contact you to see the outside of your home.
          </li>
          <li>
            With the value in hand, we confirm your offer. You sign an acknowledgment of the fair
            market value at closing.
          </li>
        </ol>
      </div>
    </AcceptanceForm>
  );
}
