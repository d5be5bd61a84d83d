import { notificationsEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  defineRoute(app, endpoints.listMapNotifications, (request) =>
    notifications.listMapNotifications(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.markMapNotificationsRead, (request) =>
    notifications.markMapNotificationsRead(requireAuth(request), request.params.id),
  );
}
