import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineWorkItems, type WorkItemDefinition } from '../work-items';
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

const work = defineWorkItems({
  external: {
    unit: 'SM',
    description: 'Two finish coats of weather-resistant paint to external walls',
    descriptionSw: 'Rangi ya nje (weather guard) mara mbili',
  },
  internal: {
    unit: 'SM',
    description: 'Two finish coats of silk emulsion to internal walls',
    descriptionSw: 'Rangi ya ndani (silk) mara mbili',
  },
  ceiling: {
    unit: 'SM',
    description: 'Two finish coats of white emulsion to ceilings',
    descriptionSw: 'Rangi nyeupe ya dari mara mbili',
  },
  gloss: {
    unit: 'SM',
    description: 'Two coats of gloss paint to doors and frames',
    descriptionSw: 'Rangi ya mafuta (gloss) kwenye milango mara mbili',
  },
});

export const FinishingInputSchema = inputObject({
  externalArea: lengthField().default(0),
  internalArea: lengthField().default(0),
  ceilingArea: lengthField().default(0),
  glossArea: lengthField().default(0),
  coats: countField().default(2),
});
export type FinishingInput = z.infer<typeof FinishingInputSchema>;

function largest(candidates: readonly (readonly [WorkItemDefinition, number])[]): WorkItemDefinition {
  let best = candidates[0] as readonly [WorkItemDefinition, number];
  for (const candidate of candidates) if (candidate[1] > best[1]) best = candidate;
  return best[0];
}

export const finishingCalculator = defineCalculator({
  trade: 'finishing',
  inputSchema: FinishingInputSchema,
  items: finishingItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(finishingItems, wastage);
    const items = finishingItems.byKey;
    const { externalArea, internalArea, ceilingArea, glossArea, coats } = input;
    sheet.measure(work.external, externalArea, `area ${figure(externalArea)}`);
    sheet.add(
      items.weatherguard,
      (externalArea * coats) / 8,
      `weather guard = ${figure(externalArea)} × ${coats} coats/8`,
    );
    sheet.measure(work.internal, internalArea, `area ${figure(internalArea)}`);
    sheet.add(items.silk, (internalArea * coats) / 12, `silk = ${figure(internalArea)} × ${coats} coats/12`);
    sheet.measure(work.ceiling, ceilingArea, `area ${figure(ceilingArea)}`);
    sheet.add(
      items.white,
      (ceilingArea * coats) / 12,
      `ceiling white = ${figure(ceilingArea)} × ${coats} coats/12`,
    );
    sheet.measure(work.gloss, glossArea, `area ${figure(glossArea)}`);
    sheet.add(items.gloss, (glossArea * coats) / 14, `gloss = ${figure(glossArea)} × ${coats} coats/14`);
    const total = externalArea + internalArea + ceilingArea + glossArea;
    const totalText = `total area = ${figure(externalArea)} + ${figure(internalArea)} + ${figure(ceilingArea)} + ${figure(glossArea)} = ${figure(total)} m²`;
    // Tools serve every coat: they go with the largest painted surface.
    sheet.measure(
      largest([
        [work.external, externalArea],
        [work.internal, internalArea],
        [work.ceiling, ceilingArea],
        [work.gloss, glossArea],
      ]),
      0,
      '',
    );
    sheet.add(items.brush, ceilTolerant(total / 100), `${totalText}; brushes = ceil(${figure(total)}/100)`);
    sheet.add(items.roller, ceilTolerant(total / 150), `${totalText}; rollers = ceil(${figure(total)}/150)`);
    sheet.add(items.tape, ceilTolerant(total / 50), `${totalText}; tape = ceil(${figure(total)}/50)`);
    return sheet.result();
  },
});

export const calculateFinishing = finishingCalculator.calculate;
