import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePurchaseBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  PurchasePageSchema,
  PurchaseQuerySchema,
  PurchaseSchema,
  SupplyDeletedSchema,
  UpdatePurchaseBodySchema,
} from '@kadirio/domain';
import { requireAuth } from '../../plugins/auth';
import type { PurchasesService } from './purchases.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const bearer = [{ bearerAuth: [] }];
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
        security: bearer,
        body: CreatePurchaseBodySchema,
        response: { 201: PurchaseSchema, ...errors },
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
        security: bearer,
        querystring: PurchaseQuerySchema,
        response: { 200: PurchasePageSchema, ...errors },
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
        security: bearer,
        params: IdParamsSchema,
        response: { 200: PurchaseSchema, ...errors },
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
        security: bearer,
        params: IdParamsSchema,
        body: UpdatePurchaseBodySchema,
        response: { 200: PurchaseSchema, ...errors },
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
        security: bearer,
        params: IdParamsSchema,
        response: { 200: SupplyDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await purchases.deletePurchase(request.params.id);
      return { id: request.params.id, message: 'Offer deleted' };
    },
  );
};
