import { z } from 'zod';
import { TradeIdSchema } from '../trades/trade-list';
import { WastageClassSchema } from '../trades/wastage';
import { BaseUnitSchema } from '../trades/units';
import seed from './catalogue.seed.json' with { type: 'json' };

export { WASTAGE_CLASSES, WastageClassSchema, type WastageClass } from '../trades/wastage';
export { BASE_UNITS, BaseUnitSchema, type BaseUnit } from '../trades/units';

const rateSchema = z
  .number()
  .int({ message: 'rate must be whole TZS' })
  .nonnegative({ message: 'rate must be 0 or more' });

/**
 * A material as a builder buys it (cement-50kg, sand-trip-18t, …): the one place its rate lives
 * (docs/decisions/0013-rates-per-material.md). Every item of the material, in whatever trade,
 * prices at this rate; its history is kept per material.
 */
export const CatalogueMaterialSchema = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
    message: 'key must be lower case letters, digits and dashes, e.g. cement-50kg',
  }),
  /** The unit it is bought and priced in (bag, trip, pcs…); every item of the material prints in it. */
  unit: z.string().min(1, { message: 'unit is required' }),
  /** Whole TZS per unit. */
  rate: rateSchema,
  description: z.string().min(1, { message: 'description is required' }),
  descriptionSw: z.string().min(1, { message: 'descriptionSw is required' }),
});
export type CatalogueMaterial = z.infer<typeof CatalogueMaterialSchema>;

/** One item of the seed catalogue, without a rate: the rate is its material's. */
export const SeedItemSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}-[A-Z0-9_-]+$/, {
    message: 'code must look like BLD-CEMENT (prefix, dash, upper case)',
  }),
  trade: TradeIdSchema,
  /** The material key: the rate and the shopping-list line; the same material in different trades is bought together. */
  material: z.string().min(1, { message: 'material is required' }),
  description: z.string().min(1, { message: 'description is required' }),
  descriptionSw: z.string().min(1, { message: 'descriptionSw is required' }),
  /** The BOQ unit (bag, trip, pcs…): the material's unit. */
  unit: z.string().min(1, { message: 'unit is required' }),
  /** The unit calculators return quantities in. */
  baseUnit: BaseUnitSchema,
  /** Base quantity in one BOQ unit, e.g. 50 kg in a bag of cement. */
  perUnit: z.number().positive({ message: 'perUnit must be greater than 0' }),
  wastageClass: WastageClassSchema.nullable(),
});
export type SeedItem = z.infer<typeof SeedItemSchema>;

/** A priced catalogue item: the item with its material's rate (what pricing and the API use). */
export const CatalogueItemSchema = SeedItemSchema.extend({
  /** Whole TZS per BOQ unit: the material's rate. */
  rate: rateSchema,
});
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;

function uniqueBy<T>(key: (value: T) => string, label: string) {
  return (values: readonly T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      const id = key(value);
      if (seen.has(id))
        context.addIssue({ code: 'custom', path: [index], message: `${label} ${id} is repeated` });
      seen.add(id);
    });
  };
}

export const SeedCatalogueSchema = z
  .object({
    version: z.literal(2, { message: 'the seed must be version 2 (rates per material)' }),
    currency: z.string().length(3),
    note: z.string().optional(),
    materials: z.array(CatalogueMaterialSchema).superRefine(uniqueBy((material) => material.key, 'material')),
    items: z.array(SeedItemSchema).superRefine(uniqueBy((item) => item.code, 'code')),
  })
  .superRefine((seed, context) => {
    const materials = new Map(seed.materials.map((material) => [material.key, material]));
    seed.items.forEach((item, index) => {
      const material = materials.get(item.material);
      if (!material) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'material'],
          message: `${item.code}: no material ${item.material}`,
        });
      } else if (material.unit !== item.unit) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'unit'],
          message: `${item.code}: unit ${item.unit} is not ${item.material}'s ${material.unit}`,
        });
      }
    });
  });
export type SeedCatalogue = z.infer<typeof SeedCatalogueSchema>;

let parsedSeed: SeedCatalogue | undefined;
let pricedSeed: readonly CatalogueItem[] | undefined;

function seedCatalogue(): SeedCatalogue {
  parsedSeed ??= SeedCatalogueSchema.parse(seed);
  return parsedSeed;
}

/** The seed materials, checked once. */
export function parseSeedMaterials(): readonly CatalogueMaterial[] {
  return seedCatalogue().materials;
}

/**
 * The seed items, each with its material's rate, checked against the schema once (a broken seed
 * must fail loudly, not price wrongly).
 */
export function parseSeedCatalogue(): readonly CatalogueItem[] {
  if (!pricedSeed) {
    const { materials, items } = seedCatalogue();
    const rates = new Map(materials.map((material) => [material.key, material.rate]));
    pricedSeed = Object.freeze(items.map((item) => ({ ...item, rate: rates.get(item.material) ?? 0 })));
  }
  return pricedSeed;
}
