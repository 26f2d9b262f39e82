import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import type { UnfreezeCreditBody } from '../../../api/moreInfo';
import { useBrand } from '../../../app/shell/ShellProvider';
import { supportPhoneHref } from '../../../domain/brands/helpers';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { creditFrozenCalls } from '../../../../machines/step-screen/calls/moreInfo';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { CREDIT_BUREAUS, telHref } from './bureaus';
import './moreInfo.css';

export const CREDIT_FROZEN_TITLE = 'Credit Report Locked';
export const UNFROZEN_LABEL = "I've unfrozen my credit";

function CreditFrozenForm({ screen }: { screen: StepScreen<object, UnfreezeCreditBody> }) {
  const brand = useBrand();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    screen.submit({ creditUnfrozen: true });
  };
  return (
    <>
      <p>
        Your credit report is frozen or locked, so we cannot see it. To continue, lift the freeze or
        lock at each of the three credit bureaus below (it is free), then come back and let us know.
        A temporary lift for a few days is enough.
      </p>
      <ul className="more-info-bureaus">
        {CREDIT_BUREAUS.map((bureau) => (
          <li key={bureau.name}>
            <h2>{bureau.name}</h2>
            <p>
              <a href={bureau.url} target="_blank" rel="noopener noreferrer">
                {`Lift a freeze at ${bureau.name} `}
                <span className="kit-visually-hidden">(opens in a new tab)</span>
              </a>
            </p>
            <p>
              Phone: <a href={telHref(bureau.phone)}>{bureau.phone}</a>
            </p>
          </li>
        ))}
      </ul>
      <p>
        If you use a credit lock service (such as a bureau&rsquo;s app), unlock it there as well.
        Questions? Call us at <a href={supportPhoneHref(brand)}>{brand.support.phone}</a>.
      </p>
      <form noValidate onSubmit={onSubmit}>
        <p>When the freeze is lifted at all three bureaus, we will check your credit again.</p>
        <SubmitRow
          label={UNFROZEN_LABEL}
          loading={screen.busy}
          disabled={screen.phase !== 'ready'}
        />
      </form>
    </>
  );
}

/**
 * credit/error (SOFT_CREDIT_LOCKED_OR_FROZEN, HARD_CREDIT_LOCKED_OR_FROZEN): how to lift a credit
 * freeze; the button posts `unfreeze-credit` and the lender pulls the report again (the layout
 * waits for it).
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, creditFrozenCalls);
  return (
    <StepScreenFrame title={CREDIT_FROZEN_TITLE} screen={screen}>
      {() => <CreditFrozenForm screen={screen} />}
    </StepScreenFrame>
  );
}
