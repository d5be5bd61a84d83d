import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { MapStatusSchema } from '../maps/maps.contract';
import { TakeoffOptionsSchema } from '../takeoff/constants';
import { HouseModelInputSchema } from '../takeoff/house-model';
import { SectionIdSchema, TRADE_IDS, TradeIdSchema } from '../takeoff/trade-list';

/**
 * The sheets of the BOQ workspace: one per trade of a `successful` map, priced at the current
 * rates, edited by BOQ staff and admin (the endpoints: `api/boq.endpoints.ts`).
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

/** `POST /api/maps/:id/boq/house`: the house model of docs/takeoff.md §3; fills every draft sheet's inputs. */
export const HouseFillBodySchema = HouseModelInputSchema;
export type HouseFillBody = z.input<typeof HouseFillBodySchema>;
/**
 * What that route accepts on the wire: any object. The service checks it against
 * `HouseFillBodySchema`, so a bad house is refused with the take-off's messages (fields named).
 */
export const HouseFillRequestSchema = z.record(z.string(), z.unknown()).nullish();

export const BoqTradeParamsSchema = z.object({ id: IdSchema, trade: TradeIdSchema });
