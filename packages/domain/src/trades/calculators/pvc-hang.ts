import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, positiveLengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineWorkItems } from '../work-items';
import { defineTradeItems } from '../trade-items';

/** PVC overhang — `/pvcHang`: PVC panels lining the eaves soffit. */

export const pvcHangItems = defineTradeItems('PVC', [
  ['panel', 'PVC-PANEL', 'pcs', 'boards'],
  ['rail', 'PVC-RAIL', 'm', null],
  ['screws', 'PVC-SCREWS', 'pcs', null],
]);

const work = defineWorkItems({
  soffit: {
    unit: 'SM',
    description: 'PVC soffit panels to eaves with edge rail',
    descriptionSw: 'Dari ya PVC chini ya paa la nje (eaves) pamoja na reli',
  },
});

export const PvcHangInputSchema = inputObject({
  area: lengthField().default(0),
  perimeter: lengthField().default(0),
  panelWidth: positiveLengthField().default(0.2),
  panelLength: positiveLengthField().default(6.0),
});
export type PvcHangInput = z.infer<typeof PvcHangInputSchema>;

export const pvcHangCalculator = defineCalculator({
  trade: 'pvcHang',
  inputSchema: PvcHangInputSchema,
  items: pvcHangItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(pvcHangItems, wastage);
    const items = pvcHangItems.byKey;
    sheet.measure(work.soffit, input.area, `area ${figure(input.area)}`);
    sheet.add(
      items.panel,
      input.area / (input.panelWidth * input.panelLength),
      `panels = ${figure(input.area)}/(${figure(input.panelWidth)} × ${figure(input.panelLength)})`,
    );
    sheet.add(items.rail, 1.05 * input.perimeter, `edge rail = 1.05 × ${figure(input.perimeter)}`);
    sheet.add(items.screws, 20 * input.area, `screws = 20 × ${figure(input.area)}`);
    return sheet.result();
  },
});

export const calculatePvcHang = pvcHangCalculator.calculate;
