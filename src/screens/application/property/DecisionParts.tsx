import type { ReactNode } from 'react';
import { decisionCalls } from '../../../../machines/step-screen/calls/property';
import type { Decision } from '../../../api/decision';
import { InfoScreen, displayDate } from './shared';

/** The principal reasons the lender gives (adverse action notice). */
export function Reasons({ decision }: { decision: Decision }) {
  if (decision.reasons.length === 0) return null;
  return (
    <section className="property-card" aria-labelledby="decision-reasons">
      <h2 id="decision-reasons">Why we made this decision</h2>
      <ul>
        {decision.reasons.map((reason) => (
          <li key={reason.code}>{reason.text}</li>
        ))}
      </ul>
    </section>
  );
}

/** The credit score disclosure: the score used, its range, date and key factors. */
export function CreditScore({ decision }: { decision: Decision }) {
  const score = decision.creditScore;
  if (!score) return null;
  return (
    <section className="property-card" aria-labelledby="decision-score">
      <h2 id="decision-score">Your credit score</h2>
      <p>
        We used a credit score of <strong>{score.score}</strong>
        {decision.creditBureau ? ` from ${decision.creditBureau.name}` : ''}
        {score.scoredOn ? `, as of ${displayDate(score.scoredOn)}` : ''}. Scores range from{' '}
        {score.rangeMin} to {score.rangeMax}.
      </p>
      {score.factors.length > 0 ? (
        <>
          <p>The key factors that hurt your score:</p>
          <ul>
            {score.factors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The borrower's rights: ECOA and FCRA notices, with the bureau that supplied the report. */
export function Rights({ decision }: { decision: Decision }) {
  const bureau = decision.creditBureau;
  return (
    <section className="property-card" aria-labelledby="decision-rights">
      <h2 id="decision-rights">Your rights</h2>
      {bureau ? (
        <>
          <p>
            Our decision was based in whole or in part on information in a report from the consumer
            reporting agency below. It played no part in our decision and cannot tell you why we
            made it.
          </p>
          <address className="property-facts">
            <strong>{bureau.name}</strong>
            {bureau.address ? <span>{bureau.address}</span> : null}
            {bureau.phone ? <span>{bureau.phone}</span> : null}
            {bureau.website ? (
              <a href={bureau.website} rel="noreferrer" target="_blank">
                {bureau.website.replace(/^https?:\/\//u, '')} (opens in a new tab)
              </a>
            ) : null}
          </address>
          <p>
            Under the Fair Credit Reporting Act you have the right to a free copy of your report
            from {bureau.name} if you ask for it within 60 days of this notice, and the right to
            dispute with them any information in it that is inaccurate or incomplete.
          </p>
        </>
      ) : null}
      <p>
        The federal Equal Credit Opportunity Act prohibits creditors from discriminating against
        credit applicants on the basis of race, color, religion, national origin, sex, marital
        status or age (provided the applicant has the capacity to enter into a binding contract);
        because all or part of the applicant&apos;s income derives from any public assistance
        program; or because the applicant has in good faith exercised any right under the Consumer
        Credit Protection Act. The federal agency that administers compliance with this law
        concerning this creditor is the Consumer Financial Protection Bureau, 1700 G Street NW,
        Washington, DC 20552.
      </p>
    </section>
  );
}

/** A decision page: loads the decision, shows the page's parts; no "Check again" (it is final). */
export function DecisionScreen({
  title,
  children,
}: {
  title: string;
  children: (decision: Decision) => ReactNode;
}) {
  return (
    <InfoScreen<Decision>
      title={title}
      checkAgain={false}
      supportLead="Questions about this decision?"
      calls={decisionCalls}
    >
      {children}
    </InfoScreen>
  );
}
