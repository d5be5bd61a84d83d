import { estimatesEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { EstimatesService } from './estimates.service';

export async function estimatesRoutes(app: FastifyInstance, { estimates }: { estimates: EstimatesService }) {
  defineRoute(app, endpoints.listSavedEstimates, (request) => estimates.list(requireAuth(request)));
  defineRoute(app, endpoints.saveEstimate, (request) => estimates.save(requireAuth(request), request.body));
  defineRoute(app, endpoints.deleteSavedEstimate, (request) =>
    estimates.remove(requireAuth(request), request.params.id),
  );
  defineRoute(app, endpoints.shareSavedEstimate, (request) =>
    estimates.share(requireAuth(request), request.params.id),
  );
  defineRoute(app, endpoints.revokeEstimateShare, (request) =>
    estimates.revoke(requireAuth(request), request.params.id),
  );
  defineRoute(app, endpoints.getSharedEstimate, async (request, reply) => {
    // As a shared bill: nobody's to cache on the way, and the link itself is the secret.
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return estimates.open(request.params.token);
  });
}
