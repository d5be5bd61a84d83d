import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { concreteMixField, countField, flagField, inputObject, lengthField } from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addConcrete } from '../wet-mixes';
import { defineWorkItems } from '../work-items';

/**
 * Oversite concrete — `/concrete`: the ground-floor slab on its sand cushion, with its membrane,
 * treatment and edges, and the external steps (docs/takeoff.md §2, §4.2, §4.3).
 */

export const concreteItems = defineTradeItems('OSC', [
  ['cushion', 'OSC-CUSHION', 'm3', 'sand'],
  ['antiTermite', 'OSC-ANTITERMITE', 'L', null],
  ['dpm', 'OSC-DPM', 'm2', null],
  ['mesh', 'OSC-BRC-A142', 'm2', null],
  ['cement', 'OSC-CEMENT', 'kg', 'cement'],
  ['sand', 'OSC-SAND', 'm3', 'sand'],
  ['aggregate', 'OSC-AGGREGATE', 'm3', 'aggregate'],
  ['marineBoard', 'OSC-MARINE-BOARD', 'm2', 'boards'],
  ['pegs', 'OSC-TIMBER-2X2', 'm', 'timber'],
]);

const work = defineWorkItems({
  cushion: {
    unit: 'CM',
    description: 'Sand cushion (murram or quarry dust) blinding the hardcore',
    descriptionSw: 'Tabaka la mchanga au vumbi la kokoto juu ya hardcore',
  },
  antiTermite: {
    unit: 'SM',
    description: 'Anti-termite treatment to the ground under the slab',
    descriptionSw: 'Dawa ya mchwa chini ya jamvi',
  },
  dpm: {
    unit: 'SM',
    description: 'Polythene damp-proof membrane under the slab',
    descriptionSw: 'Nailoni ya kuzuia unyevu chini ya jamvi',
  },
  mesh: {
    unit: 'SM',
    description: 'BRC mesh A142 in the slab',
    descriptionSw: 'Wavu wa chuma BRC A142 ndani ya jamvi',
  },
  slab: {
    unit: 'CM',
    description: 'Concrete in ground-floor slab',
    descriptionSw: 'Zege la jamvi la sakafu',
  },
  edges: {
    unit: 'LM',
    description: 'Formwork to slab edges',
    descriptionSw: 'Fomu ya kingo za jamvi',
  },
  steps: {
    unit: 'CM',
    description: 'Concrete in external steps',
    descriptionSw: 'Zege la ngazi za nje',
  },
});

export const ConcreteInputSchema = inputObject({
  area: lengthField().default(0),
  thickness: lengthField().default(0.1),
  mix: concreteMixField().default('1:2:4'),
  edgePerimeter: lengthField().default(0),
  /** Sand cushion (murram or quarry dust) on the hardcore (§4.2: moved here from blinding). */
  cushionThickness: lengthField().default(0.05),
  antiTermite: flagField().default(true),
  dpm: flagField().default(true),
  mesh: flagField().default(false),
  /** Risers of all external steps together. */
  steps: countField().default(0),
  stepWidth: lengthField().default(1.2),
  stepTread: lengthField().default(0.3),
  stepRiser: lengthField().default(0.15),
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
    const concrete = { cement: items.cement, sand: items.sand, aggregate: items.aggregate };
    const cushion = area * input.cushionThickness;
    const cushionText = `sand cushion = ${figure(area)} × ${figure(input.cushionThickness)}`;
    sheet.measure(work.cushion, cushion, cushionText);
    sheet.add(items.cushion, cushion, cushionText);
    // Anti-termite rate is a rule of thumb (docs/takeoff.md marks it an assumption); DPM and mesh carry their laps in the factor.
    if (input.antiTermite) {
      sheet.measure(work.antiTermite, area, `area ${figure(area)}`);
      sheet.add(items.antiTermite, 0.05 * area, `anti-termite = 0.05 × ${figure(area)}`);
    }
    if (input.dpm) {
      sheet.measure(work.dpm, area, `area ${figure(area)}`);
      sheet.add(items.dpm, 1.15 * area, `DPM = 1.15 × ${figure(area)}`);
    }
    if (input.mesh) {
      sheet.measure(work.mesh, area, `area ${figure(area)}`);
      sheet.add(items.mesh, 1.1 * area, `mesh = 1.10 × ${figure(area)}`);
    }
    const slab = area * thickness;
    const slabText = `V = ${figure(area)} × ${figure(thickness)}`;
    sheet.measure(work.slab, slab, slabText);
    addConcrete(sheet, concrete, { value: slab, working: slabText }, input.mix, constants, 'slab');

    sheet.measure(work.edges, edgePerimeter, `edges = ${figure(edgePerimeter)}`);
    sheet.add(
      items.marineBoard,
      edgePerimeter * thickness,
      `edge shuttering = ${figure(edgePerimeter)} × ${figure(thickness)}`,
    );
    sheet.add(items.pegs, 0.6 * edgePerimeter, `pegs = 0.6 × ${figure(edgePerimeter)}`);

    // A flight of n risers is n blocks of tread × riser, the k-th k risers high: Σ k = n(n+1)/2 is
    // for one flight; the steps of a house are short flights, counted here as n single steps.
    const steps = input.steps * input.stepWidth * input.stepTread * input.stepRiser;
    const stepsText = `steps V = ${input.steps} × ${figure(input.stepWidth)} × ${figure(input.stepTread)} × ${figure(input.stepRiser)}`;
    sheet.measure(work.steps, steps, `${stepsText} = ${quantity(steps, 'm3')}`);
    addConcrete(sheet, concrete, { value: steps, working: stepsText }, input.mix, constants, 'steps');
    return sheet.result();
  },
});

export const calculateConcrete = concreteCalculator.calculate;
