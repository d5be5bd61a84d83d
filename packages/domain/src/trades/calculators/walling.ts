import type { z } from 'zod';
import { addLinks, addLongitudinalBars, barWork, STANDARD_BAR_DIAMETERS } from '../bars';
import { addBlockwork, blockItemFor } from '../blockwork-lines';
import { defineCalculator } from '../calculator';
import {
  barDiameterField,
  concreteMixField,
  countField,
  inputObject,
  lengthField,
  mortarMixField,
  positiveLengthField,
} from '../fields';
import { figure, quantity } from '../format';
import { steelMassPerMetre } from '../reinforcement';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems, STEEL_BARS } from '../trade-items';
import { addConcrete } from '../wet-mixes';
import { defineWorkItems } from '../work-items';

/**
 * Walling — `/walling`: blockwork of all walls and gable ends, the ring beam on top, columns
 * (nguzo), lintels over internal doors, window sills, and their formwork (docs/takeoff.md §2, §4.3).
 */

export const wallingItems = defineTradeItems('WAL', [
  ['dpc', 'WAL-DPC', 'm', null],
  ['block', 'WAL-BLOCK', 'pcs', 'blocks'],
  ['block100', 'WAL-BLOCK-100', 'pcs', 'blocks'],
  ['block200', 'WAL-BLOCK-200', 'pcs', 'blocks'],
  ['block230', 'WAL-BLOCK-230', 'pcs', 'blocks'],
  ['cement', 'WAL-CEMENT', 'kg', 'cement'],
  ['sand', 'WAL-SAND', 'm3', 'sand'],
  ['aggregate', 'WAL-AGGREGATE', 'm3', 'aggregate'],
  STEEL_BARS,
  ['bindingWire', 'WAL-BINDING-WIRE', 'kg', null],
  ['formworkTimber', 'WAL-TIMBER-1X6', 'm', 'timber'],
  ['nails', 'WAL-NAILS', 'kg', null],
  ['props', 'WAL-PROPS', 'pcs', null],
  ['sill', 'WAL-SILL', 'm', null],
]);

const work = defineWorkItems({
  dpc: {
    unit: 'LM',
    description: 'Damp-proof course under walls',
    descriptionSw: 'Zuio la unyevu (DPC) chini ya kuta',
  },
  blockwork: {
    unit: 'SM',
    description: 'Sand-cement blockwork in cement-sand mortar, gable ends included',
    descriptionSw: 'Kujenga kuta kwa matofali ya saruji na mota, pamoja na kuta za pembetatu chini ya paa',
  },
  ringBeam: {
    unit: 'CM',
    description: 'Reinforced concrete ring beam',
    descriptionSw: 'Mkanda wa zege (ring beam)',
  },
  columns: {
    unit: 'CM',
    description: 'Reinforced concrete columns (nguzo)',
    descriptionSw: 'Nguzo za zege zenye nondo',
  },
  lintels: {
    unit: 'CM',
    description: 'Reinforced concrete lintels over internal doors',
    descriptionSw: 'Linta za zege juu ya milango ya ndani',
  },
  formwork: {
    unit: 'SM',
    description: 'Formwork to ring beam, columns and lintels',
    descriptionSw: 'Fomu (mbao za kusimamisha zege) ya mkanda, nguzo na linta',
  },
  sills: {
    unit: 'LM',
    description: 'Precast concrete window sills',
    descriptionSw: 'Vizingiti vya madirisha vya zege',
  },
});

