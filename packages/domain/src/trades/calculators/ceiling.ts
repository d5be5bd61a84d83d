import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField, positiveLengthField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineWorkItems } from '../work-items';
import { defineTradeItems } from '../trade-items';

/** Gypsum ceiling — `/ceiling`: boards, fixings, joints, cornice and decorations. */

export const ceilingItems = defineTradeItems('GYP', [
  ['board', 'GYP-BOARD', 'pcs', 'gypsum-boards'],
  ['screws', 'GYP-SCREWS', 'pcs', null],
  ['tape', 'GYP-TAPE', 'm', null],
  ['powder', 'GYP-POWDER', 'kg', null],
  ['cornice', 'GYP-CORNICE', 'm', null],
  ['decoFlower', 'GYP-DECO-FLOWER', 'pcs', null],
  ['decoCorner', 'GYP-DECO-CORNER', 'pcs', null],
]);

const work = defineWorkItems({
  boards: {
    unit: 'SM',
    description: 'Gypsum board ceiling fixed to brandering, joints taped and filled',
    descriptionSw: 'Dari ya gypsum kwenye blandering, viungo kwa tepu na powder',
  },
  cornice: {
    unit: 'LM',
    description: 'Gypsum cornice',
    descriptionSw: 'Kona za gypsum (cornice)',
  },
  decorations: {
    unit: 'No',
    description: 'Gypsum ceiling rose and corner pieces, per room',
    descriptionSw: 'Mapambo ya gypsum (ua na kona) kwa kila chumba',
  },
});

export const CeilingInputSchema = inputObject({
  area: lengthField().default(0),
  /** Perimeter of all rooms. */
  perimeter: lengthField().default(0),
  rooms: countField().default(0),
  boardLength: positiveLengthField().default(2.4),
  boardWidth: positiveLengthField().default(1.2),
});
export type CeilingInput = z.infer<typeof CeilingInputSchema>;

export const ceilingCalculator = defineCalculator({
  trade: 'ceiling',
  inputSchema: CeilingInputSchema,
  items: ceilingItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(ceilingItems, wastage);
    const items = ceilingItems.byKey;
    const { area, boardLength, boardWidth } = input;
    const a = figure(area);
    sheet.measure(work.boards, area, `area ${a}`);
    sheet.add(
      items.board,
      area / (boardLength * boardWidth),
      `boards = ${a}/(${figure(boardLength)} × ${figure(boardWidth)})`,
    );
    sheet.add(items.screws, 25 * area, `screws = 25 × ${a}`);
    sheet.add(
      items.tape,
      (area * (boardLength + boardWidth)) / (boardLength * boardWidth),
      `joint tape = ${a} × (${figure(boardLength)} + ${figure(boardWidth)})/(${figure(boardLength)} × ${figure(boardWidth)})`,
    );
    sheet.add(items.powder, 0.6 * area, `jointing powder = 0.6 × ${a}`);
    sheet.measure(work.cornice, input.perimeter, `perimeter ${figure(input.perimeter)}`);
    sheet.add(items.cornice, 1.1 * input.perimeter, `cornice = 1.1 × ${figure(input.perimeter)}`);
    sheet.measure(work.decorations, input.rooms, `rooms ${input.rooms}`);
    sheet.add(items.decoFlower, input.rooms, 'one per room');
    sheet.add(items.decoCorner, 4 * input.rooms, `four per room = 4 × ${input.rooms}`);
    return sheet.result();
  },
});

export const calculateCeiling = ceilingCalculator.calculate;
