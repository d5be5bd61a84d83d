import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { concreteMixField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addConcrete } from '../wet-mixes';

/** Blinding — `/blinding`: a thin concrete bed on a sand cushion under the foundations. */

export const blindingItems = defineTradeItems('BLD', [
  ['cement', 'BLD-CEMENT', 'kg', 'cement'],
  ['sand', 'BLD-SAND', 'm3', 'sand'],
  ['aggregate', 'BLD-AGGREGATE', 'm3', 'aggregate'],
  ['cushion', 'BLD-CUSHION', 'm3', 'sand'],
]);

export const BlindingInputSchema = inputObject({
  area: lengthField().default(0),
  thickness: lengthField().default(0.05),
  mix: concreteMixField().default('1:4:8'),
  cushionThickness: lengthField().default(0.05),
});
export type BlindingInput = z.infer<typeof BlindingInputSchema>;

export const blindingCalculator = defineCalculator({
  trade: 'blinding',
  inputSchema: BlindingInputSchema,
  items: blindingItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(blindingItems, wastage);
    const { cement, sand, aggregate, cushion } = blindingItems.byKey;
    addConcrete(
      sheet,
      { cement, sand, aggregate },
      {
        value: input.area * input.thickness,
        working: `V = ${figure(input.area)} × ${figure(input.thickness)}`,
      },
      input.mix,
      constants,
    );
    sheet.add(
      cushion,
      input.area * input.cushionThickness,
      `sand cushion = ${figure(input.area)} × ${figure(input.cushionThickness)}`,
    );
    return sheet.lines();
  },
});

export const calculateBlinding = blindingCalculator.calculate;
