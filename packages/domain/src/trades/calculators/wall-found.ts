import { z } from 'zod';
import { addBlockwork, blockItemFor } from '../blockwork-lines';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, mortarMixField, named, positiveLengthField } from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { defineWorkItems } from '../work-items';

/**
 * Foundation walling — `/wallFound`: blockwork from the strip up to the floor, the fill and hardcore
 * inside it, and bitumen paint to the plinth (docs/takeoff.md §2, §4.2, §4.3).
 */

export const wallFoundItems = defineTradeItems('FDW', [
  ['block', 'FDW-BLOCK', 'pcs', 'blocks'],
  ['block100', 'FDW-BLOCK-100', 'pcs', 'blocks'],
  ['block150', 'FDW-BLOCK-150', 'pcs', 'blocks'],
  ['block200', 'FDW-BLOCK-200', 'pcs', 'blocks'],
  ['cement', 'FDW-CEMENT', 'kg', 'cement'],
  ['sand', 'FDW-SAND', 'm3', 'sand'],
  ['fill', 'FDW-FILL', 'm3', 'fill'],
  ['hardcore', 'FDW-HARDCORE', 'm3', 'fill'],
  ['bitumen', 'FDW-BITUMEN', 'L', 'paint'],
]);

const work = defineWorkItems({
  blockwork: {
    unit: 'SM',
    description: 'Solid blockwork in foundations in cement-sand mortar',
    descriptionSw: 'Kujenga kuta za msingi kwa matofali na mota',
  },
  fill: {
    unit: 'CM',
    description: 'Imported fill (murram) under the floor, in layers, compacted',
    descriptionSw: 'Kujaza kifusi (murram) chini ya sakafu kwa tabaka na kushindilia',
  },
  hardcore: {
    unit: 'CM',
    description: 'Hardcore bed under the floor slab, compacted',
    descriptionSw: 'Kuweka mawe (hardcore) chini ya jamvi na kushindilia',
  },
  bitumen: {
    unit: 'SM',
    description: 'Two coats of bitumen paint to the plinth wall',
    descriptionSw: 'Kupaka lami (bitumen) mara mbili kwenye ukuta wa msingi',
  },
});

export const WallFoundInputSchema = inputObject({
  length: lengthField().default(0),
  /**
   * `"auto"`: from the bottom of the strip up to the floor (excavationDepth − stripDepth +
   * fillDepth + hardcoreThickness, 1.15 m with the defaults); a number overrides.
   */
  height: z
    .union([z.literal('auto'), lengthField()], { error: named('must be "auto" or a height in m') })
    .default('auto'),
  excavationDepth: lengthField().default(0.9),
  stripDepth: lengthField().default(0.2),
  blockLength: positiveLengthField().default(0.45),
  blockHeight: positiveLengthField().default(0.23),
  /** The wall's thickness, m: it chooses the block (100, 150, 200 or 230 mm; FDW-BLOCK is the 230 mm). */
  blockThickness: lengthField().default(0.23),
  mortarMix: mortarMixField().default('1:4'),
  floorArea: lengthField().default(0),
  hardcoreThickness: lengthField().default(0.15),
  fillDepth: lengthField().default(0.3),
  /** External walls' length: the face that gets bitumen paint. */
  plinthPerimeter: lengthField().default(0),
});
export type WallFoundInput = z.infer<typeof WallFoundInputSchema>;

/** Revision 1's foundation-wall height, m: it stopped below ground (docs/takeoff.md, "Changed constants and formulas"). */
export const REVISION_1_WALL_HEIGHT = 0.6;

/**
 * A foundation-walling sheet saved under take-off revision 1 stored its inputs with revision 1's
 * defaults filled in: `height` 0.6 and none of the depths revision 2 derives the height from
 * (`excavationDepth` is the mark: every revision-2 save stores it). Such a sheet opens with the
 * documented default, `height: "auto"` (1.15 m with the defaults), instead of 0.6, which was never
 * a choice but revision 1's default; a different height was typed and stays. Null when the inputs
 * are not revision 1's, or keep their typed height.
 */
export function revision1WallFoundUpgrade(inputs: unknown): Record<string, unknown> | null {
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) return null;
  const stored = inputs as Record<string, unknown>;
  if ('excavationDepth' in stored) return null;
  if (stored.height !== undefined && stored.height !== REVISION_1_WALL_HEIGHT) return null;
  return { ...stored, height: 'auto' };
}

/** Litres of bitumen paint per m² for two coats *(assumption)*. */
const BITUMEN_PER_M2 = 0.5;

/** The wall height the calculator uses, with its working. */
export function foundationWallHeight(input: WallFoundInput): { value: number; working: string } {
  if (input.height !== 'auto') return { value: input.height, working: `height ${figure(input.height)}` };
  const value = Math.max(
    0,
    input.excavationDepth - input.stripDepth + input.fillDepth + input.hardcoreThickness,
  );
  return {
    value,
    working: `height = ${figure(input.excavationDepth)} − ${figure(input.stripDepth)} + ${figure(input.fillDepth)} + ${figure(input.hardcoreThickness)} = ${quantity(value, 'm')}`,
  };
}

export const wallFoundCalculator = defineCalculator({
  trade: 'wallFound',
  inputSchema: WallFoundInputSchema,
  items: wallFoundItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(wallFoundItems, wastage);
    const { block100, block150, block200, block, cement, sand, fill, hardcore, bitumen } =
      wallFoundItems.byKey;
    const height = foundationWallHeight(input);
    const area = input.length * height.value;
    const working = `${height.working}; area = ${figure(input.length)} × ${figure(height.value)}`;
    sheet.measure(work.blockwork, area, `${working} = ${quantity(area, 'm2')}`);
    // The block follows the wall thickness (docs/takeoff.md §4.2, blocks by wall thickness).
    const chosen = blockItemFor(
      { 100: block100, 150: block150, 200: block200, 230: block },
      input.blockThickness,
    );
    addBlockwork(
      sheet,
      { block: chosen.item, cement, sand },
      { area, working, blockChoice: chosen.blockChoice },
      { length: input.blockLength, height: input.blockHeight, thickness: input.blockThickness },
      input.mortarMix,
      constants,
    );
    const fillVolume = input.floorArea * input.fillDepth;
    const fillText = `fill = ${figure(input.floorArea)} × ${figure(input.fillDepth)}`;
    sheet.measure(work.fill, fillVolume, fillText);
    sheet.add(fill, fillVolume, fillText);
    const hardcoreVolume = input.floorArea * input.hardcoreThickness;
    const hardcoreText = `hardcore = ${figure(input.floorArea)} × ${figure(input.hardcoreThickness)}`;
    sheet.measure(work.hardcore, hardcoreVolume, hardcoreText);
    sheet.add(hardcore, hardcoreVolume, hardcoreText);
    const painted = input.plinthPerimeter * height.value;
    const paintedText = `${height.working}; plinth face = ${figure(input.plinthPerimeter)} × ${figure(height.value)}`;
    sheet.measure(work.bitumen, painted, paintedText);
    sheet.add(
      bitumen,
      BITUMEN_PER_M2 * painted,
      `${paintedText} = ${quantity(painted, 'm2')}; bitumen = ${BITUMEN_PER_M2} × ${figure(painted)}`,
    );
    return sheet.result();
  },
});

export const calculateWallFound = wallFoundCalculator.calculate;