export const WallingInputSchema = inputObject({
  /** All walls' centre-lines. */
  length: lengthField().default(0),
  /** Height of the blockwork only (the ring beam is on top). */
  height: lengthField().default(3.0),
  openingsArea: lengthField().default(0),
  /** Gable-end walling above the ring beam: 2 × ½ × span × rise for a gable roof. */
  gableArea: lengthField().default(0),
  blockLength: positiveLengthField().default(0.45),
  blockHeight: positiveLengthField().default(0.23),
  blockThickness: lengthField().default(0.15),
  mortarMix: mortarMixField().default('1:4'),
  ringLength: lengthField().default(0),
  ringWidth: lengthField().default(0.15),
  ringDepth: lengthField().default(0.2),
  ringMix: concreteMixField().default('1:2:4'),
  ringBars: countField().default(4),
  ringBarDia: barDiameterField(STANDARD_BAR_DIAMETERS).default(12),
  ringLinkDia: barDiameterField(STANDARD_BAR_DIAMETERS).default(8),
  ringLinkSpacing: positiveLengthField().default(0.2),
  columns: countField().default(0),
  columnWidth: lengthField().default(0.15),
  columnDepth: lengthField().default(0.23),
  columnHeight: lengthField().default(3.0),
  columnBars: countField().default(4),
  /** Starter bars of each column below the floor, down through the foundation wall into the strip. */
  columnStarter: lengthField().default(0),
  columnBarDia: barDiameterField(STANDARD_BAR_DIAMETERS).default(12),
  lintels: countField().default(0),
  lintelLength: lengthField().default(1.2),
  lintelDepth: lengthField().default(0.15),
  lintelBars: countField().default(2),
  lintelBarDia: barDiameterField(STANDARD_BAR_DIAMETERS).default(12),
  sillLength: lengthField().default(0),
});
export type WallingInput = z.infer<typeof WallingInputSchema>;

/** Width of a 1 × 6 in formwork board, m. */
const BOARD_WIDTH = 0.15;
/** One prop per metre of ring beam. */
const PROP_SPACING = 1.0;

