import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaWithHoles,
  countByType,
  measureGeometry,
  outlineLength,
  rectangleSides,
  polygonArea,
  polygonPerimeter,
  polylineLength,
  runningTotals,
} from './geometry';
import type { MeasurementGeometry, PagePoint } from './measurements.contract';
import { metresPerPointOfRatio } from './scale';

const p = (x: number, y: number): PagePoint => ({ x, y });
/** 1:100: one point (1/72 in) is 100 × 0.0254 / 72 m = 0.035 277… m. */
const AT_100 = metresPerPointOfRatio(100);

describe('lengths', () => {
  it('adds the segments of a polyline and keeps the running total at every point', () => {
    // 3-4-5 triangle side (50) then a 60 pt vertical: 50 + 60 = 110.
    const points = [p(0, 0), p(30, 40), p(30, 100)];
    expect(runningTotals(points)).toEqual([0, 50, 110]);
    expect(polylineLength(points)).toBe(110);
    expect(polylineLength([p(5, 5)])).toBe(0);
  });

  it('closes a perimeter back to its first point', () => {
    // 720 × 360 pt rectangle: 2 × (720 + 360) = 2160 pt.
    expect(polygonPerimeter([p(0, 0), p(720, 0), p(720, 360), p(0, 360)])).toBe(2160);
  });

  it('turns points into metres at 1:100: 720 pt = 10 in on paper = 25.4 m on site', () => {
    const measured = measureGeometry({ kind: 'length', points: [p(0, 0), p(720, 0)] }, AT_100);
    expect(measured.unit).toBe('m');
    expect(measured.value).toBeCloseTo(25.4, 10);
    // 2160 pt = 30 in = 0.762 m on paper → 76.2 m.
    const perimeter = measureGeometry(
      { kind: 'perimeter', points: [p(0, 0), p(720, 0), p(720, 360), p(0, 360)] },
      AT_100,
    );
    expect(perimeter.value).toBeCloseTo(76.2, 10);
  });
});

describe('areas', () => {
  it('computes the shoelace area either way round', () => {
    // Right triangle with legs 4 and 3: 6.
    expect(polygonArea([p(0, 0), p(4, 0), p(0, 3)])).toBe(6);
    expect(polygonArea([p(0, 3), p(4, 0), p(0, 0)])).toBe(6);
    // An L: 4 × 4 square less its 2 × 2 corner = 12.
    expect(polygonArea([p(0, 0), p(4, 0), p(4, 2), p(2, 2), p(2, 4), p(0, 4)])).toBe(12);
  });

  it('deducts holes and never goes below zero', () => {
    const outline = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
    const door = [p(1, 1), p(3, 1), p(3, 2), p(1, 2)];
    const window = [p(5, 5), p(8, 5), p(8, 7), p(5, 7)];
    // 100 − 2 − 6 = 92.
    expect(areaWithHoles(outline, [door, window])).toBe(92);
    expect(areaWithHoles(door, [outline])).toBe(0);
  });

  it('gives m² at 1:100: 720 × 360 pt = 25.4 × 12.7 m = 322.58 m², less a 72 pt square (2.54² = 6.4516 m²)', () => {
    const outline = [p(0, 0), p(720, 0), p(720, 360), p(0, 360)];
    const hole = [p(100, 100), p(172, 100), p(172, 172), p(100, 172)];
    const area = measureGeometry({ kind: 'area', points: outline, holes: [hole] }, AT_100);
    expect(area.unit).toBe('m2');
    expect(area.value).toBeCloseTo(322.58 - 6.4516, 8);
    const rectangle = measureGeometry(
      { kind: 'rectangle', points: [p(720, 360), p(0, 0)], holes: [] },
      AT_100,
    );
    expect(rectangle.value).toBeCloseTo(322.58, 8);
  });
});

describe('counts', () => {
  it('counts markers by type and needs no scale', () => {
    const geometry: MeasurementGeometry = {
      kind: 'count',
      markers: [
        { x: 1, y: 1, type: 'D1' },
        { x: 2, y: 2, type: 'W1' },
        { x: 3, y: 3, type: 'D1' },
      ],
    };
    expect(countByType(geometry.kind === 'count' ? geometry.markers : [])).toEqual({ D1: 2, W1: 1 });
    expect(measureGeometry(geometry, 0)).toEqual({ value: 3, unit: 'pcs', counts: { D1: 2, W1: 1 } });
  });
});

describe('properties', () => {
  const point = fc.record({
    x: fc.double({ min: -2000, max: 2000, noNaN: true }),
    y: fc.double({ min: -2000, max: 2000, noNaN: true }),
  });
  const polygon = fc.array(point, { minLength: 3, maxLength: 30 });
  const scale = fc.double({ min: 0.0001, max: 10, noNaN: true });

  it('doubling the scale doubles lengths and perimeters and quadruples areas', () => {
    fc.assert(
      fc.property(polygon, scale, (points, metresPerPoint) => {
        for (const kind of ['length', 'perimeter'] as const) {
          const once = measureGeometry({ kind, points }, metresPerPoint).value;
          const twice = measureGeometry({ kind, points }, 2 * metresPerPoint).value;
          expect(twice).toBeCloseTo(2 * once, 6);
        }
        const area = measureGeometry({ kind: 'area', points, holes: [] }, metresPerPoint).value;
        const areaTwice = measureGeometry({ kind: 'area', points, holes: [] }, 2 * metresPerPoint).value;
        expect(areaTwice).toBeCloseTo(4 * area, 4);
      }),
    );
  });

  it('an area does not depend on where the polygon is or which way it was drawn', () => {
    fc.assert(
      fc.property(polygon, point, (points, shift) => {
        const moved = points.map(({ x, y }) => ({ x: x + shift.x, y: y + shift.y }));
        const area = polygonArea(points);
        expect(polygonArea([...points].reverse())).toBeCloseTo(area, 3);
        expect(polygonArea(moved)).toBeCloseTo(area, 1);
      }),
    );
  });

  it('running totals never fall and end at the length', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const totals = runningTotals(points);
        totals.forEach(
          (total, index) => index > 0 && expect(total).toBeGreaterThanOrEqual(totals[index - 1]!),
        );
        expect(totals.at(-1)).toBe(polylineLength(points));
      }),
    );
  });
});

describe('outlines', () => {
  it('measures the outline of an area, a rectangle or a perimeter, not of a length or a count', () => {
    // 720 × 360 pt at 1:100 is 25.4 × 12.7 m: outline 2 × (25.4 + 12.7) = 76.2 m, holes not counted.
    const rectangle: MeasurementGeometry = { kind: 'rectangle', points: [p(0, 0), p(720, 360)], holes: [] };
    expect(outlineLength(rectangle, AT_100)).toBeCloseTo(76.2, 9);
    const area: MeasurementGeometry = {
      kind: 'area',
      points: [p(0, 0), p(720, 0), p(720, 360), p(0, 360)],
      holes: [[p(10, 10), p(20, 10), p(20, 20)]],
    };
    expect(outlineLength(area, AT_100)).toBeCloseTo(76.2, 9);
    expect(outlineLength({ kind: 'length', points: [p(0, 0), p(72, 0)] }, AT_100)).toBeNull();
    // Drawn from either corner, the longer side first: 25.4 × 12.7 m.
    const sides = rectangleSides({ kind: 'rectangle', points: [p(720, 360), p(0, 0)], holes: [] }, AT_100)!;
    expect(sides.long).toBeCloseTo(25.4, 9);
    expect(sides.short).toBeCloseTo(12.7, 9);
    expect(rectangleSides(area, AT_100)).toBeNull();
  });
});
