import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { MapStatusSchema } from '../plans/plans.contract';

/**
 * What the owner is told: their BOQ revision N was issued, their plan moved to another state, a
 * checker left a comment that needs them (the plan needs revised drawings, or cannot be done), a
 * surveyor answered their question.
 */
export const MAP_NOTIFICATION_KINDS = [
  'boqIssued',
  'planMoved',
  'commentForClient',
  'surveyorAnswered',
] as const;
export type MapNotificationKind = (typeof MAP_NOTIFICATION_KINDS)[number];
export const MapNotificationSchema = z.object({
  _id: IdSchema,
  mapId: IdSchema,
  kind: z.enum(MAP_NOTIFICATION_KINDS),
  /** For `boqIssued`: the revision issued. */
  revision: z.number().int().nullable(),
  /** For `planMoved` and `commentForClient`: the state the plan moved to. */
  status: MapStatusSchema.nullable(),
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
