import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineWorkItems } from '../work-items';
import { defineTradeItems } from '../trade-items';
import { ceilTolerant, floorTolerant } from '../whole-numbers';

/** Water inside — `/waterInside`: PPR supply pipework to the water points. */

export const waterInsideItems = defineTradeItems('WTI', [
  ['pipe', 'WTI-PPR-PIPE', 'm', null],
  ['elbow', 'WTI-ELBOW', 'pcs', null],
  ['tee', 'WTI-TEE', 'pcs', null],
  ['socket', 'WTI-SOCKET', 'pcs', null],
  ['femaleElbow', 'WTI-FM-ELBOW', 'pcs', null],
  ['mixer', 'WTI-MIXER', 'pcs', null],
  ['crossOver', 'WTI-CROSSOVER', 'pcs', null],
  ['plug', 'WTI-PLUG', 'pcs', null],
  ['valve', 'WTI-VALVE', 'pcs', null],
]);

const work = defineWorkItems({
  pipework: {
    unit: 'LM',
    description: 'PPR hot and cold water pipework in walls and floors, with fittings',
    descriptionSw: 'Mabomba ya maji PPR ya moto na baridi ndani ya kuta na sakafu pamoja na viungio',
  },
  points: {
    unit: 'No',
    description: 'Water points with outlet fittings, valves and cross-overs',
    descriptionSw: 'Vituo vya maji pamoja na viungio vya mwisho, valvu na cross-over',
  },
});

export const WaterInsideInputSchema = inputObject({
  pipeRun: lengthField().default(0),
  wc: countField().default(0),
  basins: countField().default(0),
  showers: countField().default(0),
  kitchenSinks: countField().default(0),
  heaters: countField().default(0),
  crossOvers: countField().default(2),
  valves: countField().default(2),
});
export type WaterInsideInput = z.infer<typeof WaterInsideInputSchema>;

export const waterInsideCalculator = defineCalculator({
  trade: 'waterInside',
  inputSchema: WaterInsideInputSchema,
  items: waterInsideItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(waterInsideItems, wastage);
    const items = waterInsideItems.byKey;
    const { pipeRun, wc, basins, showers, kitchenSinks, heaters } = input;
    const points = wc + basins + showers + kitchenSinks + heaters;
    const pointsText = `points = ${wc} + ${basins} + ${showers} + ${kitchenSinks} + ${heaters} = ${points}`;
    const run = figure(pipeRun);
    // The 1.1 carries the allowance for offcuts, so the pipe has no wastage class.
    sheet.measure(work.pipework, pipeRun, `pipe run ${run}`);
    sheet.add(items.pipe, 1.1 * pipeRun, `pipe = 1.1 × ${run}`);
    sheet.add(
      items.elbow,
      2 * points + floorTolerant(pipeRun / 3),
      `${pointsText}; elbows = 2 × ${points} + floor(${run}/3)`,
    );
    sheet.add(items.tee, points, `${pointsText}; tees`);
    sheet.add(items.socket, ceilTolerant(pipeRun / 4), `sockets = ceil(${run}/4)`);
    sheet.measure(work.points, points, pointsText);
    sheet.add(items.femaleElbow, points, `${pointsText}; female elbows`);
    sheet.add(items.mixer, showers, 'one per shower');
    sheet.add(items.crossOver, input.crossOvers, 'cross-overs as given');
    sheet.add(items.plug, points, `${pointsText}; plugs`);
    sheet.add(items.valve, input.valves, 'valves as given');
    return sheet.result();
  },
});

export const calculateWaterInside = waterInsideCalculator.calculate;
