import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, mortarMixField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineWorkItems } from '../work-items';
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

const work = defineWorkItems({
  floor: {
    unit: 'SM',
    description: 'Ceramic floor tiles on 20 mm cement-sand bed, grouted',
    descriptionSw: 'Vigae vya sakafu juu ya mota ya mm 20, pamoja na grout',
  },
  wall: {
    unit: 'SM',
    description: 'Ceramic wall tiles on cement-sand bed, grouted',
    descriptionSw: 'Vigae vya ukutani juu ya mota, pamoja na grout',
  },
  skirting: {
    unit: 'LM',
    description: 'Tile skirting',
    descriptionSw: 'Vigae vya pembeni (skirting)',
  },
});

export const TilesInputSchema = inputObject({
  floorArea: lengthField().default(0),
  wallArea: lengthField().default(0),
  skirtingLength: lengthField().default(0),
  bedThickness: lengthField().default(0.02),
  bedMix: mortarMixField().default('1:4'),
  wallBedThickness: lengthField().default(0.01),
});
export type TilesInput = z.infer<typeof TilesInputSchema>;

/** kg of grout per m² of tiles (docs/takeoff.md §4.2). */
const GROUT = 0.5;

export const tilesCalculator = defineCalculator({
  trade: 'tiles',
  inputSchema: TilesInputSchema,
  items: tilesItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(tilesItems, wastage);
    const items = tilesItems.byKey;
    const { floorArea, wallArea, skirtingLength, bedThickness, wallBedThickness } = input;
    sheet.measure(work.floor, floorArea, `floor ${figure(floorArea)}`);
    sheet.add(items.floor, floorArea, `floor tiles = ${figure(floorArea)}`);
    sheet.measure(work.skirting, skirtingLength, `skirting ${figure(skirtingLength)}`);
    sheet.add(items.skirting, skirtingLength, `skirting = ${figure(skirtingLength)}`);
    const mortar = { cement: items.cement, sand: items.sand };
    sheet.measure(work.floor, 0, '');
    addMortar(
      sheet,
      mortar,
      {
        value: floorArea * bedThickness,
        working: `floor bed V = ${figure(floorArea)} × ${figure(bedThickness)}`,
      },
      input.bedMix,
      constants,
      'floor bed',
    );
    sheet.add(items.grout, GROUT * floorArea, `grout = ${GROUT} × ${figure(floorArea)}`, 'floor');
    sheet.measure(work.wall, wallArea, `wall ${figure(wallArea)}`);
    sheet.add(items.wall, wallArea, `wall tiles = ${figure(wallArea)}`);
    addMortar(
      sheet,
      mortar,
      {
        value: wallArea * wallBedThickness,
        working: `wall bed V = ${figure(wallArea)} × ${figure(wallBedThickness)}`,
      },
      input.bedMix,
      constants,
      'wall bed',
    );
    sheet.add(items.grout, GROUT * wallArea, `grout = ${GROUT} × ${figure(wallArea)}`, 'walls');
    return sheet.result();
  },
});

export const calculateTiles = tilesCalculator.calculate;
