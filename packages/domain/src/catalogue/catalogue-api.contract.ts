import { z } from 'zod';
import { IdSchema, pageOf } from '../http.contract';
import { TradeIdSchema } from '../takeoff/trade-list';
import { CatalogueItemSchema } from './catalogue.contract';

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

export const CreateCatalogueItemBodySchema = CatalogueItemSchema;
export type CreateCatalogueItemBody = z.infer<typeof CreateCatalogueItemBodySchema>;

/** Admin may change any field but the code (lines and history refer to it); price setters only `rate`. */
export const UpdateCatalogueItemBodySchema = CatalogueItemSchema.omit({ code: true })
  .partial()
  .extend({ active: z.boolean().optional() });
export type UpdateCatalogueItemBody = z.infer<typeof UpdateCatalogueItemBodySchema>;

export const RateChangeSchema = z.object({
  _id: IdSchema,
  itemId: IdSchema,
  oldRate: z.number().int(),
  newRate: z.number().int(),
  changedBy: IdSchema.nullable(),
  changedByName: z.string(),
  changedAt: z.string(),
});
export type RateChange = z.infer<typeof RateChangeSchema>;

/** The specification's `PUT /api/pre/:id` body. */
export const PreRateBodySchema = z.object({
  newRate: z
    .number({ message: 'newRate must be a number' })
    .int({ message: 'newRate must be whole TZS' })
    .nonnegative({ message: 'newRate must be 0 or more' })
    .max(1_000_000_000, { message: 'newRate is unreasonably large' }),
});
