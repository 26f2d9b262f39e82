import type { z } from 'zod';
import type { NotificationListSchema, NotificationSchema } from '../../api/notifications';
import { operation, signedIn, type OperationDefinition } from './define';

export const notificationsOperations: OperationDefinition[] = [
  operation(
    'getNotifications',
    (context) =>
      context.lender
        .notificationsFor(signedIn(context).uuid)
        .map(({ identityUuid: _i, ...notification }) =>
          structuredClone(notification),
        ) satisfies z.input<typeof NotificationListSchema>,
  ),

  operation('markNotificationRead', (context) => {
    const { identityUuid: _i, ...notification } = context.lender.markNotificationRead(
      signedIn(context).uuid,
      context.params.id ?? '',
    );
    return structuredClone(notification) satisfies z.input<typeof NotificationSchema>;
  }),
];
