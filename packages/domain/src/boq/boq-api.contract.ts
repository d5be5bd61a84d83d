import { z } from 'zod';
import { IdSchema, pageOf } from '../http.contract';
import { MapStatusSchema } from '../maps/maps.contract';
import { percentValue } from '../pricing/percentages';
import { BoqSummarySchema, ShoppingListSchema } from '../takeoff-api.contract';
import { TakeoffOptionsSchema } from '../takeoff/constants';
import { HouseModelInputSchema } from '../takeoff/house-model';
import { SectionIdSchema, TRADE_IDS, TradeIdSchema, type TradeId } from '../takeoff/trade-list';

/**
 * The BOQ workspace API (issue 5). Routes, all under `/api`:
 *
 * | route | who | answers |
 * |---|---|---|
 * | `GET /boq/maps?page&limit` | boq, pricetag, admin | `BoqMapPage`: `successful` maps with progress |
 * | `GET /maps/:id/boq` | boq, pricetag, admin | `BoqResponse` (creates missing sheets) |
 * | `GET /maps/:id/boq/progress` | boq, pricetag, admin | `BoqProgress`: the map and each sheet's status, no lines |
 * | `GET /maps/:id/boq/:trade` | boq, pricetag, admin | `BoqSheet` (created when first opened) |
 * | `PUT /maps/:id/boq/:trade` | boq, admin | body `SaveSheetBody` → `BoqSheet`; stale `version` → 409 |
 * | `POST /maps/:id/boq/house` | boq, admin | body `HouseFillBody` → `BoqResponse` |
 * | `PUT /maps/:id/boq/percentages` | boq, admin | body `SetBoqPercentagesBody` → `BoqResponse`; stale `version` → 409 |
 * | `POST /maps/:id/boq/:trade/complete` | boq, admin | body `SheetVersionBody` (optional) → `BoqSheet` |
 * | `POST /maps/:id/boq/:trade/reopen` | boq, admin | body `SheetVersionBody` (optional) → `BoqSheet` |
 * | `POST /maps/:id/boq/issue` | boq, admin | `BoqRevision` (201); 409 unless all 28 sheets completed |
 * | `GET /maps/:id/boq/issues` | boq, pricetag, admin, the owner | `BoqRevisionList` (newest first; `[]` before issue) |
 * | `GET /maps/:id/boq/issues/:revision` | boq, pricetag, admin, the owner | `BoqRevision` |
 * | `GET /maps/:id/boq/issues/:revision.pdf` | same | application/pdf (attachment) |
 * | `GET /maps/:id/boq/issues/:revision.xlsx` | same | the bill as .xlsx, formulas kept |
 * | `GET /maps/:id/boq/issues/:revision/shopping-list.xlsx` | same | the shopping list as .xlsx |
 * | `GET /maps/:id/notifications` | admin, the owner | `MapNotificationList` (newest first) |
 * | `POST /maps/:id/notifications/read` | admin, the owner | `MapNotificationList`, all marked read |
 * | `GET/POST /savedpres/`, `GET/PUT/DELETE /savedpres/:id` | read: boq, pricetag, admin; write: boq, admin | `LegacySheet…` |
 * | `/foundations/…` and `/foudations/…` (same resource) | as savedpres | `LegacySheet…` |
 *
 * Only a `successful` map has a BOQ: the sheet routes answer 409 for a map in another state.
 * A caller who may not see the map's BOQ gets 404 (the owner reading sheets: 403 by role).
 */

/** The number of sheets of a complete BOQ: one per trade. */
export const BOQ_SHEET_COUNT = TRADE_IDS.length;

export const SHEET_STATUSES = ['draft', 'completed'] as const;
export const SheetStatusSchema = z.enum(SHEET_STATUSES);
export type SheetStatus = z.infer<typeof SheetStatusSchema>;

export const LINE_SOURCES = ['calculator', 'manual'] as const;
export const LineSourceSchema = z.enum(LINE_SOURCES);
export type LineSource = z.infer<typeof LineSourceSchema>;

/** A person named on a record. */
export const BoqPersonSchema = z.object({ _id: IdSchema, name: z.string() });
export type BoqPerson = z.infer<typeof BoqPersonSchema>;

/**
 * One line of a sheet, priced at the current rates (or the frozen ones in a revision). Every
 * catalogue item of the trade has a line, quantity 0 when nothing filled it, so any item can be
 * typed over. The fields of `PricedLine` are all here, so pricing helpers accept it.
 */
