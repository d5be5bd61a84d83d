import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, flagField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';

/** Preliminaries — `/pre` (docs/takeoff.md §2; every quantity here is a rule of thumb). */

export const preItems = defineTradeItems('PRE', [
  ['permit', 'PRE-PERMIT', 'pcs', null],
  ['clearance', 'PRE-CLEARANCE', 'm2', null],
  ['timber', 'PRE-TIMBER-2X2', 'pcs', 'timber'],
  ['string', 'PRE-STRING', 'm', null],
  ['nails', 'PRE-NAILS', 'kg', null],
  ['lime', 'PRE-LIME', 'kg', null],
  ['tank', 'PRE-TANK', 'pcs', null],
  ['water', 'PRE-WATER', 'm3', null],
]);

export const PreInputSchema = inputObject({
  plinthPerimeter: lengthField().default(0),
  siteArea: lengthField().default(0),
  months: countField().default(6),
  waterTank: flagField().default(true),
  permit: flagField().default(true),
});
export type PreInput = z.infer<typeof PreInputSchema>;

export const preCalculator = defineCalculator({
  trade: 'pre',
  inputSchema: PreInputSchema,
  items: preItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(preItems, wastage);
    const items = preItems.byKey;
    const perimeter = input.plinthPerimeter;
    if (input.permit) sheet.add(items.permit, 1, 'permit required');
    sheet.add(items.clearance, input.siteArea, `site area ${figure(input.siteArea)}`);
    // The fixed 4 pieces and 1 kg belong to setting out a plinth; no plinth, nothing to set out.
    if (perimeter > 0) {
      sheet.add(items.timber, 4 + perimeter / 3, `profiles: 4 + ${figure(perimeter)}/3`);
      sheet.add(items.string, 2 * perimeter, `string: 2 × ${figure(perimeter)}`);
      sheet.add(items.nails, 1 + 0.02 * perimeter, `nails: 1 + 0.02 × ${figure(perimeter)}`);
      sheet.add(items.lime, 2 * perimeter * 0.5, `lime: 2 × ${figure(perimeter)} × 0.5`);
    }
    if (input.waterTank) sheet.add(items.tank, 1, 'water tank required');
    sheet.add(items.water, 10 * input.months, `water: 10 × ${input.months} months`);
    return sheet.lines();
  },
});

export const calculatePre = preCalculator.calculate;
