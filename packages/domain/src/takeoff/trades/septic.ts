import type { z } from 'zod';
import { addBlockwork } from '../blockwork-lines';
import { defineCalculator } from '../calculator';
import {
  barDiameterField,
  concreteMixField,
  flagField,
  inputObject,
  lengthField,
  mortarMixField,
  positiveLengthField,
} from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems, STEEL_BARS } from '../trade-items';
import { floorTolerant } from '../whole-numbers';
import { addConcrete } from '../wet-mixes';

/** Septic tank — `/septic`: a block-walled tank on a concrete base under a reinforced cover slab. */

export const septicItems = defineTradeItems('SEP', [
  ['excavation', 'SEP-EXCAVATION', 'm3', null],
  ['block', 'SEP-BLOCK', 'pcs', 'blocks'],
  ['cement', 'SEP-CEMENT', 'kg', 'cement'],
  ['sand', 'SEP-SAND', 'm3', 'sand'],
  ['aggregate', 'SEP-AGGREGATE', 'm3', 'aggregate'],
  STEEL_BARS,
  ['plywood', 'SEP-PLYWOOD', 'm2', 'boards'],
  ['timber2x4', 'SEP-TIMBER-2X4', 'm', 'timber'],
  ['timber1x8', 'SEP-TIMBER-1X8', 'm', 'timber'],
]);

export const SepticInputSchema = inputObject({
  /** Internal length. */
  length: lengthField().default(2.4),
  /** Internal width. */
  width: lengthField().default(1.2),
  /** Internal depth. */
  depth: lengthField().default(1.8),
  wallThickness: lengthField().default(0.23),
  baseThickness: lengthField().default(0.15),
  slabThickness: lengthField().default(0.15),
  mix: concreteMixField().default('1:2:4'),
  mortarMix: mortarMixField().default('1:4'),
  slabBarDia: barDiameterField().default(12),
  slabBarSpacing: positiveLengthField().default(0.2),
  /** A map may have no septic tank (mains sewer). */
  include: flagField().default(true),
});
export type SepticInput = z.infer<typeof SepticInputSchema>;

/** The walls are of the standard 450 × 225 blocks (docs/takeoff.md §2), laid flat to the wall thickness. */
const BLOCK = { length: 0.45, height: 0.225 };
/** Working space dug around the tank on each side: 0.3 m, so 0.6 m on each dimension. */
const WORKING_SPACE = 0.6;

export const septicCalculator = defineCalculator({
  trade: 'septic',
  inputSchema: SepticInputSchema,
  items: septicItems,
  compute(input, { constants, wastage }) {
    if (!input.include) return [];
    const sheet = new TakeoffSheet(septicItems, wastage);
    const items = septicItems.byKey;
    const { length, width, depth, wallThickness: wall, baseThickness, slabThickness } = input;
    const outerLength = length + 2 * wall;
    const outerWidth = width + 2 * wall;
    const outer =
      `Lo = ${figure(length)} + 2 × ${figure(wall)} = ${quantity(outerLength, 'm')}; ` +
      `Wo = ${figure(width)} + 2 × ${figure(wall)} = ${quantity(outerWidth, 'm')}`;

    sheet.add(
      items.excavation,
      (outerLength + WORKING_SPACE) * (outerWidth + WORKING_SPACE) * (depth + baseThickness + slabThickness),
      `${outer}; excavation = (${figure(outerLength)} + ${WORKING_SPACE}) × (${figure(outerWidth)} + ${WORKING_SPACE}) × (${figure(depth)} + ${figure(baseThickness)} + ${figure(slabThickness)})`,
    );

    addBlockwork(
      sheet,
      { block: items.block, cement: items.cement, sand: items.sand },
      {
        area: 2 * (length + width + 2 * wall) * depth,
        working: `walls area = 2 × (${figure(length)} + ${figure(width)} + 2 × ${figure(wall)}) × ${figure(depth)}`,
      },
      { ...BLOCK, thickness: wall },
      input.mortarMix,
      constants,
      'wall mortar',
    );

    addConcrete(
      sheet,
      { cement: items.cement, sand: items.sand, aggregate: items.aggregate },
      {
        value: outerLength * outerWidth * (baseThickness + slabThickness),
        working: `${outer}; base and slab V = ${figure(outerLength)} × ${figure(outerWidth)} × (${figure(baseThickness)} + ${figure(slabThickness)})`,
      },
      input.mix,
      constants,
      'base and slab concrete',
    );

    const spacing = input.slabBarSpacing;
    const barsAcross = floorTolerant(outerWidth / spacing) + 1;
    const barsAlong = floorTolerant(outerLength / spacing) + 1;
    // A tank of no size has no slab, whatever the `+ 1` of the bar count says.
    if (outerLength > 0 && outerWidth > 0) {
      sheet.add(
        septicItems.steel(input.slabBarDia),
        barsAcross * outerLength + barsAlong * outerWidth,
        `${outer}; slab bars Y${input.slabBarDia} = (floor(${figure(outerWidth)}/${figure(spacing)}) + 1) × ${figure(outerLength)} + (floor(${figure(outerLength)}/${figure(spacing)}) + 1) × ${figure(outerWidth)} = ${barsAcross} × ${figure(outerLength)} + ${barsAlong} × ${figure(outerWidth)}`,
      );
    }

    sheet.add(items.plywood, length * width, `slab formwork = ${figure(length)} × ${figure(width)}`);
    sheet.add(
      items.timber2x4,
      2 * length * width,
      `formwork bearers = 2 × ${figure(length)} × ${figure(width)}`,
    );
    sheet.add(
      items.timber1x8,
      2 * (outerLength + outerWidth),
      `${outer}; slab edge boards = 2 × (${figure(outerLength)} + ${figure(outerWidth)})`,
    );
    return sheet.lines();
  },
});

export const calculateSeptic = septicCalculator.calculate;
