import { z } from 'zod';
import { IdParamsSchema, PageQuerySchema } from '../http.contract';
import { BOQ_EDITORS, BOQ_READERS, BOQ_READERS_OR_OWNER } from '../permissions';
import {
  BoqRevisionListSchema,
  BoqRevisionPathSchema,
  BoqRevisionSchema,
  type BoqExportKind,
} from '../boq/boq-revisions.contract';
import {
  BoqSheetSchema,
  BoqTradeParamsSchema,
  HouseFillRequestSchema,
  SaveSheetBodySchema,
  SheetVersionBodySchema,
} from '../boq/boq-sheets.contract';
import {
  BoqMapPageSchema,
  BoqProgressSchema,
  BoqResponseSchema,
  SetBoqPercentagesBodySchema,
} from '../boq/boq-summary.contract';
import { defineEndpoint, defineEndpoints } from './endpoint';

const tag = 'boq';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An export's bytes: the route sends them itself, with their type and file name. */
const FileSchema = z.any();

/**
 * The BOQ workspace (docs/product.md, "The bill of quantities"): BOQ staff and admin edit, price
 * setters read; the owner reads what was issued to them. Only a `successful` map has a BOQ: its
 * routes answer 409 to admin for a map in another state, and 404 to anyone who may not see the
 * map's BOQ (the service checks ownership where the policy admits owners).
 */
export const boqEndpoints = defineEndpoints({
  listBoqMaps: defineEndpoint({
    method: 'GET',
    path: '/api/boq/maps',
    tag,
    summary: 'Successful maps with their BOQ progress (sheets completed of 28), newest accepted first',
    policy: BOQ_READERS,
    query: PageQuerySchema,
    responses: { 200: BoqMapPageSchema },
  }),
  getBoq: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq',
    tag,
    summary: 'Every sheet priced at current rates and the summary (sheets are created when first opened)',
    policy: BOQ_READERS,
    params: IdParamsSchema,
    responses: { 200: BoqResponseSchema },
  }),
  getBoqProgress: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/progress',
    tag,
    summary: "The map and every sheet's status (the workspace's frame), without lines or prices",
    policy: BOQ_READERS,
    params: IdParamsSchema,
    responses: { 200: BoqProgressSchema },
  }),
  fillBoqFromHouse: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/house',
    tag,
    summary: "Fill every draft sheet's inputs from the house model (manual quantities survive)",
    policy: BOQ_EDITORS,
    params: IdParamsSchema,
    body: HouseFillRequestSchema,
    responses: { 200: BoqResponseSchema },
  }),
  setBoqPercentages: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id/boq/percentages',
    tag,
    summary:
      "Set the map's contingency and VAT (0–100, at most 2 decimals); the BOQ answers with them applied; stale version → 409",
    policy: BOQ_EDITORS,
    params: IdParamsSchema,
    body: SetBoqPercentagesBodySchema,
    responses: { 200: BoqResponseSchema },
  }),
  issueBoq: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/issue',
    tag,
    summary: 'Issue the BOQ: freeze the rates into revision N and tell the owner (every sheet completed)',
    policy: BOQ_EDITORS,
    params: IdParamsSchema,
    responses: { 201: BoqRevisionSchema },
  }),
  listBoqRevisions: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues',
    tag,
    summary: 'The issued revisions, newest first (empty before the first issue)',
    policy: BOQ_READERS_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: BoqRevisionListSchema },
  }),
  getBoqRevision: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision',
    tag,
    summary: 'One issued revision, as frozen',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    responses: { 200: BoqRevisionSchema },
  }),
  getBoqRevisionPdf: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision.pdf',
    tag,
    summary: 'An issued revision as PDF',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    responses: { 200: FileSchema },
    produces: ['application/pdf'],
  }),
  getBoqRevisionXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision.xlsx',
    tag,
    summary: 'An issued revision as .xlsx, amounts and totals as formulas',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    responses: { 200: FileSchema },
    produces: [XLSX],
  }),
  getBoqShoppingListXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision/shopping-list.xlsx',
    tag,
    summary: 'The shopping list of an issued revision as .xlsx',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    responses: { 200: FileSchema },
    produces: [XLSX],
  }),
  getBoqSheet: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/:trade',
    tag,
    summary: 'One sheet, priced at current rates (created when first opened)',
    policy: BOQ_READERS,
    params: BoqTradeParamsSchema,
    responses: { 200: BoqSheetSchema },
  }),
  saveBoqSheet: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id/boq/:trade',
    tag,
    summary: 'Save a draft sheet: inputs re-run the calculator on the server; stale version → 409',
    policy: BOQ_EDITORS,
    params: BoqTradeParamsSchema,
    body: SaveSheetBodySchema,
    responses: { 200: BoqSheetSchema },
  }),
  completeBoqSheet: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/:trade/complete',
    tag,
    summary: 'Mark a sheet completed (locked)',
    policy: BOQ_EDITORS,
    params: BoqTradeParamsSchema,
    body: SheetVersionBodySchema,
    responses: { 200: BoqSheetSchema },
  }),
  reopenBoqSheet: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/:trade/reopen',
    tag,
    summary: 'Reopen a completed sheet',
    policy: BOQ_EDITORS,
    params: BoqTradeParamsSchema,
    body: SheetVersionBodySchema,
    responses: { 200: BoqSheetSchema },
  }),
});

/** The export endpoint of each kind of file. */
export const BOQ_EXPORT_ENDPOINTS = {
  pdf: boqEndpoints.getBoqRevisionPdf,
  xlsx: boqEndpoints.getBoqRevisionXlsx,
  'shopping-list': boqEndpoints.getBoqShoppingListXlsx,
} as const satisfies Record<BoqExportKind, unknown>;
