import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, positiveLengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addBrandering } from './brandering';

/** Brandering outside — `/blandeOut`: battens under the eaves, area = eavesLength × overhang. */

export const blandeOutItems = defineTradeItems('BRO', [
  ['battens', 'BRO-TIMBER-2X2', 'm', 'timber'],
  ['nails', 'BRO-NAILS', 'kg', null],
  ['treatment', 'BRO-TREATMENT', 'L', null],
]);

export const BlandeOutInputSchema = inputObject({
  eavesLength: lengthField().default(0),
  overhang: lengthField().default(0.6),
  spacing: positiveLengthField().default(0.45),
  crossSpacing: positiveLengthField().default(1.2),
});
export type BlandeOutInput = z.infer<typeof BlandeOutInputSchema>;

export const blandeOutCalculator = defineCalculator({
  trade: 'blandeOut',
  inputSchema: BlandeOutInputSchema,
  items: blandeOutItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(blandeOutItems, wastage);
    addBrandering(
      sheet,
      blandeOutItems.byKey,
      {
        value: input.eavesLength * input.overhang,
        working: `area = ${figure(input.eavesLength)} × ${figure(input.overhang)}`,
      },
      input,
      constants,
    );
    return sheet.lines();
  },
});

export const calculateBlandeOut = blandeOutCalculator.calculate;
