import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addSkimming, SkimmingInputSchema } from './skimming';

/** Skimming outside — `/skimOutside`: as inside, without alkali primer and scrapers. */

export const skimOutsideItems = defineTradeItems('SKO', [
  ['putty', 'SKO-PUTTY', 'kg', 'paint'],
  ['binder', 'SKO-BINDER', 'L', 'paint'],
  ['emulsion', 'SKO-EMULSION', 'L', 'paint'],
  ['sandpaper', 'SKO-SANDPAPER', 'm', null],
]);

export const SkimOutsideInputSchema = SkimmingInputSchema;
export type SkimOutsideInput = z.infer<typeof SkimOutsideInputSchema>;

export const skimOutsideCalculator = defineCalculator({
  trade: 'skimOutside',
  inputSchema: SkimOutsideInputSchema,
  items: skimOutsideItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(skimOutsideItems, wastage);
    addSkimming(sheet, skimOutsideItems.byKey, input);
    return sheet.lines();
  },
});

export const calculateSkimOutside = skimOutsideCalculator.calculate;
