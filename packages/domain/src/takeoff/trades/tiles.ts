import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, mortarMixField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addMortar } from '../wet-mixes';

/** Tiles — `/tiles`: floor, wall and skirting tiles on a mortar bed, and the grout. */

export const tilesItems = defineTradeItems('TIL', [
  ['floor', 'TIL-FLOOR', 'm2', 'tiles'],
  ['wall', 'TIL-WALL', 'm2', 'tiles'],
  ['skirting', 'TIL-SKIRTING', 'm', 'tiles'],
  ['cement', 'TIL-CEMENT', 'kg', 'cement'],
  ['sand', 'TIL-SAND', 'm3', 'sand'],
  ['grout', 'TIL-GROUT', 'kg', null],
]);

export const TilesInputSchema = inputObject({
  floorArea: lengthField().default(0),
  wallArea: lengthField().default(0),
  skirtingLength: lengthField().default(0),
  bedThickness: lengthField().default(0.02),
  bedMix: mortarMixField().default('1:4'),
  wallBedThickness: lengthField().default(0.01),
});
export type TilesInput = z.infer<typeof TilesInputSchema>;

export const tilesCalculator = defineCalculator({
  trade: 'tiles',
  inputSchema: TilesInputSchema,
  items: tilesItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(tilesItems, wastage);
    const items = tilesItems.byKey;
    const { floorArea, wallArea, skirtingLength, bedThickness, wallBedThickness } = input;
    sheet.add(items.floor, floorArea, `floor tiles = ${figure(floorArea)}`);
    sheet.add(items.wall, wallArea, `wall tiles = ${figure(wallArea)}`);
    sheet.add(items.skirting, skirtingLength, `skirting = ${figure(skirtingLength)}`);
    addMortar(
      sheet,
      { cement: items.cement, sand: items.sand },
      {
        value: floorArea * bedThickness + wallArea * wallBedThickness,
        working: `bed V = ${figure(floorArea)} × ${figure(bedThickness)} + ${figure(wallArea)} × ${figure(wallBedThickness)}`,
      },
      input.bedMix,
      constants,
    );
    sheet.add(
      items.grout,
      0.3 * (floorArea + wallArea),
      `grout = 0.3 × (${figure(floorArea)} + ${figure(wallArea)})`,
    );
    return sheet.lines();
  },
});

export const calculateTiles = tilesCalculator.calculate;
