import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/Link';
import { fromPromise } from 'xstate';
import type { ApplicationStatusSnapshot } from '../../../machines/application-status/application-status.select';
import {
  conditionsMachine,
  type ConditionsAnswer,
  type FetchConditionsInput,
} from '../../../machines/conditions/conditions.machine';
import type { ConditionsSnapshot } from '../../../machines/conditions/conditions.select';
import { getExternalApplicantConditions } from '../../api/conditions';
import { CONDITION_SCREENS, conditionsListPath, visibleConditions } from '../../domain/conditions';
import { useApplicationStatus } from './applicationStatusContext';
import './openItems.css';
import { useForwardWindowFocus } from './conditions/useForwardWindowFocus';

/** The link's words: "You have 1 open item", "You have 3 open items". */
export function openItemsLinkText(count: number): string {
  return count === 1 ? 'You have 1 open item' : `You have ${count} open items`;
}

/** The conditions pages (the list and the two action pages) show the items themselves. */
export function isConditionsScreen(pathname: string): boolean {
  const [, first] = pathname.split('/').filter(Boolean);
  return first === CONDITION_SCREENS.list;
}

/**
 * Only the open list is needed here (the conditions page also reads the disbursement account,
 * for a bank review's wording): one call per read.
 */
const openItemsMachine = conditionsMachine.provide({
  actors: {
    fetchConditions: fromPromise<ConditionsAnswer, FetchConditionsInput>(
      async ({ input, signal }) => ({
        conditions: await getExternalApplicantConditions(input.applicationUuid, { signal }),
        account: null,
      }),
    ),
  },
});

/** The number of open items to show; null while loading or after a failed read (nothing shown). */
const selectOpenCount = (snapshot: ConditionsSnapshot): number | null => {
  const { answer, error } = snapshot.context;
  if (!answer || (error !== null && error !== undefined)) return null;
  return visibleConditions(answer.conditions).length;
};

/** The checklist status; undefined until the first status answer. */
const selectChecklistStatus = (snapshot: ApplicationStatusSnapshot): string | null | undefined =>
  snapshot.context.status === null ? undefined : (snapshot.context.status.checklistStatus ?? null);

const selectIsSignerApp = (snapshot: ApplicationStatusSnapshot) => snapshot.context.isSignerApp;

function OpenItemsCount({ applicationUuid }: { applicationUuid: string }) {
  const actorRef = useActorRef(openItemsMachine, { input: { applicationUuid } });
  const count = useSelector(actorRef, selectOpenCount);
  const statusActor = useApplicationStatus();
  const checklistStatus = useSelector(statusActor, selectChecklistStatus);

  // The step moved on (a new checklist status): the lender may have added or cleared items.
  const lastStatus = useRef(checklistStatus);
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = checklistStatus;
    if (previous !== undefined && previous !== checklistStatus) actorRef.send({ type: 'RETRY' });
  }, [actorRef, checklistStatus]);

  useForwardWindowFocus(actorRef);

  if (count === null || count === 0) return null;
  return (
    <p className="open-items-link">
      <Link to={conditionsListPath(applicationUuid)}>{openItemsLinkText(count)}</Link>
    </p>
  );
}

/**
 * "You have N open items", linking to the conditions page, on every screen of the application
 * except the conditions pages themselves (leaving them mounts the count again: a fresh read, so
 * an item just answered is gone). Not in the additional signer's app: a co-deeder's conditions
 * have their own /heloc-signer routes. Loading, no items or a failed read show nothing.
 */
export function OpenItemsLink({ applicationUuid }: { applicationUuid: string }) {
  const { pathname } = useLocation();
  const isSignerApp = useSelector(useApplicationStatus(), selectIsSignerApp);
  if (isSignerApp || isConditionsScreen(pathname)) return null;
  return <OpenItemsCount applicationUuid={applicationUuid} />;
}
