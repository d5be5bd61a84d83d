import type { z } from 'zod';
import { addBlockwork, blockItemFor } from '../blockwork-lines';
import { addBars, STANDARD_BAR_DIAMETERS } from '../bars';
import { defineCalculator } from '../calculator';
import {
  barDiameterField,
  concreteMixField,
  countField,
  flagField,
  inputObject,
  lengthField,
  mortarMixField,
  positiveLengthField,
} from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems, STEEL_BARS } from '../trade-items';
import { defineWorkItems } from '../work-items';
import { floorTolerant } from '../whole-numbers';
import { addConcrete, addMortar } from '../wet-mixes';

/** Septic tank — `/septic`: a block-walled tank on a concrete base under a reinforced cover slab. */

export const septicItems = defineTradeItems('SEP', [
  ['excavation', 'SEP-EXCAVATION', 'm3', null],
  ['block', 'SEP-BLOCK', 'pcs', 'blocks'],
  ['block100', 'SEP-BLOCK-100', 'pcs', 'blocks'],
  ['block150', 'SEP-BLOCK-150', 'pcs', 'blocks'],
  ['block200', 'SEP-BLOCK-200', 'pcs', 'blocks'],
  ['cement', 'SEP-CEMENT', 'kg', 'cement'],
  ['sand', 'SEP-SAND', 'm3', 'sand'],
  ['aggregate', 'SEP-AGGREGATE', 'm3', 'aggregate'],
  STEEL_BARS,
  ['plywood', 'SEP-PLYWOOD', 'm2', 'boards'],
  ['timber2x4', 'SEP-TIMBER-2X4', 'm', 'timber'],
  ['timber1x8', 'SEP-TIMBER-1X8', 'm', 'timber'],
  ['cover', 'SEP-COVER', 'pcs', null],
  ['vent', 'SEP-VENT', 'pcs', null],
  ['rubble', 'SEP-RUBBLE', 'm3', 'fill'],
]);

const work = defineWorkItems({
  excavation: {
    unit: 'CM',
    description: 'Excavate for septic tank, working space included',
    descriptionSw: 'Kuchimba shimo la septic tank pamoja na nafasi ya kufanyia kazi',
  },
  blockwork: {
    unit: 'SM',
    description: 'Solid blockwork to septic tank walls and baffle wall in cement-sand mortar',
    descriptionSw: 'Kuta za septic tank na ukuta wa kati (baffle) kwa matofali na mota',
  },
  render: {
    unit: 'SM',
    description: 'Cement-sand render to tank walls and floor',
    descriptionSw: 'Lipu ya ndani ya kuta na sakafu ya tanki',
  },
  concrete: {
    unit: 'CM',
    description: 'Concrete in tank base and cover slab',
    descriptionSw: 'Zege la sakafu na mfuniko wa tanki',
  },
  formwork: {
    unit: 'SM',
    description: 'Formwork to cover slab soffit and edges',
    descriptionSw: 'Fomu ya mfuniko wa tanki',
  },
  covers: {
    unit: 'No',
    description: 'Precast access covers with frames',
    descriptionSw: 'Mifuniko ya kuingilia pamoja na fremu',
  },
  vent: {
    unit: 'No',
    description: 'Vent pipe with cowl',
    descriptionSw: 'Bomba la hewa pamoja na kofia',
  },
  soakaway: {
    unit: 'CM',
    description: 'Soakaway pit: excavate and fill with rubble',
    descriptionSw: 'Shimo la kunyonya maji (soakaway): kuchimba na kujaza mawe',
  },
});

