import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { ceilTolerant } from '../whole-numbers';

/** Finishing paint — `/finishing`: coverage rates in m² per litre per coat, and the tools. */

export const finishingItems = defineTradeItems('PNT', [
  ['weatherguard', 'PNT-WEATHERGUARD', 'L', 'paint'],
  ['silk', 'PNT-SILK', 'L', 'paint'],
  ['white', 'PNT-WHITE', 'L', 'paint'],
  ['gloss', 'PNT-GLOSS', 'L', 'paint'],
  ['brush', 'PNT-BRUSH', 'pcs', null],
  ['roller', 'PNT-ROLLER', 'pcs', null],
  ['tape', 'PNT-TAPE', 'pcs', null],
]);

export const FinishingInputSchema = inputObject({
  externalArea: lengthField().default(0),
  internalArea: lengthField().default(0),
  ceilingArea: lengthField().default(0),
  glossArea: lengthField().default(0),
  coats: countField().default(2),
});
export type FinishingInput = z.infer<typeof FinishingInputSchema>;

export const finishingCalculator = defineCalculator({
  trade: 'finishing',
  inputSchema: FinishingInputSchema,
  items: finishingItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(finishingItems, wastage);
    const items = finishingItems.byKey;
    const { externalArea, internalArea, ceilingArea, glossArea, coats } = input;
    sheet.add(
      items.weatherguard,
      (externalArea * coats) / 8,
      `weather guard = ${figure(externalArea)} × ${coats} coats/8`,
    );
    sheet.add(items.silk, (internalArea * coats) / 12, `silk = ${figure(internalArea)} × ${coats} coats/12`);
    sheet.add(
      items.white,
      (ceilingArea * coats) / 12,
      `ceiling white = ${figure(ceilingArea)} × ${coats} coats/12`,
    );
    sheet.add(items.gloss, (glossArea * coats) / 14, `gloss = ${figure(glossArea)} × ${coats} coats/14`);
    const total = externalArea + internalArea + ceilingArea + glossArea;
    const totalText = `total area = ${figure(externalArea)} + ${figure(internalArea)} + ${figure(ceilingArea)} + ${figure(glossArea)} = ${figure(total)} m²`;
    sheet.add(items.brush, ceilTolerant(total / 100), `${totalText}; brushes = ceil(${figure(total)}/100)`);
    sheet.add(items.roller, ceilTolerant(total / 150), `${totalText}; rollers = ceil(${figure(total)}/150)`);
    sheet.add(items.tape, ceilTolerant(total / 50), `${totalText}; tape = ceil(${figure(total)}/50)`);
    return sheet.lines();
  },
});

export const calculateFinishing = finishingCalculator.calculate;
