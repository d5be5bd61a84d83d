import { IdSchema, sharesEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { SharesService } from './shares.service';

export async function sharesRoutes(app: FastifyInstance, { shares }: { shares: SharesService }) {
  /**
   * Runs before the body and the rest of the path are validated: someone who may not use this
   * plan's bill learns nothing about it, not even that their request was malformed. A malformed
   * id is left to validation (400).
   */
  const hideOthersPlans = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: unknown };
    if (IdSchema.safeParse(id).success) await shares.assertOwner(requireAuth(request), id as string);
  };

  defineRoute(app, endpoints.listBoqShares, (request) =>
    shares.list(requireAuth(request), request.params.id),
  );
  defineRoute(
    app,
    endpoints.createBoqShare,
    (request) => shares.create(requireAuth(request), request.params.id, request.body),
    { preValidation: hideOthersPlans },
  );
  defineRoute(
    app,
    endpoints.revokeBoqShare,
    (request) => shares.revoke(requireAuth(request), request.params.id, request.params.shareId),
    { preValidation: hideOthersPlans },
  );
  defineRoute(app, endpoints.getSharedBoq, async (request, reply) => {
    // A shared bill is nobody's to cache on the way, and the link itself is the secret.
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return shares.open(request.params.token);
  });
}
