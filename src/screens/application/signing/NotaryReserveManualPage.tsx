import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import type { NotaryReservation } from '../../../api/notary';
import { notaryReserveManualCalls } from '../../../../machines/step-screen/calls/signing';
import {
  manualNotaryFeeText,
  slotDayText,
  slotTimeText,
  timeZoneLabel,
} from '../../../domain/notary';
import { formatMoney } from '../../../domain/money';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { screenPath } from './shared';

export const RESERVE_MANUAL_TITLE = 'Your notary appointment';

export function appointmentText(reservation: NotaryReservation): string {
  return `${slotDayText(reservation.startsAt, reservation.timeZone)} at ${slotTimeText(
    reservation.startsAt,
    reservation.timeZone,
  )} ${timeZoneLabel(reservation.timeZone)} time`;
}

function addressText(address: NotaryReservation['address']): string {
  return [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * notary/reserve-manual (MANUAL_DEED_SIGNING): the manual notarization ($350), then the booked
 * appointment; Continue posts `notarize` (in the sandbox the appointment counts as held).
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, notaryReserveManualCalls);
  return (
    <StepScreenFrame title={RESERVE_MANUAL_TITLE} screen={screen}>
      {({ reservation }) =>
        reservation ? (
          <>
            <div className="signing-panel" role="status">
              <h2>Your appointment is booked</h2>
              <dl>
                <dt>When</dt>
                <dd>{appointmentText(reservation)}</dd>
                <dt>Where</dt>
                <dd>{addressText(reservation.address)}</dd>
                <dt>Fee</dt>
                <dd>{formatMoney(reservation.fee, 0)}, paid from your loan at closing</dd>
              </dl>
            </div>
            <p>
              Bring your government-issued photo ID. Every owner on the title must be there. We send
              a reminder the day before.
            </p>
            <SubmitRow
              type="button"
              label="Continue"
              loading={screen.busy}
              onClick={() => screen.submit(reservation)}
            >
              <Link to={screenPath(applicationId, 'notary/schedule-manual')}>
                Choose another time
              </Link>
            </SubmitRow>
          </>
        ) : (
          <>
            <p>
              Your deed must be signed in front of a notary. A notary comes to you, at your home or
              another address, at a time you choose.
            </p>
            <h2>The fee</h2>
            <p>
              A manual notarization costs <strong>{manualNotaryFeeText()}</strong>, paid from your
              loan at closing.
            </p>
            <h2>What you need</h2>
            <ul className="signing-list">
              <li>Your government-issued photo ID.</li>
              <li>Every owner on the title, present at the appointment.</li>
              <li>About 30 minutes.</li>
            </ul>
            <div className="kit-submit-row">
              <Link
                className="kit-button signing-button-link"
                to={screenPath(applicationId, 'notary/schedule-manual')}
              >
                Choose a time
              </Link>
            </div>
          </>
        )
      }
    </StepScreenFrame>
  );
}
