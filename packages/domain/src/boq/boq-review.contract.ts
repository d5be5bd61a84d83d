import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { BindingSourceSchema } from '../takeoff/bindings.contract';
import { TradeIdSchema } from '../trades/trade-list';
import { BoqPersonSchema, SheetStatusSchema } from './boq-sheets.contract';

/**
 * The review screen of a map's BOQ (docs/product.md §4, "One review screen"): every trade's
 * inputs in one table, where each came from, and what the drawing's marks give for it now.
 */

/**
 * Where an input's value comes from:
 * - `mark`: bound to one mark on a drawing (`{ measurementId }`);
 * - `namedQuantity`: bound to an expression over the marks' keys (`ExtWalls + IntWalls`);
 * - `typed`: the surveyor typed it (or it differs from the default on a sheet saved before
 *   sources were kept);
 * - `proposal`: the house model proposed it (the house fill), and nobody changed it since;
 * - `default`: the calculator's default, untouched.
 */
export const REVIEW_SOURCES = ['mark', 'namedQuantity', 'typed', 'proposal', 'default'] as const;
export const ReviewSourceSchema = z.enum(REVIEW_SOURCES);
export type ReviewSource = z.infer<typeof ReviewSourceSchema>;

/** One input of one sheet as the review table shows it. */
export const ReviewInputSchema = z.object({
  /** The calculator's input field (`length`, `openingsArea`); the screen's label gives its unit. */
  field: z.string(),
  /**
   * The value the sheet is priced with. A schedule of sized items reads `GRL-1800X1700 × 5`, a
   * list of other openings `1.2 × 2.1 m × 2`; `''` when empty.
   */
  value: z.union([z.number(), z.string(), z.boolean()]),
  source: ReviewSourceSchema,
  /** The marks a bound input reads (one for `mark`, each key's for `namedQuantity`); else empty. */
  marks: z.array(BindingSourceSchema),
  /** The expression of a `namedQuantity`; null otherwise. */
  expression: z.string().nullable(),
  /**
   * What the marks give for this input now (the building model's figure); null when the input
   * reads no marks, or its binding no longer resolves (`problem`).
   */
  modelValue: z.number().nullable(),
  /** value − modelValue, to 4 decimals: not 0 on a completed sheet whose marks moved since. */
  difference: z.number().nullable(),
  /** Why a binding does not resolve (an unknown key), else null. */
  problem: z.string().nullable(),
  /**
   * True when the input prices something the drawing does not show — columns, lintels or sills
   * — from a default or the house model's proposal rather than a mark or a typed value
   * (docs/takeoff.md §3, "Proposed, not on the drawing").
   */
  notOnDrawing: z.boolean(),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** One trade's sheet in the review. */
export const ReviewSheetSchema = z.object({
  trade: TradeIdSchema,
  nameEn: z.string(),
  nameSw: z.string(),
  status: SheetStatusSchema,
  version: z.number().int(),
  /** Some line has a quantity: only then can the sheet be completed. */
  hasQuantities: z.boolean(),
  /** The sheet's total at current rates (its frozen ones when completed), TZS. */
  total: z.number(),
  /** Opened by the surveyor, or marked reviewed here, since it last became a draft. */
  reviewed: z.boolean(),
  reviewedAt: z.string().nullable(),
  reviewedBy: BoqPersonSchema.nullable(),
  inputs: z.array(ReviewInputSchema),
});
export type ReviewSheet = z.infer<typeof ReviewSheetSchema>;

/** `GET /api/maps/:id/boq/review`: every sheet in the sidebar's order. */
export const BoqReviewSchema = z.object({
  mapId: IdSchema,
  sheets: z.array(ReviewSheetSchema),
});
export type BoqReview = z.infer<typeof BoqReviewSchema>;

/**
 * `PUT /api/maps/:id/boq/:trade/reviewed`: the surveyor opened the sheet or ticked it on the review
 * screen (`true`), or took the tick back (`false`). Only a draft sheet takes it.
 */
export const SetSheetReviewedBodySchema = z.strictObject({
  reviewed: z.boolean({ error: 'reviewed must be true or false' }),
});
export type SetSheetReviewedBody = z.infer<typeof SetSheetReviewedBodySchema>;

/** The answer to it: the sheet's review state now. */
export const SheetReviewStateSchema = z.object({
  trade: TradeIdSchema,
  reviewed: z.boolean(),
  reviewedAt: z.string().nullable(),
  reviewedBy: BoqPersonSchema.nullable(),
});
export type SheetReviewState = z.infer<typeof SheetReviewStateSchema>;
