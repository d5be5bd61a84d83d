import { threadEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { PlanThreadService } from './plan-thread.service';

export async function planThreadRoutes(app: FastifyInstance, { thread }: { thread: PlanThreadService }) {
  defineRoute(app, endpoints.getPlanThread, (request) =>
    thread.getThread(requireAuth(request), request.params.id),
  );
  /** Before the body is read: someone who may not see the plan learns nothing, not even a 400. */
  const hideUnseenPlan = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: unknown };
    await thread.assertVisible(requireAuth(request), typeof id === 'string' ? id : '');
  };
  defineRoute(
    app,
    endpoints.postPlanMessage,
    (request) => thread.post(requireAuth(request), request.params.id, request.body),
    { preValidation: hideUnseenPlan },
  );
  defineRoute(app, endpoints.acceptRevision, (request) =>
    thread.accept(requireAuth(request), request.params.id, request.params.revision),
  );
}
