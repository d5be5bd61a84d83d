import type { z } from 'zod';
import { addLinks, addLongitudinalBars, HEAVY_BAR_DIAMETERS } from '../bars';
import { defineCalculator } from '../calculator';
import {
  barDiameterField,
  concreteMixField,
  countField,
  inputObject,
  lengthField,
  positiveLengthField,
} from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems, STEEL_BARS } from '../trade-items';
import { addConcrete } from '../wet-mixes';
import { defineWorkItems } from '../work-items';

const work = defineWorkItems({
  concrete: {
    unit: 'CM',
    description: 'Reinforced concrete ground beam',
    descriptionSw: 'Zege la mkanda wa chini (ground beam)',
  },
});

/** Ground beam — `/wallBeam`: concrete and steel (the original app forgot the concrete). */

export const wallBeamItems = defineTradeItems('GBM', [
  ['cement', 'GBM-CEMENT', 'kg', 'cement'],
  ['sand', 'GBM-SAND', 'm3', 'sand'],
  ['aggregate', 'GBM-AGGREGATE', 'm3', 'aggregate'],
  STEEL_BARS,
]);

export const WallBeamInputSchema = inputObject({
  length: lengthField().default(0),
  width: lengthField().default(0.23),
  depth: lengthField().default(0.3),
  mix: concreteMixField().default('1:2:4'),
  bars: countField().default(4),
  barDia: barDiameterField(HEAVY_BAR_DIAMETERS).default(16),
  linkDia: barDiameterField(HEAVY_BAR_DIAMETERS).default(8),
  linkSpacing: positiveLengthField().default(0.2),
});
export type WallBeamInput = z.infer<typeof WallBeamInputSchema>;

export const wallBeamCalculator = defineCalculator({
  trade: 'wallBeam',
  inputSchema: WallBeamInputSchema,
  items: wallBeamItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(wallBeamItems, wastage);
    const { cement, sand, aggregate } = wallBeamItems.byKey;
    const { length, width, depth } = input;
    sheet.measure(
      work.concrete,
      length * width * depth,
      `V = ${figure(length)} × ${figure(width)} × ${figure(depth)}`,
    );
    addConcrete(
      sheet,
      { cement, sand, aggregate },
      {
        value: length * width * depth,
        working: `V = ${figure(length)} × ${figure(width)} × ${figure(depth)}`,
      },
      input.mix,
      constants,
    );
    addLongitudinalBars(
      sheet,
      wallBeamItems,
      input.barDia,
      input.bars,
      length,
      constants,
      'longitudinal bars',
    );
    addLinks(
      sheet,
      wallBeamItems,
      input.linkDia,
      { length, width, height: depth },
      input.linkSpacing,
      constants.COVER_MEMBER,
      constants,
      'links',
    );
    return sheet.result();
  },
});

export const calculateWallBeam = wallBeamCalculator.calculate;
