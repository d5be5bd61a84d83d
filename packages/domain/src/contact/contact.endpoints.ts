import {
  ContactBodySchema,
  ContactMessageSchema,
  ContactPageSchema,
  ContactReceivedSchema,
  ListContactQuerySchema,
  UpdateContactBodySchema,
} from './contact.contract';
import { IdParamsSchema } from '../http.contract';
import { ADMIN_ONLY, PUBLIC } from '../permissions';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'contact';

/** Anyone may write to us (rate limited); admin reads and handles the messages. */
export const contactEndpoints = defineEndpoints({
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    tag,
    summary: 'Send us a message (public, rate limited): name, email and/or phone, message',
    policy: PUBLIC,
    body: ContactBodySchema,
    errors: [429],
    responses: { 201: ContactReceivedSchema },
  }),
  listMessages: defineEndpoint({
    method: 'GET',
    path: '/api/contact',
    tag,
    summary: 'Contact messages, newest first, optionally ?handled=true|false (admin)',
    policy: ADMIN_ONLY,
    query: ListContactQuerySchema,
    responses: { 200: ContactPageSchema },
  }),
  setHandled: defineEndpoint({
    method: 'PUT',
    path: '/api/contact/:id',
    tag,
    summary: 'Mark a message handled or unhandled (admin)',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    body: UpdateContactBodySchema,
    responses: { 200: ContactMessageSchema },
  }),
});
