import type { z } from 'zod';
import { addLinks, addLongitudinalBars, STANDARD_BAR_DIAMETERS } from '../bars';
import { defineCalculator } from '../calculator';
import {
  barDiameterField,
  concreteMixField,
  countField,
  flagField,
  inputObject,
  lengthField,
  positiveLengthField,
} from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems, STEEL_BARS } from '../trade-items';
import { defineWorkItems } from '../work-items';
import { addConcrete } from '../wet-mixes';

/** Strip foundation — `/strip`: a trench along the walls' centre-lines, filled with concrete. */

export const stripItems = defineTradeItems('STR', [
  ['excavation', 'STR-EXCAVATION', 'm3', null],
  ['cement', 'STR-CEMENT', 'kg', 'cement'],
  ['sand', 'STR-SAND', 'm3', 'sand'],
  ['aggregate', 'STR-AGGREGATE', 'm3', 'aggregate'],
  STEEL_BARS,
  ['returnFill', 'STR-RETURN-FILL', 'm3', null],
  ['cartAway', 'STR-CART-AWAY', 'm3', null],
  ['planking', 'STR-PLANKING', 'm2', null],
  ['dewatering', 'STR-DEWATER', 'pcs', null],
]);

const work = defineWorkItems({
  excavation: {
    unit: 'CM',
    description: 'Excavate foundation trench in ordinary soil',
    descriptionSw: 'Kuchimba mtaro wa msingi katika udongo wa kawaida',
  },
  planking: {
    unit: 'SM',
    description: 'Planking and strutting to trench sides',
    descriptionSw: 'Kuzuia kuta za mtaro zisiporomoke (planking and strutting)',
  },
  dewatering: {
    unit: 'Item',
    description: 'Keep excavations free of water',
    descriptionSw: 'Kuondoa maji kwenye mashimo ya msingi',
  },
  returnFill: {
    unit: 'CM',
    description: 'Return fill and ram selected excavated material',
    descriptionSw: 'Kurudisha na kushindilia udongo uliochimbwa',
  },
  cartAway: {
    unit: 'CM',
    description: 'Cart away surplus excavated material',
    descriptionSw: 'Kuondoa udongo uliozidi',
  },
  concrete: {
    unit: 'CM',
    description: 'Plain concrete in strip footings',
    descriptionSw: 'Zege la msingi wa mkanda',
  },
});

export const StripInputSchema = inputObject({
  /** Centre-line length of all strips. */
  length: lengthField().default(0),
  width: lengthField().default(0.6),
  depth: lengthField().default(0.2),
  mix: concreteMixField().default('1:3:6'),
  excavationDepth: lengthField().default(0.9),
  bars: countField().default(0),
  barDia: barDiameterField(STANDARD_BAR_DIAMETERS).default(12),
  linkDia: barDiameterField(STANDARD_BAR_DIAMETERS).default(8),
  linkSpacing: positiveLengthField().default(0.25),
  /** Thickness of the foundation wall standing in the trench (what return fill goes round). */
  wallThickness: lengthField().default(0.23),
  planking: flagField().default(true),
  keepFreeOfWater: flagField().default(true),
});
export type StripInput = z.infer<typeof StripInputSchema>;

export const stripCalculator = defineCalculator({
  trade: 'strip',
  inputSchema: StripInputSchema,
  items: stripItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(stripItems, wastage);
    const { excavation, cement, sand, aggregate, returnFill, cartAway, planking, dewatering } =
      stripItems.byKey;
    const { length, width, depth, excavationDepth, wallThickness } = input;
    const dug = length * width * excavationDepth;
    const dugText = `excavation = ${figure(length)} × ${figure(width)} × ${figure(excavationDepth)}`;
    sheet.measure(work.excavation, dug, dugText);
    sheet.add(excavation, dug, dugText);
    if (input.planking) {
      const sides = 2 * length * excavationDepth;
      const sidesText = `trench sides = 2 × ${figure(length)} × ${figure(excavationDepth)}`;
      sheet.measure(work.planking, sides, sidesText);
      sheet.add(planking, sides, sidesText);
    }
    if (input.keepFreeOfWater && dug > 0) {
      sheet.measure(work.dewatering, 1, 'one item');
      sheet.add(dewatering, 1, 'keep excavations free of water: one item');
    }
    // What goes back is the trench less the concrete and the wall standing in it; the rest is carted away.
    const concrete = length * width * depth;
    const wallBelow = length * Math.min(wallThickness, width) * Math.max(0, excavationDepth - depth);
    const backfill = Math.max(0, dug - concrete - wallBelow);
    const backfillText = `return fill = ${figure(dug)} − ${figure(length)} × ${figure(width)} × ${figure(depth)} − ${figure(length)} × ${figure(Math.min(wallThickness, width))} × (${figure(excavationDepth)} − ${figure(depth)})`;
    sheet.measure(work.returnFill, backfill, backfillText);
    sheet.add(returnFill, backfill, backfillText);
    // dug − backfill, computed without the subtraction: a thin strip in a deep trench would lose
    // its concrete's digits in `dug − backfill` (two large figures, a tiny difference).
    const surplus = backfill > 0 ? concrete + wallBelow : dug;
    const surplusText = `cart away = ${figure(dug)} − ${figure(backfill)}`;
    sheet.measure(work.cartAway, surplus, surplusText);
    sheet.add(cartAway, surplus, surplusText);
    sheet.measure(work.concrete, concrete, `V = ${figure(length)} × ${figure(width)} × ${figure(depth)}`);
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
    return sheet.result();
  },
});

export const calculateStrip = stripCalculator.calculate;
