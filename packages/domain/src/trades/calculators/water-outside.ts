import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, flagField, inputObject, lengthField } from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { defineWorkItems } from '../work-items';
import { ceilTolerant, floorTolerant } from '../whole-numbers';

/** Water and sewer outside — `/waterOutside`: the supply from the mains and the drain to the tank. */

export const waterOutsideItems = defineTradeItems('WTO', [
  ['pprPipe', 'WTO-PPR-PIPE', 'm', null],
  ['pprElbow', 'WTO-PPR-ELBOW', 'pcs', null],
  ['pprTee', 'WTO-PPR-TEE', 'pcs', null],
  ['pprSocket', 'WTO-PPR-SOCKET', 'pcs', null],
  ['pvcPipe', 'WTO-PVC-PIPE', 'm', null],
  ['pvcElbow', 'WTO-PVC-ELBOW', 'pcs', null],
  ['pvc45', 'WTO-PVC-45', 'pcs', null],
  ['pvcYTee', 'WTO-PVC-YTEE', 'pcs', null],
  ['expansionElbow', 'WTO-EXP-ELBOW', 'pcs', null],
  ['ventCap', 'WTO-VENT-CAP', 'pcs', null],
  ['gullyTrap', 'WTO-GTRAP', 'pcs', null],
  ['pTrap', 'WTO-PTRAP', 'pcs', null],
  ['glue', 'WTO-GLUE', 'pcs', null],
  ['chamber', 'WTO-CHAMBER', 'pcs', null],
  ['tank', 'WTO-TANK', 'pcs', null],
  ['tankStand', 'WTO-TANK-STAND', 'pcs', null],
  ['meter', 'WTO-METER', 'pcs', null],
]);

const work = defineWorkItems({
  supply: {
    unit: 'LM',
    description: 'PPR water supply pipe 3/4 in in trench, with fittings',
    descriptionSw: 'Bomba la maji PPR inchi 3/4 ardhini pamoja na viungio',
  },
  meter: {
    unit: 'No',
    description: 'Water meter with valve',
    descriptionSw: 'Mita ya maji pamoja na valvu',
  },
  tank: {
    unit: 'No',
    description: 'Water storage tank on a raised stand',
    descriptionSw: 'Tanki la kuhifadhi maji juu ya kichanja',
  },
  drain: {
    unit: 'LM',
    description: 'PVC 4 in sewer drain with bends, junctions and vent stack',
    descriptionSw: 'Bomba la maji taka PVC inchi 4 pamoja na viungio na bomba la hewa',
  },
  gullies: {
    unit: 'No',
    description: 'Gully traps and P-traps',
    descriptionSw: 'Gully trap na P-trap',
  },
  chambers: {
    unit: 'No',
    description: 'Precast inspection chamber with cover',
    descriptionSw: 'Chemba ya ukaguzi (manhole) pamoja na mfuniko',
  },
});

export const WaterOutsideInputSchema = inputObject({
  supplyRun: lengthField().default(0),
  sewerRun: lengthField().default(0),
  bends: countField().default(4),
  junctions: countField().default(2),
  stacks: countField().default(1),
  gullies: countField().default(1),
  pTraps: countField().default(0),
  /** Inspection chambers (manholes) on the drain. */
  chambers: countField().default(0),
  /** Storage tanks, each on a stand. */
  tanks: countField().default(0),
  waterMeter: flagField().default(false),
});
export type WaterOutsideInput = z.infer<typeof WaterOutsideInputSchema>;

/** PVC sewer pipes come in 6 m lengths; glue is counted per joint of a pipe or fitting. */
const SEWER_PIPE_LENGTH = 6;

export const waterOutsideCalculator = defineCalculator({
  trade: 'waterOutside',
  inputSchema: WaterOutsideInputSchema,
  items: waterOutsideItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(waterOutsideItems, wastage);
    const items = waterOutsideItems.byKey;
    const { supplyRun, sewerRun, bends, junctions, stacks, gullies, pTraps } = input;
    const supply = figure(supplyRun);
    // The fixed 2 elbows and 1 tee connect a supply pipe; with no supply run there is nothing to connect.
    if (supplyRun > 0) {
      sheet.measure(work.supply, supplyRun, `supply run ${supply}`);
      sheet.add(items.pprPipe, 1.1 * supplyRun, `supply pipe = 1.1 × ${supply}`);
      sheet.add(items.pprElbow, 2 + floorTolerant(supplyRun / 6), `elbows = 2 + floor(${supply}/6)`);
      sheet.add(items.pprTee, 1, 'tee at the connection');
      sheet.add(items.pprSocket, ceilTolerant(supplyRun / 4), `sockets = ceil(${supply}/4)`);
    }
    if (input.waterMeter) {
      sheet.measure(work.meter, 1, 'one meter');
      sheet.add(items.meter, 1, 'one per connection');
    }
    sheet.measure(work.tank, input.tanks, `tanks ${input.tanks}`);
    sheet.add(items.tank, input.tanks, 'tanks as given');
    sheet.add(items.tankStand, input.tanks, 'one stand per tank');
    sheet.measure(work.drain, sewerRun, `sewer run ${figure(sewerRun)}`);
    const sewerPipe = 1.1 * sewerRun;
    sheet.add(items.pvcPipe, sewerPipe, `sewer pipe = 1.1 × ${figure(sewerRun)}`);
    const fortyFives = ceilTolerant(bends / 2);
    sheet.add(items.pvcElbow, bends, 'bends as given');
    sheet.add(items.pvc45, fortyFives, `45° bends = ceil(${bends}/2)`);
    sheet.add(items.pvcYTee, junctions, 'one per junction');
    sheet.add(items.expansionElbow, stacks, 'one per stack');
    sheet.add(items.ventCap, stacks, 'one per stack');
    sheet.measure(work.gullies, gullies + pTraps, `gullies ${gullies}, P-traps ${pTraps}`);
    sheet.add(items.gullyTrap, gullies, 'one per gully');
    sheet.add(items.pTrap, pTraps, 'P-traps as given');

    sheet.measure(work.drain, 0, '');
    const pipes = sewerPipe / SEWER_PIPE_LENGTH;
    const fittings = bends + fortyFives + junctions + 2 * stacks + gullies + pTraps;
    sheet.add(
      items.glue,
      ceilTolerant((pipes + fittings) / 40),
      `sewer pipes = ${figure(sewerPipe)}/${SEWER_PIPE_LENGTH} = ${quantity(pipes, 'pcs')}; ` +
        `fittings = ${bends} + ${fortyFives} + ${junctions} + 2 × ${stacks} + ${gullies} + ${pTraps} = ${fittings}; ` +
        `glue tins = ceil((${figure(pipes)} + ${fittings})/40)`,
    );
    sheet.measure(work.chambers, input.chambers, `chambers ${input.chambers}`);
    sheet.add(items.chamber, input.chambers, 'chambers as given');
    return sheet.result();
  },
});

export const calculateWaterOutside = waterOutsideCalculator.calculate;