export const wallingCalculator = defineCalculator({
  trade: 'walling',
  inputSchema: WallingInputSchema,
  items: wallingItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(wallingItems, wastage);
    const items = wallingItems.byKey;
    const { length, height, ringLength, ringWidth, ringDepth, columns, lintels } = input;
    const concreteItems = { cement: items.cement, sand: items.sand, aggregate: items.aggregate };
    const wallWidth = input.blockThickness;

    sheet.measure(work.dpc, length, `DPC = ${figure(length)}`);
    sheet.add(items.dpc, length, `DPC along the walls = ${figure(length)}`);

    // Columns and lintels take the place of blocks in the wall.
    const columnFace = columns * input.columnWidth * input.columnHeight;
    const lintelFace = lintels * input.lintelLength * input.lintelDepth;
    const netArea =
      Math.max(0, length * height - input.openingsArea - columnFace - lintelFace) + input.gableArea;
    const netWorking = `net area = max(0, ${figure(length)} × ${figure(height)} − ${figure(input.openingsArea)} − ${columns} × ${figure(input.columnWidth)} × ${figure(input.columnHeight)} − ${lintels} × ${figure(input.lintelLength)} × ${figure(input.lintelDepth)}) + gable ${figure(input.gableArea)}`;
    sheet.measure(work.blockwork, netArea, `${netWorking} = ${quantity(netArea, 'm2')}`);
    // The block follows the wall thickness (docs/takeoff.md §4.2, blocks by wall thickness).
    const block = blockItemFor(
      { 100: items.block100, 150: items.block, 200: items.block200, 230: items.block230 },
      input.blockThickness,
    );
    addBlockwork(
      sheet,
      { block: block.item, cement: items.cement, sand: items.sand },
      { area: netArea, working: netWorking, blockChoice: block.blockChoice },
      { length: input.blockLength, height: input.blockHeight, thickness: input.blockThickness },
      input.mortarMix,
      constants,
      'blockwork',
    );

    const ringVolume = ringLength * ringWidth * ringDepth;
    const ringText = `ring beam V = ${figure(ringLength)} × ${figure(ringWidth)} × ${figure(ringDepth)}`;
    sheet.measure(work.ringBeam, ringVolume, ringText);
    addConcrete(
      sheet,
      concreteItems,
      { value: ringVolume, working: ringText },
      input.ringMix,
      constants,
      'ring beam',
    );
    let steelKg = 0;
    const ringBars = addLongitudinalBars(
      sheet,
      wallingItems,
      input.ringBarDia,
      input.ringBars,
      ringLength,
      constants,
      'ring beam bars',
    );
    const ringLinks = addLinks(
      sheet,
      wallingItems,
      input.ringLinkDia,
      { length: ringLength, width: ringWidth, height: ringDepth },
      input.ringLinkSpacing,
      constants.COVER_MEMBER,
      constants,
      'ring beam links',
    );
    steelKg +=
      ringBars * steelMassPerMetre(input.ringBarDia) + ringLinks * steelMassPerMetre(input.ringLinkDia);

    const columnVolume = columns * input.columnWidth * input.columnDepth * input.columnHeight;
    const columnText = `columns V = ${columns} × ${figure(input.columnWidth)} × ${figure(input.columnDepth)} × ${figure(input.columnHeight)}`;
    sheet.measure(work.columns, columnVolume, columnText);
    addConcrete(
      sheet,
      concreteItems,
      { value: columnVolume, working: columnText },
      input.ringMix,
      constants,
      'columns',
    );
    const columnBars = addLongitudinalBars(
      sheet,
      wallingItems,
      input.columnBarDia,
      input.columnBars * columns,
      input.columnHeight,
      constants,
      'column bars',
    );
    const columnLinks = addLinks(
      sheet,
      wallingItems,
      input.ringLinkDia,
      { length: input.columnHeight, width: input.columnWidth, height: input.columnDepth },
      input.ringLinkSpacing,
      constants.COVER_MEMBER,
      constants,
      'column links',
      columns,
    );
    steelKg +=
      columnBars * steelMassPerMetre(input.columnBarDia) + columnLinks * steelMassPerMetre(input.ringLinkDia);

    const lintelVolume = lintels * input.lintelLength * wallWidth * input.lintelDepth;
    const lintelText = `lintels V = ${lintels} × ${figure(input.lintelLength)} × ${figure(wallWidth)} × ${figure(input.lintelDepth)}`;
    sheet.measure(work.lintels, lintelVolume, lintelText);
    addConcrete(
      sheet,
      concreteItems,
      { value: lintelVolume, working: lintelText },
      input.ringMix,
      constants,
      'lintels',
    );
    const lintelBars = addLongitudinalBars(
      sheet,
      wallingItems,
      input.lintelBarDia,
      input.lintelBars * lintels,
      input.lintelLength,
      constants,
      'lintel bars',
    );
    const lintelLinks = addLinks(
      sheet,
      wallingItems,
      input.ringLinkDia,
      { length: input.lintelLength, width: wallWidth, height: input.lintelDepth },
      input.ringLinkSpacing,
      constants.COVER_MEMBER,
      constants,
      'lintel links',
      lintels,
    );
    steelKg +=
      lintelBars * steelMassPerMetre(input.lintelBarDia) + lintelLinks * steelMassPerMetre(input.ringLinkDia);

    // Binding wire ties the steel as placed, so it follows the steel before wastage; it belongs to the ring beam's bars.
    sheet.measure(barWork(input.ringBarDia), 0, '');
    sheet.add(
      items.bindingWire,
      0.01 * steelKg,
      `steel = ${quantity(steelKg, 'kg')} (bars and links at d²/162 kg/m); binding wire = 0.01 × ${figure(steelKg)}`,
    );

    const ringForm = 2 * ringLength * ringDepth;
    const columnForm = columns * 2 * input.columnWidth * input.columnHeight;
    const lintelForm = lintels * input.lintelLength * (wallWidth + 2 * input.lintelDepth);
    const formwork = ringForm + columnForm + lintelForm;
    const formworkText =
      `formwork = 2 × ${figure(ringLength)} × ${figure(ringDepth)} + ${columns} × 2 × ${figure(input.columnWidth)} × ${figure(input.columnHeight)} + ` +
      `${lintels} × ${figure(input.lintelLength)} × (${figure(wallWidth)} + 2 × ${figure(input.lintelDepth)}) = ${quantity(formwork, 'm2')}`;
    sheet.measure(work.formwork, formwork, formworkText);
    sheet.add(
      items.formworkTimber,
      formwork / BOARD_WIDTH,
      `${formworkText}; boards = ${figure(formwork)}/${BOARD_WIDTH}`,
    );
    sheet.add(items.nails, 0.5 * formwork, `${formworkText}; nails = 0.5 × ${figure(formwork)}`);
    sheet.add(
      items.props,
      ringLength / PROP_SPACING,
      `props = ${figure(ringLength)}/${figure(PROP_SPACING)}`,
    );

    sheet.measure(work.sills, input.sillLength, `sills = ${figure(input.sillLength)}`);
    sheet.add(items.sill, input.sillLength, `window sills = ${figure(input.sillLength)}`);
    return sheet.result();
  },
});

export const calculateWalling = wallingCalculator.calculate;
