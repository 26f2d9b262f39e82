import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { conditionsActors } from '../../../../machines/conditions/conditions.actors';
import { conditionsMachine } from '../../../../machines/conditions/conditions.machine';
import {
  sameConditionsView,
  selectConditionsView,
} from '../../../../machines/conditions/conditions.select';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { applicationEntryPath, conditionActionPath } from '../../../domain/conditions';
import { ConditionsList } from './ConditionsList';
import './conditions.css';
import { useForwardWindowFocus } from './useForwardWindowFocus';

export const CONDITIONS_TITLE = 'Conditions';
export { NO_CONDITIONS_TEXT, openItemsText } from './ConditionsList';
export const CONDITIONS_LEAD =
  'We need a few more things from you before we can finish reviewing your application.';

/**
 * /{uuid}/conditions: the borrower's open conditions (known categories, oldest first), each
 * with what it asks and a link to its action. Refreshed every 60 s and on window focus by the
 * conditions machine (this view only forwards the focus event).
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const actorRef = useFlowActor(conditionsMachine.provide({ actors: conditionsActors }), {
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
      <ConditionsList
        view={view}
        actionPathOf={(item) => conditionActionPath(applicationId, item)}
        onRetry={() => actorRef.send({ type: 'RETRY' })}
        whenEmpty={
          // The entry asks for the status and routes to the step the application is at.
          <Link className="kit-button" to={applicationEntryPath(applicationId)}>
            Continue my application
          </Link>
        }
      />
    </section>
  );
}
