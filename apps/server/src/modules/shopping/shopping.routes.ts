import { IdSchema, shoppingEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { ShoppingService } from './shopping.service';

export async function shoppingRoutes(app: FastifyInstance, { shopping }: { shopping: ShoppingService }) {
  /**
   * Runs before the body and the material are validated: someone who may not tick this plan's
   * list learns nothing about it, not even that their request was malformed. A malformed id is
   * left to validation (400).
   */
  const hideOthersPlans = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: unknown };
    if (IdSchema.safeParse(id).success) await shopping.assertMayTick(requireAuth(request), id as string);
  };

  defineRoute(app, endpoints.listBoughtMaterials, (request) =>
    shopping.list(requireAuth(request), request.params.id),
  );
  defineRoute(
    app,
    endpoints.setMaterialBought,
    (request) =>
      shopping.setBought(
        requireAuth(request),
        request.params.id,
        request.params.material,
        request.body.bought,
      ),
    { preValidation: hideOthersPlans },
  );
}
