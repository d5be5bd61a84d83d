import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, positiveLengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import type { WorkItemDefinition } from '../work-items';
import { defineTradeItems } from '../trade-items';
import { addBrandering } from './brandering';

/** Brandering outside — `/blandeOut`: battens under the eaves, area = eavesLength × overhang. */

export const blandeOutItems = defineTradeItems('BRO', [
  ['battens', 'BRO-TIMBER-2X2', 'm', 'timber'],
  ['nails', 'BRO-NAILS', 'kg', null],
  ['treatment', 'BRO-TREATMENT', 'L', null],
]);

const BRANDERING_WORK: WorkItemDefinition = {
  key: 'brandering',
  unit: 'SM',
  description: 'Treated timber brandering 2 × 2 in to eaves soffit',
  descriptionSw: 'Blandering ya mbao 2 × 2 chini ya paa la nje (eaves)',
};

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
      BRANDERING_WORK,
    );
    return sheet.result();
  },
});

export const calculateBlandeOut = blandeOutCalculator.calculate;
