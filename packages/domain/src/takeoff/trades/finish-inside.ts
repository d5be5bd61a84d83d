import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject } from '../fields';
import { TakeoffSheet } from '../takeoff-sheet';
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
    sheet.add(items.wc, wc, 'WCs as given');
    sheet.add(items.basin, basins, 'basins as given');
    sheet.add(items.sink, kitchenSinks, 'kitchen sinks as given');
    sheet.add(items.heater, heaters, 'heaters as given');
    sheet.add(items.showerMixer, showers, 'showers as given');
    sheet.add(items.shattaf, shattafs, 'shattafs as given');
    sheet.add(items.angleValve, taps, tapsText);
    sheet.add(items.flex, taps, tapsText);
    sheet.add(items.connector, wc, 'one per WC');
    sheet.add(items.basinBolts, basins, 'one pair per basin');
    sheet.add(items.towelRack, bathrooms, 'one per bathroom');
    sheet.add(items.rollHolder, wc, 'one per WC');
    sheet.add(items.soapDish, bathrooms, 'one per bathroom');
    sheet.add(
      items.threadTape,
      ceilTolerant((wc + basins + kitchenSinks + showers) / 5),
      `thread tape = ceil((${wc} + ${basins} + ${kitchenSinks} + ${showers})/5)`,
    );
    return sheet.lines();
  },
});

export const calculateFinishInside = finishInsideCalculator.calculate;
