import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../http.contract';
import { ShoppingListSchema, BoqSummarySchema } from '../takeoff-api.contract';
import { BoqMapInfoSchema, BoqPersonSchema, BoqSheetSchema } from './boq-sheets.contract';
import { BoqPercentagesSchema } from './boq-summary.contract';

/** Issued revisions of a BOQ (frozen), their list and their exports. */

export const BoqRevisionParamsSchema = z.object({
  id: IdSchema,
  revision: z.coerce
    .number({ error: 'revision must be a whole number' })
    .int({ error: 'revision must be a whole number' })
    .min(1, { error: 'revision must be 1 or more' })
    .max(1_000_000, { error: 'revision is too large' }),
});

/**
 * The path of a revision route. The revision stays a string here and is checked (with
 * `BoqRevisionParamsSchema`) after the map: a caller who may not see the map gets 404 whatever
 * the revision says; a reader with a malformed revision gets 400 naming it.
 */
export const BoqRevisionPathSchema = z.object({ id: IdParamsSchema.shape.id, revision: z.string() });

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

/** The three files of an issued revision. */
export type BoqExportKind = 'pdf' | 'xlsx' | 'shopping-list';

/** File names of the exports, shared by the server's Content-Disposition and the web's links. */
export function boqExportFileName(mapTitle: string, revision: number, kind: BoqExportKind): string {
  const base = mapTitle
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  const stem = `${base || 'kadirio'}-boq-rev${revision}`;
  return kind === 'shopping-list' ? `${stem}-shopping-list.xlsx` : `${stem}.${kind}`;
}
