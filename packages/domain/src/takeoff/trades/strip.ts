import type { z } from 'zod';
import { addLinks, addLongitudinalBars } from '../bars';
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

/** Strip foundation — `/strip`: a trench along the walls' centre-lines, filled with concrete. */

export const stripItems = defineTradeItems('STR', [
  ['excavation', 'STR-EXCAVATION', 'm3', null],
  ['cement', 'STR-CEMENT', 'kg', 'cement'],
  ['sand', 'STR-SAND', 'm3', 'sand'],
  ['aggregate', 'STR-AGGREGATE', 'm3', 'aggregate'],
  STEEL_BARS,
]);

export const StripInputSchema = inputObject({
  /** Centre-line length of all strips. */
  length: lengthField().default(0),
  width: lengthField().default(0.6),
  depth: lengthField().default(0.2),
  mix: concreteMixField().default('1:3:6'),
  excavationDepth: lengthField().default(0.9),
  bars: countField().default(0),
  barDia: barDiameterField().default(12),
  linkDia: barDiameterField().default(8),
  linkSpacing: positiveLengthField().default(0.25),
});
export type StripInput = z.infer<typeof StripInputSchema>;

export const stripCalculator = defineCalculator({
  trade: 'strip',
  inputSchema: StripInputSchema,
  items: stripItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(stripItems, wastage);
    const { excavation, cement, sand, aggregate } = stripItems.byKey;
    const { length, width, depth } = input;
    sheet.add(
      excavation,
      length * width * input.excavationDepth,
      `excavation = ${figure(length)} × ${figure(width)} × ${figure(input.excavationDepth)}`,
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
    // A plain (unreinforced) strip is the default; links only come with longitudinal bars.
    if (input.bars > 0 && length > 0) {
      addLongitudinalBars(
        sheet,
        stripItems,
        input.barDia,
        input.bars,
        length,
        constants,
        'longitudinal bars',
      );
      addLinks(
        sheet,
        stripItems,
        input.linkDia,
        { length, width, height: depth },
        input.linkSpacing,
        constants.COVER_FOUNDATION,
        constants,
        'links',
      );
    }
    return sheet.lines();
  },
});

export const calculateStrip = stripCalculator.calculate;
