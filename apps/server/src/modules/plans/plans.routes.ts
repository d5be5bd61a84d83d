import multipart from '@fastify/multipart';
import {
  MAP_LIMITS,
  MAP_MESSAGES,
  MAP_QUEUE_ENDPOINTS,
  MAP_STATUSES,
  plansEndpoints as endpoints,
} from '@kadirio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import { contentRange } from './byte-range';
import { contentDisposition } from './file-names';
import type { PlansService } from './plans.service';

export interface PlansRoutesOptions {
  plans: PlansService;
  /** Upload cap per drawing (tests lower it); must match the service's. */
  drawingMaxBytes?: number;
}

export async function plansRoutes(
  app: FastifyInstance,
  { plans, drawingMaxBytes = MAP_LIMITS.drawingMaxBytes }: PlansRoutesOptions,
) {
  // Registered here, so multipart bodies are understood by these routes only.
  await app.register(multipart, {
    limits: {
      fileSize: drawingMaxBytes,
      files: MAP_LIMITS.drawingsPerMap,
      fields: 10,
      fieldSize: 10_000,
      parts: MAP_LIMITS.drawingsPerMap + 10,
      headerPairs: 100,
    },
  });

  /**
   * Runs before the body is validated: someone who may not see the map learns nothing about it,
   * not even that their body was malformed.
   */
  const hideUnseenMap = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: unknown };
    await plans.assertVisible(requireAuth(request), typeof id === 'string' ? id : '');
  };

  /** As hideUnseenMap, but a checker whose view of the map is stale is let through to a 409. */
  const hideUnmovableMap = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: unknown };
    await plans.assertMayMove(requireAuth(request), typeof id === 'string' ? id : '');
  };

  defineRoute(app, endpoints.createMap, (request) => plans.createMap(requireAuth(request), request.body));

  defineRoute(app, endpoints.listMaps, (request) => plans.listMaps(requireAuth(request), request.query));

  for (const status of MAP_STATUSES) {
    const queue = MAP_QUEUE_ENDPOINTS[status];
    defineRoute(app, queue.list, (request) => plans.listQueue(requireAuth(request), status, request.query));
    defineRoute(app, queue.count, async () => ({ count: await plans.countQueue(status) }));
  }

  defineRoute(app, endpoints.getMap, (request) => plans.getMap(requireAuth(request), request.params.id));

  defineRoute(
    app,
    endpoints.updateMap,
    (request) => plans.updateMap(requireAuth(request), request.params.id, request.body),
    { preValidation: hideUnseenMap },
  );

  defineRoute(app, endpoints.deleteMap, async (request) => {
    await plans.deleteMap(requireAuth(request), request.params.id);
    return { id: request.params.id, message: MAP_MESSAGES.deleted };
  });

  defineRoute(
    app,
    endpoints.transitionMap,
    (request) => plans.transition(requireAuth(request), request.params.id, request.body),
    { preValidation: hideUnmovableMap },
  );

  defineRoute(
    app,
    endpoints.acceptMap,
    (request) =>
      plans.transition(requireAuth(request), request.params.id, {
        to: 'successful',
        comment: request.body?.comment,
      }),
    { preValidation: hideUnmovableMap },
  );

  defineRoute(app, endpoints.uploadDrawings, (request) =>
    plans.uploadDrawings(requireAuth(request), request.params.id, {
      isMultipart: request.isMultipart(),
      parts: () => request.parts(),
    }),
  );

  defineRoute(app, endpoints.getDrawing, async (request, reply) => {
    const { id, drawingId } = request.params;
    const drawing = await plans.openDrawing(requireAuth(request), id, drawingId, request.headers.range);
    const { range, size } = drawing;
    // Fastify pipes a stream as it is, unserialised; the declared schema only documents the bytes.
    return reply
      .code(range ? 206 : 200)
      .type(drawing.contentType)
      .headers({
        'accept-ranges': 'bytes',
        'content-length': String(range ? range.end - range.start + 1 : size),
        ...(range ? { 'content-range': contentRange(range, size) } : {}),
        'content-disposition': contentDisposition(drawing.name, 'inline'),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
      .send(drawing.stream);
  });

  defineRoute(app, endpoints.deleteDrawing, async (request) => {
    const { id, drawingId } = request.params;
    await plans.deleteDrawing(requireAuth(request), id, drawingId);
    return { id: drawingId, message: MAP_MESSAGES.drawingDeleted };
  });
}
