import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { conditionsActors } from '../../../../machines/conditions/conditions.actors';
import { conditionsMachine } from '../../../../machines/conditions/conditions.machine';
import {
  sameConditionsView,
  selectConditionsView,
} from '../../../../machines/conditions/conditions.select';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  applicationEntryPath,
  conditionActionPath,
  type ConditionView,
} from '../../../domain/conditions';
import { formatDisplayDate } from '../../../domain/dates';
import './conditions.css';
import { useForwardWindowFocus } from './useForwardWindowFocus';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const CONDITIONS_TITLE = 'Conditions';
export const CONDITIONS_LEAD =
  'We need a few more things from you before we can finish reviewing your application.';
export const NO_CONDITIONS_TEXT =
  "You're all caught up: there is nothing we need from you right now.";

export function openItemsText(count: number): string {
  return count === 1 ? 'You have 1 open item.' : `You have ${count} open items.`;
}

function ConditionCard({
  applicationUuid,
  item,
}: {
  applicationUuid: string;
  item: ConditionView;
}) {
  const path = conditionActionPath(applicationUuid, item);
  const headingId = `condition-${item.uuid}`;
  const requested = item.created ? formatDisplayDate(item.created) : null;
  return (
    <li className="conditions__item">
      <article aria-labelledby={headingId} className="conditions__card">
        <h2 id={headingId} className="conditions__title">
          {item.title}
        </h2>
        <p>{item.description}</p>
        {requested ? <p className="conditions__meta">Requested {requested}</p> : null}
        {path && item.actionLabel ? (
          <Link className="kit-button" to={path} aria-describedby={headingId}>
            {item.actionLabel}
          </Link>
        ) : null}
      </article>
    </li>
  );
}

/**
 * /{uuid}/conditions: the borrower's open conditions (known categories, oldest first), each
 * with what it asks and a link to its action. Refreshed every 60 s and on window focus by the
 * conditions machine (this view only forwards the focus event).
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const actorRef = useActorRef(conditionsMachine.provide({ actors: conditionsActors }), {
    input: { applicationUuid: applicationId },
  });
  const view = useSelector(actorRef, selectConditionsView, sameConditionsView);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(CONDITIONS_TITLE);

  useForwardWindowFocus(actorRef);

  return (
    <section className="page conditions">
      <h1 ref={headingRef} tabIndex={-1}>
        {CONDITIONS_TITLE}
      </h1>
      <p>{CONDITIONS_LEAD}</p>
      {view.phase === 'loading' ? <Loading label="Loading your conditions" /> : null}
      {view.phase === 'loadFailed' ? (
        <LoadFailed
          what="your conditions"
          error={view.errorMessage}
          onRetry={() => actorRef.send({ type: 'RETRY' })}
        />
      ) : null}
      {view.phase === 'ready' ? (
        <>
          <p role="status" className="conditions__count">
            {view.conditions.length > 0
              ? openItemsText(view.conditions.length)
              : NO_CONDITIONS_TEXT}
          </p>
          {view.errorMessage ? (
            <div className="kit-alert conditions__stale">
              <p>
                We could not check for updates, so this list may be out of date. {view.errorMessage}
              </p>
              <button
                type="button"
                className="kit-button kit-button--secondary"
                disabled={view.refreshing}
                onClick={() => actorRef.send({ type: 'RETRY' })}
              >
                Check again
              </button>
            </div>
          ) : null}
          {view.conditions.length > 0 ? (
            <ol className="conditions__list" aria-label="Open conditions">
              {view.conditions.map((item) => (
                <ConditionCard key={item.uuid} applicationUuid={applicationId} item={item} />
              ))}
            </ol>
          ) : (
            // The entry asks for the status and routes to the step the application is at.
            <Link className="kit-button" to={applicationEntryPath(applicationId)}>
              Continue my application
            </Link>
          )}
        </>
      ) : null}
    </section>
  );
}