export const BoqLineSchema = z.object({
  /** The catalogue item's id; null in a revision whose item was since deleted (never today). */
  itemId: IdSchema.nullable(),
  code: z.string(),
  description: z.string(),
  descriptionSw: z.string().optional(),
  material: z.string(),
  unit: z.string(),
  baseUnit: z.string(),
  perUnit: z.number(),
  /** quantity × perUnit. */
  baseQuantity: z.number(),
  /** In BOQ units (bags, trips, pcs), exact; the manual value when `source` is `manual`. */
  quantity: z.number(),
  rate: z.number(),
  /** round(quantity × rate), whole TZS. */
  amount: z.number(),
  source: LineSourceSchema,
  /** What the calculator gives, in BOQ units; null when the calculator does not fill this item. */
  calculatorQuantity: z.number().nullable(),
  /** The calculator's working (formula with numbers); '' when the calculator does not fill it. */
  derivation: z.string(),
  /** False when the item was deactivated in the catalogue after it got a quantity. */
  active: z.boolean(),
});
export type BoqLine = z.infer<typeof BoqLineSchema>;

export const BoqSheetSchema = z.object({
  /** The sheet's id (the `:id` of the savedpres/foundations paths). */
  _id: IdSchema,
  mapId: IdSchema,
  trade: TradeIdSchema,
  section: SectionIdSchema,
  nameEn: z.string(),
  nameSw: z.string(),
  status: SheetStatusSchema,
  /** Increments on every change; send it back in a PUT/complete/reopen (stale → 409). */
  version: z.number().int(),
  /** The calculator input with every default filled in (the trade's input schema's output). */
  inputs: z.record(z.string(), z.unknown()),
  /** Constant and wastage overrides of this sheet (`TakeoffOptions`); `{}` when none. */
  overrides: TakeoffOptionsSchema,
  labourPercent: z.number(),
  completedBy: BoqPersonSchema.nullable(),
  completedAt: z.string().nullable(),
  lines: z.array(BoqLineSchema),
  subtotal: z.number(),
  labour: z.number(),
  total: z.number(),
  updatedAt: z.string(),
});
export type BoqSheet = z.infer<typeof BoqSheetSchema>;

/** The map facts a BOQ shows and prints. */
export const BoqMapInfoSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  status: MapStatusSchema,
  ownerName: z.string(),
  region: z.string(),
  district: z.string(),
  ward: z.string(),
  plinthArea: z.number().nullable(),
});
export type BoqMapInfo = z.infer<typeof BoqMapInfoSchema>;

export const BoqPercentagesSchema = z.object({
  contingencyPercent: z.number(),
  vatPercent: z.number(),
});
export type BoqPercentages = z.infer<typeof BoqPercentagesSchema>;

/**
 * The contingency and VAT a map's BOQ uses now: the defaults (5 %, 18 %) until BOQ staff or an
 * admin change them. Issuing freezes them into the revision; later changes never reach it.
 */
