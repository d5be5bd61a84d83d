import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CatalogueEntrySchema,
  CataloguePageSchema,
  CatalogueQuerySchema,
  CreateCatalogueItemBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  PreRateBodySchema,
  RateChangeSchema,
  UpdateCatalogueItemBodySchema,
} from '@kadirio/domain';
import { requireAuth } from '../../plugins/auth';
import type { CatalogueService } from './catalogue.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const bearer = [{ bearerAuth: [] }];

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/api/catalogue',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue items (public), by trade, searchable, in catalogue order',
        querystring: CatalogueQuerySchema,
        response: { 200: CataloguePageSchema, ...errors },
      },
    },
    async (request) => catalogue.listItems(request.query),
  );

  app.get(
    '/api/catalogue/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One catalogue item',
        params: IdParamsSchema,
        response: { 200: CatalogueEntrySchema, ...errors },
      },
    },
    async (request) => catalogue.getItem(request.params.id),
  );

  app.post(
    '/api/catalogue',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Add a catalogue item (admin)',
        security: bearer,
        body: CreateCatalogueItemBodySchema,
        response: { 201: CatalogueEntrySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await catalogue.createItem(request.body)),
  );

  app.put(
    '/api/catalogue/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Edit an item (admin: any field but the code, `active` to deactivate; price setters: rate only)',
        security: bearer,
        params: IdParamsSchema,
        body: UpdateCatalogueItemBodySchema,
        response: { 200: CatalogueEntrySchema, ...errors },
      },
    },
    async (request) => catalogue.updateItem(requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/api/catalogue/:id/rates',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The rate history of an item, newest first',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: z.array(RateChangeSchema), ...errors },
      },
    },
    async (request) => catalogue.rateHistory(request.params.id),
  );

  // The specification's preliminaries paths: the same catalogue, limited to the `pre` trade.
  const PreItemBodySchema = CreateCatalogueItemBodySchema.omit({ trade: true });
  const PreEntryWithIdSchema = CatalogueEntrySchema.extend({ id: z.string() });

  app.get(
    '/api/pre/',
    {
      schema: {
        tags: ['preliminaries'],
        summary: 'Preliminaries items',
        response: { 200: z.array(CatalogueEntrySchema), ...errors },
      },
    },
    async () => (await catalogue.listItems({ trade: 'pre', include: 'active', page: 1, limit: 500 })).items,
  );

  app.get(
    '/api/pre/:id',
    {
      schema: {
        tags: ['preliminaries'],
        summary: 'One preliminaries item',
        params: IdParamsSchema,
        response: { 200: CatalogueEntrySchema, ...errors },
      },
    },
    async (request) => catalogue.getItem(request.params.id, 'pre'),
  );

  app.post(
    '/api/pre/',
    {
      schema: {
        tags: ['preliminaries'],
        summary: 'Add a preliminaries item (admin)',
        security: bearer,
        body: PreItemBodySchema,
        response: { 201: CatalogueEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await catalogue.createItem({ ...request.body, trade: 'pre' })),
  );

  app.put(
    '/api/pre/:id',
    {
      schema: {
        tags: ['preliminaries'],
        summary: 'Set the rate of a preliminaries item',
        security: bearer,
        params: IdParamsSchema,
        body: PreRateBodySchema,
        response: { 200: PreEntryWithIdSchema, ...errors },
      },
    },
    async (request) => {
      const item = await catalogue.setRate(
        requireAuth(request),
        request.params.id,
        request.body.newRate,
        'pre',
      );
      return { ...item, id: item._id };
    },
  );

  app.delete(
    '/api/pre/:id',
    {
      schema: {
        tags: ['preliminaries'],
        summary: 'Withdraw a preliminaries item (deactivated, so issued BOQs keep their lines)',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: z.object({ id: z.string(), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await catalogue.deactivateItem(request.params.id, 'pre');
      return { id: request.params.id, message: 'Item withdrawn' };
    },
  );
};
