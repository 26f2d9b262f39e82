import { LoadFailed, Loading } from '../../../ui/LoadStatus';
import type { ReactNode } from 'react';
import type { ConditionsListView } from '../../../../machines/conditions/conditions.select';
import type { ConditionView } from '../../../domain/conditions';
import { formatDisplayDate } from '../../../domain/dates';
import { Link } from '../../../ui/Link';
import './conditions.css';

export const NO_CONDITIONS_TEXT =
  "You're all caught up: there is nothing we need from you right now.";

/** The refreshes stopped after failing 5 times in a row (issue 17, part 8). */
export const CONDITIONS_REFRESH_STOPPED =
  'We stopped checking for updates after several tries, so this list may be out of date.';

export function openItemsText(count: number): string {
  return count === 1 ? 'You have 1 open item.' : `You have ${count} open items.`;
}

/** One open condition: what it asks, when, and a link to its action (when it has one). */
export function ConditionCard({ item, path }: { item: ConditionView; path: string | null }) {
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

export interface ConditionsListProps {
  /** The conditions machine's view, ready (the list read at least once). */
  view: ConditionsListView;
  /** The conditions shown (default: the view's). */
  conditions?: ConditionView[];
  /** Where each condition's action leads (null: no action). */
  actionPathOf: (item: ConditionView) => string | null;
  /** Read again now (the stale note's "Check again", the stopped alert's "Try again"). */
  onRetry: () => void;
  /** Shown under "all caught up" when nothing is open (the way on). */
  whenEmpty: ReactNode;
}

/**
 * The open conditions as the borrower's and the signer's lists show them: loading, a failed first
 * read with Retry, then how many, a quiet note when a refresh failed (the last list stays), an
 * alert with Try again when the refreshes stopped after failing, and one card per condition.
 */
export function ConditionsList({
  view,
  conditions = view.conditions,
  actionPathOf,
  onRetry,
  whenEmpty,
}: ConditionsListProps) {
  if (view.phase === 'loading') return <Loading label="Loading your conditions" />;
  if (view.phase === 'loadFailed') {
    return <LoadFailed what="your conditions" error={view.errorMessage} onRetry={onRetry} />;
  }
  return (
    <>
      <p role="status" className="conditions__count">
        {conditions.length > 0 ? openItemsText(conditions.length) : NO_CONDITIONS_TEXT}
      </p>
      {view.refreshStopped ? (
        <div role="alert" className="kit-alert kit-alert--error conditions__stale">
          <p>{`${CONDITIONS_REFRESH_STOPPED} ${view.errorMessage ?? ''}`}</p>
          <button type="button" className="kit-button" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : view.errorMessage ? (
        <div className="kit-alert conditions__stale">
          <p>
            We could not check for updates, so this list may be out of date. {view.errorMessage}
          </p>
          <button
            type="button"
            className="kit-button kit-button--secondary"
            disabled={view.refreshing}
            onClick={onRetry}
          >
            Check again
          </button>
        </div>
      ) : null}
      {conditions.length > 0 ? (
        <ol className="conditions__list" aria-label="Open conditions">
          {conditions.map((item) => (
            <ConditionCard key={item.uuid} item={item} path={actionPathOf(item)} />
          ))}
        </ol>
      ) : (
        whenEmpty
      )}
    </>
  );
}
