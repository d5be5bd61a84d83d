import { CONTACT_MESSAGES, contactEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { ContactService } from './contact.service';

export async function contactRoutes(
  app: FastifyInstance,
  { contact, ratePerMinute }: { contact: ContactService; ratePerMinute: number },
) {
  defineRoute(
    app,
    endpoints.sendMessage,
    async (request) => {
      const saved = await contact.receive(request.body);
      return { _id: saved._id, message: CONTACT_MESSAGES.received };
    },
    // A form anyone can post: limited per address like sign-in, so it cannot be used to flood.
    { config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } } },
  );

  defineRoute(app, endpoints.listMessages, (request) => contact.listMessages(request.query));

  defineRoute(app, endpoints.setHandled, (request) =>
    contact.setHandled(requireAuth(request), request.params.id, request.body.handled),
  );
}
