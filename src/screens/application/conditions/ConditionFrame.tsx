import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { readConditions } from '../../../../machines/conditions/conditions.actors';
import type { ConditionsAnswer } from '../../../../machines/conditions/conditions.machine';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  conditionsListPath,
  visibleConditions,
  type ConditionView,
} from '../../../domain/conditions';
import { useStepScreen, type StepCallContext } from '../useStepScreen';
import './conditions.css';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const CONDITION_GONE_TEXT =
  'This item is no longer open: it may already be done. Go back to your conditions to see what is left.';

const load = ({ applicationUuid, signal }: StepCallContext) =>
  readConditions(applicationUuid, signal);

function findCondition(answer: ConditionsAnswer, conditionUuid: string | null) {
  return visibleConditions(answer.conditions, answer.account).find(
    (item) => item.uuid === conditionUuid,
  );
}

export interface ConditionFrameProps {
  /** The page title before the condition is read (routeTable's). */
  pageTitle: string;
  /** The page for one condition (the upload form, the phone form). */
  children: (context: { applicationUuid: string; condition: ConditionView }) => ReactNode;
}

/**
 * The frame of a condition's action page: reads the open conditions (the step-screen machine:
 * loading, error with Retry), finds the one named by `?conditionUuid=`, and shows its title as
 * the heading and its description; a condition that is no longer open says so.
 */
export function ConditionFrame({ pageTitle, children }: ConditionFrameProps) {
  const { applicationId = '' } = useParams();
  const [search] = useSearchParams();
  const conditionUuid = search.get('conditionUuid');
  const screen = useStepScreen(applicationId, { load });
  const condition = screen.data ? findCondition(screen.data, conditionUuid) : undefined;
  const title = condition?.title ?? pageTitle;
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page conditions">
      <Link className="conditions__back" to={conditionsListPath(applicationId)}>
        Back to conditions
      </Link>
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {screen.phase === 'loading' ? <Loading label={`Loading ${pageTitle}`} /> : null}
      {screen.phase === 'loadFailed' ? (
        <LoadFailed what="this page" error={screen.errorMessage} onRetry={screen.retry} />
      ) : null}
      {screen.data && !condition ? <p>{CONDITION_GONE_TEXT}</p> : null}
      {condition ? (
        <>
          <p>{condition.description}</p>
          {children({ applicationUuid: applicationId, condition })}
        </>
      ) : null}
    </section>
  );
}
