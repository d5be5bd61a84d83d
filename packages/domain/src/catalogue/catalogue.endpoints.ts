import { z } from 'zod';
import {
  CatalogueEntrySchema,
  CatalogueMaterialEntrySchema,
  CatalogueWriteResultSchema,
  MaterialKeyParamsSchema,
  CataloguePageSchema,
  CatalogueQuerySchema,
  CreateCatalogueItemBodySchema,
  PreRateBodySchema,
  RateChangeSchema,
  UpdateCatalogueItemBodySchema,
} from './catalogue-api.contract';
import { IdParamsSchema } from '../http.contract';
import { ADMIN_ONLY, BOQ_READERS, PUBLIC, RATE_SETTERS } from '../permissions';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

/** The specification's preliminaries paths: the same catalogue, limited to the `pre` trade. */
const PreItemBodySchema = CreateCatalogueItemBodySchema.omit({ trade: true });
const PreEntryWithIdSchema = CatalogueWriteResultSchema.extend({ id: z.string() });
const PreWithdrawnSchema = z.object({ id: z.string(), message: z.string() });

const tag = 'catalogue';
const preTag = 'preliminaries';

/**
 * The catalogue of items and rates (docs/takeoff.md): public to read, so the instant estimate
 * prices in the browser; admin edits it, price setters set rates.
 */
export const catalogueEndpoints = defineEndpoints({
  listCatalogue: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue',
    tag,
    summary: 'Catalogue items (public), by trade, searchable, in catalogue order',
    policy: PUBLIC,
    query: CatalogueQuerySchema,
    responses: { 200: CataloguePageSchema },
  }),
  getCatalogueItem: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue/:id',
    tag,
    summary: 'One catalogue item',
    policy: PUBLIC,
    params: IdParamsSchema,
    responses: { 200: CatalogueEntrySchema },
  }),
  createCatalogueItem: defineEndpoint({
    method: 'POST',
    path: '/api/catalogue',
    tag,
    summary: 'Add a catalogue item (admin)',
    policy: ADMIN_ONLY,
    body: CreateCatalogueItemBodySchema,
    responses: { 201: CatalogueEntrySchema },
  }),
  updateCatalogueItem: defineEndpoint({
    method: 'PUT',
    path: '/api/catalogue/:id',
    tag,
    summary:
      'Edit an item (admin: any field but the code, `active` to deactivate; price setters: rate only). ' +
      "A rate sets the item's material's rate: every item of that material, in every trade, moves (rateAppliesTo names them)",
    policy: RATE_SETTERS,
    params: IdParamsSchema,
    body: UpdateCatalogueItemBodySchema,
    responses: { 200: CatalogueWriteResultSchema },
  }),
  listRateChanges: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue/:id/rates',
    tag,
    summary: "The rate history of the item's material (rates live per material), newest first",
    policy: BOQ_READERS,
    params: IdParamsSchema,
    responses: { 200: z.array(RateChangeSchema) },
  }),

  listCatalogueMaterials: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue/materials',
    tag,
    summary: 'Every material with its one rate and the items priced at it (public)',
    policy: PUBLIC,
    responses: { 200: z.array(CatalogueMaterialEntrySchema) },
  }),
  setCatalogueMaterialRate: defineEndpoint({
    method: 'PUT',
    path: '/api/catalogue/materials/:key/rate',
    tag,
    summary:
      'Set the rate of a material: one edit moves every item of it, in every trade; kept in its history',
    policy: RATE_SETTERS,
    params: MaterialKeyParamsSchema,
    body: PreRateBodySchema,
    responses: { 200: CatalogueMaterialEntrySchema },
  }),
  listCatalogueMaterialRates: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue/materials/:key/rates',
    tag,
    summary: 'The rate history of a material, newest first',
    policy: BOQ_READERS,
    params: MaterialKeyParamsSchema,
    responses: { 200: z.array(RateChangeSchema) },
  }),

  listPreliminaries: defineEndpoint({
    method: 'GET',
    path: '/api/pre/',
    tag: preTag,
    summary: 'Preliminaries items',
    policy: PUBLIC,
    responses: { 200: z.array(CatalogueEntrySchema) },
  }),
  getPreliminary: defineEndpoint({
    method: 'GET',
    path: '/api/pre/:id',
    tag: preTag,
    summary: 'One preliminaries item',
    policy: PUBLIC,
    params: IdParamsSchema,
    responses: { 200: CatalogueEntrySchema },
  }),
  createPreliminary: defineEndpoint({
    method: 'POST',
    path: '/api/pre/',
    tag: preTag,
    summary: 'Add a preliminaries item (admin)',
    policy: ADMIN_ONLY,
    body: PreItemBodySchema,
    responses: { 201: CatalogueEntrySchema },
  }),
  setPreliminaryRate: defineEndpoint({
    method: 'PUT',
    path: '/api/pre/:id',
    tag: preTag,
    summary:
      "Set the rate of a preliminaries item's material: every item of that material, in every trade, moves with it " +
      '(one rate per material); rateAppliesTo names them',
    policy: RATE_SETTERS,
    params: IdParamsSchema,
    body: PreRateBodySchema,
    responses: { 200: PreEntryWithIdSchema },
  }),
  withdrawPreliminary: defineEndpoint({
    method: 'DELETE',
    path: '/api/pre/:id',
    tag: preTag,
    summary: 'Withdraw a preliminaries item (deactivated, so issued BOQs keep their lines)',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    responses: { 200: PreWithdrawnSchema },
  }),
});
