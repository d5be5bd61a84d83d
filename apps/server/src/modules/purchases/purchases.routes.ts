import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePurchaseBodySchema,
  IdParamsSchema,
  PurchasePageSchema,
  PurchaseQuerySchema,
  PurchaseSchema,
  SupplyDeletedSchema,
  UpdatePurchaseBodySchema,
} from '@kadirio/domain';
import { BEARER, ERROR_RESPONSES } from '../../lib/route-errors';
import { requireAuth } from '../../plugins/auth';
import type { PurchasesService } from './purchases.service';

const tags = ['purchases'];

export const purchasesRoutes: FastifyPluginAsyncZod<{ purchases: PurchasesService }> = async (
  app,
  { purchases },
) => {
  app.post(
    '/api/purchases/',
    {
      schema: {
        tags,
        summary: 'Publish a group-buying offer (admin)',
        security: BEARER,
        body: CreatePurchaseBodySchema,
        response: { 201: PurchaseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await purchases.createPurchase(request.body)),
  );

  app.get(
    '/api/purchases/',
    {
      schema: {
        tags,
        summary: 'Group-buying offers with what remains (admin sees all, others open ones)',
        security: BEARER,
        querystring: PurchaseQuerySchema,
        response: { 200: PurchasePageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => purchases.listPurchases(requireAuth(request), request.query),
  );

  app.get(
    '/api/purchases/:id',
    {
      schema: {
        tags,
        summary: 'One offer',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: PurchaseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => purchases.getPurchase(requireAuth(request), request.params.id),
  );

  app.put(
    '/api/purchases/:id',
    {
      schema: {
        tags,
        summary: 'Change an offer (admin): the changed fields, status open/closed/delivered',
        security: BEARER,
        params: IdParamsSchema,
        body: UpdatePurchaseBodySchema,
        response: { 200: PurchaseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => purchases.updatePurchase(request.params.id, request.body),
  );

  app.delete(
    '/api/purchases/:id',
    {
      schema: {
        tags,
        summary: 'Delete an offer that has no orders (admin)',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: SupplyDeletedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await purchases.deletePurchase(request.params.id);
      return { id: request.params.id, message: 'Offer deleted' };
    },
  );
};
