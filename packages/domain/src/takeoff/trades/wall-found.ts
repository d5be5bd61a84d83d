import type { z } from 'zod';
import { addBlockwork } from '../blockwork-lines';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, mortarMixField, positiveLengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';

/** Foundation walling — `/wallFound`: blockwork up to the floor, and the fill and hardcore inside it. */

export const wallFoundItems = defineTradeItems('FDW', [
  ['block', 'FDW-BLOCK', 'pcs', 'blocks'],
  ['cement', 'FDW-CEMENT', 'kg', 'cement'],
  ['sand', 'FDW-SAND', 'm3', 'sand'],
  ['fill', 'FDW-FILL', 'm3', 'fill'],
  ['hardcore', 'FDW-HARDCORE', 'm3', 'fill'],
]);

export const WallFoundInputSchema = inputObject({
  length: lengthField().default(0),
  height: lengthField().default(0.6),
  blockLength: positiveLengthField().default(0.45),
  blockHeight: positiveLengthField().default(0.225),
  blockThickness: lengthField().default(0.23),
  mortarMix: mortarMixField().default('1:4'),
  floorArea: lengthField().default(0),
  hardcoreThickness: lengthField().default(0.15),
  fillDepth: lengthField().default(0.3),
});
export type WallFoundInput = z.infer<typeof WallFoundInputSchema>;

export const wallFoundCalculator = defineCalculator({
  trade: 'wallFound',
  inputSchema: WallFoundInputSchema,
  items: wallFoundItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(wallFoundItems, wastage);
    const { block, cement, sand, fill, hardcore } = wallFoundItems.byKey;
    addBlockwork(
      sheet,
      { block, cement, sand },
      {
        area: input.length * input.height,
        working: `area = ${figure(input.length)} × ${figure(input.height)}`,
      },
      { length: input.blockLength, height: input.blockHeight, thickness: input.blockThickness },
      input.mortarMix,
      constants,
    );
    sheet.add(
      fill,
      input.floorArea * input.fillDepth,
      `fill = ${figure(input.floorArea)} × ${figure(input.fillDepth)}`,
    );
    sheet.add(
      hardcore,
      input.floorArea * input.hardcoreThickness,
      `hardcore = ${figure(input.floorArea)} × ${figure(input.hardcoreThickness)}`,
    );
    return sheet.lines();
  },
});

export const calculateWallFound = wallFoundCalculator.calculate;
