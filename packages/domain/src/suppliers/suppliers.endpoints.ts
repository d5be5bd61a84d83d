import { IdParamsSchema } from '../http.contract';
import { ADMIN_ONLY, SIGNED_IN } from '../permissions';
import {
  CheapestQuerySchema,
  CheapestResponseSchema,
  SupplierShoppingListBodySchema,
  SupplierShoppingListSchema,
} from './cheapest.contract';
import {
  CreateProviderBodySchema,
  ProviderDetailSchema,
  ProviderPageSchema,
  ProviderQuerySchema,
  ReplacePricesBodySchema,
  UpdateProviderBodySchema,
} from './suppliers.contract';
import { SupplyDeletedSchema } from './supply-fields';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'providers';

/**
 * Suppliers and their price lists (docs/product.md, "Suppliers, group purchases, orders"): admin
 * writes; every signed-in role reads the registered suppliers and prices shopping lists.
 */
export const suppliersEndpoints = defineEndpoints({
  createProvider: defineEndpoint({
    method: 'POST',
    path: '/api/providers/',
    tag,
    summary: 'Add a supplier (admin); the name is unique',
    policy: ADMIN_ONLY,
    body: CreateProviderBodySchema,
    responses: { 201: ProviderDetailSchema },
  }),
  listProviders: defineEndpoint({
    method: 'GET',
    path: '/api/providers/',
    tag,
    summary: 'Suppliers by region and material (admin sees all, others registered ones)',
    policy: SIGNED_IN,
    query: ProviderQuerySchema,
    responses: { 200: ProviderPageSchema },
  }),
  listCheapestPrices: defineEndpoint({
    method: 'GET',
    path: '/api/providers/cheapest',
    tag,
    summary: "Registered suppliers' prices of a material, cheapest first, with their age in days",
    policy: SIGNED_IN,
    query: CheapestQuerySchema,
    responses: { 200: CheapestResponseSchema },
  }),
  priceShoppingList: defineEndpoint({
    method: 'POST',
    path: '/api/providers/shopping-list',
    tag,
    summary: 'Price a shopping list by suppliers: the cheapest per material and the basket per supplier',
    policy: SIGNED_IN,
    body: SupplierShoppingListBodySchema,
    responses: { 200: SupplierShoppingListSchema },
  }),
  getProvider: defineEndpoint({
    method: 'GET',
    path: '/api/providers/:id',
    tag,
    summary: 'One supplier with its price list',
    policy: SIGNED_IN,
    params: IdParamsSchema,
    responses: { 200: ProviderDetailSchema },
  }),
  updateProvider: defineEndpoint({
    method: 'PUT',
    path: '/api/providers/:id',
    tag,
    summary: 'Change a supplier (admin): the changed fields',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    body: UpdateProviderBodySchema,
    responses: { 200: ProviderDetailSchema },
  }),
  deleteProvider: defineEndpoint({
    method: 'DELETE',
    path: '/api/providers/:id',
    tag,
    summary: 'Remove a supplier and its price list (admin)',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    responses: { 200: SupplyDeletedSchema },
  }),
  replacePrices: defineEndpoint({
    method: 'PUT',
    path: '/api/providers/:id/prices',
    tag,
    summary: "Replace a supplier's price list (admin), in one transaction",
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    body: ReplacePricesBodySchema,
    responses: { 200: ProviderDetailSchema },
  }),
});
