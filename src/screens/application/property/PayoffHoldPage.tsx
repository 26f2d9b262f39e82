import { payoffHoldCalls } from '../../../../machines/step-screen/calls/property';
import type { Liens } from '../../../api/property';
import { InfoScreen, dollars } from './shared';

export const PAYOFF_TITLE = "We're getting your payoff statements";

/** payoff/hold (PAYOFF_REQUEST_PENDING): payoff statements requested from the existing lenders. */
export function Component() {
  return (
    <InfoScreen<Liens> title={PAYOFF_TITLE} calls={payoffHoldCalls}>
      {({ liens }) => {
        const open = liens.filter((lien) => (lien.balance ?? 0) > 0);
        return (
          <>
            <p>
              Part of your line pays off existing debt on your home. We have asked{' '}
              {open.length === 1 ? 'your lender' : 'your lenders'} for a payoff statement: the exact
              amount needed to pay the loan in full on the day we fund.
            </p>
            {open.length > 0 ? (
              <ul>
                {open.map((lien) => (
                  <li key={lien.id}>
                    {lien.holder}
                    {typeof lien.balance === 'number'
                      ? `: about ${dollars(lien.balance)} owed`
                      : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            <p>
              Lenders usually answer within 3 to 5 business days. You do not need to do anything:
              keep making your regular payments until we tell you the loan is paid off. As soon as
              the statements arrive, we prepare your closing documents.
            </p>
          </>
        );
      }}
    </InfoScreen>
  );
}
