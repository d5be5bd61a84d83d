import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrderBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  OrderPageSchema,
  OrderQuerySchema,
  OrderSchema,
  UpdateOrderBodySchema,
} from '@kadirio/domain';
import { requireAuth } from '../../plugins/auth';
import type { OrdersService } from './orders.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const bearer = [{ bearerAuth: [] }];
const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/api/orders/',
    {
      schema: {
        tags,
        summary: 'Order units of an open offer; at most what remains; totals computed here',
        security: bearer,
        body: CreateOrderBodySchema,
        response: { 201: OrderSchema, ...errors },
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
        security: bearer,
        querystring: OrderQuerySchema,
        response: { 200: OrderPageSchema, ...errors },
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
        security: bearer,
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...errors },
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
        security: bearer,
        params: IdParamsSchema,
        body: UpdateOrderBodySchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => orders.updateOrder(requireAuth(request), request.params.id, request.body),
  );
};
