import { providersEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { ProvidersService } from './providers.service';

export async function providersRoutes(app: FastifyInstance, { providers }: { providers: ProvidersService }) {
  defineRoute(app, endpoints.createProvider, (request) => providers.createProvider(request.body));

  defineRoute(app, endpoints.listProviders, (request) =>
    providers.listProviders(requireAuth(request), request.query),
  );

  defineRoute(app, endpoints.listCheapestPrices, (request) => providers.cheapest(request.query));

  defineRoute(app, endpoints.priceShoppingList, (request) => providers.priceShoppingList(request.body));

  defineRoute(app, endpoints.getProvider, (request) =>
    providers.getProvider(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.updateProvider, (request) =>
    providers.updateProvider(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.deleteProvider, async (request) => {
    await providers.deleteProvider(request.params.id);
    return { id: request.params.id, message: 'Supplier removed' };
  });

  defineRoute(app, endpoints.replacePrices, (request) =>
    providers.replacePrices(requireAuth(request), request.params.id, request.body),
  );
}
