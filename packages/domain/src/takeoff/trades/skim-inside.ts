import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addSkimming, SkimmingInputSchema } from './skimming';

/** Skimming inside — `/skimInside`. */

export const skimInsideItems = defineTradeItems('SKI', [
  ['putty', 'SKI-PUTTY', 'kg', 'paint'],
  ['alkali', 'SKI-ALKALI', 'L', 'paint'],
  ['binder', 'SKI-BINDER', 'L', 'paint'],
  ['emulsion', 'SKI-EMULSION', 'L', 'paint'],
  ['sandpaper', 'SKI-SANDPAPER', 'm', null],
  ['scraper', 'SKI-SCRAPER', 'pcs', null],
]);

export const SkimInsideInputSchema = SkimmingInputSchema;
export type SkimInsideInput = z.infer<typeof SkimInsideInputSchema>;

export const skimInsideCalculator = defineCalculator({
  trade: 'skimInside',
  inputSchema: SkimInsideInputSchema,
  items: skimInsideItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(skimInsideItems, wastage);
    addSkimming(sheet, skimInsideItems.byKey, input);
    return sheet.lines();
  },
});

export const calculateSkimInside = skimInsideCalculator.calculate;
