import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrderBodySchema,
  IdParamsSchema,
  OrderPageSchema,
  OrderQuerySchema,
  OrderSchema,
  UpdateOrderBodySchema,
} from '@kadirio/domain';
import { BEARER, ERROR_RESPONSES } from '../../lib/route-errors';
import { requireAuth } from '../../plugins/auth';
import type { OrdersService } from './orders.service';

const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/api/orders/',
    {
      schema: {
        tags,
        summary: 'Order units of an open offer; at most what remains; totals computed here',
        security: BEARER,
        body: CreateOrderBodySchema,
        response: { 201: OrderSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await orders.placeOrder(requireAuth(request), request.body)),
  );

  app.get(
    '/api/orders/',
    {
      schema: {
        tags,
        summary: "The caller's orders (admin: everyone's), newest first",
        security: BEARER,
        querystring: OrderQuerySchema,
        response: { 200: OrderPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => orders.listOrders(requireAuth(request), request.query),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order (its owner or admin)',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => orders.getOrder(requireAuth(request), request.params.id),
  );

  app.put(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary:
          'Change an order: owner edits or cancels while placed; admin moves placed → confirmed → paid → delivered or cancels',
        security: BEARER,
        params: IdParamsSchema,
        body: UpdateOrderBodySchema,
        response: { 200: OrderSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => orders.updateOrder(requireAuth(request), request.params.id, request.body),
  );
};
