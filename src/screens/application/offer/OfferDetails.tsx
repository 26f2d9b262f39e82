import { formatCost } from '../../../domain/offer';
import { formatMoney } from '../../../domain/money';
import { discountName, offerName, percent, type ChoiceSummary } from './offerChoice';

/** The APR, shown large: what the borrower compares first. */
export function AprHeadline({ summary }: { summary: ChoiceSummary }) {
  const { offer } = summary;
  return (
    <div className="offer-apr">
      <p className="offer-apr__rate">
        <span className="offer-apr__value">{percent(offer.rate)}</span> APR
      </p>
      <p className="offer-apr__term">{offerName(offer)} rate</p>
    </div>
  );
}

/** Monthly payment, draw, cash to the borrower and payoff of a choice. */
export function PaymentSummary({ summary }: { summary: ChoiceSummary }) {
  const { payment, draw, cash, payoff, offer } = summary;
  return (
    <dl className="offer-summary">
      <div className="offer-summary__main">
        <dt>{payment.interestOnly ? 'Monthly payment (interest only)' : 'Monthly payment'}</dt>
        <dd>{formatMoney(payment.payment)}</dd>
      </div>
      <div>
        <dt>Line amount</dt>
        <dd>{formatMoney(offer.max, 0)}</dd>
      </div>
      <div>
        <dt>Initial draw</dt>
        <dd>{formatMoney(draw, 0)}</dd>
      </div>
      {payoff > 0 ? (
        <div>
          <dt>Debts paid off from your draw</dt>
          <dd>{formatMoney(payoff, 0)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Cash to you</dt>
        <dd>{formatMoney(cash, 0)}</dd>
      </div>
      <div>
        <dt>Amount financed (draw and origination fee)</dt>
        <dd>{formatMoney(payment.principal)}</dd>
      </div>
      <div>
        <dt>Term</dt>
        <dd>
          {offer.term} years ({payment.months} monthly payments)
        </dd>
      </div>
    </dl>
  );
}

/** The offer's other rates: base rate, other rate, and each discount's rate. */
export function RateDetails({ summary }: { summary: ChoiceSummary }) {
  const { offer } = summary;
  return (
    <dl className="offer-rates">
      {typeof offer.baseRate === 'number' ? (
        <div>
          <dt>Base rate</dt>
          <dd>{percent(offer.baseRate)}</dd>
        </div>
      ) : null}
      {typeof offer.otherRate === 'number' ? (
        <div>
          <dt>Other rate</dt>
          <dd>{percent(offer.otherRate)}</dd>
        </div>
      ) : null}
      {offer.discountList.map((discount) => (
        <div key={discount.discountType}>
          <dt>With {discountName(discount.discountType).toLowerCase()} discount</dt>
          <dd>{percent(discount.rateWithDiscount)} APR</dd>
        </div>
      ))}
      <div>
        <dt>Origination fee</dt>
        <dd>{percent(offer.originationFee)} of your draw</dd>
      </div>
    </dl>
  );
}

/** The estimated costs and fees, with their total. */
export function CostsTable({
  summary,
  headingLevel = 2,
}: {
  summary: ChoiceSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const total = summary.costTotal;
  return (
    <section className="offer-costs" aria-labelledby="offer-costs-title">
      <Heading id="offer-costs-title">Estimated costs and fees</Heading>
      <table className="offer-costs__table">
        <caption className="kit-visually-hidden">Estimated costs and fees</caption>
        <thead>
          <tr>
            <th scope="col">Cost</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {summary.costs.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {line.label}
                {line.note ? <span className="offer-costs__note">{line.note}</span> : null}
              </th>
              <td>{formatCost(line)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Estimated total</th>
            <td>{formatCost(total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="offer-costs__hint">
        Estimates until closing. Costs other than the origination fee are paid from your draw at
        closing.
      </p>
    </section>
  );
}
