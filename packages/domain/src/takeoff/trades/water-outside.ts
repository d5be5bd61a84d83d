import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField } from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
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
]);

export const WaterOutsideInputSchema = inputObject({
  supplyRun: lengthField().default(0),
  sewerRun: lengthField().default(0),
  bends: countField().default(4),
  junctions: countField().default(2),
  stacks: countField().default(1),
  gullies: countField().default(1),
  pTraps: countField().default(0),
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
      sheet.add(items.pprPipe, 1.1 * supplyRun, `supply pipe = 1.1 × ${supply}`);
      sheet.add(items.pprElbow, 2 + floorTolerant(supplyRun / 6), `elbows = 2 + floor(${supply}/6)`);
      sheet.add(items.pprTee, 1, 'tee at the connection');
      sheet.add(items.pprSocket, ceilTolerant(supplyRun / 4), `sockets = ceil(${supply}/4)`);
    }
    const sewerPipe = 1.1 * sewerRun;
    sheet.add(items.pvcPipe, sewerPipe, `sewer pipe = 1.1 × ${figure(sewerRun)}`);
    const fortyFives = ceilTolerant(bends / 2);
    sheet.add(items.pvcElbow, bends, 'bends as given');
    sheet.add(items.pvc45, fortyFives, `45° bends = ceil(${bends}/2)`);
    sheet.add(items.pvcYTee, junctions, 'one per junction');
    sheet.add(items.expansionElbow, stacks, 'one per stack');
    sheet.add(items.ventCap, stacks, 'one per stack');
    sheet.add(items.gullyTrap, gullies, 'one per gully');
    sheet.add(items.pTrap, pTraps, 'P-traps as given');

    const pipes = sewerPipe / SEWER_PIPE_LENGTH;
    const fittings = bends + fortyFives + junctions + 2 * stacks + gullies + pTraps;
    sheet.add(
      items.glue,
      ceilTolerant((pipes + fittings) / 40),
      `sewer pipes = ${figure(sewerPipe)}/${SEWER_PIPE_LENGTH} = ${quantity(pipes, 'pcs')}; ` +
        `fittings = ${bends} + ${fortyFives} + ${junctions} + 2 × ${stacks} + ${gullies} + ${pTraps} = ${fittings}; ` +
        `glue tins = ceil((${figure(pipes)} + ${fittings})/40)`,
    );
    return sheet.lines();
  },
});

export const calculateWaterOutside = waterOutsideCalculator.calculate;
