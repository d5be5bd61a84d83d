import { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject, lengthField, named, pitchField, positiveLengthField } from '../fields';
import { figure, quantity } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { floorTolerant } from '../whole-numbers';

/** Roofing — `/roofing`: trusses, purlins, fascia and sheets of a gable or hip roof. */

export const roofingItems = defineTradeItems('ROF', [
  ['trussTimber', 'ROF-TIMBER-2X4', 'm', 'timber'],
  ['purlinTimber', 'ROF-TIMBER-2X2', 'm', 'timber'],
  ['fascia', 'ROF-FASCIA', 'm', 'timber'],
  ['nails4in', 'ROF-NAILS-4IN', 'kg', null],
  ['nails3in', 'ROF-NAILS-3IN', 'kg', null],
  ['wire', 'ROF-WIRE', 'kg', null],
  ['sheet', 'ROF-SHEET', 'pcs', 'boards'],
  ['cap', 'ROF-CAP', 'pcs', null],
  ['roofingNails', 'ROF-NAILS-ROOFING', 'kg', null],
]);

export const ROOF_TYPES = ['gable', 'hip'] as const;
export const RoofTypeSchema = z.enum(ROOF_TYPES, { error: named('must be "gable" or "hip"') });
export type RoofType = z.infer<typeof RoofTypeSchema>;

export const RoofingInputSchema = inputObject({
  length: lengthField().default(0),
  width: lengthField().default(0),
  overhang: lengthField().default(0.6),
  pitch: pitchField().default(20),
  type: RoofTypeSchema.default('gable'),
  trussSpacing: positiveLengthField().default(1.2),
  purlinSpacing: positiveLengthField().default(0.9),
  sheetCoverWidth: positiveLengthField().default(0.8),
  sheetLength: positiveLengthField().default(3.0),
  endLap: lengthField().default(0.15),
  capLength: positiveLengthField().default(1.8),
  valleyLength: lengthField().default(0),
}).refine((input) => input.endLap < input.sheetLength, {
  path: ['endLap'],
  error: 'endLap must be less than sheetLength',
});
export type RoofingInput = z.infer<typeof RoofingInputSchema>;

/** Plain numbers of the roof geometry (docs/takeoff.md §2 roofing), exported for tests and the UI. */
export function roofGeometry(input: Pick<RoofingInput, 'length' | 'width' | 'overhang' | 'pitch' | 'type'>) {
  const angle = (input.pitch * Math.PI) / 180;
  const cos = Math.cos(angle);
  const tan = Math.tan(angle);
  const roofLength = input.length + 2 * input.overhang;
  const roofWidth = input.width + 2 * input.overhang;
  const slopeArea = (roofLength * roofWidth) / cos;
  const rafter = roofWidth / 2 / cos;
  const rise = (input.width / 2) * tan;
  // The hip's formula takes the long side along the ridge; a house drawn the other way round has the same roof turned.
  const longSide = Math.max(roofLength, roofWidth);
  const shortHalf = Math.min(roofLength, roofWidth) / 2;
  const hip = Math.sqrt(2 * shortHalf ** 2 + (shortHalf * tan) ** 2);
  const ridgeAndHips = input.type === 'gable' ? roofLength : longSide - 2 * shortHalf + 4 * hip;
  const fascia = input.type === 'gable' ? 2 * roofLength + 4 * rafter : 2 * (roofLength + roofWidth);
  return { cos, tan, roofLength, roofWidth, slopeArea, rafter, rise, hip, ridgeAndHips, fascia };
}

export const roofingCalculator = defineCalculator({
  trade: 'roofing',
  inputSchema: RoofingInputSchema,
  items: roofingItems,
  compute(input, { constants, wastage }) {
    const sheet = new TakeoffSheet(roofingItems, wastage);
    const items = roofingItems.byKey;
    // The overhang alone is not a roof: without a building there is nothing to cover.
    if (input.length <= 0 || input.width <= 0) return [];

    const roof = roofGeometry(input);
    const { cos, tan, roofLength: Lr, roofWidth: Wr } = roof;
    const cosText = `cos ${figure(input.pitch)}° = ${figure(cos)}`;
    const slopeText = `${cosText}; slope = ${figure(Lr)} × ${figure(Wr)}/${figure(cos)} = ${figure(roof.slopeArea)} m²`;
    const rafterText = `rafter = (${figure(Wr)}/2)/${figure(cos)} = ${figure(roof.rafter)} m`;
    const trusses = floorTolerant(input.length / input.trussSpacing) + 1;
    const trussText = `trusses n = floor(${figure(input.length)}/${figure(input.trussSpacing)}) + 1 = ${trusses}`;
    const byTheFoot = `sold by the foot (1 ft = ${figure(constants.FT)} m)`;

    sheet.add(
      items.trussTimber,
      trusses * (3 * roof.rafter + input.width + roof.rise),
      `${trussText}; ${rafterText}; rise = (${figure(input.width)}/2) × tan ${figure(input.pitch)}° = ${figure(roof.rise)} m; ` +
        `truss timber ${byTheFoot} = ${trusses} × (3 × ${figure(roof.rafter)} + ${figure(input.width)} + ${figure(roof.rise)})`,
    );
    const purlins = roof.slopeArea / input.purlinSpacing;
    sheet.add(
      items.purlinTimber,
      purlins,
      `${slopeText}; purlins ${byTheFoot} = ${figure(roof.slopeArea)}/${figure(input.purlinSpacing)}`,
    );
    sheet.add(
      items.fascia,
      roof.fascia,
      input.type === 'gable'
        ? `${rafterText}; fascia (gable) = 2 × ${figure(Lr)} + 4 × ${figure(roof.rafter)}`
        : `fascia (hip) = 2 × (${figure(Lr)} + ${figure(Wr)})`,
    );
    sheet.add(items.nails4in, 1.0 * trusses, `${trussText}; nails 4 in = 1.0 × ${trusses}`);
    sheet.add(
      items.nails3in,
      0.02 * purlins,
      `purlins = ${figure(purlins)} m; nails 3 in = 0.02 × ${figure(purlins)}`,
    );
    sheet.add(items.wire, 0.5 * trusses, `${trussText}; wire = 0.5 × ${trusses}`);

    const sheets = roof.slopeArea / (input.sheetCoverWidth * (input.sheetLength - input.endLap));
    const sheetText = `${slopeText}; sheets = ${figure(roof.slopeArea)}/(${figure(input.sheetCoverWidth)} × (${figure(input.sheetLength)} − ${figure(input.endLap)}))`;
    sheet.add(items.sheet, sheets, sheetText);

    const ridgeText =
      input.type === 'gable'
        ? `ridge = ${figure(Lr)}`
        : `ridge and hips = ${figure(Math.max(Lr, Wr))} − ${figure(Math.min(Lr, Wr))} + 4 × √(2 × (${figure(Math.min(Lr, Wr))}/2)² + ((${figure(Math.min(Lr, Wr))}/2) × ${figure(tan)})²) = ${quantity(roof.ridgeAndHips, 'm')}`;
    sheet.add(
      items.cap,
      (roof.ridgeAndHips + input.valleyLength) / input.capLength,
      `${ridgeText}; caps = (${figure(roof.ridgeAndHips)} + ${figure(input.valleyLength)})/${figure(input.capLength)}`,
    );
    sheet.add(
      items.roofingNails,
      0.12 * sheets,
      `sheets = ${figure(sheets)}; roofing nails = 0.12 × ${figure(sheets)}`,
    );
    return sheet.lines();
  },
});

export const calculateRoofing = roofingCalculator.calculate;
