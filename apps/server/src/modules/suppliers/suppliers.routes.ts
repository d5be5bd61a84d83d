import { suppliersEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { SuppliersService } from './suppliers.service';

export async function suppliersRoutes(app: FastifyInstance, { suppliers }: { suppliers: SuppliersService }) {
  defineRoute(app, endpoints.createProvider, (request) => suppliers.createProvider(request.body));

  defineRoute(app, endpoints.listProviders, (request) =>
    suppliers.listProviders(requireAuth(request), request.query),
  );

  defineRoute(app, endpoints.listCheapestPrices, (request) => suppliers.cheapest(request.query));

  defineRoute(app, endpoints.priceShoppingList, (request) => suppliers.priceShoppingList(request.body));

  defineRoute(app, endpoints.getProvider, (request) =>
    suppliers.getProvider(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.updateProvider, (request) =>
    suppliers.updateProvider(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.deleteProvider, async (request) => {
    await suppliers.deleteProvider(request.params.id);
    return { id: request.params.id, message: 'Supplier removed' };
  });

  defineRoute(app, endpoints.replacePrices, (request) =>
    suppliers.replacePrices(requireAuth(request), request.params.id, request.body),
  );
}
