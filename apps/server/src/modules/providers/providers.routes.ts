import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheapestQuerySchema,
  CheapestResponseSchema,
  CreateProviderBodySchema,
  IdParamsSchema,
  ProviderDetailSchema,
  ProviderPageSchema,
  ProviderQuerySchema,
  ReplacePricesBodySchema,
  SupplierShoppingListBodySchema,
  SupplierShoppingListSchema,
  SupplyDeletedSchema,
  UpdateProviderBodySchema,
} from '@kadirio/domain';
import { BEARER, ERROR_RESPONSES } from '../../lib/route-errors';
import { requireAuth } from '../../plugins/auth';
import type { ProvidersService } from './providers.service';

const tags = ['providers'];

export const providersRoutes: FastifyPluginAsyncZod<{ providers: ProvidersService }> = async (
  app,
  { providers },
) => {
  app.post(
    '/api/providers/',
    {
      schema: {
        tags,
        summary: 'Add a supplier (admin); the name is unique',
        security: BEARER,
        body: CreateProviderBodySchema,
        response: { 201: ProviderDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await providers.createProvider(request.body)),
  );

  app.get(
    '/api/providers/',
    {
      schema: {
        tags,
        summary: 'Suppliers by region and material (admin sees all, others registered ones)',
        security: BEARER,
        querystring: ProviderQuerySchema,
        response: { 200: ProviderPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => providers.listProviders(requireAuth(request), request.query),
  );

  app.get(
    '/api/providers/cheapest',
    {
      schema: {
        tags,
        summary: "Registered suppliers' prices of a material, cheapest first, with their age in days",
        security: BEARER,
        querystring: CheapestQuerySchema,
        response: { 200: CheapestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => providers.cheapest(request.query),
  );

  app.post(
    '/api/providers/shopping-list',
    {
      schema: {
        tags,
        summary: 'Price a shopping list by suppliers: the cheapest per material and the basket per supplier',
        security: BEARER,
        body: SupplierShoppingListBodySchema,
        response: { 200: SupplierShoppingListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => providers.priceShoppingList(request.body),
  );

  app.get(
    '/api/providers/:id',
    {
      schema: {
        tags,
        summary: 'One supplier with its price list',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: ProviderDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => providers.getProvider(requireAuth(request), request.params.id),
  );

  app.put(
    '/api/providers/:id',
    {
      schema: {
        tags,
        summary: 'Change a supplier (admin): the changed fields',
        security: BEARER,
        params: IdParamsSchema,
        body: UpdateProviderBodySchema,
        response: { 200: ProviderDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => providers.updateProvider(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/providers/:id',
    {
      schema: {
        tags,
        summary: 'Remove a supplier and its price list (admin)',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: SupplyDeletedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await providers.deleteProvider(request.params.id);
      return { id: request.params.id, message: 'Supplier removed' };
    },
  );

  app.put(
    '/api/providers/:id/prices',
    {
      schema: {
        tags,
        summary: "Replace a supplier's price list (admin), in one transaction",
        security: BEARER,
        params: IdParamsSchema,
        body: ReplacePricesBodySchema,
        response: { 200: ProviderDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => providers.replacePrices(requireAuth(request), request.params.id, request.body),
  );
};
