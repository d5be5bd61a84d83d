import { ordersEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { OrdersService } from './orders.service';

export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  defineRoute(app, endpoints.placeOrder, (request) => orders.placeOrder(requireAuth(request), request.body));

  defineRoute(app, endpoints.listOrders, (request) => orders.listOrders(requireAuth(request), request.query));

  defineRoute(app, endpoints.getOrder, (request) => orders.getOrder(requireAuth(request), request.params.id));

  defineRoute(app, endpoints.updateOrder, (request) =>
    orders.updateOrder(requireAuth(request), request.params.id, request.body),
  );
}
