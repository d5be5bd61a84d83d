import { z } from 'zod';
import { IdParamsSchema, PageQuerySchema } from '../http.contract';
import { BOQ_EDITORS, BOQ_READERS, BOQ_READERS_OR_OWNER, RATE_SETTERS } from '../permissions';
import {
  BoqIssuePreviewSchema,
  BoqRevisionChangesSchema,
  BoqRevisionListSchema,
  BoqRevisionPathSchema,
  BoqRevisionSchema,
  IssueBoqBodySchema,
} from './boq-revisions.contract';
import type { BoqExportKind } from './export-file-name';
import { BoqExportQuerySchema } from './bill-text';
import { LiveRateChangesSchema } from './live-rates';
import { RateReachSchema } from './rate-reach.contract';
import {
  BoqSheetSchema,
  BoqTradeParamsSchema,
  CompleteReviewedBodySchema,
  NotApplicableBodySchema,
  HouseFillRequestSchema,
  SaveSheetBodySchema,
  SheetVersionBodySchema,
} from './boq-sheets.contract';
import {
  BoqMapPageSchema,
  BoqProgressSchema,
  BoqResponseSchema,
  SetBoqPercentagesBodySchema,
  SetBoqSettingsBodySchema,
} from './boq-summary.contract';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

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
  setBoqSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id/boq/settings',
    tag,
    summary:
      'Set BOQ-wide settings: contingency, VAT %, whether rates include VAT, labour % per kind of trade ' +
      '(sheets may override their own labour); the BOQ answers with them applied; stale version → 409',
    policy: BOQ_EDITORS,
    params: IdParamsSchema,
    body: SetBoqSettingsBodySchema,
    responses: { 200: BoqResponseSchema },
  }),
  issueBoq: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/issue',
    tag,
    summary:
      'Issue the BOQ: freeze it into revision N and tell the owner. Every sheet completed or not applicable; from revision 2 a reason is required (400) and an unchanged bill is refused (409); of concurrent issues one wins, the others get 409',
    policy: BOQ_EDITORS,
    params: IdParamsSchema,
    body: IssueBoqBodySchema,
    responses: { 201: BoqRevisionSchema },
  }),
  getBoqIssuePreview: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issue/preview',
    tag,
    summary:
      'What issuing now would freeze (numbered as the next revision) and its differences from the latest revision; 409 while a sheet is open',
    policy: BOQ_READERS,
    params: IdParamsSchema,
    responses: { 200: BoqIssuePreviewSchema },
  }),
  getBoqIssuePreviewPdf: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issue/preview.pdf',
    tag,
    summary: 'The PDF the client would receive if the BOQ were issued now, in English or Swahili (?lang=sw)',
    policy: BOQ_READERS,
    params: IdParamsSchema,
    query: BoqExportQuerySchema,
    responses: { 200: FileSchema },
    produces: ['application/pdf'],
  }),
  getBoqIssuePreviewXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issue/preview.xlsx',
    tag,
    summary:
      'The .xlsx the client would receive if the BOQ were issued now, in English or Swahili (?lang=sw)',
    policy: BOQ_READERS,
    params: IdParamsSchema,
    query: BoqExportQuerySchema,
    responses: { 200: FileSchema },
    produces: [XLSX],
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
  getBoqRevisionChanges: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision/diff',
    tag,
    summary:
      'What changed in a revision since the one before (lines, sections, grand total) and why; revision 1 has none',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    responses: { 200: BoqRevisionChangesSchema },
  }),
  getBoqRevisionLiveRates: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision/live-rates',
    tag,
    summary:
      'How many billed lines of an issued revision the catalogue has re-priced since, and by how much; the revision itself keeps its rates',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    responses: { 200: LiveRateChangesSchema },
  }),
  listUnissuedBoqsTouched: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue/:id/unissued-boqs',
    tag,
    summary:
      "The BOQs not yet issued whose sheets bill this item's material: what a change of its rate would re-price",
    policy: RATE_SETTERS,
    params: IdParamsSchema,
    responses: { 200: RateReachSchema },
  }),
  getBoqRevisionPdf: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision.pdf',
    tag,
    summary:
      'An issued revision as PDF (cover, preambles, bills with page collections, grand summary), in English or Swahili (?lang=sw)',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    query: BoqExportQuerySchema,
    responses: { 200: FileSchema },
    produces: ['application/pdf'],
  }),
  getBoqRevisionXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision.xlsx',
    tag,
    summary: 'An issued revision as .xlsx, amounts and totals as formulas, in English or Swahili (?lang=sw)',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    query: BoqExportQuerySchema,
    responses: { 200: FileSchema },
    produces: [XLSX],
  }),
  getBoqShoppingListXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision/shopping-list.xlsx',
    tag,
    summary: 'The shopping list of an issued revision as .xlsx, in English or Swahili (?lang=sw)',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    query: BoqExportQuerySchema,
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
    summary:
      'Mark a draft sheet completed: locked with the rates of this moment; a sheet without quantities → 409',
    policy: BOQ_EDITORS,
    params: BoqTradeParamsSchema,
    body: SheetVersionBodySchema,
    responses: { 200: BoqSheetSchema },
  }),
  markBoqSheetNotApplicable: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/:trade/not-applicable',
    tag,
    summary:
      'Mark a draft sheet not applicable, with a reason: it bills nothing and counts as settled for issue (reopen undoes it)',
    policy: BOQ_EDITORS,
    params: BoqTradeParamsSchema,
    body: NotApplicableBodySchema,
    responses: { 200: BoqSheetSchema },
  }),
  completeReviewedBoqSheets: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/complete-reviewed',
    tag,
    summary:
      'Complete the confirmed sheets (each a draft with quantities) in one step; any other → 409 naming it, nothing changes',
    policy: BOQ_EDITORS,
    params: IdParamsSchema,
    body: CompleteReviewedBodySchema,
    responses: { 200: BoqProgressSchema },
  }),
  reopenBoqSheet: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/:trade/reopen',
    tag,
    summary:
      "Reopen a completed or not-applicable sheet (a draft again, at live rates and the bound measurements' current values)",
    policy: BOQ_EDITORS,
    params: BoqTradeParamsSchema,
    body: SheetVersionBodySchema,
    responses: { 200: BoqSheetSchema },
  }),
});

/** The preview endpoint of each kind of document (the shopping list is not previewed). */
export const BOQ_PREVIEW_ENDPOINTS = {
  pdf: boqEndpoints.getBoqIssuePreviewPdf,
  xlsx: boqEndpoints.getBoqIssuePreviewXlsx,
} as const;

/** The export endpoint of each kind of file. */
export const BOQ_EXPORT_ENDPOINTS = {
  pdf: boqEndpoints.getBoqRevisionPdf,
  xlsx: boqEndpoints.getBoqRevisionXlsx,
  'shopping-list': boqEndpoints.getBoqShoppingListXlsx,
} as const satisfies Record<BoqExportKind, unknown>;
