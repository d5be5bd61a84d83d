import type { z } from 'zod';
import { IdParamsSchema } from '../http.contract';
import { BoqSheetSchema } from './boq-sheets.contract';
import {
  CreateFoundationBodySchema,
  CreateSavedPreBodySchema,
  DeleteSheetResponseSchema,
  FOUNDATION_TRADES,
  LegacyLineBodySchema,
  LegacySheetListSchema,
} from './legacy-sheets.contract';
import { BOQ_EDITORS, BOQ_READERS } from '../permissions';
import type { TradeId } from '../trades/trade-list';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

/** What `POST <prefix>/` takes: the map, and the trade where the resource has several. */
type CreateSheetBodySchema = z.ZodType<{ mapId: string; trade?: TradeId }>;

/** The five endpoints of one of the specification's sheet resources (`/api/<name>/`), all of one shape. */
function sheetResource<const Name extends string, Body extends CreateSheetBodySchema>(
  name: Name,
  tag: string,
  createBody: Body,
) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/api/${name}/`,
      tag,
      summary: `The ${tag} sheets of the maps the caller may see, newest first`,
      policy: BOQ_READERS,
      responses: { 200: LegacySheetListSchema },
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `/api/${name}/`,
      tag,
      summary: `Find or create a map's ${tag} sheet (201 when created)`,
      policy: BOQ_EDITORS,
      body: createBody,
      responses: { 200: BoqSheetSchema, 201: BoqSheetSchema },
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `/api/${name}/:id`,
      tag,
      summary: `One ${tag} sheet`,
      policy: BOQ_READERS,
      params: IdParamsSchema,
      responses: { 200: BoqSheetSchema },
    }),
    setLine: defineEndpoint({
      method: 'PUT',
      path: `/api/${name}/:id`,
      tag,
      summary: 'Type a quantity on the line of catalogue item materialId (null resets it to the calculator)',
      policy: BOQ_EDITORS,
      params: IdParamsSchema,
      body: LegacyLineBodySchema,
      responses: { 200: BoqSheetSchema },
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `/api/${name}/:id`,
      tag,
      summary: `Delete a draft ${tag} sheet (it starts afresh when next opened)`,
      policy: BOQ_EDITORS,
      params: IdParamsSchema,
      responses: { 200: DeleteSheetResponseSchema },
    }),
  };
}

/** One sheet resource of the specification's paths. */
export type LegacySheetResource = ReturnType<typeof sheetResource<string, CreateSheetBodySchema>>;

const savedPres = sheetResource('savedpres', 'preliminaries', CreateSavedPreBodySchema);
const foundations = sheetResource('foundations', 'foundations', CreateFoundationBodySchema);
const foudations = sheetResource('foudations', 'foundations', CreateFoundationBodySchema);

/**
 * The specification's sheet paths over the BOQ sheets: `/api/savedpres/` (preliminaries) and
 * `/api/foundations/` with its misspelt alias `/api/foudations/` (substructure). Each addresses
 * a sheet by its id and serves only its own trades; the first is the default of a create.
 */
export const LEGACY_SHEET_RESOURCES: readonly {
  trades: readonly [TradeId, ...TradeId[]];
  endpoints: LegacySheetResource;
}[] = [
  { trades: ['pre'], endpoints: savedPres },
  { trades: FOUNDATION_TRADES, endpoints: foundations },
  { trades: FOUNDATION_TRADES, endpoints: foudations },
];

export const legacySheetsEndpoints = defineEndpoints({
  listSavedPres: savedPres.list,
  createSavedPre: savedPres.create,
  getSavedPre: savedPres.get,
  setSavedPreLine: savedPres.setLine,
  deleteSavedPre: savedPres.remove,
  listFoundations: foundations.list,
  createFoundation: foundations.create,
  getFoundation: foundations.get,
  setFoundationLine: foundations.setLine,
  deleteFoundation: foundations.remove,
  listFoudations: foudations.list,
  createFoudation: foudations.create,
  getFoudation: foudations.get,
  setFoudationLine: foudations.setLine,
  deleteFoudation: foudations.remove,
});
