import { describe, expect, it } from 'vitest';
import { measureGeometry, scaleAt as domainScaleAt, type PageScale } from '@kadirio/domain';
import { metresPerPointOfRatio, previewValue, ratioFromText, ratioOfTwoPoints, scaleAt } from './page-scale';

describe('the scale a page states', () => {
  it('reads "SCALE 1:100" in one run or across two', () => {
    expect(ratioFromText(['GROUND FLOOR PLAN', 'SCALE 1:100'])).toBe(100);
    expect(ratioFromText(['Scale', '1 : 50'])).toBe(50);
  });

  it('takes a lone ratio, but not several unlabelled ones, nor a date or a dimension', () => {
    expect(ratioFromText(['PLAN 1:200'])).toBe(200);
    expect(ratioFromText(['1:100', 'DETAIL 1:20'])).toBeNull();
    expect(ratioFromText(['12/1/2025', '3600', '11:30'])).toBeNull();
  });

  it('prefers the labelled ratio when details state others', () => {
    expect(ratioFromText(['DETAIL A 1:20', 'SCALE 1:100'])).toBe(100);
  });
});

describe('scales in metres per point', () => {
  it('turns 1:100 into 100 × 0.0254 / 72 m per point', () => {
    // 1 pt = 0.0254/72 m = 0.000352778 m; at 1:100 a point is 0.0352778 m on site.
    expect(metresPerPointOfRatio(100)).toBeCloseTo(0.0352778, 6);
  });

  it('finds 1:100 from two points 283.46 pt apart said to be 10 m', () => {
    // 10 m at 1:100 is 100 mm on paper = 100 / 25.4 × 72 pt = 283.4646 pt.
    expect(ratioOfTwoPoints({ x: 0, y: 0 }, { x: 283.4646, y: 0 }, 10)).toBeCloseTo(100, 3);
  });

  it('finds no ratio for two clicks on one spot or a length that is not above 0', () => {
    expect(ratioOfTwoPoints({ x: 5, y: 5 }, { x: 5, y: 5 }, 10)).toBeNull();
    expect(ratioOfTwoPoints({ x: 0, y: 0 }, { x: 100, y: 0 }, 0)).toBeNull();
  });
});

describe('which scale a point uses', () => {
  const scale = (id: string, region: PageScale['region'], ratio: number): PageScale => ({
    _id: id,
    drawingId: 'd',
    page: 1,
    region,
    metresPerPoint: metresPerPointOfRatio(ratio),
    source: 'text',
    ratio,
    points: null,
    knownLength: null,
    setByName: 'QS',
    setAt: '2026-01-01T00:00:00.000Z',
  });
  const page = scale('page', null, 100);
  const detail = scale('detail', { x: 500, y: 0, width: 100, height: 100 }, 20);

  it('uses a region for the points inside it and the page scale elsewhere', () => {
    expect(scaleAt([page, detail], 1, { x: 550, y: 50 })?._id).toBe('detail');
    expect(scaleAt([page, detail], 1, { x: 10, y: 10 })?._id).toBe('page');
    expect(scaleAt([page, detail], 2, { x: 10, y: 10 })).toBeNull();
  });

  it('uses the smallest of nested regions, as the server does, whatever order they are listed in', () => {
    // A plan's frame at 1:100 holding a detail at 1:20: a point inside both is on the detail.
    const frame = scale('frame', { x: 400, y: 0, width: 400, height: 400 }, 100);
    const inside = { x: 550, y: 50 };
    expect(scaleAt([frame, detail, page], 1, inside)?._id).toBe('detail');
    expect(scaleAt([detail, frame, page], 1, inside)?._id).toBe('detail');
    expect(scaleAt([frame, detail, page], 1, { x: 450, y: 300 })?._id).toBe('frame');
  });

  it('previews the value the server stores for a mark inside nested regions', () => {
    // A 100 pt run inside the detail: at 1:20 that is 100 × 20 × 0.0254 / 72 = 0.7056 m (at the
    // frame's 1:100 it would read 3.528 m). The server values a mark by the domain's scaleAt over
    // the page's scales and measureGeometry at that scale (modules/takeoff/measurement-values.ts).
    const frame = scale('frame', { x: 400, y: 0, width: 400, height: 400 }, 100);
    const run = {
      kind: 'length' as const,
      points: [
        { x: 510, y: 50 },
        { x: 590, y: 50 },
        { x: 590, y: 70 },
      ],
    };
    const scales = [frame, detail, page];
    const previewed = previewValue(run, scaleAt(scales, 1, run.points[0])!.metresPerPoint);
    const stored = measureGeometry(run, domainScaleAt(scales, run.points[0]!)!.metresPerPoint).value;
    expect(previewed).toBeCloseTo(0.7056, 4);
    expect(previewed).toBe(stored);
  });
});

describe('the live value of a mark', () => {
  const m = 0.01; // 1 pt = 1 cm, to count by hand
  it('adds a length, closes a perimeter, deducts holes from an area, counts markers', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 1000 },
      { x: 0, y: 1000 },
    ];
    expect(previewValue({ kind: 'length', points: square }, m)).toBeCloseTo(30);
    expect(previewValue({ kind: 'perimeter', points: square }, m)).toBeCloseTo(40);
    // 10 × 10 m less a 1 × 2 m opening = 98 m².
    const hole = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 200 },
      { x: 0, y: 200 },
    ];
    expect(previewValue({ kind: 'area', points: square, holes: [hole] }, m)).toBeCloseTo(98);
    expect(previewValue({ kind: 'rectangle', points: [square[0]!, square[2]!], holes: [] }, m)).toBeCloseTo(
      100,
    );
    expect(
      previewValue(
        {
          kind: 'count',
          markers: [
            { x: 1, y: 1, type: 'D1' },
            { x: 2, y: 2, type: 'D1' },
          ],
        },
        m,
      ),
    ).toBe(2);
  });
});
