import { IdSchema, stagesEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { StagesService } from './stages.service';

export async function stagesRoutes(app: FastifyInstance, { stages }: { stages: StagesService }) {
  /**
   * Runs before the body and the rest of the path are validated: someone who may not use this
   * plan's bill learns nothing about it, not even that their request was malformed. A malformed
   * id is left to validation (400).
   */
  const hideOthersPlans = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: unknown };
    if (IdSchema.safeParse(id).success) await stages.assertOwner(requireAuth(request), id as string);
  };

  defineRoute(app, endpoints.listStageTicks, (request) =>
    stages.list(requireAuth(request), request.params.id),
  );
  defineRoute(
    app,
    endpoints.setStageDone,
    (request) =>
      stages.setDone(requireAuth(request), request.params.id, request.params.stage, request.body.done),
    { preValidation: hideOthersPlans },
  );
}
