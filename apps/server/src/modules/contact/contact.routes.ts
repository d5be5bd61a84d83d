import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  ContactBodySchema,
  ContactMessageSchema,
  ContactPageSchema,
  ContactReceivedSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ListContactQuerySchema,
  UpdateContactBodySchema,
} from '@kadirio/domain';
import { requireAuth } from '../../plugins/auth';
import type { ContactService } from './contact.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  ratePerMinute: number;
}> = async (app, { contact, ratePerMinute }) => {
  app.post(
    '/api/contact',
    {
      // A form anyone can post: limited per address like sign-in, so it cannot be used to flood.
      config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send us a message (public, rate limited): name, email and/or phone, message',
        body: ContactBodySchema,
        response: { 201: ContactReceivedSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const saved = await contact.receive(request.body);
      return reply.code(201).send({ _id: saved._id, message: CONTACT_MESSAGES.received });
    },
  );

  app.get(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Contact messages, newest first, optionally ?handled=true|false (admin)',
        security: [{ bearerAuth: [] }],
        querystring: ListContactQuerySchema,
        response: { 200: ContactPageSchema, ...errors },
      },
    },
    async (request) => contact.listMessages(request.query),
  );

  app.put(
    '/api/contact/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'Mark a message handled or unhandled (admin)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateContactBodySchema,
        response: { 200: ContactMessageSchema, ...errors },
      },
    },
    async (request) => contact.setHandled(requireAuth(request), request.params.id, request.body.handled),
  );
};