export const SepticInputSchema = inputObject({
  /** Internal length. */
  length: lengthField().default(2.4),
  /** Internal width. */
  width: lengthField().default(1.2),
  /** Internal depth. */
  depth: lengthField().default(1.8),
  /** The walls' thickness, m: it chooses the block (100, 150, 200 or 230 mm; SEP-BLOCK is the 230 mm). */
  wallThickness: lengthField().default(0.23),
  baseThickness: lengthField().default(0.15),
  slabThickness: lengthField().default(0.15),
  mix: concreteMixField().default('1:2:4'),
  mortarMix: mortarMixField().default('1:4'),
  slabBarDia: barDiameterField(STANDARD_BAR_DIAMETERS).default(12),
  slabBarSpacing: positiveLengthField().default(0.2),
  renderThickness: lengthField().default(0.015),
  renderMix: mortarMixField().default('1:3'),
  baffleWall: flagField().default(true),
  covers: countField().default(2),
  vent: flagField().default(true),
  soakaway: flagField().default(true),
  soakawayLength: lengthField().default(2.0),
  soakawayWidth: lengthField().default(2.0),
  soakawayDepth: lengthField().default(2.5),
  /** A map may have no septic tank (mains sewer). */
  include: flagField().default(true),
});
export type SepticInput = z.infer<typeof SepticInputSchema>;

/**
 * The walls are of 450 × 230 blocks (docs/takeoff.md §2), the block the wall thickness chooses
 * (docs/takeoff.md §4.2, blocks by wall thickness).
 */
const BLOCK = { length: 0.45, height: 0.23 };
/** Working space dug around the tank on each side: 0.3 m, so 0.6 m on each dimension. */
const WORKING_SPACE = 0.6;
/** The baffle wall stops 0.3 m below the slab so the liquid passes over it. */
const BAFFLE_GAP = 0.3;
/** Soil backfilled over a soakaway's rubble, m. */
const SOAKAWAY_TOPSOIL = 0.3;

