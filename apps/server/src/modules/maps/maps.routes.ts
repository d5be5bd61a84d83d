import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptMapBodySchema,
  CreateMapBodySchema,
  DeleteDrawingResponseSchema,
  DeleteMapResponseSchema,
  DrawingParamsSchema,
  DrawingSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ListMapsQuerySchema,
  MAP_LIMITS,
  MAP_MESSAGES,
  MAP_STATUSES,
  MapCountSchema,
  MapPageSchema,
  MapQueueQuerySchema,
  MapSchema,
  TransitionBodySchema,
  UpdateMapBodySchema,
} from '@kadirio/domain';
import { requireAuth } from '../../plugins/auth';
import { contentDisposition } from './file-names';
import { FILE_FIELD } from './drawing-upload';
import type { MapsService } from './maps.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export interface MapsRoutesOptions {
  maps: MapsService;
  /** Upload cap per drawing (tests lower it); must match the service's. */
  drawingMaxBytes?: number;
}

export const mapsRoutes: FastifyPluginAsyncZod<MapsRoutesOptions> = async (
  app,
  { maps, drawingMaxBytes = MAP_LIMITS.drawingMaxBytes },
) => {
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
    await maps.assertVisible(requireAuth(request), typeof id === 'string' ? id : '');
  };

  app.post(
    '/api/maps/',
    {
      schema: {
        tags: ['maps'],
        summary:
          'Create a house plan (owned by the caller, in typecheck; a draft until a drawing is uploaded)',
        security: [{ bearerAuth: [] }],
        body: CreateMapBodySchema,
        response: { 201: MapSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await maps.createMap(requireAuth(request), request.body)),
  );

  app.get(
    '/api/maps/',
    {
      schema: {
        tags: ['maps'],
        summary: "The caller's plans, newest first (admin: every plan), optionally of one status",
        security: [{ bearerAuth: [] }],
        querystring: ListMapsQuerySchema,
        response: { 200: MapPageSchema, ...errors },
      },
    },
    async (request) => maps.listMaps(requireAuth(request), request.query),
  );

  for (const status of MAP_STATUSES) {
    app.get(
      `/api/maps/${status}`,
      {
        schema: {
          tags: ['maps'],
          summary: `The ${status} queue: plans with drawings, oldest first`,
          security: [{ bearerAuth: [] }],
          querystring: MapQueueQuerySchema,
          response: { 200: MapPageSchema, ...errors },
        },
      },
      async (request) => maps.listQueue(requireAuth(request), status, request.query),
    );

    app.get(
      `/api/maps/${status}/count`,
      {
        schema: {
          tags: ['maps'],
          summary: `How many plans wait in the ${status} queue`,
          security: [{ bearerAuth: [] }],
          response: { 200: MapCountSchema, ...errors },
        },
      },
      async () => ({ count: await maps.countQueue(status) }),
    );
  }

  app.get(
    '/api/maps/:id',
    {
      schema: {
        tags: ['maps'],
        summary: 'One plan with its drawings and history (owner, the staff of its state, admin)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: MapSchema, ...errors },
      },
    },
    async (request) => maps.getMap(requireAuth(request), request.params.id),
  );

  app.put(
    '/api/maps/:id',
    {
      preValidation: hideUnseenMap,
      schema: {
        tags: ['maps'],
        summary:
          'Edit the descriptive fields (owner while typecheck or failedcheck, admin); never the status',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateMapBodySchema,
        response: { 200: MapSchema, ...errors },
      },
    },
    async (request) => maps.updateMap(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/maps/:id',
    {
      schema: {
        tags: ['maps'],
        summary: 'Delete a plan and its drawings (owner until it is accepted, admin always)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: DeleteMapResponseSchema, ...errors },
      },
    },
    async (request) => {
      await maps.deleteMap(requireAuth(request), request.params.id);
      return { id: request.params.id, message: MAP_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/maps/:id/transitions',
    {
      preValidation: hideUnseenMap,
      schema: {
        tags: ['maps'],
        summary: 'Move a plan through the workflow (product.md §3); answers the plan with its history',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: TransitionBodySchema,
        response: { 200: MapSchema, ...errors },
      },
    },
    async (request) => maps.transition(requireAuth(request), request.params.id, request.body),
  );

  app.put(
    '/api/maps/successful/:id',
    {
      preValidation: hideUnseenMap,
      schema: {
        tags: ['maps'],
        summary: 'Accept a plan for its BOQ: the transition to successful',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: AcceptMapBodySchema,
        response: { 200: MapSchema, ...errors },
      },
    },
    async (request) =>
      maps.transition(requireAuth(request), request.params.id, {
        to: 'successful',
        comment: request.body?.comment,
      }),
  );

  app.post(
    '/api/maps/:id/drawings',
    {
      schema: {
        tags: ['maps'],
        summary: `Upload PDF drawings (multipart/form-data, parts named ${FILE_FIELD}): at most ${MAP_LIMITS.drawingsPerMap} per plan (409 beyond), 20 MB each (413), real PDFs only (415); all or nothing`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: {
          201: z.array(DrawingSchema),
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const drawings = await maps.uploadDrawings(requireAuth(request), request.params.id, {
        isMultipart: request.isMultipart(),
        parts: () => request.parts(),
      });
      return reply.code(201).send(drawings);
    },
  );

  app.get(
    '/api/maps/:id/drawings/:drawingId',
    {
      schema: {
        tags: ['maps'],
        summary: 'The PDF of one drawing, to open in the browser',
        security: [{ bearerAuth: [] }],
        params: DrawingParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: {
            description: 'The PDF bytes',
            content: { 'application/pdf': { schema: z.file() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id, drawingId } = request.params;
      const drawing = await maps.openDrawing(requireAuth(request), id, drawingId);
      return (
        reply
          .type('application/pdf')
          .headers({
            'content-length': String(drawing.size),
            'content-disposition': contentDisposition(drawing.name, 'inline'),
            'x-content-type-options': 'nosniff',
            'cache-control': 'private, no-store',
          })
          // Fastify pipes a stream as it is, unserialised; the schema above only documents the bytes.
          .send(drawing.stream as unknown as File)
      );
    },
  );

  app.delete(
    '/api/maps/:id/drawings/:drawingId',
    {
      schema: {
        tags: ['maps'],
        summary: 'Delete one drawing (owner while typecheck or failedcheck, admin)',
        security: [{ bearerAuth: [] }],
        params: DrawingParamsSchema,
        response: { 200: DeleteDrawingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, drawingId } = request.params;
      await maps.deleteDrawing(requireAuth(request), id, drawingId);
      return { id: drawingId, message: MAP_MESSAGES.drawingDeleted };
    },
  );
};
