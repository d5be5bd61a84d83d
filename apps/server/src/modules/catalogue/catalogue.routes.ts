import { catalogueEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { CatalogueService } from './catalogue.service';

export async function catalogueRoutes(app: FastifyInstance, { catalogue }: { catalogue: CatalogueService }) {
  defineRoute(app, endpoints.listCatalogue, (request) => catalogue.listItems(request.query));

  defineRoute(app, endpoints.getCatalogueItem, (request) => catalogue.getItem(request.params.id));

  defineRoute(app, endpoints.createCatalogueItem, (request) => catalogue.createItem(request.body));

  defineRoute(app, endpoints.updateCatalogueItem, (request) =>
    catalogue.updateItem(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.listRateChanges, (request) => catalogue.rateHistory(request.params.id));

  defineRoute(app, endpoints.listCatalogueMaterials, () => catalogue.listMaterials());

  defineRoute(app, endpoints.setCatalogueMaterialRate, (request) =>
    catalogue.setMaterialRate(requireAuth(request), request.params.key, request.body.newRate),
  );

  defineRoute(app, endpoints.listCatalogueMaterialRates, (request) =>
    catalogue.materialRateHistory(request.params.key),
  );

  // The specification's preliminaries paths: the same catalogue, limited to the `pre` trade.
  defineRoute(
    app,
    endpoints.listPreliminaries,
    async () => (await catalogue.listItems({ trade: 'pre', include: 'active', page: 1, limit: 500 })).items,
  );

  defineRoute(app, endpoints.getPreliminary, (request) => catalogue.getItem(request.params.id, 'pre'));

  defineRoute(app, endpoints.createPreliminary, (request) =>
    catalogue.createItem({ ...request.body, trade: 'pre' }),
  );

  defineRoute(app, endpoints.setPreliminaryRate, async (request) => {
    const item = await catalogue.setRate(
      requireAuth(request),
      request.params.id,
      request.body.newRate,
      'pre',
    );
    return { ...item, id: item._id };
  });

  defineRoute(app, endpoints.withdrawPreliminary, async (request) => {
    await catalogue.deactivateItem(request.params.id, 'pre');
    return { id: request.params.id, message: 'Item withdrawn' };
  });
}
