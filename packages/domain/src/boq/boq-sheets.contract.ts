import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { MapStatusSchema } from '../plans/plans.contract';
import { LeftOutLineSchema } from '../pricing/left-out';
import { BoundInputSchema, SheetBindingsSchema } from '../takeoff/bindings.contract';
import { TakeoffOptionsSchema } from '../trades/constants';
import { HouseModelInputSchema } from '../trades/house-model';
import { InputSourcesSchema } from './input-sources';
import { MovedRateLineSchema } from './moved-rates';
import { PricedWorkItemSchema } from './sheet-work-items';
import { SectionIdSchema, TRADE_IDS, TradeIdSchema } from '../trades/trade-list';

/**
 * The sheets of the BOQ workspace: one per trade of a `successful` map, priced at the current
 * rates, edited by BOQ staff and admin (the endpoints: `boq/boq.endpoints.ts`).
 */

/** The number of sheets of a complete BOQ: one per trade. */
export const BOQ_SHEET_COUNT = TRADE_IDS.length;

/**
 * `draft` is being worked on; `completed` is locked with its quantities (until reopened), priced at
 * today's rates until the issue;
 * `notApplicable` is settled as not part of this house, with a reason, and bills nothing.
 */
export const SHEET_STATUSES = ['draft', 'completed', 'notApplicable'] as const;
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
  /** Exact quantity in base units (the manual value × perUnit when typed); the shopping list adds these. */
  baseQuantity: z.number(),
  /**
   * In BOQ units (bags, trips, pcs) as printed and priced: 2 decimals, whole for pieces
   * (docs/takeoff.md, "Revision 2 — pricing"); from the manual value when `source` is `manual`.
   */
  quantity: z.number(),
  rate: z.number(),
  /** round(quantity × rate), whole TZS: the printed line checks by hand. */
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
  /**
   * The BOQ-wide wastage and constants under the sheet's own (docs/takeoff.md §1, "Constants"): what an override of this
   * sheet overrides. Absent in revisions issued before they existed.
   */
  boqWideOptions: TakeoffOptionsSchema.optional(),
  /** The labour % the sheet is priced with: its own override, else the BOQ-wide % of its trade's kind. */
  labourPercent: z.number(),
  /**
   * This sheet's own labour %, overriding the BOQ-wide setting; null while the BOQ-wide % of its
   * kind applies. Absent in revisions issued before take-off revision 2.
   */
  labourOverride: z.number().nullable().optional(),
  /**
   * True for a draft made under take-off revision 1 and re-priced under revision 2 (rounded
   * quantities, one rate per material, labour by kind, VAT in the rates): shown until the sheet is
   * next saved. Absent in issued revisions.
   */
  repricedNotice: z.boolean().optional(),
  /**
   * True for a foundation-walling draft saved under take-off revision 1, which had no inputs for
   * the derived wall height: it is priced with the documented default (`height: "auto"`, 1.15 m)
   * instead of revision 1's 0.6 m, and says so until the sheet is next saved. Absent otherwise.
   */
  foundationHeightNotice: z.boolean().optional(),
  /** Who completed it, or marked it not applicable (and when). */
  completedBy: BoqPersonSchema.nullable(),
  completedAt: z.string().nullable(),
  /** Why the sheet is not applicable; null otherwise (absent in revisions issued before it existed). */
  notApplicableReason: z.string().nullable().optional(),
  lines: z.array(BoqLineSchema),
  /**
   * Lines not priced because their catalogue item was withdrawn (docs/takeoff.md, "Revision 2 — pricing"), with the reason.
   * Absent in revisions issued before take-off revision 2.
   */
  leftOut: z.array(LeftOutLineSchema).optional(),
  /**
   * The inputs bound to measurements of the plan (`takeoff/bindings.contract.ts`), each with
   * the value it was priced with and whether the measurements have since changed; absent when none.
   */
  bindings: z.array(BoundInputSchema).optional(),
  /**
   * Where each input came from, typed or the house model (docs/takeoff.md, "Changed constants and formulas"); an input not
   * named holds its default, or was saved before sources were kept. Absent in revisions issued before it.
   */
  inputSources: InputSourcesSchema.optional(),
  subtotal: z.number(),
  labour: z.number(),
  total: z.number(),
  /**
   * The measured work of the sheet (docs/takeoff.md §4.4): work items owning the lines, with their
   * all-in rates; they add up to `total`. Absent in revisions issued before revision 2.
   */
  workItems: z.array(PricedWorkItemSchema).optional(),
  /**
   * A completed sheet's billed lines whose rate moved since it was completed: the sheet prices at
   * today's rates like every other (one rate per material in one bill, docs/takeoff.md "Revision 2
   * — pricing"). Absent when none moved, and in issued revisions.
   */
  ratesMovedSinceCompleted: z.array(MovedRateLineSchema).optional(),
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
    // null: back to the BOQ-wide labour % of the trade's kind (docs/takeoff.md, "Revision 2 — pricing").
    .nullable()
    .optional(),
  lines: z.array(LineChangeSchema).max(500, { error: 'lines has too many changes' }).optional(),
  /** Replaces the sheet's bindings of inputs to measurements (`{}` unbinds all); left out, they stay. */
  bindings: SheetBindingsSchema.optional(),
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

/** `POST …/:trade/not-applicable`: why this trade is not part of the house; `version` as for complete. */
export const NotApplicableBodySchema = z.strictObject({
  version: z.number().int({ error: 'version must be a whole number' }).optional(),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, { error: 'reason must say why (3 characters or more)' })
    .max(300, { error: 'reason must be at most 300 characters' }),
});
export type NotApplicableBody = z.infer<typeof NotApplicableBodySchema>;

/**
 * `POST …/boq/complete-reviewed`: the sheets the surveyor confirmed, as listed to them (every
 * draft sheet with quantities, `reviewedTrades`). All are completed together or none.
 */
export const CompleteReviewedBodySchema = z.strictObject({
  trades: z
    .array(TradeIdSchema, { error: 'trades must be a list of trades' })
    .min(1, { error: 'trades must name at least one sheet' })
    .max(TRADE_IDS.length, { error: 'trades has too many sheets' }),
});
export type CompleteReviewedBody = z.infer<typeof CompleteReviewedBodySchema>;

export const BoqTradeParamsSchema = z.object({ id: IdSchema, trade: TradeIdSchema });
