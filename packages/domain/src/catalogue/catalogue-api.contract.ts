import { z } from 'zod';
import { IdSchema, pageOf } from '../http.contract';
import { TradeIdSchema } from '../trades/trade-list';
import { CatalogueItemSchema, CatalogueMaterialSchema, SeedItemSchema } from './catalogue.contract';

/** A catalogue item as the API answers it: the seed fields plus identity and state. */
export const CatalogueEntrySchema = CatalogueItemSchema.extend({
  _id: IdSchema,
  active: z.boolean(),
  /** Catalogue order within the trade: lines of a sheet follow it. */
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

export const CatalogueQuerySchema = z.object({
  trade: TradeIdSchema.optional(),
  search: z.string().trim().max(100).optional(),
  /** `all` shows deactivated items too (admin and price setters use it). */
  include: z.enum(['active', 'all']).default('active'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Large enough for the whole catalogue in one call: the instant estimate prices every trade. */
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

export const CataloguePageSchema = pageOf(CatalogueEntrySchema);
export type CataloguePage = z.infer<typeof CataloguePageSchema>;

/**
 * A new item. Its rate is its material's (decision 0013): `rate` is required only when the
 * material is new (the material is created with the item's unit and descriptions); for a known
 * material it may be left out, and a different rate is refused (409: change the material's rate).
 */
export const CreateCatalogueItemBodySchema = SeedItemSchema.extend({
  rate: CatalogueItemSchema.shape.rate.optional(),
});
export type CreateCatalogueItemBody = z.infer<typeof CreateCatalogueItemBodySchema>;

/**
 * Admin may change any field but the code (lines and history refer to it); price setters only
 * `rate`. A `rate` sets the item's MATERIAL's rate: every item of that material, in every trade,
 * moves with it (decision 0013); the answer's `rateAppliesTo` names them.
 */
export const UpdateCatalogueItemBodySchema = CatalogueItemSchema.omit({ code: true })
  .partial()
  .extend({ active: z.boolean().optional() });
export type UpdateCatalogueItemBody = z.infer<typeof UpdateCatalogueItemBodySchema>;

/** Whom a rate change reached: the material and every item (active or not) that prices at its rate. */
export const RateAppliesToSchema = z.object({
  material: z.string(),
  codes: z.array(z.string()),
  trades: z.array(TradeIdSchema),
});
export type RateAppliesTo = z.infer<typeof RateAppliesToSchema>;

/** An item as answered by a write that may have moved a rate. */
export const CatalogueWriteResultSchema = CatalogueEntrySchema.extend({
  /** Present when the write set a rate: the material it was set on and every item that moved. */
  rateAppliesTo: RateAppliesToSchema.optional(),
});
export type CatalogueWriteResult = z.infer<typeof CatalogueWriteResultSchema>;

/** One rate change of a material (newest first in a history). */
export const RateChangeSchema = z.object({
  _id: IdSchema,
  material: z.string(),
  oldRate: z.number().int(),
  newRate: z.number().int(),
  changedBy: IdSchema.nullable(),
  changedByName: z.string(),
  changedAt: z.string(),
  /** How the change came about when no person typed it (the revision-2 migration); else null. */
  note: z.string().nullable(),
});
export type RateChange = z.infer<typeof RateChangeSchema>;

/** A material with its one rate and the items priced at it. */
export const CatalogueMaterialEntrySchema = CatalogueMaterialSchema.extend({
  items: z.array(z.object({ _id: IdSchema, code: z.string(), trade: TradeIdSchema, active: z.boolean() })),
  updatedAt: z.string(),
});
export type CatalogueMaterialEntry = z.infer<typeof CatalogueMaterialEntrySchema>;

export const MaterialKeyParamsSchema = z.object({
  key: z
    .string()
    .max(100, { message: 'key is too long' })
    .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'key must be a material key such as cement-50kg' }),
});

/** The specification's `PUT /api/pre/:id` body. */
export const PreRateBodySchema = z.object({
  newRate: z
    .number({ message: 'newRate must be a number' })
    .int({ message: 'newRate must be whole TZS' })
    .nonnegative({ message: 'newRate must be 0 or more' })
    .max(1_000_000_000, { message: 'newRate is unreasonably large' }),
});
