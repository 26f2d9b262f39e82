import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { conditionFrameCalls } from '../../../../machines/conditions/conditions.actors';
import type { ConditionsAnswer } from '../../../../machines/conditions/conditions.machine';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import {
  conditionsListPath,
  visibleConditions,
  type ConditionView,
} from '../../../domain/conditions';
import { useStepMachine, type StepScreenCalls } from '../useStepScreen';
import './conditions.css';
import { LoadFailed, Loading } from '../../../ui/LoadStatus';

export const CONDITION_GONE_TEXT =
  'This item is no longer open: it may already be done. Go back to your conditions to see what is left.';

const shownConditions = (answer: ConditionsAnswer) =>
  visibleConditions(answer.conditions, answer.account);

export interface ConditionFrameProps {
  /** The page title before the condition is read (routeTable's). */
  pageTitle: string;
  /** The page for one condition (the upload form, the phone form). */
  children: (context: { applicationUuid: string; condition: ConditionView }) => ReactNode;
  /** The application (default: the route's `:applicationId`; a signer's from the co-deed status). */
  applicationUuid?: string;
  /** The conditions list path (default: the borrower's /{uuid}/conditions). */
  listPath?: string;
  /** Reads the open conditions (default: the borrower's; a signer's own only). */
  calls?: StepScreenCalls<ConditionsAnswer>;
  /** The conditions shown, as this person answers them (default: visibleConditions). */
  conditionsOf?: (answer: ConditionsAnswer) => ConditionView[];
}

/**
 * The frame of a condition's action page: reads the open conditions (the step-screen machine:
 * loading, error with Retry), finds the one named by `?conditionUuid=`, and shows its title as
 * the heading and its description; a condition that is no longer open says so.
 */
export function ConditionFrame({
  pageTitle,
  children,
  applicationUuid,
  listPath,
  calls = conditionFrameCalls,
  conditionsOf = shownConditions,
}: ConditionFrameProps) {
  const { applicationId: routeApplicationId = '' } = useParams();
  const applicationId = applicationUuid ?? routeApplicationId;
  const [search] = useSearchParams();
  const conditionUuid = search.get('conditionUuid');
  // Only reads (nothing is posted here, so no status to ask for): the same chart serves the
  // borrower's pages and the signer's, which sit outside the application layout.
  const screen = useStepMachine(applicationId, calls, () => {});
  const condition = screen.data
    ? conditionsOf(screen.data).find((item) => item.uuid === conditionUuid)
    : undefined;
  const title = condition?.title ?? pageTitle;
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  return (
    <section className="page conditions">
      <Link className="conditions__back" to={listPath ?? conditionsListPath(applicationId)}>
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
