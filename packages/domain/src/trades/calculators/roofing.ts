import { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField, named, pitchField, positiveLengthField } from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { ceilTolerant, floorTolerant } from '../whole-numbers';
import { defineWorkItems } from '../work-items';
import { roofGeometry, roofSlopes, type RoofSlope } from './roof-geometry';

export { roofGeometry } from './roof-geometry';

/**
 * Roofing — `/roofing`: trusses, wall plate, purlins, sheets, ridge, valleys, fascia, gutters and
 * downpipes of a gable or hip roof (docs/takeoff.md §2, revised by §4.2 and §4.3).
 */

export const roofingItems = defineTradeItems('ROF', [
  ['trussTimber', 'ROF-TIMBER-2X4', 'm', 'timber'],
  ['wallPlate', 'ROF-WALL-PLATE', 'm', 'timber'],
  ['purlinTimber', 'ROF-TIMBER-2X2', 'm', 'timber'],
  ['fascia', 'ROF-FASCIA', 'm', 'timber'],
  ['preservative', 'ROF-PRESERVATIVE', 'L', null],
  ['straps', 'ROF-STRAP', 'pcs', null],
  ['nails4in', 'ROF-NAILS-4IN', 'kg', null],
  ['nails3in', 'ROF-NAILS-3IN', 'kg', null],
  ['wire', 'ROF-WIRE', 'kg', null],
  ['sheet', 'ROF-SHEET', 'pcs', null],
  ['sheetCut', 'ROF-SHEET-CUT', 'm', null],
  ['cap', 'ROF-CAP', 'pcs', null],
  ['valley', 'ROF-VALLEY', 'pcs', null],
  ['roofingNails', 'ROF-NAILS-ROOFING', 'kg', null],
  ['gutter', 'ROF-GUTTER', 'm', null],
  ['downpipe', 'ROF-DOWNPIPE', 'm', null],
]);

const work = defineWorkItems({
  trusses: {
    unit: 'No',
    description: 'Treated timber roof trusses, fabricated, hoisted and fixed, tied to the ring beam',
    descriptionSw: 'Kenchi za mbao zilizotiwa dawa, kutengeneza, kupandisha na kufunga',
  },
  wallPlate: {
    unit: 'LM',
    description: 'Timber wall plate 2 × 4 in with galvanised holding-down straps',
    descriptionSw: 'Mbao ya ukutani (wall plate) 2 × 4 na kamba za chuma za kushikilia paa',
  },
  purlins: {
    unit: 'LM',
    description: 'Treated timber purlins 2 × 2 in fixed to trusses',
    descriptionSw: 'Papi za mbao 2 × 2 zilizotiwa dawa, kufungwa kwenye kenchi',
  },
  covering: {
    unit: 'SM',
    description: 'Iron-sheet roof covering fixed with roofing nails',
    descriptionSw: 'Kuezeka kwa mabati, kufungwa kwa misumari ya bati',
  },
  ridge: {
    unit: 'LM',
    description: 'Ridge and hip capping',
    descriptionSw: 'Kofia za mgongo na pembe za paa',
  },
  valleys: {
    unit: 'LM',
    description: 'Valley flashing',
    descriptionSw: 'Bati la bonde (valley)',
  },
  fascia: {
    unit: 'LM',
    description: 'Fascia and barge boards 1 × 10 in',
    descriptionSw: 'Mbao za fascia 1 × 10',
  },
  gutters: {
    unit: 'LM',
    description: 'Eaves gutters with brackets',
    descriptionSw: 'Mifereji ya mvua (gutters) pamoja na vishikio',
  },
  downpipes: {
    unit: 'LM',
    description: 'Rainwater downpipes with shoes',
    descriptionSw: 'Mabomba ya kushusha maji ya mvua',
  },
});

export const ROOF_TYPES = ['gable', 'hip'] as const;
export const RoofTypeSchema = z.enum(ROOF_TYPES, { error: named('must be "gable" or "hip"') });
export type RoofType = z.infer<typeof RoofTypeSchema>;

