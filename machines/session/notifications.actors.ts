/** The real actor of the notifications machine: GET the signed-in user's notifications. */
import { fromPromise } from 'xstate';
import { getNotifications, type Notification } from '../../src/api/notifications';

export const fetchNotifications = fromPromise<Notification[]>(({ signal }) =>
  getNotifications({ signal }),
);

export const notificationsActors = { fetchNotifications };
