import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField } from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineWorkItems } from '../work-items';
import { defineTradeItems } from '../trade-items';
import { ceilTolerant } from '../whole-numbers';

/** Sewage inside — `/sewage`: waste pipes from the outlets and WCs to the outside drain. */

export const sewageItems = defineTradeItems('SEW', [
  ['pipe4', 'SEW-PVC4', 'm', null],
  ['pipe1_5', 'SEW-PVC1_5', 'm', null],
  ['elbow', 'SEW-ELBOW', 'pcs', null],
  ['tee', 'SEW-TEE', 'pcs', null],
  ['bend45', 'SEW-45', 'pcs', null],
  ['yTee', 'SEW-YTEE', 'pcs', null],
  ['bush', 'SEW-BUSH', 'pcs', null],
  ['plug', 'SEW-PLUG', 'pcs', null],
  ['floorTrap', 'SEW-4WAY', 'pcs', null],
  ['nonReturnTrap', 'SEW-NRTRAP', 'pcs', null],
  ['glue', 'SEW-GLUE', 'pcs', null],
]);

const work = defineWorkItems({
  pipes: {
    unit: 'LM',
    description: 'PVC soil and waste pipes 4 in and 1½ in, with fittings',
    descriptionSw: 'Mabomba ya maji taka PVC inchi 4 na 1½ pamoja na viungio',
  },
  traps: {
    unit: 'No',
    description: 'Floor traps and non-return traps',
    descriptionSw: 'Floor trap na non-return trap',
  },
});

export const SewageInputSchema = inputObject({
  run4: lengthField().default(0),
  run1_5: lengthField().default(0),
  /** Basins + sinks + showers. */
  outlets: countField().default(0),
  wc: countField().default(0),
  bathrooms: countField().default(0),
});
export type SewageInput = z.infer<typeof SewageInputSchema>;

const PIPE_LENGTH = 6;

export const sewageCalculator = defineCalculator({
  trade: 'sewage',
  inputSchema: SewageInputSchema,
  items: sewageItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(sewageItems, wastage);
    const items = sewageItems.byKey;
    const { run4, run1_5, outlets, wc, bathrooms } = input;
    const pipe4 = 1.1 * run4;
    const pipe1_5 = 1.1 * run1_5;
    sheet.measure(work.pipes, run4 + run1_5, `runs ${figure(run4)} + ${figure(run1_5)}`);
    sheet.add(items.pipe4, pipe4, `4 in pipe = 1.1 × ${figure(run4)}`);
    sheet.add(items.pipe1_5, pipe1_5, `1½ in pipe = 1.1 × ${figure(run1_5)}`);
    const yTees = ceilTolerant(outlets / 2);
    const plugs = ceilTolerant(outlets / 3);
    const nonReturnTraps = wc > 0 ? 1 : 0;
    sheet.add(items.elbow, 2 * outlets, `elbows = 2 × ${outlets} outlets`);
    sheet.add(items.tee, outlets, 'one per outlet');
    sheet.add(items.bend45, outlets, 'one per outlet');
    sheet.add(items.yTee, yTees, `Y-tees = ceil(${outlets}/2)`);
    sheet.add(items.bush, outlets, 'one per outlet');
    sheet.add(items.plug, plugs, `plugs = ceil(${outlets}/3)`);
    sheet.measure(
      work.traps,
      bathrooms + (wc > 0 ? 1 : 0),
      `floor traps ${bathrooms}, non-return ${wc > 0 ? 1 : 0}`,
    );
    sheet.add(items.floorTrap, bathrooms, 'one per bathroom');
    sheet.add(items.nonReturnTrap, nonReturnTraps, `one when there is a WC (wc = ${wc})`);

    sheet.measure(work.pipes, 0, '');
    const pipes = (pipe4 + pipe1_5) / PIPE_LENGTH;
    const fittings = 2 * outlets + outlets + outlets + yTees + outlets + plugs + bathrooms + nonReturnTraps;
    sheet.add(
      items.glue,
      ceilTolerant((pipes + fittings) / 40),
      `pipes = (${figure(pipe4)} + ${figure(pipe1_5)})/${PIPE_LENGTH} = ${quantity(pipes, 'pcs')}; ` +
        `fittings = ${2 * outlets} + ${outlets} + ${outlets} + ${yTees} + ${outlets} + ${plugs} + ${bathrooms} + ${nonReturnTraps} = ${fittings}; ` +
        `glue tins = ceil((${figure(pipes)} + ${fittings})/40)`,
    );
    return sheet.result();
  },
});

export const calculateSewage = sewageCalculator.calculate;