export const RIDGE_DIRECTIONS = ['length', 'width'] as const;
export const RidgeAlongSchema = z.enum(RIDGE_DIRECTIONS, { error: named('must be "length" or "width"') });

/** Sheets sold in fixed lengths (m), or `"cut"`: one sheet per run cut to the rafter, priced per metre. */
const sheetLengthField = () =>
  z.union([z.literal('cut'), positiveLengthField()], {
    error: named('must be a length in m or "cut" (cut to length)'),
  });

const roofingShape = {
  length: lengthField().default(0),
  width: lengthField().default(0),
  /** Overhang at the eaves (revision 1's `overhang`). */
  eaves: lengthField().default(0.6),
  /** Overhang at a gable's verges; defaults to the eaves. */
  verge: lengthField().optional(),
  /** Revision 1's name for `eaves`, still read from sheets saved then. */
  overhang: lengthField().optional(),
  pitch: pitchField().default(20),
  type: RoofTypeSchema.default('gable'),
  /** A gable's ridge runs along the house's length or its width. */
  ridgeAlong: RidgeAlongSchema.default('length'),
  trussSpacing: positiveLengthField().default(1.2),
  purlinSpacing: positiveLengthField().default(0.9),
  sheetCoverWidth: positiveLengthField().default(0.8),
  sheetLength: sheetLengthField().default(3.0),
  endLap: lengthField().default(0.15),
  capLength: positiveLengthField().default(1.8),
  valleyLength: lengthField().default(0),
  downpipes: countField().default(4),
  downpipeLength: lengthField().default(3.0),
};

/**
 * The most sheet runs one slope may take: 1.6 km of eaves at a 0.8 m cover, far beyond any house.
 * Sheets are counted run by run, so the count bounds the work; a cover typed in millimetres
 * (0.8 → 800 read as 0.0008) is refused by name instead of computed for minutes.
 */
export const MAX_RUNS_PER_SLOPE = 2_000;

export const RoofingInputSchema = inputObject(roofingShape)
  .refine(
    (input) => {
      const overhang = Math.max(input.eaves, input.verge ?? 0, input.overhang ?? 0);
      const eavesLength = Math.max(input.length, input.width) + 2 * overhang;
      return eavesLength / input.sheetCoverWidth <= MAX_RUNS_PER_SLOPE;
    },
    {
      path: ['sheetCoverWidth'],
      error: `sheetCoverWidth gives more than ${MAX_RUNS_PER_SLOPE} sheet runs on a slope: check the cover width (m) and the roof's size`,
    },
  )
  .refine((input) => input.sheetLength === 'cut' || input.endLap < input.sheetLength, {
    path: ['endLap'],
    error: 'endLap must be less than sheetLength',
  })
  .transform(({ overhang, ...input }) => {
    const eaves = overhang ?? input.eaves;
    return { ...input, eaves, verge: input.verge ?? eaves };
  });
export type RoofingInput = z.output<typeof RoofingInputSchema>;

/** Valley flashing is sold in 3 m pieces. */
const VALLEY_PIECE = 3;
/** Two holding-down straps per truss, one at each bearing. */
const STRAPS_PER_TRUSS = 2;

/**
 * The runs a derivation lists one by one: a real roof has a few dozen, which a surveyor checks
 * run by run. Past that (a cover width typed in millimetres by mistake gives thousands) the list
 * is summed up instead, so the derivation stays readable and its size bounded.
 */
const LISTED_RUNS = 40;

/** Cut-to-length runs: each run's length, or their range and count when there are many. */
function cutRunsText(runs: readonly number[]): string {
  if (runs.length <= LISTED_RUNS) return runs.map((run) => figure(run, 2)).join(' + ');
  const shortest = runs.reduce((least, run) => Math.min(least, run), Infinity);
  const longest = runs.reduce((most, run) => Math.max(most, run), 0);
  return `${runs.length} runs from ${figure(shortest, 2)} to ${figure(longest, 2)}`;
}

