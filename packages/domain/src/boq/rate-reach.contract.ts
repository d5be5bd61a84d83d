import { z } from 'zod';
import { IdSchema } from '../http.contract';

/**
 * The BOQs a change of one catalogue rate would re-price (docs/product.md §4), shown to the price setter
 * before they confirm: BOQs not yet issued whose sheets bill the item's material. Draft and
 * completed sheets price at today's rates until the issue (one rate per material in one bill);
 * issued revisions never move, so they are not counted.
 */
export const UnissuedBoqTouchedSchema = z.object({
  mapId: IdSchema,
  title: z.string(),
  ownerName: z.string(),
  /** Sheets of this BOQ (draft or completed) that bill the material. */
  sheets: z.number().int(),
});
export type UnissuedBoqTouched = z.infer<typeof UnissuedBoqTouchedSchema>;

/** `GET /api/catalogue/:id/unissued-boqs`. */
export const RateReachSchema = z.object({
  /** The material whose rate the item carries (decision 0013): its every item moves together. */
  material: z.string(),
  boqs: z.array(UnissuedBoqTouchedSchema),
});
export type RateReach = z.infer<typeof RateReachSchema>;
