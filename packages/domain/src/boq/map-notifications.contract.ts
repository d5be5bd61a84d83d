import { z } from 'zod';
import { IdSchema } from '../http.contract';

/** What the owner is told (e.g. their BOQ revision N was issued). */
export const MAP_NOTIFICATION_KINDS = ['boqIssued'] as const;
export const MapNotificationSchema = z.object({
  _id: IdSchema,
  mapId: IdSchema,
  kind: z.enum(MAP_NOTIFICATION_KINDS),
  /** For `boqIssued`: the revision issued. */
  revision: z.number().int().nullable(),
  /** Plain English; the web may show its own translated sentence from `kind` and `revision`. */
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MapNotification = z.infer<typeof MapNotificationSchema>;
export const MapNotificationListSchema = z.object({
  items: z.array(MapNotificationSchema),
  unread: z.number().int(),
});
export type MapNotificationList = z.infer<typeof MapNotificationListSchema>;
