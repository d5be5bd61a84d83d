import type { z } from 'zod';
import { addLinks, addLongitudinalBars } from '../bars';
import { addBlockwork } from '../blockwork-lines';
import { defineCalculator } from '../calculator';
import {
  barDiameterField,
  concreteMixField,
  countField,
  inputObject,
  lengthField,
  mortarMixField,
  positiveLengthField,
} from '../fields';
import { figure, quantity } from '../format';
import { steelMassPerMetre } from '../reinforcement';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems, STEEL_BARS } from '../trade-items';
import { addConcrete } from '../wet-mixes';

/** Walling — `/walling`: blockwork of all walls, the ring beam on top and its formwork. */

export const wallingItems = defineTradeItems('WAL', [
  ['dpc', 'WAL-DPC', 'm', null],
  ['block', 'WAL-BLOCK', 'pcs', 'blocks'],
  ['cement', 'WAL-CEMENT', 'kg', 'cement'],
  ['sand', 'WAL-SAND', 'm3', 'sand'],
  ['aggregate', 'WAL-AGGREGATE', 'm3', 'aggregate'],
  STEEL_BARS,
  ['bindingWire', 'WAL-BINDING-WIRE', 'kg', null],
  ['formworkTimber', 'WAL-TIMBER-1X6', 'm', 'timber'],
  ['nails', 'WAL-NAILS', 'kg', null],
  ['props', 'WAL-PROPS', 'pcs', null],
]);

export const WallingInputSchema = inputObject({
  /** All walls' centre-lines. */
  length: lengthField().default(0),
  /** Height of the blockwork only (the ring beam is on top). */
  height: lengthField().default(3.0),
  openingsArea: lengthField().default(0),
  blockLength: positiveLengthField().default(0.45),
  blockHeight: positiveLengthField().default(0.225),
  blockThickness: lengthField().default(0.15),
  mortarMix: mortarMixField().default('1:4'),
  ringLength: lengthField().default(0),
  ringWidth: lengthField().default(0.15),
  ringDepth: lengthField().default(0.2),
  ringMix: concreteMixField().default('1:2:4'),
  ringBars: countField().default(4),
  ringBarDia: barDiameterField().default(12),
  ringLinkDia: barDiameterField().default(8),
  ringLinkSpacing: positiveLengthField().default(0.2),
});
export type WallingInput = z.infer<typeof WallingInputSchema>;

/** Width of a 1 × 6 in formwork board, m. */
const BOARD_WIDTH = 0.15;
/** One prop per metre of ring beam. */
const PROP_SPACING = 1.0;

export const wallingCalculator = defineCalculator({
  trade: 'walling',
  inputSchema: WallingInputSchema,
  items: wallingItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(wallingItems, wastage);
    const items = wallingItems.byKey;
    const { length, height, ringLength, ringWidth, ringDepth } = input;

    sheet.add(items.dpc, length, `DPC along the walls = ${figure(length)}`);

    const netArea = Math.max(0, length * height - input.openingsArea);
    addBlockwork(
      sheet,
      { block: items.block, cement: items.cement, sand: items.sand },
      {
        area: netArea,
        working: `net area = max(0, ${figure(length)} × ${figure(height)} − ${figure(input.openingsArea)})`,
      },
      { length: input.blockLength, height: input.blockHeight, thickness: input.blockThickness },
      input.mortarMix,
      constants,
      'blockwork',
    );

    addConcrete(
      sheet,
      { cement: items.cement, sand: items.sand, aggregate: items.aggregate },
      {
        value: ringLength * ringWidth * ringDepth,
        working: `ring beam V = ${figure(ringLength)} × ${figure(ringWidth)} × ${figure(ringDepth)}`,
      },
      input.ringMix,
      constants,
      'ring beam',
    );

    const barMetres = addLongitudinalBars(
      sheet,
      wallingItems,
      input.ringBarDia,
      input.ringBars,
      ringLength,
      constants,
      'ring beam bars',
    );
    const linkMetres = addLinks(
      sheet,
      wallingItems,
      input.ringLinkDia,
      { length: ringLength, width: ringWidth, height: ringDepth },
      input.ringLinkSpacing,
      constants.COVER_MEMBER,
      constants,
      'ring beam links',
    );

    // Binding wire ties the steel as placed, so it follows the steel before wastage.
    const barMass = steelMassPerMetre(input.ringBarDia);
    const linkMass = steelMassPerMetre(input.ringLinkDia);
    const steelKg = barMetres * barMass + linkMetres * linkMass;
    sheet.add(
      items.bindingWire,
      0.01 * steelKg,
      `steel = ${figure(barMetres)} m × ${input.ringBarDia}²/162 + ${figure(linkMetres)} m × ${input.ringLinkDia}²/162 = ${quantity(steelKg, 'kg')}; binding wire = 0.01 × ${figure(steelKg)}`,
    );

    const formwork = 2 * ringLength * ringDepth;
    const formworkText = `formwork = 2 × ${figure(ringLength)} × ${figure(ringDepth)} = ${quantity(formwork, 'm2')}`;
    sheet.add(
      items.formworkTimber,
      formwork / BOARD_WIDTH,
      `${formworkText}; boards = ${figure(formwork)}/${BOARD_WIDTH}`,
    );
    sheet.add(items.nails, 0.5 * formwork, `${formworkText}; nails = 0.5 × ${figure(formwork)}`);
    sheet.add(
      items.props,
      ringLength / PROP_SPACING,
      `props = ${figure(ringLength)}/${figure(PROP_SPACING)}`,
    );
    return sheet.lines();
  },
});

export const calculateWalling = wallingCalculator.calculate;
