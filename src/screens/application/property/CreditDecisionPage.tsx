import { CreditScore, DecisionScreen, Reasons, Rights } from './DecisionParts';

export const CREDIT_DECISION_TITLE = 'Our decision on your credit';

/** error/credit: a decision based on the credit report, and what to do about it. */
export function Component() {
  return (
    <DecisionScreen title={CREDIT_DECISION_TITLE}>
      {(decision) => (
        <>
          <p>Based on your credit report, we cannot offer you a line of credit at this time.</p>
          <Reasons decision={decision} />
          <CreditScore decision={decision} />
          <section className="property-card" aria-labelledby="credit-next">
            <h2 id="credit-next">What you can do</h2>
            <ul className="property-steps">
              <li>
                Ask the credit bureau below for your free report, and dispute anything that is
                wrong. Once it is corrected, call us to review your application again.
              </li>
              <li>Pay down card balances and make every payment on time, then apply again.</li>
            </ul>
          </section>
          <Rights decision={decision} />
        </>
      )}
    </DecisionScreen>
  );
}
