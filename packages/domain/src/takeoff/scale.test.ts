import { describe, expect, it } from 'vitest';
import {
  metresPerPointOf,
  metresPerPointOfRatio,
  paperSizeOf,
  proposeScale,
  ratioOfMetresPerPoint,
  scaleAt,
  scaleFromTwoPoints,
  ScaleError,
} from './scale';

const A3_LANDSCAPE = [1190.55, 841.89] as const;
const A1_LANDSCAPE = [2383.94, 1683.78] as const;

describe('scale from two points', () => {
  it('divides the known length by the distance between the clicks', () => {
    // (100,100)→(400,500) is a 300-400-500 triangle: 500 pt for 12.5 m → 0.025 m/pt.
    expect(scaleFromTwoPoints({ x: 100, y: 100 }, { x: 400, y: 500 }, 12.5)).toBeCloseTo(0.025, 12);
    // 0.025 m/pt is 1:(0.025 × 72 / 0.0254) = 1:70.866…
    expect(ratioOfMetresPerPoint(0.025)).toBeCloseTo(70.8661, 3);
  });

  it('refuses two clicks on one spot and a length of 0', () => {
    expect(() => scaleFromTwoPoints({ x: 1, y: 1 }, { x: 1, y: 1 }, 3)).toThrow(ScaleError);
    expect(() => scaleFromTwoPoints({ x: 1, y: 1 }, { x: 2, y: 1 }, 0)).toThrow(/more than 0/);
  });

  it('reads either way of setting it', () => {
    expect(metresPerPointOf({ source: 'text', ratio: 50, region: null })).toBeCloseTo((50 * 0.0254) / 72, 15);
    expect(
      metresPerPointOf({
        source: 'two-points',
        points: [
          { x: 0, y: 0 },
          { x: 72, y: 0 },
        ],
        knownLength: 2.54,
      }),
    ).toBeCloseTo(2.54 / 72, 15);
  });
});

describe('paper sizes', () => {
  it('knows A sizes either way up, within a little cropping, and nothing else', () => {
    expect(paperSizeOf(...A3_LANDSCAPE)).toBe('A3');
    expect(paperSizeOf(841.89, 1190.55)).toBe('A3');
    expect(paperSizeOf(...A1_LANDSCAPE)).toBe('A1');
    expect(paperSizeOf(595, 842)).toBe('A4');
    expect(paperSizeOf(612, 792)).toBeNull(); // US Letter
  });
});

describe('a scale read from the page', () => {
  it('takes "SCALE 1:100" on an A3 page: 1 pt = 100 × 0.0254 / 72 = 0.035 278 m', () => {
    const proposal = proposeScale('GROUND FLOOR PLAN   SCALE 1:100   DRG A-101', ...A3_LANDSCAPE);
    expect(proposal).toMatchObject({ ratio: 100, paper: 'A3', text: 'SCALE 1:100', drawnFor: null });
    expect(proposal!.metresPerPoint).toBeCloseTo(0.0352778, 7);
    // A 12.0 m wall on that page is 12 / 0.035 278 = 340.16 pt long.
    expect(12 / proposal!.metresPerPoint).toBeCloseTo(340.157, 3);
  });

  it('reads "Scale 1 : 100" and "1:50" on an A1 page', () => {
    expect(proposeScale('Scale 1 : 100', ...A1_LANDSCAPE)).toMatchObject({ ratio: 100, paper: 'A1' });
    expect(proposeScale('SECTION A-A 1:50', ...A1_LANDSCAPE)).toMatchObject({ ratio: 50, paper: 'A1' });
  });

  it('is not fooled by concrete and mortar mixes', () => {
    const notes = 'Concrete 1:2:4, mortar 1:4, blinding 1:3:6. PLAN 1:50. DETAIL 1:50';
    expect(proposeScale(notes, ...A3_LANDSCAPE)).toMatchObject({ ratio: 50 });
    expect(proposeScale('mortar 1:4 and concrete 1:2:4', ...A3_LANDSCAPE)).toBeNull();
  });

  it('prefers a labelled scale to a frequent unlabelled one', () => {
    expect(proposeScale('1:20 1:20 1:20 Scale: 1:200', ...A3_LANDSCAPE)).toMatchObject({ ratio: 200 });
  });

  it('converts a scale drawn for another paper: 1:100 @ A1 printed on A3 is 1:200', () => {
    expect(proposeScale('SCALE 1:100 @ A1', ...A3_LANDSCAPE)).toMatchObject({
      ratio: 200,
      statedRatio: 100,
      drawnFor: 'A1',
      paper: 'A3',
    });
    expect(proposeScale('SCALE 1:100 @ A1', ...A1_LANDSCAPE)).toMatchObject({ ratio: 100, drawnFor: null });
  });

  it('proposes nothing when the page states no scale', () => {
    expect(proposeScale('NOT TO SCALE', ...A3_LANDSCAPE)).toBeNull();
    expect(proposeScale('', 612, 792)).toBeNull();
  });
});

describe('regions', () => {
  const page = { region: null, metresPerPoint: metresPerPointOfRatio(100) };
  const detail = {
    region: { x: 0, y: 0, width: 100, height: 100 },
    metresPerPoint: metresPerPointOfRatio(20),
  };
  const inner = { region: { x: 10, y: 10, width: 20, height: 20 }, metresPerPoint: metresPerPointOfRatio(5) };

  it('uses the region that holds the point, the smallest when they nest, else the page scale', () => {
    expect(scaleAt([page, detail, inner], { x: 50, y: 50 })).toBe(detail);
    expect(scaleAt([page, detail, inner], { x: 15, y: 15 })).toBe(inner);
    expect(scaleAt([page, detail, inner], { x: 150, y: 50 })).toBe(page);
    expect(scaleAt([detail], { x: 150, y: 50 })).toBeNull();
  });
});
