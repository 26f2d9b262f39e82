import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  NO_NOTIFICATIONS,
  selectNotificationsView,
} from '../../../machines/session/notifications.select';
import { formatNotificationAge } from '../../domain/notificationAge';
import { safeHref } from '../navigation';
import { useSessionActor } from './ShellProvider';

/**
 * The notifications of the signed-in user: the 3 newest, newest first, a View All toggle when
 * there are more, "No Notifications" when there are none. Visitors have no panel (the session
 * runs the notifications machine only when signed in).
 */
export function NotificationsPanel() {
  const session = useSessionActor();
  const ref = useSelector(session, (snapshot) => snapshot.children.notifications);
  const view = useSelector(
    ref,
    (snapshot) => (snapshot ? selectNotificationsView(snapshot) : null),
    shallowEqual,
  );
  const headingId = useId();
  const listId = useId();
  if (!ref || !view) return null;
  return (
    <section className="shell-notifications" aria-labelledby={headingId}>
      <h2 className="shell-menu__heading" id={headingId}>
        Notifications
        {view.unread > 0 ? <span className="shell-badge">{`${view.unread} unread`}</span> : null}
      </h2>
      {view.status === 'loading' ? <p role="status">Loading notifications…</p> : null}
      {view.status === 'error' ? (
        <div role="alert">
          <p>Your notifications could not be loaded.</p>
          <button
            type="button"
            className="kit-link-button"
            onClick={() => ref.send({ type: 'RETRY' })}
          >
            Try again
          </button>
        </div>
      ) : null}
      {view.status === 'ready' && view.total === 0 ? <p>{NO_NOTIFICATIONS}</p> : null}
      {view.status === 'ready' && view.total > 0 ? (
        <ul className="shell-notifications__list" id={listId}>
          {view.items.map((notification) => (
            <li key={notification.id} className="shell-notification">
              <p className="shell-notification__title">
                {notification.isUnread ? (
                  <span className="shell-notification__unread">
                    <span className="kit-visually-hidden">Unread: </span>
                  </span>
                ) : null}
                {notification.title}
              </p>
              {notification.body ? (
                <p className="shell-notification__body">{notification.body}</p>
              ) : null}
              <p className="shell-notification__meta">
                <time dateTime={notification.timestamp}>
                  {formatNotificationAge(notification.timestamp)}
                </time>
                {notification.action && safeHref(notification.action.href) ? (
                  <a
                    className="shell-notification__action"
                    href={safeHref(notification.action.href)}
                  >
                    {notification.action.label}
                    <span className="kit-visually-hidden">{`: ${notification.title}`}</span>
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {view.canToggle ? (
        <button
          type="button"
          className="kit-link-button"
          aria-controls={listId}
          onClick={() => ref.send({ type: 'VIEW_ALL.TOGGLE' })}
        >
          {view.showAll ? 'Show fewer' : 'View All'}
        </button>
      ) : null}
    </section>
  );
}
