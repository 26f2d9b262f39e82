import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalText, textOrNumber } from './common';

/** Not in the spec: service, paths and shapes are designed. */
const NOTIFICATIONS_BASE = '/service-notification/secure/api/v1/notifications';

export const NotificationSchema = z.object({
  id: z.pipe(textOrNumber, z.transform(String)),
  title: z.string(),
  body: optionalText,
  isUnread: z.boolean(),
  /** ISO date-time. */
  timestamp: z.string(),
  action: z.nullish(z.object({ label: z.string(), href: z.string() })),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.array(NotificationSchema);

export function getNotifications(options: CallOptions = {}): Promise<Notification[]> {
  return apiRequest(NOTIFICATIONS_BASE, { ...options, schema: NotificationListSchema });
}

export async function markNotificationRead(id: string, options: CallOptions = {}): Promise<void> {
  await apiRequest(`${NOTIFICATIONS_BASE}/${encodeURIComponent(id)}/read`, {
    ...options,
    method: 'POST',
  });
}
