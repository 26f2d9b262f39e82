import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import { Link } from '../../ui/Link';
import { supportHoursMachine } from '../../../machines/registration/support-hours.machine';
import {
  sameSupportHoursView,
  selectSupportHoursView,
} from '../../../machines/registration/support-hours.select';
import { telHref } from '../../app/shell/SupportLink';
import { useBrand } from '../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import './register.css';

/**
 * /register/support: help with registering. The brand's support phone and e-mail (brand data)
 * and the phone team's hours (operating-hours service, Pacific Time); nothing brand-specific is
 * written here.
 */
export function Component() {
  const brand = useBrand();
  const title = 'Help with registering';
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  const hoursActor = useFlowActor(supportHoursMachine, { input: { orgCode: brand.code } });
  const { loading, failed, weekdays, weekend } = useSelector(
    hoursActor,
    selectSupportHoursView,
    sameSupportHoursView,
  );
  return (
    <section className="page legacy-support" aria-labelledby="support-title">
      <h1 id="support-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="lede">
        Our {brand.shortName} team can help you register, answer questions about a home equity line
        of credit, or pick up an application you have started.
      </p>
      <h2>Contact us</h2>
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
      <h2>Phone hours (Pacific Time)</h2>
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
      <p>
        <Link to="/register">Back to registration</Link>
      </p>
    </section>
  );
}
