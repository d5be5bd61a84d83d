import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, mortarMixField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addMortar } from '../wet-mixes';
import { defineWorkItems } from '../work-items';

/**
 * Plastering and screed — `/plastering`: three coats summed into one cement and one sand line.
 * Plaster uses DRY_PLASTER 1.55, wastage included; screed keeps DRY_MORTAR plus class wastage
 * (docs/takeoff.md §4.2). Only untiled floor gets screed: tiles have their own bed.
 */

export const plasteringItems = defineTradeItems('PLS', [
  ['cement', 'PLS-CEMENT', 'kg', 'cement'],
  ['sand', 'PLS-SAND', 'm3', 'sand'],
]);

const work = defineWorkItems({
  internal: {
    unit: 'SM',
    description: 'Internal plaster to walls in cement-sand mortar',
    descriptionSw: 'Lipu ya ndani ya kuta kwa mota ya saruji na mchanga',
  },
  external: {
    unit: 'SM',
    description: 'External plaster to walls and plinth in cement-sand mortar',
    descriptionSw: 'Lipu ya nje ya kuta na msingi kwa mota ya saruji na mchanga',
  },
  screed: {
    unit: 'SM',
    description: 'Cement-sand screed to untiled floors',
    descriptionSw: 'Sakafu ya saruji (screed) pasipo vigae',
  },
});

export const PlasteringInputSchema = inputObject({
  internalArea: lengthField().default(0),
  internalThickness: lengthField().default(0.012),
  internalMix: mortarMixField().default('1:4'),
  externalArea: lengthField().default(0),
  externalThickness: lengthField().default(0.015),
  externalMix: mortarMixField().default('1:3'),
  screedArea: lengthField().default(0),
  screedThickness: lengthField().default(0.025),
  screedMix: mortarMixField().default('1:3'),
});
export type PlasteringInput = z.infer<typeof PlasteringInputSchema>;

export const plasteringCalculator = defineCalculator({
  trade: 'plastering',
  inputSchema: PlasteringInputSchema,
  items: plasteringItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(plasteringItems, wastage);
    const coats = [
      [
        work.internal,
        'internal plaster',
        input.internalArea,
        input.internalThickness,
        input.internalMix,
        'plaster',
      ],
      [
        work.external,
        'external plaster',
        input.externalArea,
        input.externalThickness,
        input.externalMix,
        'plaster',
      ],
      [work.screed, 'screed', input.screedArea, input.screedThickness, input.screedMix, 'mortar'],
    ] as const;
    for (const [workItem, label, area, thickness, mix, kind] of coats) {
      sheet.measure(workItem, area, `area ${figure(area)}`);
      addMortar(
        sheet,
        plasteringItems.byKey,
        { value: area * thickness, working: `V = ${figure(area)} × ${figure(thickness)}` },
        mix,
        constants,
        label,
        kind,
      );
    }
    return sheet.result();
  },
});

export const calculatePlastering = plasteringCalculator.calculate;
