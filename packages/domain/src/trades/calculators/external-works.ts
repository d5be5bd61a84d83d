import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { concreteMixField, countField, inputObject, lengthField, positiveLengthField } from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addConcrete } from '../wet-mixes';
import { ceilTolerant } from '../whole-numbers';
import { defineWorkItems } from '../work-items';

/**
 * External works — `/externalWorks` (docs/takeoff.md §4.3): boundary fence and gate, paths and
 * drive in concrete paving blocks, and external surface-water drains. A plot's works depend on the
 * plot, so the house model leaves them at 0 and they are typed.
 */

export const externalWorksItems = defineTradeItems('EXT', [
  ['fence', 'EXT-FENCE', 'm', null],
  ['post', 'EXT-FENCE-POST', 'pcs', null],
  ['cement', 'EXT-CEMENT', 'kg', 'cement'],
  ['sand', 'EXT-SAND', 'm3', 'sand'],
  ['aggregate', 'EXT-AGGREGATE', 'm3', 'aggregate'],
  ['gate', 'EXT-GATE', 'pcs', null],
  ['paving', 'EXT-PAVING', 'm2', 'blocks'],
  ['hardcore', 'EXT-HARDCORE', 'm3', 'fill'],
  ['drain', 'EXT-DRAIN', 'm', null],
]);

const work = defineWorkItems({
  fence: {
    unit: 'LM',
    description: 'Chain-link fence on steel posts set in concrete',
    descriptionSw: 'Uzio wa waya (chain-link) kwenye nguzo za chuma zilizosimikwa kwa zege',
  },
  gate: {
    unit: 'No',
    description: 'Steel gate, supplied and hung',
    descriptionSw: 'Geti la chuma, kununua na kufunga',
  },
  paving: {
    unit: 'SM',
    description: 'Paths and drive in concrete paving blocks on sand bed and hardcore',
    descriptionSw: 'Njia na barabara ya ndani kwa matofali ya sakafu (pavers) juu ya mchanga na hardcore',
  },
  drains: {
    unit: 'LM',
    description: 'Precast concrete surface-water drain channel, laid',
    descriptionSw: 'Mfereji wa maji ya mvua wa zege, kununua na kulaza',
  },
});

export const ExternalWorksInputSchema = inputObject({
  fenceLength: lengthField().default(0),
  postSpacing: positiveLengthField().default(2.5),
  /** Concrete round each post's foot: a 0.3 × 0.3 m hole 0.6 m deep. */
  postFooting: lengthField().default(0.054),
  postMix: concreteMixField().default('1:3:6'),
  gates: countField().default(0),
  pavedArea: lengthField().default(0),
  sandBed: lengthField().default(0.05),
  hardcoreThickness: lengthField().default(0.15),
  drainLength: lengthField().default(0),
});
export type ExternalWorksInput = z.infer<typeof ExternalWorksInputSchema>;

export const externalWorksCalculator = defineCalculator({
  trade: 'externalWorks',
  inputSchema: ExternalWorksInputSchema,
  items: externalWorksItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(externalWorksItems, wastage);
    const items = externalWorksItems.byKey;
    const { fenceLength, postSpacing, pavedArea, drainLength } = input;

    if (fenceLength > 0) {
      sheet.measure(work.fence, fenceLength, `fence ${figure(fenceLength)}`);
      sheet.add(items.fence, fenceLength, `fence = ${figure(fenceLength)}`);
      const posts = ceilTolerant(fenceLength / postSpacing) + 1;
      const postsText = `posts = ⌈${figure(fenceLength)}/${figure(postSpacing)}⌉ + 1 = ${posts}`;
      sheet.add(items.post, posts, postsText);
      addConcrete(
        sheet,
        { cement: items.cement, sand: items.sand, aggregate: items.aggregate },
        {
          value: posts * input.postFooting,
          working: `${postsText}; V = ${posts} × ${figure(input.postFooting)}`,
        },
        input.postMix,
        constants,
        'post footings',
      );
    }
    sheet.measure(work.gate, input.gates, `gates ${input.gates}`);
    sheet.add(items.gate, input.gates, 'gates as given');

    sheet.measure(work.paving, pavedArea, `paved area ${figure(pavedArea)}`);
    sheet.add(items.paving, pavedArea, `paving = ${figure(pavedArea)}`);
    const bed = pavedArea * input.sandBed;
    sheet.add(
      items.sand,
      bed,
      `sand bed = ${figure(pavedArea)} × ${figure(input.sandBed)} = ${quantity(bed, 'm3')}`,
      'paving bed',
    );
    sheet.add(
      items.hardcore,
      pavedArea * input.hardcoreThickness,
      `hardcore = ${figure(pavedArea)} × ${figure(input.hardcoreThickness)}`,
    );

    sheet.measure(work.drains, drainLength, `drains ${figure(drainLength)}`);
    sheet.add(items.drain, drainLength, `drain channel = ${figure(drainLength)}`);
    return sheet.result();
  },
});

export const calculateExternalWorks = externalWorksCalculator.calculate;
