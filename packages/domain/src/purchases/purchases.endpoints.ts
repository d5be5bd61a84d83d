import { IdParamsSchema } from '../http.contract';
import { ADMIN_ONLY, SIGNED_IN } from '../permissions';
import {
  CreatePurchaseBodySchema,
  PurchasePageSchema,
  PurchaseQuerySchema,
  PurchaseSchema,
  UpdatePurchaseBodySchema,
} from './purchases.contract';
import { SupplyDeletedSchema } from '../suppliers/supply-fields';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'purchases';

/**
 * Group-buying offers (docs/product.md, "Suppliers, group purchases, orders"): admin publishes
 * and manages them; every signed-in role reads the open ones.
 */
export const purchasesEndpoints = defineEndpoints({
  createPurchase: defineEndpoint({
    method: 'POST',
    path: '/api/purchases/',
    tag,
    summary: 'Publish a group-buying offer (admin)',
    policy: ADMIN_ONLY,
    body: CreatePurchaseBodySchema,
    responses: { 201: PurchaseSchema },
  }),
  listPurchases: defineEndpoint({
    method: 'GET',
    path: '/api/purchases/',
    tag,
    summary: 'Group-buying offers with what remains (admin sees all, others open ones)',
    policy: SIGNED_IN,
    query: PurchaseQuerySchema,
    responses: { 200: PurchasePageSchema },
  }),
  getPurchase: defineEndpoint({
    method: 'GET',
    path: '/api/purchases/:id',
    tag,
    summary: 'One offer',
    policy: SIGNED_IN,
    params: IdParamsSchema,
    responses: { 200: PurchaseSchema },
  }),
  updatePurchase: defineEndpoint({
    method: 'PUT',
    path: '/api/purchases/:id',
    tag,
    summary: 'Change an offer (admin): the changed fields, status open/closed/delivered',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    body: UpdatePurchaseBodySchema,
    responses: { 200: PurchaseSchema },
  }),
  deletePurchase: defineEndpoint({
    method: 'DELETE',
    path: '/api/purchases/:id',
    tag,
    summary: 'Delete an offer that has no orders (admin)',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    responses: { 200: SupplyDeletedSchema },
  }),
});
