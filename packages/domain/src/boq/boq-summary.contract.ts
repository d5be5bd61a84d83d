import { z } from 'zod';
import { TradeMovedRatesSchema } from './moved-rates';
import { pageOf } from '../http.contract';
import { LabourByKindSchema, percentValue } from '../pricing/percentages';
import { BoqSummarySchema } from '../estimates/calculators.contract';
import { TakeoffOptionsSchema } from '../trades/constants';
import { TradeIdSchema } from '../trades/trade-list';
import { BillFormSchema } from './bill-form';
import { BoqMapInfoSchema, BoqSheetSchema, SheetStatusSchema } from './boq-sheets.contract';

/** The whole BOQ of a map, its progress and its contingency and VAT; the list of maps with a BOQ. */

export const BoqPercentagesSchema = z.object({
  contingencyPercent: z.number(),
  vatPercent: z.number(),
  /**
   * Rates are shop prices that include VAT (docs/takeoff.md, "Revision 2 — pricing"): the summary shows the VAT
   * inside and adds none. Absent in revisions issued before take-off revision 2 (VAT was added).
   */
  ratesIncludeVat: z.boolean().optional(),
  /** Labour % per kind of trade, BOQ-wide; a sheet may override its own. Absent before revision 2. */
  labourByKind: LabourByKindSchema.optional(),
});
export type BoqPercentages = z.infer<typeof BoqPercentagesSchema>;

/**
 * The contingency and VAT a map's BOQ uses now: the defaults (5 %, 18 %) until BOQ staff or an
 * admin change them. Issuing freezes them into the revision; later changes never reach it.
 */
export const BoqPercentageSettingsSchema = BoqPercentagesSchema.extend({
  ratesIncludeVat: z.boolean(),
  labourByKind: LabourByKindSchema,
  /**
   * BOQ-wide wastage and constants (docs/takeoff.md §1, "Constants"): what is set here replaces the standard default for
   * every sheet; a sheet's own overrides win over it, key by key (`effectiveTakeoffOptions`).
   */
  takeoffOptions: TakeoffOptionsSchema,
  /** The form the bill is issued in: measured work (the default) or materials (`bill-form.ts`). */
  billForm: BillFormSchema,
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

/**
 * `PUT /api/maps/:id/boq/settings`: the BOQ-wide settings screen (docs/product.md §4) — any of contingency,
 * VAT %, whether the rates include VAT, labour % per kind of trade, and the BOQ-wide wastage and
 * constants, and the form the bill is issued in — with the `version` the client read (stale → 409). What is left out keeps its value;
 * `takeoffOptions`, when sent, replaces the BOQ-wide set whole (a key left out is the standard
 * default again) and re-prices every draft sheet. A sheet's own labour %, wastage and constants
 * (set on the sheet) still override the BOQ-wide ones.
 */
export const SetBoqSettingsBodySchema = z
  .strictObject({
    contingencyPercent: percentValue('contingencyPercent').optional(),
    vatPercent: percentValue('vatPercent').optional(),
    ratesIncludeVat: z.boolean({ error: 'ratesIncludeVat must be true or false' }).optional(),
    labourByKind: z
      .strictObject({
        builderWork: percentValue('labourByKind.builderWork').optional(),
        services: percentValue('labourByKind.services').optional(),
        fittedGoods: percentValue('labourByKind.fittedGoods').optional(),
        fees: percentValue('labourByKind.fees').optional(),
      })
      .optional(),
    takeoffOptions: TakeoffOptionsSchema.optional(),
    billForm: BillFormSchema.optional(),
    version: z
      .number({ error: 'version is required' })
      .int({ error: 'version must be a whole number' })
      .min(0, { error: 'version must be 0 or more' }),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'version'), {
    error: 'send at least one setting to change',
  });
export type SetBoqSettingsBody = z.infer<typeof SetBoqSettingsBodySchema>;

/** `GET /api/maps/:id/boq`: every sheet (sidebar order) priced at current rates, and the summary. */
export const BoqResponseSchema = z.object({
  map: BoqMapInfoSchema,
  sheets: z.array(BoqSheetSchema),
  /** docs/product.md §4: trade totals, preliminaries, contingency, VAT, `grandTotal`, cost per m², `sections` for the chart. */
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
  /** Completed sheets' lines whose rate moved since their sheet was completed (`moved-rates.ts`). */
  ratesMovedSinceCompleted: z.array(TradeMovedRatesSchema),
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
