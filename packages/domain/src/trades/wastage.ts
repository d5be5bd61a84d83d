import { z } from 'zod';

/**
 * Material classes that carry a wastage allowance (docs/takeoff.md §1). An item's class is the
 * `wastageClass` of the catalogue seed; items with none (fittings, services, items whose formula
 * already has an allowance such as `1.1·`) get no wastage.
 */
export const WASTAGE_CLASSES = [
  'cement',
  'sand',
  'aggregate',
  'steel',
  'blocks',
  'timber',
  'boards',
  'gypsum-boards',
  'tiles',
  'paint',
  'fill',
] as const;

export const WastageClassSchema = z.enum(WASTAGE_CLASSES);
export type WastageClass = z.infer<typeof WastageClassSchema>;

/** Wastage as a fraction of the base quantity (0.025 = 2.5 %), by class. */
export type WastageTable = Readonly<Record<WastageClass, number>>;

export const DEFAULT_WASTAGE: WastageTable = {
  cement: 0.025,
  sand: 0.1,
  aggregate: 0.05,
  steel: 0.05,
  blocks: 0.05,
  timber: 0.1,
  boards: 0.1,
  'gypsum-boards': 0.15,
  tiles: 0.1,
  paint: 0.1,
  fill: 0.1,
};
