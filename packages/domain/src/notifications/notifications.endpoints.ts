import { IdParamsSchema } from '../http.contract';
import { MapNotificationListSchema } from './notifications.contract';
import { ADMIN_OR_OWNER } from '../permissions';
import { defineEndpoints, defineEndpoint } from '../api/endpoint';

// Listed with the BOQ in the API documentation: issuing a BOQ is what they tell today.
const tag = 'boq';

/**
 * What a plan's owner is told (their BOQ issued). Admin may read them (support); anyone else,
 * BOQ staff included, gets 404: the service checks ownership.
 */
export const notificationsEndpoints = defineEndpoints({
  listMapNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/notifications',
    tag,
    summary: "The owner's notifications about this map (e.g. BOQ issued), newest first",
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: MapNotificationListSchema },
  }),
  markMapNotificationsRead: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/notifications/read',
    tag,
    summary: "Mark the owner's notifications about this map read",
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: MapNotificationListSchema },
  }),
});
