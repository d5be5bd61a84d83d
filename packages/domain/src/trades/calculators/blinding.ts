import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { concreteMixField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addConcrete } from '../wet-mixes';
import { defineWorkItems } from '../work-items';

/**
 * Blinding — `/blinding`: a thin concrete bed under the foundations. The sand cushion of revision 1
 * moved to the oversite, on the hardcore under the slab (docs/takeoff.md §4.2).
 */

export const blindingItems = defineTradeItems('BLD', [
  ['cement', 'BLD-CEMENT', 'kg', 'cement'],
  ['sand', 'BLD-SAND', 'm3', 'sand'],
  ['aggregate', 'BLD-AGGREGATE', 'm3', 'aggregate'],
]);

const work = defineWorkItems({
  concrete: {
    unit: 'CM',
    description: 'Plain concrete blinding under foundations',
    descriptionSw: 'Zege jembamba la blinding chini ya msingi',
  },
});

export const BlindingInputSchema = inputObject({
  area: lengthField().default(0),
  thickness: lengthField().default(0.05),
  mix: concreteMixField().default('1:4:8'),
  /** Revision 1's sand cushion: still read from sheets saved then, no longer priced here. */
  cushionThickness: lengthField().optional(),
}).transform(({ cushionThickness: _moved, ...input }) => input);
export type BlindingInput = z.output<typeof BlindingInputSchema>;

export const blindingCalculator = defineCalculator({
  trade: 'blinding',
  inputSchema: BlindingInputSchema,
  items: blindingItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(blindingItems, wastage);
    const { cement, sand, aggregate } = blindingItems.byKey;
    const volume = input.area * input.thickness;
    const working = `V = ${figure(input.area)} × ${figure(input.thickness)}`;
    sheet.measure(work.concrete, volume, working);
    addConcrete(sheet, { cement, sand, aggregate }, { value: volume, working }, input.mix, constants);
    return sheet.result();
  },
});

export const calculateBlinding = blindingCalculator.calculate;
