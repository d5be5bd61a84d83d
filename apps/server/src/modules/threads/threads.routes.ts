import { threadsEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { ThreadsService } from './threads.service';

export async function threadsRoutes(app: FastifyInstance, { threads }: { threads: ThreadsService }) {
  defineRoute(app, endpoints.getPlanThread, (request) =>
    threads.getThread(requireAuth(request), request.params.id),
  );
  /** Before the body is read: someone who may not see the plan learns nothing, not even a 400. */
  const hideUnseenPlan = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: unknown };
    await threads.assertVisible(requireAuth(request), typeof id === 'string' ? id : '');
  };
  defineRoute(
    app,
    endpoints.postPlanMessage,
    (request) => threads.post(requireAuth(request), request.params.id, request.body),
    { preValidation: hideUnseenPlan },
  );
  defineRoute(app, endpoints.acceptRevision, (request) =>
    threads.accept(requireAuth(request), request.params.id, request.params.revision),
  );
}
