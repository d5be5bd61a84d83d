import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { calculateRoofing, roofingCalculator } from './roofing';

const degrees = (angle: number) => (angle * Math.PI) / 180;

/**
 * Roofing, revision 2 (docs/takeoff.md §2 roofing as revised by §4.2 and §4.3). Each expected value
 * is worked by hand below from the formulas, not read off the code.
 */
describe('roofing calculator', () => {
  it('defaults, or a roof with no length or width: nothing', () => {
    expect(calculateRoofing({})).toEqual([]);
    expect(calculateRoofing({ length: 10 })).toEqual([]);
  });

  it('gable roof over 10 × 8 m, pitch 20°, eaves 0.6: purlins in rows, whole sheets per run, gutters', () => {
    const lines = calculateRoofing({ length: 10, width: 8 });
    expect(codesOf(lines)).toEqual([
      'ROF-TIMBER-2X4',
      'ROF-WALL-PLATE',
      'ROF-TIMBER-2X2',
      'ROF-FASCIA',
      'ROF-PRESERVATIVE',
      'ROF-STRAP',
      'ROF-NAILS-4IN',
      'ROF-NAILS-3IN',
      'ROF-WIRE',
      'ROF-SHEET',
      'ROF-CAP',
      'ROF-NAILS-ROOFING',
      'ROF-GUTTER',
      'ROF-DOWNPIPE',
    ]);
    const cos = Math.cos(degrees(20));
    const tan = Math.tan(degrees(20));
    // Lr = 11.2, Wr = 9.2; rafter = 4.6/cos 20° = 4.8952 m; rise = 4 tan 20°
    const rafter = 4.6 / cos;
    const rise = 4 * tan;
    const trusses = 9; // floor(10/1.2) + 1
    const trussTimber = trusses * (3 * rafter + 8 + rise);
    // purlins (Kenyan roof-costing worked copy: rows per slope × slope length × 2):
    // rows = ⌈4.8952/0.9⌉ + 1 = 6 + 1 = 7; 2 slopes × 7 × 11.2 = 156.8 m
    const purlins = 2 * 7 * 11.2;
    // sheets: runs per slope ⌈11.2/0.8⌉ = 14, two slopes 28; per run ⌈(4.8952 − 0.15)/(3 − 0.15)⌉ = 2 → 56
    const sheets = 56;
    expect(
      compareQuantities(lines, {
        'ROF-TIMBER-2X4': trussTimber * 1.1,
        'ROF-WALL-PLATE': 2 * 10 * 1.1,
        'ROF-TIMBER-2X2': purlins * 1.1,
        'ROF-FASCIA': (2 * 11.2 + 4 * rafter) * 1.1,
        'ROF-PRESERVATIVE': (trussTimber + 20 + purlins) / 20,
        'ROF-STRAP': 18,
        'ROF-NAILS-4IN': 9,
        'ROF-NAILS-3IN': 0.02 * purlins,
        'ROF-WIRE': 4.5,
        'ROF-SHEET': sheets,
        'ROF-CAP': 11.2 / 1.8,
        'ROF-NAILS-ROOFING': 0.12 * sheets,
        'ROF-GUTTER': 2 * 11.2,
        'ROF-DOWNPIPE': 4 * 3,
      }),
    ).toEqual([]);
    // Revision 1 had slope ÷ cover = 48.09 sheets: fewer than the runs need.
    expect(((11.2 * 9.2) / cos / (0.8 * 2.85)).toFixed(2)).toBe('48.09');
  });

  it('hip roof over 12 × 8 m, pitch 30°, eaves 0.5, 3 m of valleys to valley flashing', () => {
    const lines = calculateRoofing({
      length: 12,
      width: 8,
      eaves: 0.5,
      pitch: 30,
      type: 'hip',
      valleyLength: 3,
    });
    const cos = Math.cos(degrees(30));
    const tan = Math.tan(degrees(30));
    // Lr = 13, Wr = 9; ridge 13 − 9 = 4; four hips of √(2 × 4.5² + (4.5 tan 30°)²)
    const hips = 4 * Math.sqrt(2 * 4.5 ** 2 + (4.5 * tan) ** 2);
    const rafter = 4.5 / cos; // 5.1962
    const trusses = 11; // floor(12/1.2) + 1
    const trussTimber = trusses * (3 * rafter + 8 + 4 * tan);
    // rows = ⌈5.1962/0.9⌉ + 1 = 7; mean lengths: trapezoids 13 − 4.5 = 8.5, triangles 4.5 → 7 × (2 × 8.5 + 2 × 4.5) = 182
    const purlins = 182;
    // Run by run (§4.2, hip roofs; revision 2's 116 counted every run a full rafter long). One
    // sheet covers a run up to 3.0 m up the slope, a mean plan depth of 3.0 × cos 30° = 2.598 m;
    // two sheets up to 5.85 m, more than the 5.1962 m rafter, so every other run takes 2.
    // Trapezoids: ⌈13/0.8⌉ = 17 runs, 13.6 m set out from the middle, 0.3 m over each end: edges
    // 0 | 0.5 | 1.3 | 2.1 | 2.9 | 3.7 …; mean depths 0.25, 0.9, 1.7, 2.5 (≤ 2.598: 1 sheet each),
    // 3.3 → 2; the same at the other end: 8 runs of 1 sheet + 9 runs of 2 = 26 sheets.
    // Triangles: ⌈9/0.8⌉ = 12 runs, 9.6 m, 0.3 m over each end, edges 0 | 0.5 | 1.3 | 2.1 | 2.9 |
    // 3.7 | 4.5 (the apex); mean depths 0.25, 0.9, 1.7, 2.5 → 1 each, 3.3, 4.1 → 2 each; both
    // halves: 8 + 8 = 16 sheets. Roof: 2 × 26 + 2 × 16 = 84.
    const sheets = 84;
    expect(
      compareQuantities(lines, {
        'ROF-TIMBER-2X4': trussTimber * 1.1,
        'ROF-WALL-PLATE': 2 * (12 + 8) * 1.1,
        'ROF-TIMBER-2X2': purlins * 1.1,
        'ROF-FASCIA': 2 * (13 + 9) * 1.1,
        'ROF-PRESERVATIVE': (trussTimber + 40 + purlins) / 20,
        'ROF-STRAP': 22,
        'ROF-NAILS-4IN': 11,
        'ROF-NAILS-3IN': 0.02 * purlins,
        'ROF-WIRE': 5.5,
        'ROF-SHEET': sheets,
        // §4.2: valleys no longer go to ridge caps
        'ROF-CAP': (4 + hips) / 1.8,
        'ROF-VALLEY': 3 / 3,
        'ROF-NAILS-ROOFING': 0.12 * sheets,
        'ROF-GUTTER': 2 * (13 + 9),
        'ROF-DOWNPIPE': 12,
      }),
    ).toEqual([]);
  });

  it('hip roof 12 × 8 m at 25°, eaves 0.6: sheets run by run, cut at the hips, within 30 % of the gable', () => {
    const hip = calculateRoofing({ length: 12, width: 8, pitch: 25, eaves: 0.6, type: 'hip' });
    const gable = calculateRoofing({ length: 12, width: 8, pitch: 25, eaves: 0.6 });
    // Lr = 12 + 2 × 0.6 = 13.2, Wr = 8 + 2 × 0.6 = 9.2; cos 25° = 0.906308; rafter 4.6/0.906308
    // = 5.0756 m. Gable: ⌈13.2/0.8⌉ = 17 runs a slope, ⌈(5.0756 − 0.15)/2.85⌉ = 2 sheets a run:
    // 2 × 17 × 2 = 68 sheets.
    expect(lineOf(gable, 'ROF-SHEET').baseQuantity).toBe(68);
    // Hip: one 3 m sheet covers a run up to 3.0 m up the slope, i.e. a mean plan depth up to
    // 3.0 × 0.906308 = 2.7189 m; two sheets up to 5.85 m, beyond the rafter.
    // Trapezoids: 17 runs = 13.6 m set out from the middle, 0.2 m over each end; edges 0 | 0.6 |
    // 1.4 | 2.2 | 3.0 | 3.8 …; the hip cuts the depth to x, so mean depths 0.3, 1.0, 1.8, 2.6 (one
    // sheet each), then 3.4, 4.2 and the full 4.6 (two each); the same at the far end: 8 runs of
    // 1 + 9 runs of 2 = 26 sheets. Triangles (eaves 9.2): 12 runs, 9.6 m, 0.2 m over each end,
    // edges 0 | 0.6 | 1.4 | 2.2 | 3.0 | 3.8 | 4.6 (the apex); mean depths 0.3, 1.0, 1.8, 2.6 → 1,
    // 3.4, 4.2 → 2; both halves 2 × (4 + 4) = 16 sheets. Roof: 2 × 26 + 2 × 16 = 84 sheets.
    const sheets = lineOf(hip, 'ROF-SHEET');
    expect(sheets.baseQuantity).toBe(84);
    // 84/68 = 1.235: within 30 % of the gable (revision 2 counted 116, 1.71 times the gable).
    expect(sheets.baseQuantity / 68).toBeLessThan(1.3);
    // Cut waste: 84 × 0.8 × 2.85 = 191.52 m² of cover for 13.2 × 9.2/0.906308 = 133.99 m² of
    // slopes: 1 − 133.99/191.52 = 30.0 % cut off at the hips or lapped beyond the runs.
    expect(sheets.derivation).toContain('cut at the hips');
    expect(sheets.derivation).toContain('each of 2 trapezoids: ⌈13.2/0.8⌉ = 17 runs');
    expect(sheets.derivation).toContain('= 26 sheets');
    expect(sheets.derivation).toContain('each of 2 triangles: ⌈9.2/0.8⌉ = 12 runs');
    expect(sheets.derivation).toContain('= 16 sheets');
    expect(sheets.derivation).toContain('191.52 m² of cover for 133.99 m², 30 % cut off');
    // Ridge 13.2 − 9.2 = 4.00 m; each hip √(2 × 4.6² + (4.6 × tan 25°)²) = √(42.32 + 2.14502²)
    // = √46.9211 = 6.8499 m, four 27.40 m; ridge and hips 31.40 m → 31.40/1.8 caps.
    const cap = lineOf(hip, 'ROF-CAP');
    expect(cap.baseQuantity).toBeCloseTo(31.3996 / 1.8, 3);
    expect(cap.derivation).toContain('ridge = 13.2 − 9.2 = 4.00 m');
    expect(cap.derivation).toContain('4 × 6.8499 = 27.40 m');
    // Roofing nails follow the sheets: 0.12 × 84.
    expect(lineOf(hip, 'ROF-NAILS-ROOFING').baseQuantity).toBeCloseTo(0.12 * 84, 9);
  });

  it('cut-to-length sheets on a hip roof: each run cut to its own length', () => {
    const lines = calculateRoofing({ length: 12, width: 8, pitch: 25, type: 'hip', sheetLength: 'cut' });
    const cos = Math.cos(degrees(25));
    // Mean depths as above: trapezoid 2 × (0.3 + 1.0 + 1.8 + 2.6 + 3.4 + 4.2) + 5 × 4.6 = 49.6 m,
    // triangle 2 × (0.3 + 1.0 + 1.8 + 2.6 + 3.4 + 4.2) = 26.6 m; up the slope ÷ cos 25°, two of each.
    expect(lineOf(lines, 'ROF-SHEET-CUT').baseQuantity).toBeCloseTo((2 * 49.6 + 2 * 26.6) / cos, 9);
  });

  it('hip roofs are orientation-free: 9.2 × 12 and 12 × 9.2 give the same lines (the review’s TZS 154k case)', () => {
    const along = calculateRoofing({ length: 12, width: 9.2, type: 'hip' });
    const across = calculateRoofing({ length: 9.2, width: 12, type: 'hip' });
    expect(across.map(({ code, baseQuantity }) => [code, baseQuantity])).toEqual(
      along.map(({ code, baseQuantity }) => [code, baseQuantity]),
    );
    // trusses along the longer side: floor(12/1.2) + 1 = 11
    expect(lineOf(across, 'ROF-NAILS-4IN').baseQuantity).toBe(11);
  });

  it('property: any hip roof L × W gives the same lines as W × L', () => {
    const side = fc.double({ min: 1, max: 40, noNaN: true });
    fc.assert(
      fc.property(side, side, fc.double({ min: 5, max: 45, noNaN: true }), (length, width, pitch) => {
        const one = calculateRoofing({ length, width, pitch, type: 'hip' });
        const other = calculateRoofing({ length: width, width: length, pitch, type: 'hip' });
        expect(other.map((line) => [line.code, line.baseQuantity])).toEqual(
          one.map((line) => [line.code, line.baseQuantity]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('a gable takes ridgeAlong: 8 × 10 with the ridge along the width is 10 × 8 along the length', () => {
    const alongLength = calculateRoofing({ length: 10, width: 8 });
    const alongWidth = calculateRoofing({ length: 8, width: 10, ridgeAlong: 'width' });
    expect(alongWidth.map((line) => [line.code, line.baseQuantity])).toEqual(
      alongLength.map((line) => [line.code, line.baseQuantity]),
    );
  });

  it('eaves and verge are separate: a 0.3 m verge shortens the ridge to 10 + 2 × 0.3 = 10.6 m', () => {
    const lines = calculateRoofing({ length: 10, width: 8, verge: 0.3 });
    expect(lineOf(lines, 'ROF-CAP').baseQuantity).toBeCloseTo(10.6 / 1.8, 12);
    expect(lineOf(lines, 'ROF-GUTTER').baseQuantity).toBeCloseTo(2 * 10.6, 12);
  });

  it('a revision-1 sheet’s `overhang` is read as the eaves', () => {
    const legacy = calculateRoofing({ length: 10, width: 8, overhang: 0.5 });
    const current = calculateRoofing({ length: 10, width: 8, eaves: 0.5 });
    expect(legacy).toEqual(current);
  });

  it('cut-to-length sheets: one sheet per run cut to the rafter, priced per metre', () => {
    const lines = calculateRoofing({ length: 10, width: 8, sheetLength: 'cut' });
    const rafter = 4.6 / Math.cos(degrees(20));
    // 28 runs × 4.8952 m = 137.07 m
    expect(lineOf(lines, 'ROF-SHEET-CUT').baseQuantity).toBeCloseTo(28 * rafter, 9);
    expect(codesOf(lines)).not.toContain('ROF-SHEET');
  });

  it('measures trusses (No), purlins (LM), covering (SM) and gutters (LM) as work items', () => {
    const { workItems } = roofingCalculator.takeoff({ length: 10, width: 8 });
    const byKey = Object.fromEntries(workItems.map((item) => [item.key, item]));
    expect(byKey.trusses?.unit).toBe('No');
    expect(byKey.trusses?.quantity).toBe(9);
    expect(byKey.purlins?.quantity).toBeCloseTo(156.8, 9);
    expect(byKey.covering?.unit).toBe('SM');
    expect(byKey.covering?.quantity).toBeCloseTo((11.2 * 9.2) / Math.cos(degrees(20)), 9);
    expect(byKey.covering?.materials.map((material) => material.code)).toEqual([
      'ROF-SHEET',
      'ROF-NAILS-ROOFING',
    ]);
  });
});

describe('roofing: a cover width that would make thousands of runs', () => {
  it('is refused by name, not counted run by run for minutes', () => {
    // A 12 m house with 0.6 m eaves: 13.2 m of eaves. At 0.8 m cover that is 17 runs; at 0.005 m
    // it would be 13.2 / 0.005 = 2,640 runs a slope, past MAX_RUNS_PER_SLOPE (2,000).
    const input = { length: 12, width: 8, eaves: 0.6, sheetCoverWidth: 0.005 };
    const parsed = roofingCalculator.inputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['sheetCoverWidth']);
    expect(parsed.error?.issues[0]?.message).toMatch(/more than 2000 sheet runs on a slope/);
    expect(roofingCalculator.inputSchema.safeParse({ ...input, sheetCoverWidth: 0.8 }).success).toBe(true);
  });
});
