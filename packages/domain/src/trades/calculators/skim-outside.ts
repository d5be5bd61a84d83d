import { defineCalculator } from '../calculator';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { defineWorkItems } from '../work-items';
import { addSkimming, SkimmingInputSchema, type SkimmingInput } from './skimming';

/** Skimming outside — `/skimOutside`: putty and the binder (sealer) coat. */

export const skimOutsideItems = defineTradeItems('SKO', [
  ['putty', 'SKO-PUTTY', 'kg', 'paint'],
  ['primer', 'SKO-BINDER', 'L', 'paint'],
  ['sandpaper', 'SKO-SANDPAPER', 'm', null],
]);

const work = defineWorkItems({
  skim: {
    unit: 'SM',
    description: 'Two coats of wall putty and one coat of binder (sealer) to external walls',
    descriptionSw: 'Skimming ya nje: putty mara mbili na binder moja',
  },
});

export const SkimOutsideInputSchema = SkimmingInputSchema;
export type SkimOutsideInput = SkimmingInput;

export const skimOutsideCalculator = defineCalculator({
  trade: 'skimOutside',
  inputSchema: SkimOutsideInputSchema,
  items: skimOutsideItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(skimOutsideItems, wastage);
    addSkimming(sheet, work.skim, skimOutsideItems.byKey, input, {
      name: 'binder',
      squareMetresPerLitre: 12,
    });
    return sheet.result();
  },
});

export const calculateSkimOutside = skimOutsideCalculator.calculate;
