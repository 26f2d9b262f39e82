import { DecisionScreen, Reasons, Rights } from './DecisionParts';

export const INCOME_DECISION_TITLE = 'Our decision on your income';

/** error/income: a decision based on the verified income (debt-to-income), and what to do. */
export function Component() {
  return (
    <DecisionScreen title={INCOME_DECISION_TITLE}>
      {(decision) => (
        <>
          <p>
            Based on the income we verified, your monthly debts would be too high in relation to
            your income with this line, so we cannot offer it at this time.
          </p>
          {typeof decision.debtToIncome === 'number' ? (
            <p>
              Your debt-to-income ratio with the line would be{' '}
              <strong>{decision.debtToIncome}%</strong>
              {typeof decision.maxDebtToIncome === 'number'
                ? `; we can lend up to ${decision.maxDebtToIncome}%.`
                : '.'}
            </p>
          ) : null}
          <Reasons decision={decision} />
          <section className="property-card" aria-labelledby="income-next">
            <h2 id="income-next">What you can do</h2>
            <ul className="property-steps">
              <li>
                If we missed income, such as a second job, rental income or a pension, call us: we
                can verify it and review your application again.
              </li>
              <li>Paying down other debts lowers your ratio; you can apply again afterwards.</li>
            </ul>
          </section>
          <Rights decision={decision} />
        </>
      )}
    </DecisionScreen>
  );
}
