import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import type { HelocApplication } from '../../../api/application';
import { useBrand } from '../../../app/shell';
import { formatMoney } from '../../../domain/money';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import {
  prequalWinbackCalls,
  type RequalifyBody,
} from '../../../../machines/step-screen/calls/offer';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import './offer.css';

export const WINBACK_TITLE = 'Your Options';
export const SMALLER_LINE_LABEL = 'See offers for a smaller line';

function Options({
  application,
  screen,
}: {
  application: HelocApplication;
  screen: StepScreen<HelocApplication, RequalifyBody>;
}) {
  const brand = useBrand();
  const lines = application.offers.map((offer) => offer.max);
  const currentMax = lines.length > 0 ? Math.max(...lines) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    screen.submit({ option: 'SMALLER_LINE' });
  };
  return (
    <>
      <section aria-labelledby="winback-why">
        <h2 id="winback-why">Why your offer changed</h2>
        <p>
          The total of what you owe on your home, including the line you were pre-qualified for, is
          more than we can lend against its value (the combined loan-to-value), or our line would
          not be in a lien position we can accept.
          {currentMax !== null
            ? ` The line of ${formatMoney(currentMax, 0)} you were pre-qualified for is no longer available.`
            : null}
        </p>
      </section>
      <section aria-labelledby="winback-options">
        <h2 id="winback-options">What you can do</h2>
        <ul className="offer-options">
          <li>
            <strong>Take a smaller line.</strong> We recalculate your offers for a line that fits
            your home’s equity. Nothing is final until you choose an offer.
          </li>
          <li>
            <strong>Talk to us.</strong> If a loan on your home was recently paid off or our records
            look wrong, call <a href={`tel:${brand.support.phone}`}>{brand.support.phone}</a> or
            e-mail <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>.
          </li>
        </ul>
      </section>
      <form noValidate onSubmit={onSubmit}>
        <SubmitRow label={SMALLER_LINE_LABEL} loading={screen.busy} disabled={screen.busy} />
      </form>
    </>
  );
}

/** product/prequal-winback (CLTV_LIEN_POSITION_REQUALIFY): the outcome, the options; requalify. */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, prequalWinbackCalls);
  return (
    <StepScreenFrame
      title={WINBACK_TITLE}
      screen={screen}
      lead={
        <p className="lede">
          We can’t offer the line you were pre-qualified for, but you still have options.
        </p>
      }
    >
      {(application) => <Options application={application} screen={screen} />}
    </StepScreenFrame>
  );
}
