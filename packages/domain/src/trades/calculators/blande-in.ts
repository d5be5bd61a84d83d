import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, positiveLengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import type { WorkItemDefinition } from '../work-items';
import { defineTradeItems } from '../trade-items';
import { addBrandering } from './brandering';

/** Brandering inside — `/blandeIn`: battens carrying the ceiling boards. */

export const blandeInItems = defineTradeItems('BRI', [
  ['battens', 'BRI-TIMBER-2X2', 'm', 'timber'],
  ['nails', 'BRI-NAILS', 'kg', null],
  ['treatment', 'BRI-TREATMENT', 'L', null],
]);

const BRANDERING_WORK: WorkItemDefinition = {
  key: 'brandering',
  unit: 'SM',
  description: 'Treated timber brandering 2 × 2 in to ceilings',
  descriptionSw: 'Blandering ya mbao 2 × 2 ya dari',
};

export const BlandeInInputSchema = inputObject({
  area: lengthField().default(0),
  spacing: positiveLengthField().default(0.45),
  crossSpacing: positiveLengthField().default(1.2),
});
export type BlandeInInput = z.infer<typeof BlandeInInputSchema>;

export const blandeInCalculator = defineCalculator({
  trade: 'blandeIn',
  inputSchema: BlandeInInputSchema,
  items: blandeInItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(blandeInItems, wastage);
    addBrandering(
      sheet,
      blandeInItems.byKey,
      { value: input.area, working: `area = ${figure(input.area)}` },
      input,
      constants,
      BRANDERING_WORK,
    );
    return sheet.result();
  },
});

export const calculateBlandeIn = blandeInCalculator.calculate;
