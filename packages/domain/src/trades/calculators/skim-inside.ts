import { defineCalculator } from '../calculator';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { defineWorkItems } from '../work-items';
import { addSkimming, SkimmingInputSchema, type SkimmingInput } from './skimming';

/** Skimming inside — `/skimInside`: putty and the alkali primer coat. */

export const skimInsideItems = defineTradeItems('SKI', [
  ['putty', 'SKI-PUTTY', 'kg', 'paint'],
  ['primer', 'SKI-ALKALI', 'L', 'paint'],
  ['sandpaper', 'SKI-SANDPAPER', 'm', null],
  ['scraper', 'SKI-SCRAPER', 'pcs', null],
]);

const work = defineWorkItems({
  skim: {
    unit: 'SM',
    description: 'Two coats of wall putty and one coat of alkali-resistant primer to internal walls',
    descriptionSw: 'Skimming ya ndani: putty mara mbili na primer moja ya kuzuia alkali',
  },
});

export const SkimInsideInputSchema = SkimmingInputSchema;
export type SkimInsideInput = SkimmingInput;

export const skimInsideCalculator = defineCalculator({
  trade: 'skimInside',
  inputSchema: SkimInsideInputSchema,
  items: skimInsideItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(skimInsideItems, wastage);
    addSkimming(sheet, work.skim, skimInsideItems.byKey, input, {
      name: 'alkali primer',
      squareMetresPerLitre: 10,
    });
    return sheet.result();
  },
});

export const calculateSkimInside = skimInsideCalculator.calculate;
