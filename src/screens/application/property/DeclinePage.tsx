import { CreditScore, DecisionScreen, Reasons, Rights } from './DecisionParts';
import { displayDate } from './shared';

export const DECLINE_TITLE = "We can't approve your application";

/** error/decline (DECLINED): the adverse action notice: reasons, score, rights, next steps. */
export function Component() {
  return (
    <DecisionScreen title={DECLINE_TITLE}>
      {(decision) => (
        <>
          <p>
            Thank you for applying. After reviewing your application
            {decision.decidedOn ? ` on ${displayDate(decision.decidedOn)}` : ''}, we are unable to
            offer you a home equity line of credit at this time.
          </p>
          <Reasons decision={decision} />
          <CreditScore decision={decision} />
          <Rights decision={decision} />
          <section className="property-card" aria-labelledby="decision-next">
            <h2 id="decision-next">What you can do next</h2>
            <ul className="property-steps">
              <li>Get your free credit report and check it for mistakes.</li>
              <li>
                Work on the reasons above, for example paying down balances, and apply again later.
              </li>
              <li>Call us if you think we made a mistake or your situation has changed.</li>
            </ul>
          </section>
        </>
      )}
    </DecisionScreen>
  );
}
