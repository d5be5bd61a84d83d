import { z } from 'zod';
import { IdSchema, pageOf } from '../http.contract';
import {
  MaterialKeySchema,
  moneySchema,
  optionalText,
  RecordTimesShape,
  requiredText,
  SUPPLY_LIMITS,
} from '../suppliers/supply-fields';

/**
 * `/api/materials/`: the general list of purchasable materials. `material` is the catalogue's
 * material key (the server refuses a key no catalogue item uses); one row per key and
 * manufacturer, so the same cement from two makers is two rows.
 */
const materialFields = z.object({
  material: MaterialKeySchema,
  name: requiredText('name'),
  unit: requiredText('unit', 30),
  /** Whole TZS per `unit`. */
  price: moneySchema('price'),
  /** May be empty when the material is generic (sand, aggregate). */
  manufacturer: optionalText('manufacturer', SUPPLY_LIMITS.textMax),
});

export const MaterialBodySchema = materialFields.extend({
  manufacturer: materialFields.shape.manufacturer.default(''),
});
export type MaterialBody = z.infer<typeof MaterialBodySchema>;
export type MaterialBodyInput = z.input<typeof MaterialBodySchema>;

export const CreateMaterialBodySchema = MaterialBodySchema;
export type CreateMaterialBody = MaterialBody;

/** `PUT /api/materials/:id`: the changed fields. */
export const UpdateMaterialBodySchema = materialFields.partial();
export type UpdateMaterialBody = z.infer<typeof UpdateMaterialBodySchema>;

export const MaterialSchema = z.object({
  _id: IdSchema,
  material: z.string(),
  name: z.string(),
  unit: z.string(),
  price: z.number().int(),
  manufacturer: z.string(),
  ...RecordTimesShape,
});
export type Material = z.infer<typeof MaterialSchema>;

export const MaterialQuerySchema = z.object({
  /** Matches name, material key or manufacturer (case-insensitive). */
  search: z.string().trim().max(100).optional(),
  /** Exact material key. */
  material: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MaterialQuery = z.infer<typeof MaterialQuerySchema>;

export const MaterialPageSchema = pageOf(MaterialSchema);
export type MaterialPage = z.infer<typeof MaterialPageSchema>;
