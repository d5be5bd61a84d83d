import { z } from 'zod';
import { TradeIdSchema } from '../takeoff/trade-list';
import { WastageClassSchema } from '../takeoff/wastage';
import { BaseUnitSchema } from '../takeoff/units';
import seed from './catalogue.seed.json' with { type: 'json' };

export { WASTAGE_CLASSES, WastageClassSchema, type WastageClass } from '../takeoff/wastage';
export { BASE_UNITS, BaseUnitSchema, type BaseUnit } from '../takeoff/units';

/** One item of the seed catalogue: what the server loads into an empty database. */
export const CatalogueItemSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}-[A-Z0-9_-]+$/, {
    message: 'code must look like BLD-CEMENT (prefix, dash, upper case)',
  }),
  trade: TradeIdSchema,
  /** Shopping-list key: the same material in different trades is bought together. */
  material: z.string().min(1, { message: 'material is required' }),
  description: z.string().min(1, { message: 'description is required' }),
  descriptionSw: z.string().min(1, { message: 'descriptionSw is required' }),
  /** The BOQ unit (bag, trip, pcs…). */
  unit: z.string().min(1, { message: 'unit is required' }),
  /** The unit calculators return quantities in. */
  baseUnit: BaseUnitSchema,
  /** Base quantity in one BOQ unit, e.g. 50 kg in a bag of cement. */
  perUnit: z.number().positive({ message: 'perUnit must be greater than 0' }),
  /** Whole TZS per BOQ unit. */
  rate: z
    .number()
    .int({ message: 'rate must be whole TZS' })
    .nonnegative({ message: 'rate must be 0 or more' }),
  wastageClass: WastageClassSchema.nullable(),
});
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;

export const SeedCatalogueSchema = z.object({
  version: z.number().int(),
  currency: z.string().length(3),
  note: z.string().optional(),
  items: z.array(CatalogueItemSchema).superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.code)) {
        context.addIssue({ code: 'custom', path: [index, 'code'], message: `code ${item.code} is repeated` });
      }
      seen.add(item.code);
    });
  }),
});
export type SeedCatalogue = z.infer<typeof SeedCatalogueSchema>;

let parsedSeed: readonly CatalogueItem[] | undefined;

/** The seed items, checked against the schema once (a broken seed must fail loudly, not price wrongly). */
export function parseSeedCatalogue(): readonly CatalogueItem[] {
  parsedSeed ??= Object.freeze(SeedCatalogueSchema.parse(seed).items);
  return parsedSeed;
}
