import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { concreteMixField, flagField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addConcrete } from '../wet-mixes';

/** Oversite concrete — `/concrete`: the ground-floor slab with its membrane, treatment and edges. */

export const concreteItems = defineTradeItems('OSC', [
  ['antiTermite', 'OSC-ANTITERMITE', 'L', null],
  ['dpm', 'OSC-DPM', 'm2', null],
  ['mesh', 'OSC-BRC-A142', 'm2', null],
  ['cement', 'OSC-CEMENT', 'kg', 'cement'],
  ['sand', 'OSC-SAND', 'm3', 'sand'],
  ['aggregate', 'OSC-AGGREGATE', 'm3', 'aggregate'],
  ['marineBoard', 'OSC-MARINE-BOARD', 'm2', 'boards'],
  ['pegs', 'OSC-TIMBER-2X2', 'm', 'timber'],
]);

export const ConcreteInputSchema = inputObject({
  area: lengthField().default(0),
  thickness: lengthField().default(0.1),
  mix: concreteMixField().default('1:2:4'),
  edgePerimeter: lengthField().default(0),
  antiTermite: flagField().default(true),
  dpm: flagField().default(true),
  mesh: flagField().default(false),
});
export type ConcreteInput = z.infer<typeof ConcreteInputSchema>;

export const concreteCalculator = defineCalculator({
  trade: 'concrete',
  inputSchema: ConcreteInputSchema,
  items: concreteItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(concreteItems, wastage);
    const items = concreteItems.byKey;
    const { area, thickness, edgePerimeter } = input;
    // Anti-termite rate is a rule of thumb (docs/takeoff.md marks it an assumption); DPM and mesh carry their laps in the factor.
    if (input.antiTermite) sheet.add(items.antiTermite, 0.05 * area, `anti-termite = 0.05 × ${figure(area)}`);
    if (input.dpm) sheet.add(items.dpm, 1.15 * area, `DPM = 1.15 × ${figure(area)}`);
    if (input.mesh) sheet.add(items.mesh, 1.1 * area, `mesh = 1.10 × ${figure(area)}`);
    addConcrete(
      sheet,
      { cement: items.cement, sand: items.sand, aggregate: items.aggregate },
      { value: area * thickness, working: `V = ${figure(area)} × ${figure(thickness)}` },
      input.mix,
      constants,
    );
    sheet.add(
      items.marineBoard,
      edgePerimeter * thickness,
      `edge shuttering = ${figure(edgePerimeter)} × ${figure(thickness)}`,
    );
    sheet.add(items.pegs, 0.6 * edgePerimeter, `pegs = 0.6 × ${figure(edgePerimeter)}`);
    return sheet.lines();
  },
});

export const calculateConcrete = concreteCalculator.calculate;
