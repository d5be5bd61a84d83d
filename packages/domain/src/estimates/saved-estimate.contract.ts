import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../http.contract';
import { ShareTokenParamsSchema } from '../boq/client-boq.contract';
import { HouseModelInputSchema } from '../trades/house-model';

/**
 * An instant estimate kept in a client's account (docs/product.md, "Saving and sharing the instant
 * estimate"): the house as the visitor described it, never its price. Whoever opens it prices it
 * again with the catalogue of the day, as the instant estimate itself does.
 */

/** How many estimates one account keeps: plenty for comparing houses, not a store for anything. */
export const SAVED_ESTIMATES_MAX = 50;

/** The house model's fields as given (derived fields left empty stay empty), its defaults filled. */
export const SavedHouseSchema = HouseModelInputSchema.in;

export const SaveEstimateBodySchema = z.strictObject({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(120, { error: 'name must be at most 120 characters' }),
  house: SavedHouseSchema,
});
export type SaveEstimateBody = z.input<typeof SaveEstimateBodySchema>;

export const SavedEstimateSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  house: SavedHouseSchema,
  createdAt: z.string(),
  /** When its read-only link was made; null while it has none (never made, or revoked). */
  sharedAt: z.string().nullable(),
});
export type SavedEstimate = z.infer<typeof SavedEstimateSchema>;

export const SavedEstimateListSchema = z.object({ items: z.array(SavedEstimateSchema) });
export type SavedEstimateList = z.infer<typeof SavedEstimateListSchema>;

export const SavedEstimateParamsSchema = IdParamsSchema;

/** The link's secret, answered once when it is made: only its hash is stored. */
export const EstimateShareSchema = z.object({ estimate: SavedEstimateSchema, token: z.string() });
export type EstimateShare = z.infer<typeof EstimateShareSchema>;

export const SharedEstimateParamsSchema = ShareTokenParamsSchema;

/** What anyone holding the link reads: the house and its name, nothing about who saved it. */
export const SharedEstimateSchema = z.object({
  name: z.string(),
  house: SavedHouseSchema,
  sharedAt: z.string(),
});
export type SharedEstimate = z.infer<typeof SharedEstimateSchema>;
