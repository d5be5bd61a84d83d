import { purchasesEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { PurchasesService } from './purchases.service';

export async function purchasesRoutes(app: FastifyInstance, { purchases }: { purchases: PurchasesService }) {
  defineRoute(app, endpoints.createPurchase, (request) => purchases.createPurchase(request.body));

  defineRoute(app, endpoints.listPurchases, (request) =>
    purchases.listPurchases(requireAuth(request), request.query),
  );

  defineRoute(app, endpoints.getPurchase, (request) =>
    purchases.getPurchase(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.updatePurchase, (request) =>
    purchases.updatePurchase(request.params.id, request.body),
  );

  defineRoute(app, endpoints.deletePurchase, async (request) => {
    await purchases.deletePurchase(request.params.id);
    return { id: request.params.id, message: 'Offer deleted' };
  });
}