export const septicCalculator = defineCalculator({
  trade: 'septic',
  inputSchema: SepticInputSchema,
  items: septicItems,
  compute(input, { constants, wastage }) {
    if (!input.include) return { lines: [], workItems: [] };
    const sheet = new TakeoffSheet(septicItems, wastage);
    const items = septicItems.byKey;
    const { length, width, depth, wallThickness: wall, baseThickness, slabThickness } = input;
    const outerLength = length + 2 * wall;
    const outerWidth = width + 2 * wall;
    const outer =
      `Lo = ${figure(length)} + 2 × ${figure(wall)} = ${quantity(outerLength, 'm')}; ` +
      `Wo = ${figure(width)} + 2 × ${figure(wall)} = ${quantity(outerWidth, 'm')}`;

    const dug =
      (outerLength + WORKING_SPACE) * (outerWidth + WORKING_SPACE) * (depth + baseThickness + slabThickness);
    const dugText = `${outer}; excavation = (${figure(outerLength)} + ${WORKING_SPACE}) × (${figure(outerWidth)} + ${WORKING_SPACE}) × (${figure(depth)} + ${figure(baseThickness)} + ${figure(slabThickness)})`;
    sheet.measure(work.excavation, dug, dugText);
    sheet.add(items.excavation, dug, dugText, 'tank');

    const wallArea = 2 * (length + width + 2 * wall) * depth;
    // The baffle wall splits the tank across its width, up to 0.3 m below the slab.
    const baffleArea = input.baffleWall ? width * Math.max(0, depth - BAFFLE_GAP) : 0;
    const blockArea = wallArea + baffleArea;
    const blockText = `walls area = 2 × (${figure(length)} + ${figure(width)} + 2 × ${figure(wall)}) × ${figure(depth)} + baffle ${figure(width)} × (${figure(depth)} − ${BAFFLE_GAP})`;
    sheet.measure(work.blockwork, blockArea, `${blockText} = ${quantity(blockArea, 'm2')}`);
    const block = blockItemFor(
      { 100: items.block100, 150: items.block150, 200: items.block200, 230: items.block },
      wall,
    );
    addBlockwork(
      sheet,
      { block: block.item, cement: items.cement, sand: items.sand },
      { area: blockArea, working: blockText, blockChoice: block.blockChoice },
      { ...BLOCK, thickness: wall },
      input.mortarMix,
      constants,
      'wall mortar',
    );

    const renderArea = 2 * (length + width) * depth + length * width;
    const renderText = `render = 2 × (${figure(length)} + ${figure(width)}) × ${figure(depth)} + ${figure(length)} × ${figure(width)}`;
    sheet.measure(work.render, renderArea, `${renderText} = ${quantity(renderArea, 'm2')}`);
    addMortar(
      sheet,
      { cement: items.cement, sand: items.sand },
      {
        value: renderArea * input.renderThickness,
        working: `${renderText}; V = ${figure(renderArea)} × ${figure(input.renderThickness)}`,
      },
      input.renderMix,
      constants,
      'render',
      'plaster',
    );

    sheet.measure(
      work.concrete,
      outerLength * outerWidth * (baseThickness + slabThickness),
      `${outer}; V = ${figure(outerLength)} × ${figure(outerWidth)} × (${figure(baseThickness)} + ${figure(slabThickness)})`,
    );
    addConcrete(
      sheet,
      { cement: items.cement, sand: items.sand, aggregate: items.aggregate },
      {
        value: outerLength * outerWidth * (baseThickness + slabThickness),
        working: `${outer}; base and slab V = ${figure(outerLength)} × ${figure(outerWidth)} × (${figure(baseThickness)} + ${figure(slabThickness)})`,
      },
      input.mix,
      constants,
      'base and slab concrete',
    );

    const spacing = input.slabBarSpacing;
    const barsAcross = floorTolerant(outerWidth / spacing) + 1;
    const barsAlong = floorTolerant(outerLength / spacing) + 1;
    // A tank of no size has no slab, whatever the `+ 1` of the bar count says.
    if (outerLength > 0 && outerWidth > 0) {
      addBars(
        sheet,
        septicItems,
        input.slabBarDia,
        barsAcross * outerLength + barsAlong * outerWidth,
        `${outer}; slab bars Y${input.slabBarDia} = (floor(${figure(outerWidth)}/${figure(spacing)}) + 1) × ${figure(outerLength)} + (floor(${figure(outerLength)}/${figure(spacing)}) + 1) × ${figure(outerWidth)} = ${barsAcross} × ${figure(outerLength)} + ${barsAlong} × ${figure(outerWidth)}`,
        'slab bars',
      );
    }

    sheet.measure(
      work.formwork,
      length * width + 2 * (outerLength + outerWidth) * slabThickness,
      `soffit ${figure(length)} × ${figure(width)} + edges 2 × (${figure(outerLength)} + ${figure(outerWidth)}) × ${figure(slabThickness)}`,
    );
    sheet.add(items.plywood, length * width, `slab formwork = ${figure(length)} × ${figure(width)}`);
    sheet.add(
      items.timber2x4,
      2 * length * width,
      `formwork bearers = 2 × ${figure(length)} × ${figure(width)}`,
    );
    sheet.add(
      items.timber1x8,
      2 * (outerLength + outerWidth),
      `${outer}; slab edge boards = 2 × (${figure(outerLength)} + ${figure(outerWidth)})`,
    );
    sheet.measure(work.covers, input.covers, `covers ${input.covers}`);
    sheet.add(items.cover, input.covers, 'covers as given');
    if (input.vent) {
      sheet.measure(work.vent, 1, 'one vent');
      sheet.add(items.vent, 1, 'one vent pipe');
    }
    if (input.soakaway) {
      const { soakawayLength: sl, soakawayWidth: sw, soakawayDepth: sd } = input;
      const pit = sl * sw * sd;
      const pitText = `soakaway = ${figure(sl)} × ${figure(sw)} × ${figure(sd)}`;
      sheet.measure(work.soakaway, pit, pitText);
      sheet.add(items.excavation, pit, pitText, 'soakaway');
      // The top 0.3 m is backfilled with soil; the rest is rubble.
      const rubble = sl * sw * Math.max(0, sd - SOAKAWAY_TOPSOIL);
      sheet.add(
        items.rubble,
        rubble,
        `rubble = ${figure(sl)} × ${figure(sw)} × (${figure(sd)} − ${SOAKAWAY_TOPSOIL})`,
      );
    }
    return sheet.result();
  },
});

export const calculateSeptic = septicCalculator.calculate;
