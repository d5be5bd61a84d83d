import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, mortarMixField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addMortar } from '../wet-mixes';

/** Plastering and screed — `/plastering`: three mortar coats summed into one cement and one sand line. */

export const plasteringItems = defineTradeItems('PLS', [
  ['cement', 'PLS-CEMENT', 'kg', 'cement'],
  ['sand', 'PLS-SAND', 'm3', 'sand'],
]);

export const PlasteringInputSchema = inputObject({
  internalArea: lengthField().default(0),
  internalThickness: lengthField().default(0.012),
  internalMix: mortarMixField().default('1:4'),
  externalArea: lengthField().default(0),
  externalThickness: lengthField().default(0.015),
  externalMix: mortarMixField().default('1:3'),
  screedArea: lengthField().default(0),
  screedThickness: lengthField().default(0.025),
  screedMix: mortarMixField().default('1:3'),
});
export type PlasteringInput = z.infer<typeof PlasteringInputSchema>;

export const plasteringCalculator = defineCalculator({
  trade: 'plastering',
  inputSchema: PlasteringInputSchema,
  items: plasteringItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(plasteringItems, wastage);
    const coats = [
      ['internal plaster', input.internalArea, input.internalThickness, input.internalMix],
      ['external plaster', input.externalArea, input.externalThickness, input.externalMix],
      ['screed', input.screedArea, input.screedThickness, input.screedMix],
    ] as const;
    for (const [label, area, thickness, mix] of coats) {
      addMortar(
        sheet,
        plasteringItems.byKey,
        { value: area * thickness, working: `V = ${figure(area)} × ${figure(thickness)}` },
        mix,
        constants,
        label,
      );
    }
    return sheet.lines();
  },
});

export const calculatePlastering = plasteringCalculator.calculate;
