import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/Link';
import type { ApplicationStatusSnapshot } from '../../../machines/application-status/application-status.select';
import { openItemsActors } from '../../../machines/conditions/conditions.actors';
import { conditionsMachine } from '../../../machines/conditions/conditions.machine';
import { selectOpenItemsCount } from '../../../machines/conditions/conditions.select';
import { CONDITION_SCREENS, conditionsListPath } from '../../domain/conditions';
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

/** The conditions chart on the open list only (one call per read). */
const openItemsMachine = conditionsMachine.provide({ actors: openItemsActors });

/** The checklist status; undefined until the first status answer. */
const selectChecklistStatus = (snapshot: ApplicationStatusSnapshot): string | null | undefined =>
  snapshot.context.status === null ? undefined : (snapshot.context.status.checklistStatus ?? null);

const selectIsSignerApp = (snapshot: ApplicationStatusSnapshot) => snapshot.context.isSignerApp;

function OpenItemsCount({ applicationUuid }: { applicationUuid: string }) {
  const actorRef = useFlowActor(openItemsMachine, { input: { applicationUuid } });
  const count = useSelector(actorRef, selectOpenItemsCount);
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
    <span className="open-items-link">
      <Link to={conditionsListPath(applicationUuid)}>{openItemsLinkText(count)}</Link>
    </span>
  );
}

/**
 * "You have N open items", linking to the conditions page, in the layout's row of links (beside
 * "Your documents", in room the row keeps for it, so its arrival moves nothing) on every screen of the application
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
