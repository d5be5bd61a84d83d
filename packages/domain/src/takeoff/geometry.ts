import type { CountMarker, MeasurementGeometry, MeasurementUnit, PagePoint } from './measurements.contract';

/**
 * The arithmetic of marks on a page, in page points (the scale turns them into metres: a length
 * scales by metres-per-point, an area by its square). Pure; the server computes every stored value
 * with it and the viewer shows running totals with the same functions.
 */

export function distance(a: PagePoint, b: PagePoint): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The running total after each point of an open polyline: `[0, |p0p1|, |p0p1|+|p1p2|, …]`. */
export function runningTotals(points: readonly PagePoint[]): number[] {
  const totals: number[] = [];
  let total = 0;
  points.forEach((point, index) => {
    if (index > 0) total += distance(points[index - 1]!, point);
    totals.push(total);
  });
  return totals;
}

/** Length of an open polyline, in the points' unit. */
export function polylineLength(points: readonly PagePoint[]): number {
  return runningTotals(points).at(-1) ?? 0;
}

/** Outline length of a closed polygon (the last point joins the first). */
export function polygonPerimeter(points: readonly PagePoint[]): number {
  if (points.length < 2) return 0;
  return polylineLength(points) + distance(points[points.length - 1]!, points[0]!);
}

/**
 * Area of a simple polygon by the shoelace formula, whatever the direction it was drawn in. A
 * self-crossing outline gives the difference of its lobes, as every take-off tool's does: the
 * viewer warns before that is saved.
 */
export function polygonArea(points: readonly PagePoint[]): number {
  let twice = 0;
  for (let index = 0; index < points.length; index += 1) {
    const a = points[index]!;
    const b = points[(index + 1) % points.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/**
 * An area less its deductions (openings, courtyards), never below 0. The holes are taken as
 * drawn inside the outline; one drawn outside would still be deducted, which is what a surveyor
 * who drew it meant.
 */
export function areaWithHoles(
  outline: readonly PagePoint[],
  holes: readonly (readonly PagePoint[])[],
): number {
  const deducted = holes.reduce((sum, hole) => sum + polygonArea(hole), 0);
  return Math.max(0, polygonArea(outline) - deducted);
}

/** The rectangle with these opposite corners, as its four corners (for drawing and for area). */
export function rectangleCorners(a: PagePoint, b: PagePoint): PagePoint[] {
  return [a, { x: b.x, y: a.y }, b, { x: a.x, y: b.y }];
}

/**
 * The outline of an area, rectangle or perimeter mark in m (its holes not counted: a room's
 * perimeter is its walls' faces), for `perimeter(<group>)`; null for a length or a count.
 */
export function outlineLength(geometry: MeasurementGeometry, metresPerPoint: number): number | null {
  if (geometry.kind === 'area' || geometry.kind === 'perimeter')
    return polygonPerimeter(geometry.points) * metresPerPoint;
  if (geometry.kind === 'rectangle') {
    const [a, b] = geometry.points;
    return polygonPerimeter(rectangleCorners(a!, b!)) * metresPerPoint;
  }
  return null;
}

/** A rectangle mark's sides in m, the longer first, for `longSide(<group>)`; null for other kinds. */
export function rectangleSides(
  geometry: MeasurementGeometry,
  metresPerPoint: number,
): { long: number; short: number } | null {
  if (geometry.kind !== 'rectangle') return null;
  const [a, b] = geometry.points;
  const across = Math.abs(b!.x - a!.x) * metresPerPoint;
  const down = Math.abs(b!.y - a!.y) * metresPerPoint;
  return { long: Math.max(across, down), short: Math.min(across, down) };
}

/** Markers by type, types in the order first met: `{ D1: 4, W1: 6 }`. */
export function countByType(markers: readonly Pick<CountMarker, 'type'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { type } of markers) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

export const UNIT_OF_KIND = {
  length: 'm',
  perimeter: 'm',
  area: 'm2',
  rectangle: 'm2',
  count: 'pcs',
} as const satisfies Record<MeasurementGeometry['kind'], MeasurementUnit>;

export interface MeasuredValue {
  readonly value: number;
  readonly unit: MeasurementUnit;
  /** For a count: markers by type; `{}` otherwise. */
  readonly counts: Record<string, number>;
}

/** The geometry's size in page units: points for lengths, square points for areas, pieces for counts. */
export function pageSizeOf(geometry: MeasurementGeometry): number {
  switch (geometry.kind) {
    case 'length':
      return polylineLength(geometry.points);
    case 'perimeter':
      return polygonPerimeter(geometry.points);
    case 'area':
      return areaWithHoles(geometry.points, geometry.holes);
    case 'rectangle':
      return areaWithHoles(rectangleCorners(geometry.points[0]!, geometry.points[1]!), geometry.holes);
    case 'count':
      return geometry.markers.length;
  }
}

/** Whether a kind needs a scale (a count does not). */
export function needsScale(kind: MeasurementGeometry['kind']): boolean {
  return kind !== 'count';
}

/**
 * A mark's value in m, m² or pieces, at `metresPerPoint` (ignored for a count). Lengths scale by
 * it, areas by its square.
 */
export function measureGeometry(geometry: MeasurementGeometry, metresPerPoint: number): MeasuredValue {
  const unit = UNIT_OF_KIND[geometry.kind];
  const size = pageSizeOf(geometry);
  if (geometry.kind === 'count') return { value: size, unit, counts: countByType(geometry.markers) };
  const factor = unit === 'm2' ? metresPerPoint * metresPerPoint : metresPerPoint;
  return { value: size * factor, unit, counts: {} };
}

/** Every point of a mark (outline, holes, markers): what the point limit and the scale region look at. */
export function pointsOf(geometry: MeasurementGeometry): PagePoint[] {
  switch (geometry.kind) {
    case 'count':
      return geometry.markers.map(({ x, y }) => ({ x, y }));
    case 'area':
    case 'rectangle':
      return [...geometry.points, ...geometry.holes.flat()];
    default:
      return [...geometry.points];
  }
}
