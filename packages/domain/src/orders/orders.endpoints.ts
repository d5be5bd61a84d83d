import { IdParamsSchema } from '../http.contract';
import { ADMIN_OR_OWNER, SIGNED_IN } from '../permissions';
import {
  CreateOrderBodySchema,
  OrderPageSchema,
  OrderQuerySchema,
  OrderSchema,
  UpdateOrderBodySchema,
} from './orders.contract';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'orders';

/**
 * Orders against group-buying offers. Orders belong to their user: the service answers 404 for
 * another user's order.
 */
export const ordersEndpoints = defineEndpoints({
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/api/orders/',
    tag,
    summary: 'Order units of an open offer; at most what remains; totals computed here',
    policy: SIGNED_IN,
    body: CreateOrderBodySchema,
    responses: { 201: OrderSchema },
  }),
  listOrders: defineEndpoint({
    method: 'GET',
    path: '/api/orders/',
    tag,
    summary: "The caller's orders (admin: everyone's), newest first",
    policy: SIGNED_IN,
    query: OrderQuerySchema,
    responses: { 200: OrderPageSchema },
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id',
    tag,
    summary: 'One order (its owner or admin)',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: OrderSchema },
  }),
  updateOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/orders/:id',
    tag,
    summary:
      'Change an order: owner edits or cancels while placed; admin moves placed → confirmed → paid → delivered or cancels',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    body: UpdateOrderBodySchema,
    responses: { 200: OrderSchema },
  }),
});
