import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, moneyField } from '../fields';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { defineWorkItems } from '../work-items';

/**
 * Provisional sums, PC sums and dayworks — `/provisional` (docs/takeoff.md §4.3): lump sums typed
 * in TZS and carried into the bill before contingency. A sum of money is priced as that many
 * shillings at 1 TZS each (unit `TZS`), so quantity × rate = amount holds like any other line.
 */

export const provisionalItems = defineTradeItems('PSM', [
  ['provisional', 'PSM-PROVISIONAL', 'pcs', null],
  ['primeCost', 'PSM-PC', 'pcs', null],
  ['dayworks', 'PSM-DAYWORKS', 'pcs', null],
]);

const work = defineWorkItems({
  provisional: {
    unit: 'Item',
    description: 'Provisional sum for work not yet designed',
    descriptionSw: 'Kiasi kilichotengwa kwa kazi ambayo bado haijasanifiwa',
  },
  primeCost: {
    unit: 'Item',
    description: 'Prime cost (PC) sum for goods to be chosen by the client',
    descriptionSw: 'Kiasi cha PC kwa bidhaa atakazochagua mteja',
  },
  dayworks: {
    unit: 'Item',
    description: 'Dayworks: labour, materials and plant at cost',
    descriptionSw: 'Kazi za kutwa: nguvu kazi, vifaa na mitambo kwa gharama halisi',
  },
});

export const ProvisionalInputSchema = inputObject({
  provisionalSum: moneyField().default(0),
  primeCostSum: moneyField().default(0),
  dayworks: moneyField().default(0),
});
export type ProvisionalInput = z.infer<typeof ProvisionalInputSchema>;

export const provisionalCalculator = defineCalculator({
  trade: 'provisional',
  inputSchema: ProvisionalInputSchema,
  items: provisionalItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(provisionalItems, wastage);
    const items = provisionalItems.byKey;
    const sums = [
      [work.provisional, items.provisional, input.provisionalSum],
      [work.primeCost, items.primeCost, input.primeCostSum],
      [work.dayworks, items.dayworks, input.dayworks],
    ] as const;
    for (const [definition, item, amount] of sums) {
      if (amount <= 0) continue;
      sheet.measure(definition, 1, 'one item');
      sheet.add(item, amount, `lump sum TZS ${amount}`);
    }
    return sheet.result();
  },
});

export const calculateProvisional = provisionalCalculator.calculate;
