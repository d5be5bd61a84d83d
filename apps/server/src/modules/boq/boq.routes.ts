import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boqExportFileName,
  BoqMapPageSchema,
  BoqProgressSchema,
  BoqResponseSchema,
  BoqRevisionListSchema,
  BoqRevisionSchema,
  BoqSheetSchema,
  BoqTradeParamsSchema,
  ErrorBodySchema,
  IdParamsSchema,
  MapNotificationListSchema,
  PageQuerySchema,
  SaveSheetBodySchema,
  SetBoqPercentagesBodySchema,
  SheetVersionBodySchema,
  type BoqRevision,
} from '@kadirio/domain';
import { requireAuth } from '../../plugins/auth';
import type { BoqService } from './boq.service';
import { buildBoqPdf } from './export/boq-pdf';
import { buildBoqWorkbook, buildShoppingListWorkbook } from './export/boq-xlsx';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const bearer = [{ bearerAuth: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The revision is checked after the map: a caller who may not see the map gets 404 whatever
 * the revision says; a reader with a malformed revision gets 400 naming it.
 */
const RevisionPathSchema = z.object({ id: IdParamsSchema.shape.id, revision: z.string() });

/** The house body is validated by the service with the take-off message style (fields named). */
const HouseBodySchema = z.record(z.string(), z.unknown()).nullish();

export const boqRoutes: FastifyPluginAsyncZod<{ boq: BoqService }> = async (app, { boq }) => {
  app.get(
    '/api/boq/maps',
    {
      schema: {
        tags: ['boq'],
        summary: 'Successful maps with their BOQ progress (sheets completed of 28), newest accepted first',
        security: bearer,
        querystring: PageQuerySchema,
        response: { 200: BoqMapPageSchema, ...errors },
      },
    },
    async (request) => boq.listMaps(request.query),
  );

  app.get(
    '/api/maps/:id/boq',
    {
      schema: {
        tags: ['boq'],
        summary: 'Every sheet priced at current rates and the summary (sheets are created when first opened)',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: BoqResponseSchema, ...errors },
      },
    },
    async (request) => boq.getBoq(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/maps/:id/boq/progress',
    {
      schema: {
        tags: ['boq'],
        summary: "The map and every sheet's status (the workspace's frame), without lines or prices",
        security: bearer,
        params: IdParamsSchema,
        response: { 200: BoqProgressSchema, ...errors },
      },
    },
    async (request) => boq.getProgress(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/maps/:id/boq/house',
    {
      schema: {
        tags: ['boq'],
        summary: "Fill every draft sheet's inputs from the house model (manual quantities survive)",
        security: bearer,
        params: IdParamsSchema,
        body: HouseBodySchema,
        response: { 200: BoqResponseSchema, ...errors },
      },
    },
    async (request) => boq.fillFromHouse(requireAuth(request), request.params.id, request.body),
  );

  app.put(
    '/api/maps/:id/boq/percentages',
    {
      schema: {
        tags: ['boq'],
        summary:
          "Set the map's contingency and VAT (0–100, at most 2 decimals); the BOQ answers with them applied; stale version → 409",
        security: bearer,
        params: IdParamsSchema,
        body: SetBoqPercentagesBodySchema,
        response: { 200: BoqResponseSchema, ...errors },
      },
    },
    async (request) => boq.setPercentages(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/api/maps/:id/boq/issue',
    {
      schema: {
        tags: ['boq'],
        summary: 'Issue the BOQ: freeze the rates into revision N and tell the owner (every sheet completed)',
        security: bearer,
        params: IdParamsSchema,
        response: { 201: BoqRevisionSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await boq.issue(requireAuth(request), request.params.id)),
  );

  app.get(
    '/api/maps/:id/boq/issues',
    {
      schema: {
        tags: ['boq'],
        summary: 'The issued revisions, newest first (empty before the first issue)',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: BoqRevisionListSchema, ...errors },
      },
    },
    async (request) => boq.listRevisions(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/maps/:id/boq/issues/:revision',
    {
      schema: {
        tags: ['boq'],
        summary: 'One issued revision, as frozen',
        security: bearer,
        params: RevisionPathSchema,
        response: { 200: BoqRevisionSchema, ...errors },
      },
    },
    async (request) => boq.getRevision(requireAuth(request), request.params.id, request.params.revision),
  );

  const exportRoute = (
    suffix: string,
    summary: string,
    kind: 'pdf' | 'xlsx' | 'shopping-list',
    contentType: string,
    build: (revision: BoqRevision) => Promise<Buffer>,
  ) =>
    app.get(
      `/api/maps/:id/boq/issues/:revision${suffix}`,
      {
        schema: {
          tags: ['boq'],
          summary,
          security: bearer,
          params: RevisionPathSchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const revision = await boq.getRevision(
          requireAuth(request),
          request.params.id,
          request.params.revision,
        );
        const body = await build(revision);
        const name = boqExportFileName(revision.map.title, revision.revision, kind);
        return reply
          .header('content-type', contentType)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
  exportRoute('.pdf', 'An issued revision as PDF', 'pdf', 'application/pdf', buildBoqPdf);
  exportRoute(
    '.xlsx',
    'An issued revision as .xlsx, amounts and totals as formulas',
    'xlsx',
    XLSX,
    buildBoqWorkbook,
  );
  exportRoute(
    '/shopping-list.xlsx',
    'The shopping list of an issued revision as .xlsx',
    'shopping-list',
    XLSX,
    buildShoppingListWorkbook,
  );

  app.get(
    '/api/maps/:id/boq/:trade',
    {
      schema: {
        tags: ['boq'],
        summary: 'One sheet, priced at current rates (created when first opened)',
        security: bearer,
        params: BoqTradeParamsSchema,
        response: { 200: BoqSheetSchema, ...errors },
      },
    },
    async (request) => boq.getSheet(requireAuth(request), request.params.id, request.params.trade),
  );

  app.put(
    '/api/maps/:id/boq/:trade',
    {
      schema: {
        tags: ['boq'],
        summary: 'Save a draft sheet: inputs re-run the calculator on the server; stale version → 409',
        security: bearer,
        params: BoqTradeParamsSchema,
        body: SaveSheetBodySchema,
        response: { 200: BoqSheetSchema, ...errors },
      },
    },
    async (request) =>
      boq.saveSheet(requireAuth(request), request.params.id, request.params.trade, request.body),
  );

  for (const action of ['complete', 'reopen'] as const) {
    app.post(
      `/api/maps/:id/boq/:trade/${action}`,
      {
        schema: {
          tags: ['boq'],
          summary: action === 'complete' ? 'Mark a sheet completed (locked)' : 'Reopen a completed sheet',
          security: bearer,
          params: BoqTradeParamsSchema,
          body: SheetVersionBodySchema,
          response: { 200: BoqSheetSchema, ...errors },
        },
      },
      async (request) =>
        boq[action](requireAuth(request), request.params.id, request.params.trade, request.body?.version),
    );
  }

  app.get(
    '/api/maps/:id/notifications',
    {
      schema: {
        tags: ['boq'],
        summary: "The owner's notifications about this map (e.g. BOQ issued), newest first",
        security: bearer,
        params: IdParamsSchema,
        response: { 200: MapNotificationListSchema, ...errors },
      },
    },
    async (request) => boq.notifications(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/maps/:id/notifications/read',
    {
      schema: {
        tags: ['boq'],
        summary: "Mark the owner's notifications about this map read",
        security: bearer,
        params: IdParamsSchema,
        response: { 200: MapNotificationListSchema, ...errors },
      },
    },
    async (request) => boq.notifications(requireAuth(request), request.params.id, true),
  );
};
