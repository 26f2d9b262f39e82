import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import { supportHoursMachine } from '../../../machines/registration/support-hours.machine';
import {
  sameSupportHoursView,
  selectSupportHoursView,
} from '../../../machines/registration/support-hours.select';
import { telHref } from '../../app/shell/SupportLink';
import { useBrand } from '../../app/shell/ShellProvider';
import './register.css';

/**
 * The brand's support phone and e-mail (brand data) and the phone team's hours (operating-hours
 * service, Pacific Time), with a retry when the hours cannot be read. Used by the pages that send
 * a visitor to a person: registration support, not accepting applications, coming soon.
 */
export function SupportContact({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const brand = useBrand();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hoursActor = useFlowActor(supportHoursMachine, { input: { orgCode: brand.code } });
  const { loading, failed, weekdays, weekend } = useSelector(
    hoursActor,
    selectSupportHoursView,
    sameSupportHoursView,
  );
  return (
    <div className="legacy-support">
      <Heading>Contact us</Heading>
      <dl>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(brand.support.phone)}>{brand.support.phone}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>
        </dd>
      </dl>
      <Heading>Phone hours (Pacific Time)</Heading>
      {loading ? <p role="status">Loading our hours…</p> : null}
      {failed ? (
        <div className="kit-alert kit-alert--error" role="alert">
          <p>We could not load our hours. You can still call or email us.</p>
          <button
            type="button"
            className="kit-button"
            onClick={() => hoursActor.send({ type: 'RETRY' })}
          >
            Try again
          </button>
        </div>
      ) : null}
      {!loading && !failed && weekdays.length + weekend.length > 0 ? (
        <>
          <ul className="legacy-support__hours">
            {weekdays.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{weekend.length > 0 ? `Weekends: ${weekend.join('; ')}` : 'Closed on weekends.'}</p>
        </>
      ) : null}
    </div>
  );
}