/** Runs of whole sheets: each run and its sheets, or how many runs take how many sheets when there are many. */
function sheetRunsText(runs: readonly number[], perRun: (run: number) => number): string {
  if (runs.length <= LISTED_RUNS) return runs.map((run) => `${figure(run, 2)} m → ${perRun(run)}`).join(', ');
  const byCount = new Map<number, number>();
  for (const run of runs) byCount.set(perRun(run), (byCount.get(perRun(run)) ?? 0) + 1);
  return [...byCount.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, many]) => `${many} runs of ${count}`)
    .join(', ');
}

/** Litres of preservative per metre of timber (about 20 m per litre) *(assumption)*. */
const PRESERVATIVE_COVER = 20;

export const roofingCalculator = defineCalculator({
  trade: 'roofing',
  inputSchema: RoofingInputSchema,
  items: roofingItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(roofingItems, wastage);
    const items = roofingItems.byKey;
    // The overhang alone is not a roof: without a building there is nothing to cover.
    if (input.length <= 0 || input.width <= 0) return sheet.result();

    const roof = roofGeometry(input);
    const { roofLength: Lr, roofWidth: Wr } = roof;
    const cosText = `cos ${figure(input.pitch)}° = ${figure(roof.cos)}`;
    const frame = `${roof.orientation}; Lr = ${figure(roof.along)} + 2 × ${figure(roof.endOverhang)} = ${figure(Lr)} m, Wr = ${figure(roof.span)} + 2 × ${figure(input.eaves)} = ${figure(Wr)} m`;
    const rafterText = `rafter = (${figure(Wr)}/2)/${figure(roof.cos)} = ${quantity(roof.rafter, 'm')} (${cosText})`;
    const trusses = floorTolerant(roof.along / input.trussSpacing) + 1;
    const trussText = `trusses n = floor(${figure(roof.along)}/${figure(input.trussSpacing)}) + 1 = ${trusses}`;
    const byTheFoot = `sold by the foot (1 ft = ${figure(constants.FT)} m)`;
    const trussMetres = trusses * (3 * roof.rafter + roof.span + roof.rise);

    sheet.measure(work.trusses, trusses, trussText);
    sheet.add(
      items.trussTimber,
      trussMetres,
      `${frame}; ${trussText}; ${rafterText}; rise = (${figure(roof.span)}/2) × tan ${figure(input.pitch)}° = ${figure(roof.rise)} m; ` +
        `truss timber ${byTheFoot} = ${trusses} × (3 × ${figure(roof.rafter)} + ${figure(roof.span)} + ${figure(roof.rise)})`,
    );
    sheet.add(items.nails4in, 1.0 * trusses, `${trussText}; nails 4 in = 1.0 × ${trusses}`);
    sheet.add(items.wire, 0.5 * trusses, `${trussText}; wire = 0.5 × ${trusses}`);

    const plateText =
      input.type === 'gable'
        ? `wall plate on the two eaves walls = 2 × ${figure(roof.along)}`
        : `wall plate all round = 2 × (${figure(roof.along)} + ${figure(roof.span)})`;
    sheet.measure(work.wallPlate, roof.wallPlate, plateText);
    sheet.add(items.wallPlate, roof.wallPlate, `${plateText} (${byTheFoot})`);
    sheet.add(
      items.straps,
      STRAPS_PER_TRUSS * trusses,
      `${trussText}; straps = ${STRAPS_PER_TRUSS} × ${trusses}`,
    );

    const slopes = roofSlopes(input, roof);
    const rows = ceilTolerant(roof.rafter / input.purlinSpacing) + 1;
    const rowsText = `rows per slope = ⌈${figure(roof.rafter)}/${figure(input.purlinSpacing)}⌉ + 1 = ${rows}`;
    const purlins = slopes.reduce((sum, slope) => sum + rows * slope.meanLength, 0);
    const purlinText = `${rafterText}; ${rowsText}; purlins = ${slopes.map((slope) => `${rows} × ${figure(slope.meanLength)}`).join(' + ')}`;
    sheet.measure(work.purlins, purlins, purlinText);
    sheet.add(items.purlinTimber, purlins, `${purlinText} (${byTheFoot})`);
    sheet.add(
      items.nails3in,
      0.02 * purlins,
      `purlins = ${quantity(purlins, 'm')}; nails 3 in = 0.02 × ${figure(purlins)}`,
    );

    const preservedMetres = trussMetres + roof.wallPlate + purlins;
    sheet.measure(work.trusses, 0, trussText);
    sheet.add(
      items.preservative,
      preservedMetres / PRESERVATIVE_COVER,
      `timber = ${figure(trussMetres)} + ${figure(roof.wallPlate)} + ${figure(purlins)} = ${quantity(preservedMetres, 'm')}; preservative = ${figure(preservedMetres)}/${PRESERVATIVE_COVER}`,
    );

    addCovering(sheet, input, roof, slopes);

    const ridgeText =
      input.type === 'gable'
        ? `ridge = Lr = ${figure(Lr)}`
        : `ridge = ${figure(Lr)} − ${figure(Wr)} = ${quantity(roof.ridge, 'm')}; hips = 4 × √(2 × (${figure(Wr)}/2)² + ((${figure(Wr)}/2) × tan ${figure(input.pitch)}°)²) = 4 × ${figure(roof.hip)} = ${quantity(4 * roof.hip, 'm')}; ridge and hips = ${quantity(roof.ridgeAndHips, 'm')}`;
    sheet.measure(work.ridge, roof.ridgeAndHips, ridgeText);
    sheet.add(
      items.cap,
      roof.ridgeAndHips / input.capLength,
      `${ridgeText}; caps = ${figure(roof.ridgeAndHips)}/${figure(input.capLength)}`,
    );
    sheet.measure(work.valleys, input.valleyLength, `valleys = ${figure(input.valleyLength)}`);
    sheet.add(
      items.valley,
      input.valleyLength / VALLEY_PIECE,
      `valley flashing = ${figure(input.valleyLength)}/${VALLEY_PIECE}`,
    );

    const fasciaText =
      input.type === 'gable'
        ? `fascia and barge boards (gable) = 2 × ${figure(Lr)} + 4 × ${figure(roof.rafter)}`
        : `fascia (hip) = 2 × (${figure(Lr)} + ${figure(Wr)})`;
    sheet.measure(work.fascia, roof.fascia, fasciaText);
    sheet.add(
      items.fascia,
      roof.fascia,
      input.type === 'gable' ? `${rafterText}; ${fasciaText}` : fasciaText,
    );

    const gutterText =
      input.type === 'gable'
        ? `gutters along the eaves = 2 × ${figure(Lr)}`
        : `gutters all round = 2 × (${figure(Lr)} + ${figure(Wr)})`;
    sheet.measure(work.gutters, roof.gutters, gutterText);
    sheet.add(items.gutter, roof.gutters, gutterText);
    const downpipes = input.downpipes * input.downpipeLength;
    const downpipeText = `downpipes = ${input.downpipes} × ${figure(input.downpipeLength)}`;
    sheet.measure(work.downpipes, downpipes, downpipeText);
    sheet.add(items.downpipe, downpipes, downpipeText);
    return sheet.result();
  },
});

