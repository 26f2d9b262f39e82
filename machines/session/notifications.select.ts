/** Notifications machine snapshot → what the panel shows. */
import type { SnapshotFrom } from 'xstate';
import type { Notification } from '../../src/api/notifications';
import { NOTIFICATIONS_SHOWN, type NotificationsMachine } from './notifications.machine';

export const NO_NOTIFICATIONS = 'No Notifications';

export interface NotificationsView {
  status: 'loading' | 'error' | 'ready';
  /** Newest first: the 3 newest, or all of them when View All is on. */
  items: readonly Notification[];
  total: number;
  unread: number;
  /** Show the View All toggle (more than 3). */
  canToggle: boolean;
  showAll: boolean;
}

const time = (notification: Notification): number => {
  const ms = Date.parse(notification.timestamp);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Newest first; an unreadable timestamp sorts last. Stable for equal times. */
export function newestFirst(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort((a, b) => time(b) - time(a));
}

export function selectNotificationsView(
  snapshot: SnapshotFrom<NotificationsMachine>,
): NotificationsView {
  const { notifications, showAll } = snapshot.context;
  const sorted = newestFirst(notifications);
  const status = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('error')
      ? 'error'
      : 'ready';
  return {
    status,
    items: showAll ? sorted : sorted.slice(0, NOTIFICATIONS_SHOWN),
    total: notifications.length,
    unread: notifications.filter((n) => n.isUnread).length,
    canToggle: snapshot.can({ type: 'VIEW_ALL.TOGGLE' }),
    showAll,
  };
}
