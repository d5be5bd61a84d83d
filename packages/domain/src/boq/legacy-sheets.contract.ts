import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { TradeIdSchema, type TradeId } from '../trades/trade-list';
import { LineChangeSchema, SheetStatusSchema } from './boq-sheets.contract';

/**
 * The specification's sheet paths over the BOQ sheets: `/api/savedpres/` (the preliminaries
 * sheet) and `/api/foundations/`, misspelt `/api/foudations/` too (the substructure sheets).
 */

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
