import { completeCalls, type FundingData } from '../../../../machines/step-screen/calls/property';
import { toDate } from '../../../domain/dates';
import { fundingTimeline, RESCISSION_BUSINESS_DAYS } from '../../../domain/funding';
import { formatMoney } from '../../../domain/money';
import { Link } from '../../../ui/Link';
import { Facts, InfoScreen, displayDate } from './shared';
import { applicationScreenPath } from '../../../domain/screenPaths';

export const COMPLETE_TITLE = "You're all set: here is when you get your money";

/**
 * complete (GEN_RESCISSION, RESCISSION, RECORDING, FUNDABLE, DIRECT_DEBT_PAYOFF,
 * FUNDING_DECISION, DEED_SIGNING with primary accept): the funding timeline after signing.
 */
export function Component() {
  return (
    <InfoScreen<FundingData> title={COMPLETE_TITLE} calls={completeCalls} checkAgain={false}>
      {({ application, closing }) => {
        const rescission = (closing.occupancyType ?? 'HOME') === 'HOME';
        const timeline = fundingTimeline(toDate(closing.signedOn), { rescission });
        const amount = application.amount ?? 0;
        const draw = application.uwCalculatedDrawAmount ?? 0;
        return (
          <>
            <p>
              Congratulations: you signed your closing documents on {displayDate(timeline.signedOn)}
              .
            </p>
            <Facts
              items={[
                ['Line amount', formatMoney(amount)],
                ['Initial draw', formatMoney(draw)],
              ]}
            />
            <h2>What happens next</h2>
            <ol className="property-timeline">
              {timeline.rescissionEnds ? (
                <li>
                  <span className="property-timeline__date">
                    Until midnight on {displayDate(timeline.rescissionEnds)}
                  </span>
                  Your right to cancel. Because the line is secured by your home, the law gives you{' '}
                  {RESCISSION_BUSINESS_DAYS} business days to change your mind. To cancel, follow
                  the Notice of Right to Cancel in your closing documents.
                </li>
              ) : null}
              <li>
                <span className="property-timeline__date">
                  {displayDate(timeline.fundsReleased)}
                </span>
                We record the lien and release your initial draw of {formatMoney(draw)}.
              </li>
              <li>
                <span className="property-timeline__date">
                  By {displayDate(timeline.fundingBy)}
                </span>
                The money is in your account: funding in five business days.
              </li>
            </ol>
            <p>
              Business days are Monday to Friday, except federal holidays. We e-mail you when the
              funds are on their way.
            </p>
            <h2>Your documents</h2>
            <p>
              Keep a copy of everything you signed and every disclosure we sent you.{' '}
              <Link to={applicationScreenPath(application.uuid, 'documents')}>
                Download your documents
              </Link>
            </p>
          </>
        );
      }}
    </InfoScreen>
  );
}
