import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BoqSheetSchema,
  CreateFoundationBodySchema,
  CreateSavedPreBodySchema,
  DeleteSheetResponseSchema,
  ErrorBodySchema,
  FOUNDATION_TRADES,
  IdParamsSchema,
  LegacyLineBodySchema,
  LegacySheetListSchema,
  type TradeId,
} from '@kadirio/domain';
import type { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import type { BoqService } from './boq.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const bearer = [{ bearerAuth: [] }];

interface LegacyResource {
  prefix: string;
  tag: string;
  trades: readonly TradeId[];
  createBody: z.ZodType<{ mapId: string; trade?: TradeId }>;
}

/**
 * The specification's sheet paths over the BOQ sheets: `/api/savedpres/` (preliminaries) and
 * `/api/foundations/` with its misspelt alias `/api/foudations/` (substructure).
 */
const RESOURCES: readonly LegacyResource[] = [
  { prefix: '/api/savedpres', tag: 'preliminaries', trades: ['pre'], createBody: CreateSavedPreBodySchema },
  ...['/api/foundations', '/api/foudations'].map((prefix) => ({
    prefix,
    tag: 'foundations',
    trades: FOUNDATION_TRADES,
    createBody: CreateFoundationBodySchema,
  })),
];

export const legacySheetRoutes: FastifyPluginAsyncZod<{ boq: BoqService }> = async (app, { boq }) => {
  for (const { prefix, tag, trades, createBody } of RESOURCES) {
    app.get(
      `${prefix}/`,
      {
        schema: {
          tags: [tag],
          summary: `The ${tag} sheets of the maps the caller may see, newest first`,
          security: bearer,
          response: { 200: LegacySheetListSchema, ...errors },
        },
      },
      async (request) => boq.listLegacy(requireAuth(request), trades),
    );

    app.post(
      `${prefix}/`,
      {
        schema: {
          tags: [tag],
          summary: `Find or create a map's ${tag} sheet (201 when created)`,
          security: bearer,
          body: createBody,
          response: { 200: BoqSheetSchema, 201: BoqSheetSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { mapId, trade } = request.body;
        const result = await boq.findOrCreateLegacy(requireAuth(request), mapId, trade ?? trades[0]!);
        return reply.code(result.created ? 201 : 200).send(result.sheet);
      },
    );

    app.get(
      `${prefix}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `One ${tag} sheet`,
          security: bearer,
          params: IdParamsSchema,
          response: { 200: BoqSheetSchema, ...errors },
        },
      },
      async (request) => boq.getLegacy(requireAuth(request), request.params.id, trades),
    );

    app.put(
      `${prefix}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Type a quantity on the line of catalogue item materialId (null resets it to the calculator)`,
          security: bearer,
          params: IdParamsSchema,
          body: LegacyLineBodySchema,
          response: { 200: BoqSheetSchema, ...errors },
        },
      },
      async (request) => boq.setLegacyLine(requireAuth(request), request.params.id, trades, request.body),
    );

    app.delete(
      `${prefix}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Delete a draft ${tag} sheet (it starts afresh when next opened)`,
          security: bearer,
          params: IdParamsSchema,
          response: { 200: DeleteSheetResponseSchema, ...errors },
        },
      },
      async (request) => {
        await boq.deleteLegacy(requireAuth(request), request.params.id, trades);
        return { id: request.params.id, message: 'Sheet deleted' };
      },
    );
  }
};
