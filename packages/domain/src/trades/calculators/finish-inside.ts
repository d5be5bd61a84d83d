import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject } from '../fields';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineWorkItems } from '../work-items';
import { defineTradeItems } from '../trade-items';
import { ceilTolerant } from '../whole-numbers';

/** Sanitary fittings — `/finishInside`: fixtures and the small parts each needs. */

export const finishInsideItems = defineTradeItems('SAN', [
  ['wc', 'SAN-WC', 'pcs', null],
  ['basin', 'SAN-BASIN', 'pcs', null],
  ['sink', 'SAN-SINK', 'pcs', null],
  ['heater', 'SAN-HEATER', 'pcs', null],
  ['showerMixer', 'SAN-SHOWER-MIXER', 'pcs', null],
  ['shattaf', 'SAN-SHATTAF', 'pcs', null],
  ['angleValve', 'SAN-ANGLE-VALVE', 'pcs', null],
  ['flex', 'SAN-FLEX', 'pcs', null],
  ['connector', 'SAN-CONNECTOR', 'pcs', null],
  ['basinBolts', 'SAN-BASIN-BOLTS', 'pcs', null],
  ['towelRack', 'SAN-TOWEL-RACK', 'pcs', null],
  ['rollHolder', 'SAN-ROLL-HOLDER', 'pcs', null],
  ['soapDish', 'SAN-SOAP-DISH', 'pcs', null],
  ['threadTape', 'SAN-THREAD-TAPE', 'pcs', null],
]);

const work = defineWorkItems({
  wc: {
    unit: 'No',
    description: 'WC suite with connector and roll holder, fixed',
    descriptionSw: 'Choo (WC) pamoja na kiungio na kishikio cha karatasi',
  },
  basins: {
    unit: 'No',
    description: 'Wash basin with bolts, fixed',
    descriptionSw: 'Sinki la kunawia pamoja na bolti',
  },
  sinks: {
    unit: 'No',
    description: 'Kitchen sink, fixed',
    descriptionSw: 'Sinki la jikoni',
  },
  heaters: {
    unit: 'No',
    description: 'Electric water heater, fixed',
    descriptionSw: 'Hita ya maji ya umeme',
  },
  showers: {
    unit: 'No',
    description: 'Shower mixer, fixed',
    descriptionSw: 'Mchanganyiko wa bafu (shower mixer)',
  },
  shattafs: {
    unit: 'No',
    description: 'Shattaf, fixed',
    descriptionSw: 'Shattaf',
  },
  taps: {
    unit: 'No',
    description: 'Angle valves and flexible connectors',
    descriptionSw: 'Angle valve na flexible',
  },
  accessories: {
    unit: 'No',
    description: 'Bathroom accessories: towel rack and soap dish, per bathroom',
    descriptionSw: 'Vifaa vya bafu: kishikio cha taulo na cha sabuni, kwa kila bafu',
  },
});

export const FinishInsideInputSchema = inputObject({
  bathrooms: countField().default(0),
  wc: countField().default(0),
  basins: countField().default(0),
  kitchenSinks: countField().default(0),
  heaters: countField().default(0),
  showers: countField().default(0),
  shattafs: countField().default(0),
});
export type FinishInsideInput = z.infer<typeof FinishInsideInputSchema>;

export const finishInsideCalculator = defineCalculator({
  trade: 'finishInside',
  inputSchema: FinishInsideInputSchema,
  items: finishInsideItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(finishInsideItems, wastage);
    const items = finishInsideItems.byKey;
    const { bathrooms, wc, basins, kitchenSinks, heaters, showers, shattafs } = input;
    const taps = wc + basins + kitchenSinks;
    const tapsText = `wc + basins + kitchen sinks = ${wc} + ${basins} + ${kitchenSinks}`;
    sheet.measure(work.wc, wc, `WCs ${wc}`);
    sheet.add(items.wc, wc, 'WCs as given');
    sheet.measure(work.basins, basins, `basins ${basins}`);
    sheet.add(items.basin, basins, 'basins as given');
    sheet.measure(work.sinks, kitchenSinks, `sinks ${kitchenSinks}`);
    sheet.add(items.sink, kitchenSinks, 'kitchen sinks as given');
    sheet.measure(work.heaters, heaters, `heaters ${heaters}`);
    sheet.add(items.heater, heaters, 'heaters as given');
    sheet.measure(work.showers, showers, `showers ${showers}`);
    sheet.add(items.showerMixer, showers, 'showers as given');
    sheet.measure(work.shattafs, shattafs, `shattafs ${shattafs}`);
    sheet.add(items.shattaf, shattafs, 'shattafs as given');
    sheet.measure(work.taps, taps, tapsText);
    sheet.add(items.angleValve, taps, tapsText);
    sheet.add(items.flex, taps, tapsText);
    sheet.measure(work.wc, 0, '');
    sheet.add(items.connector, wc, 'one per WC');
    sheet.measure(work.basins, 0, '');
    sheet.add(items.basinBolts, basins, 'one pair per basin');
    sheet.measure(work.accessories, bathrooms, `bathrooms ${bathrooms}`);
    sheet.add(items.towelRack, bathrooms, 'one per bathroom');
    sheet.measure(work.wc, 0, '');
    sheet.add(items.rollHolder, wc, 'one per WC');
    sheet.measure(work.accessories, 0, '');
    sheet.add(items.soapDish, bathrooms, 'one per bathroom');
    sheet.measure(work.taps, 0, '');
    sheet.add(
      items.threadTape,
      ceilTolerant((wc + basins + kitchenSinks + showers) / 5),
      `thread tape = ceil((${wc} + ${basins} + ${kitchenSinks} + ${showers})/5)`,
    );
    return sheet.result();
  },
});

export const calculateFinishInside = finishInsideCalculator.calculate;
