import type { z } from 'zod';
import { addBars, addLinks, HEAVY_BAR_DIAMETERS } from '../bars';
import { defineCalculator } from '../calculator';
import {
  barDiameterField,
  concreteMixField,
  countField,
  inputObject,
  lengthField,
  positiveLengthField,
} from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems, STEEL_BARS } from '../trade-items';
import { floorTolerant } from '../whole-numbers';
import { addConcrete } from '../wet-mixes';
import { defineWorkItems } from '../work-items';

const work = defineWorkItems({
  concrete: {
    unit: 'CM',
    description: 'Reinforced concrete in pad foundations and column stubs',
    descriptionSw: 'Zege la misingi ya nguzo na vishina vyake',
  },
});

/** Pad foundations and column stubs — `/pad`: `count` identical pads, each with a column stub. */

export const padItems = defineTradeItems('PAD', [
  ['cement', 'PAD-CEMENT', 'kg', 'cement'],
  ['sand', 'PAD-SAND', 'm3', 'sand'],
  ['aggregate', 'PAD-AGGREGATE', 'm3', 'aggregate'],
  STEEL_BARS,
]);

export const PadInputSchema = inputObject({
  count: countField().default(0),
  length: lengthField().default(1.2),
  width: lengthField().default(1.2),
  depth: lengthField().default(0.3),
  mix: concreteMixField().default('1:2:4'),
  meshDia: barDiameterField(HEAVY_BAR_DIAMETERS).default(12),
  meshSpacing: positiveLengthField().default(0.15),
  columnWidth: lengthField().default(0.23),
  columnDepth: lengthField().default(0.23),
  columnHeight: lengthField().default(1.0),
  columnBars: countField().default(4),
  columnBarDia: barDiameterField(HEAVY_BAR_DIAMETERS).default(16),
  linkDia: barDiameterField(HEAVY_BAR_DIAMETERS).default(8),
  linkSpacing: positiveLengthField().default(0.2),
});
export type PadInput = z.infer<typeof PadInputSchema>;

/** Column bars run through the stub into the pad, plus 0.3 m bent into the pad. */
const COLUMN_BAR_ANCHORAGE = 0.3;

export const padCalculator = defineCalculator({
  trade: 'pad',
  inputSchema: PadInputSchema,
  items: padItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(padItems, wastage);
    const { cement, sand, aggregate } = padItems.byKey;
    const { count, length, width, depth, columnWidth, columnDepth, columnHeight } = input;
    if (count === 0) return sheet.result();

    const padVolume = length * width * depth;
    const columnVolume = columnWidth * columnDepth * columnHeight;
    sheet.measure(
      work.concrete,
      count * (padVolume + columnVolume),
      `V = ${count} × (${figure(padVolume)} + ${figure(columnVolume)})`,
    );
    addConcrete(
      sheet,
      { cement, sand, aggregate },
      {
        value: count * (padVolume + columnVolume),
        working: `V = ${count} × (${figure(length)} × ${figure(width)} × ${figure(depth)} + ${figure(columnWidth)} × ${figure(columnDepth)} × ${figure(columnHeight)})`,
      },
      input.mix,
      constants,
    );

    const cover = constants.COVER_FOUNDATION;
    const meshLength = length - 2 * cover;
    const meshWidth = width - 2 * cover;
    // A pad smaller than twice its cover has no room for a mesh.
    if (meshLength > 0 && meshWidth > 0) {
      const barsAlongLength = floorTolerant(meshWidth / input.meshSpacing) + 1;
      const barsAlongWidth = floorTolerant(meshLength / input.meshSpacing) + 1;
      addBars(
        sheet,
        padItems,
        input.meshDia,
        count * (barsAlongLength * meshLength + barsAlongWidth * meshWidth),
        `mesh Y${input.meshDia}: nL = floor((${figure(width)} − 2 × ${figure(cover)})/${figure(input.meshSpacing)}) + 1 = ${barsAlongLength}; ` +
          `nW = floor((${figure(length)} − 2 × ${figure(cover)})/${figure(input.meshSpacing)}) + 1 = ${barsAlongWidth}; ` +
          `${count} × (${barsAlongLength} × ${figure(meshLength)} + ${barsAlongWidth} × ${figure(meshWidth)})`,
        'mesh',
      );
    }

    addBars(
      sheet,
      padItems,
      input.columnBarDia,
      count * input.columnBars * ((columnHeight + depth) * (1 + constants.LAP) + COLUMN_BAR_ANCHORAGE),
      `column bars Y${input.columnBarDia}: ${count} × ${input.columnBars} × ((${figure(columnHeight)} + ${figure(depth)}) × (1 + ${figure(constants.LAP)}) + ${COLUMN_BAR_ANCHORAGE})`,
      'column bars',
    );

    addLinks(
      sheet,
      padItems,
      input.linkDia,
      { length: columnHeight, width: columnWidth, height: columnDepth },
      input.linkSpacing,
      constants.COVER_MEMBER,
      constants,
      'column links',
      count,
    );
    return sheet.result();
  },
});

export const calculatePad = padCalculator.calculate;