export const BoqPercentageSettingsSchema = BoqPercentagesSchema.extend({
  /** 0 while the defaults apply; send it back in the PUT (stale → 409). */
  version: z.number().int(),
  /** When they were last changed; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export type BoqPercentageSettings = z.infer<typeof BoqPercentageSettingsSchema>;

/**
 * `PUT /api/maps/:id/boq/percentages`: both percentages (0–100, at most 2 decimals) and the
 * `version` the client read; a stale one is refused with 409 and nothing changes.
 */
export const SetBoqPercentagesBodySchema = z.strictObject({
  contingencyPercent: percentValue('contingencyPercent'),
  vatPercent: percentValue('vatPercent'),
  version: z
    .number({ error: 'version is required' })
    .int({ error: 'version must be a whole number' })
    .min(0, { error: 'version must be 0 or more' }),
});
export type SetBoqPercentagesBody = z.infer<typeof SetBoqPercentagesBodySchema>;

/** `GET /api/maps/:id/boq`: every sheet (sidebar order) priced at current rates, and the summary. */
export const BoqResponseSchema = z.object({
  map: BoqMapInfoSchema,
  sheets: z.array(BoqSheetSchema),
  /** product.md §4: trade totals, preliminaries, contingency, VAT, `grandTotal`, cost per m², `sections` for the chart. */
  summary: BoqSummarySchema,
  /** The contingency and VAT the summary uses (the map's own, or the defaults). */
  percentages: BoqPercentageSettingsSchema,
  /** Sheets completed, of `BOQ_SHEET_COUNT`. */
  completedSheets: z.number().int(),
  totalSheets: z.number().int(),
  /** True when every sheet is completed: `POST …/boq/issue` will succeed. */
  readyToIssue: z.boolean(),
  /** The newest issued revision number, null before the first issue. */
  latestRevision: z.number().int().nullable(),
});
export type BoqResponse = z.infer<typeof BoqResponseSchema>;

/** One sheet in the workspace's sidebar: its trade and whether it is completed. */
export const BoqSheetStatusSchema = z.object({ trade: TradeIdSchema, status: SheetStatusSchema });
export type BoqSheetStatus = z.infer<typeof BoqSheetStatusSchema>;

/**
 * `GET /api/maps/:id/boq/progress`: what the workspace shows around one sheet (the map, every
 * trade's status in sidebar order, the progress) without the lines and prices of all 28 sheets,
 * which `GET /api/maps/:id/boq` carries (about 100 KB compressed). A sheet not opened yet is a
 * draft; reading the progress creates nothing.
 */
export const BoqProgressSchema = z.object({
  map: BoqMapInfoSchema,
  sheets: z.array(BoqSheetStatusSchema),
  completedSheets: z.number().int(),
  totalSheets: z.number().int(),
});
export type BoqProgress = z.infer<typeof BoqProgressSchema>;

/** One change to a line: a typed quantity (BOQ units), or `null` to go back to the calculator's value. */
export const LineChangeSchema = z.object({
  code: z.string({ error: 'code is required' }).min(1, { error: 'code is required' }),
  quantity: z
    .number({ error: 'quantity must be a number or null' })
    .min(0, { error: 'quantity must be 0 or more' })
    .max(1e9, { error: 'quantity is unreasonably large' })
    .nullable(),
});
export type LineChange = z.infer<typeof LineChangeSchema>;

/**
 * `PUT /api/maps/:id/boq/:trade`. New `inputs` (raw: missing fields take their defaults) or
 * `overrides` re-run the calculator on the server; manual quantities survive it. `version` is the
 * one the client read: a stale one is refused with 409 and nothing changes.
 */
export const SaveSheetBodySchema = z.strictObject({
  version: z.number({ error: 'version is required' }).int({ error: 'version must be a whole number' }),
  inputs: z.record(z.string(), z.unknown(), { error: 'inputs must be an object' }).optional(),
  overrides: TakeoffOptionsSchema.optional(),
  labourPercent: z
    .number({ error: 'labourPercent must be a number' })
    .min(0, { error: 'labourPercent must be 0 or more' })
    .max(100, { error: 'labourPercent must be at most 100' })
    .optional(),
  lines: z.array(LineChangeSchema).max(500, { error: 'lines has too many changes' }).optional(),
});
export type SaveSheetBody = z.infer<typeof SaveSheetBodySchema>;

/** Complete/reopen: `version` is optional; when sent, a stale one gives 409. */
export const SheetVersionBodySchema = z
  .strictObject({ version: z.number().int({ error: 'version must be a whole number' }).optional() })
  .nullish();
export type SheetVersionBody = z.infer<typeof SheetVersionBodySchema>;

/** `POST /api/maps/:id/boq/house`: the house model of takeoff.md §3; fills every draft sheet's inputs. */
export const HouseFillBodySchema = HouseModelInputSchema;
export type HouseFillBody = z.input<typeof HouseFillBodySchema>;

export const BoqTradeParamsSchema = z.object({ id: IdSchema, trade: TradeIdSchema });
export const BoqRevisionParamsSchema = z.object({
  id: IdSchema,
  revision: z.coerce
    .number({ error: 'revision must be a whole number' })
    .int({ error: 'revision must be a whole number' })
    .min(1, { error: 'revision must be 1 or more' })
    .max(1_000_000, { error: 'revision is too large' }),
});

/** An issued BOQ: rates, lines and sums frozen at the moment of issue. Never changes afterwards. */
export const BoqRevisionSchema = z.object({
  mapId: IdSchema,
  revision: z.number().int(),
  issuedAt: z.string(),
  issuedBy: BoqPersonSchema,
  currency: z.string(),
  map: BoqMapInfoSchema,
  percentages: BoqPercentagesSchema,
  /** Every sheet as it was, lines carrying the frozen rates and amounts. */
  sheets: z.array(BoqSheetSchema),
  summary: BoqSummarySchema,
  shoppingList: ShoppingListSchema,
});
export type BoqRevision = z.infer<typeof BoqRevisionSchema>;

export const BoqRevisionListItemSchema = z.object({
  revision: z.number().int(),
  issuedAt: z.string(),
  issuedBy: BoqPersonSchema,
  grandTotal: z.number(),
});
export const BoqRevisionListSchema = z.object({ items: z.array(BoqRevisionListItemSchema) });
export type BoqRevisionList = z.infer<typeof BoqRevisionListSchema>;

/** `GET /api/boq/maps`: one `successful` map with its BOQ progress. */
export const BoqMapProgressSchema = z.object({
  map: BoqMapInfoSchema,
  completedSheets: z.number().int(),
  totalSheets: z.number().int(),
  latestRevision: z.number().int().nullable(),
  /** When a sheet last changed; null before any sheet exists. */
  lastEditedAt: z.string().nullable(),
});
export type BoqMapProgress = z.infer<typeof BoqMapProgressSchema>;
export const BoqMapPageSchema = pageOf(BoqMapProgressSchema);
export type BoqMapPage = z.infer<typeof BoqMapPageSchema>;

/** What the owner is told (e.g. their BOQ revision N was issued). */
export const MAP_NOTIFICATION_KINDS = ['boqIssued'] as const;
export const MapNotificationSchema = z.object({
  _id: IdSchema,
  mapId: IdSchema,
  kind: z.enum(MAP_NOTIFICATION_KINDS),
  /** For `boqIssued`: the revision issued. */
  revision: z.number().int().nullable(),
  /** Plain English; the web may show its own translated sentence from `kind` and `revision`. */
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MapNotification = z.infer<typeof MapNotificationSchema>;
export const MapNotificationListSchema = z.object({
  items: z.array(MapNotificationSchema),
  unread: z.number().int(),
});
export type MapNotificationList = z.infer<typeof MapNotificationListSchema>;

/* ---- The specification's paths: /api/savedpres/ and /api/foundations/ (= /api/foudations/) ---- */

/** The trades of the `/api/foundations/` resource: the substructure sheets. */
export const FOUNDATION_TRADES = [
  'blinding',
  'strip',
  'pad',
  'wallFound',
  'wallBeam',
  'concrete',
] as const satisfies readonly TradeId[];
export const FoundationTradeSchema = z.enum(FOUNDATION_TRADES, {
  error: `trade must be one of ${FOUNDATION_TRADES.join(', ')}`,
});

/** The list: one entry per existing sheet of the caller's visible maps, newest first. */
export const LegacySheetListItemSchema = z.object({
  _id: IdSchema,
  mapId: IdSchema,
  mapTitle: z.string(),
  trade: TradeIdSchema,
  status: SheetStatusSchema,
  version: z.number().int(),
  total: z.number(),
  updatedAt: z.string(),
});
export const LegacySheetListSchema = z.object({ items: z.array(LegacySheetListItemSchema) });
export type LegacySheetList = z.infer<typeof LegacySheetListSchema>;

/** `POST /api/savedpres/ { mapId }`: the map's preliminaries sheet, created if missing (201 when created). */
export const CreateSavedPreBodySchema = z.strictObject({ mapId: IdSchema });
/** `POST /api/foundations/ { mapId, trade }`: that substructure sheet, created if missing. */
export const CreateFoundationBodySchema = z.strictObject({ mapId: IdSchema, trade: FoundationTradeSchema });

/** `PUT /api/savedpres/:id` and `/api/foundations/:id`: types `quantity` on the line of catalogue item `materialId` (null resets). */
export const LegacyLineBodySchema = z.strictObject({
  materialId: IdSchema,
  quantity: LineChangeSchema.shape.quantity,
});
export type LegacyLineBody = z.infer<typeof LegacyLineBodySchema>;

export const DeleteSheetResponseSchema = z.object({ id: IdSchema, message: z.string() });

/** File names of the exports, shared by the server's Content-Disposition and the web's links. */
export function boqExportFileName(
  mapTitle: string,
  revision: number,
  kind: 'pdf' | 'xlsx' | 'shopping-list',
): string {
  const base = mapTitle
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  const stem = `${base || 'kadirio'}-boq-rev${revision}`;
  return kind === 'shopping-list' ? `${stem}-shopping-list.xlsx` : `${stem}.${kind}`;
}

/** Paths the web calls for the exports (relative to `/api`). */
export const boqExportPaths = (mapId: string, revision: number) => ({
  pdf: `/maps/${mapId}/boq/issues/${revision}.pdf`,
  xlsx: `/maps/${mapId}/boq/issues/${revision}.xlsx`,
  shoppingList: `/maps/${mapId}/boq/issues/${revision}/shopping-list.xlsx`,
});
