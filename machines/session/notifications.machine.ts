/**
 * The notifications panel of the top bar's menu (shell §2): the signed-in user's notifications,
 * loaded once when the session is signed in (the session machine invokes this machine only then,
 * so visitors never load or see any). The panel shows the 3 newest, newest first, and a View All
 * toggle when there are more (notifications.select.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Notification } from '../../src/api/notifications';

export interface NotificationsContext {
  notifications: Notification[];
  /** The View All toggle is on. */
  showAll: boolean;
  error: unknown;
}

export type NotificationsEvent =
  /** The View All / Show fewer button. */
  | { type: 'VIEW_ALL.TOGGLE' }
  /** Try the load again after a failure. */
  | { type: 'RETRY' };

/** The panel shows this many until View All is on (shell §2). */
export const NOTIFICATIONS_SHOWN = 3;

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    tags: {} as 'loading' | 'error',
  },
  actors: {
    fetchNotifications: fromPromise<Notification[]>(async () => {
      throw new Error(
        'notifications: provide the "fetchNotifications" actor with machine.provide()',
      );
    }),
  },
  actions: {
    store: assign((_, params: { notifications: Notification[] }) => ({
      notifications: params.notifications,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    toggleShowAll: assign({ showAll: ({ context }) => !context.showAll }),
  },
  guards: {
    hasMoreThanShown: ({ context }) => context.notifications.length > NOTIFICATIONS_SHOWN,
  },
}).createMachine({
  id: 'notifications',
  description: 'Notifications panel: load once when signed in; 3 newest, View All when more.',
  context: { notifications: [], showAll: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchNotifications',
        src: 'fetchNotifications',
        onDone: {
          target: 'loaded',
          actions: { type: 'store', params: ({ event }) => ({ notifications: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      on: {
        // Why: with 3 or fewer there is nothing more to show, so there is no toggle.
        'VIEW_ALL.TOGGLE': { guard: 'hasMoreThanShown', actions: 'toggleShowAll' },
      },
    },
    failed: {
      tags: ['error'],
      on: { RETRY: 'loading' },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
