import { valuationHoldCalls } from '../../../../machines/step-screen/calls/property';
import type { Valuation } from '../../../api/property';
import { Facts, InfoScreen, displayDate } from './shared';

export const BPO_HOLD_TITLE = "We're valuing your home";
export const BPO_WAITING_TITLE = "We're waiting for your home's valuation";

const KIND: Readonly<Record<string, string>> = {
  BPO: 'broker price opinion',
  RESI_EVAL: 'residential evaluation',
};

/** What is happening and how long it takes; shared by bpo/hold and bpo/waiting. */
export function ValuationHold({ title, waiting }: { title: string; waiting: boolean }) {
  return (
    <InfoScreen<Valuation> title={title} calls={valuationHoldCalls}>
      {(valuation) => {
        const kind = KIND[valuation.kind] ?? 'valuation';
        return (
          <>
            <p>
              {waiting
                ? `The ${kind} of your home has been ordered. We are waiting for the report.`
                : `An independent, licensed professional is preparing a ${kind} of your home. Our title team is also finishing its review.`}{' '}
              You do not need to do anything now.
            </p>
            <Facts
              items={[
                ...(valuation.orderedOn
                  ? [['Ordered', displayDate(valuation.orderedOn)] as const]
                  : []),
                [
                  'Expected by',
                  valuation.expectedBy
                    ? displayDate(valuation.expectedBy)
                    : `About ${valuation.turnaroundBusinessDays} business days after it is ordered`,
                ],
              ]}
            />
            <p>
              Someone may contact you to see the outside of your home. When the report is in, we
              e-mail you and this page moves on to your offer.
            </p>
          </>
        );
      }}
    </InfoScreen>
  );
}

/** bpo/hold (NAV_BPO_PROCESSING, the final-title statuses, NAV_RESI_EVAL_PROCESSING, …). */
export function Component() {
  return <ValuationHold title={BPO_HOLD_TITLE} waiting={false} />;
}