/**
 * Sheets are bought whole, run by run (§4.2): a slope has ⌈eaves length / cover width⌉ runs; fixed
 * lengths give ⌈(run − endLap)/(sheetLength − endLap)⌉ sheets per run, and "cut" gives one sheet
 * per run, cut to the run's length and priced per metre. On a hip roof each run is as long as the
 * hips let it be (docs/takeoff.md §4.2, hip roofs run by run), so the short runs near the hips
 * take fewer sheets than a full rafter; the derivation states what the cuts leave over.
 */
function addCovering(
  sheet: TakeoffSheet,
  input: RoofingInput,
  roof: ReturnType<typeof roofGeometry>,
  slopes: readonly RoofSlope[],
): void {
  const items = roofingItems.byKey;
  const cover = input.sheetCoverWidth;
  const slopeText = `slope area = ${figure(roof.roofLength)} × ${figure(roof.roofWidth)}/${figure(roof.cos)} = ${quantity(roof.slopeArea, 'm2')}`;
  sheet.measure(work.covering, roof.slopeArea, slopeText);
  const hip = input.type === 'hip';
  const runsText = (slope: RoofSlope) =>
    `⌈${figure(slope.eavesLength)}/${figure(cover)}⌉ = ${slope.runs.length} runs`;
  // A gable's slopes are alike; a hip roof's come in pairs, so each shape is written once.
  const shapes = hip ? [slopes[0], slopes[2]] : [slopes[0]];
  const described = shapes.filter((slope): slope is RoofSlope => slope !== undefined);
  const hipNote = hip
    ? 'runs set out from the middle of each slope, each run cut at the hips to its mean length up the slope (the triangle cut off one side of a hip is laid on the other): '
    : '';

  let sheets: number;
  if (input.sheetLength === 'cut') {
    const metres = slopes.reduce((sum, slope) => sum + slope.runs.reduce((a, b) => a + b, 0), 0);
    const perShape = described
      .map((slope) =>
        hip
          ? `2 ${slope.shape}s: ${runsText(slope)} of ${cutRunsText(slope.runs)} m`
          : `2 slopes: ${runsText(slope)} × ${figure(slope.runs[0] ?? 0)}`,
      )
      .join('; ');
    sheet.add(
      items.sheetCut,
      metres,
      `${hipNote}${perShape}; sheets cut to length = ${quantity(metres, 'm')}`,
    );
    // Nails as for the same area of 3 m sheets: 0.12 kg per 2.28 m² of cover.
    sheets = roof.slopeArea / (cover * (3 - 0.15));
  } else {
    const sheetLength = input.sheetLength;
    const perRun = (run: number) =>
      Math.max(1, ceilTolerant((run - input.endLap) / (sheetLength - input.endLap)));
    const countOf = (slope: RoofSlope) => slope.runs.reduce((sum, run) => sum + perRun(run), 0);
    sheets = slopes.reduce((sum, slope) => sum + countOf(slope), 0);
    const perRunText = `sheets per run = ⌈(run − ${figure(input.endLap)})/(${figure(sheetLength)} − ${figure(input.endLap)})⌉, at least 1`;
    const perShape = described
      .map((slope) => {
        if (!hip) {
          return `2 slopes: ${runsText(slope)} × ⌈(${figure(slope.runs[0] ?? 0)} − ${figure(input.endLap)})/(${figure(sheetLength)} − ${figure(input.endLap)})⌉ = ${slope.runs.length} × ${perRun(slope.runs[0] ?? 0)}`;
        }
        const list = sheetRunsText(slope.runs, perRun);
        return `each of 2 ${slope.shape}s: ${runsText(slope)} (${list}) = ${countOf(slope)} sheets`;
      })
      .join('; ');
    const used = sheets * cover * (sheetLength - input.endLap);
    const waste = used > 0 ? 1 - roof.slopeArea / used : 0;
    sheet.add(
      items.sheet,
      sheets,
      `${hipNote}${perRunText}; ${perShape}; sheets = ${sheets}; ${slopeText}; cut waste: ${sheets} × ${figure(cover)} × ${figure(sheetLength - input.endLap)} = ${figure(used, 2)} m² of cover for ${figure(roof.slopeArea, 2)} m², ${figure(waste * 100, 1)} % cut off or lapped beyond the runs`,
    );
  }
  sheet.add(
    items.roofingNails,
    0.12 * sheets,
    `sheets = ${figure(sheets)}; roofing nails = 0.12 × ${figure(sheets)}`,
  );
}

export const calculateRoofing = roofingCalculator.calculate;
