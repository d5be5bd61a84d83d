import {
  MAX_MEASUREMENT_POINTS,
  measureGeometry,
  needsScale,
  outlineLength,
  rectangleSides,
  pointsOf,
  scaleAt,
  type Measurement,
  type MeasurementGeometry,
  type MeasurementRef,
  type PageRect,
  type PageScale,
  type TradeId,
  type UsedScale,
} from '@kadirio/domain';
import { badRequest, conflict } from '../../lib/errors';
import type { MeasurementRow, PageScaleRow } from './takeoff.repository';

/** What the server computes of a mark: never taken from the client. */
export interface ComputedValue {
  value: number;
  unit: Measurement['unit'];
  counts: Record<string, number>;
  scale: UsedScale | null;
}

/** `A-101.pdf p. 2`: how a refusal names a page. */
export const pageLabel = (drawingName: string, page: number) => `${drawingName} p. ${page}`;

/** Beyond the per-list caps of the contract: outline, holes and markers together. */
export function assertPointBudget(geometry: MeasurementGeometry): void {
  const count = pointsOf(geometry).length;
  if (count > MAX_MEASUREMENT_POINTS) {
    throw badRequest(`geometry has ${count} points; a mark may have at most ${MAX_MEASUREMENT_POINTS}`);
  }
}

/**
 * The mark's value at its page's scale: the scale region holding its first point, else the page's
 * own. A length or area on a page without a scale cannot be valued: 409, set the scale first.
 */
export function computeValue(
  geometry: MeasurementGeometry,
  scales: readonly PageScaleRow[],
  label: string,
): ComputedValue {
  if (!needsScale(geometry.kind)) {
    const { value, unit, counts } = measureGeometry(geometry, 0);
    return { value, unit, counts, scale: null };
  }
  const first = pointsOf(geometry)[0]!;
  const scale = scaleAt(
    scales.map((row) => ({ row, region: row.region as PageRect | null, metresPerPoint: row.metresPerPoint })),
    first,
  );
  if (!scale) throw conflict(`${label} has no scale yet: set the page's scale before measuring on it`);
  const { value, unit, counts } = measureGeometry(geometry, scale.metresPerPoint);
  return {
    value,
    unit,
    counts,
    scale: {
      metresPerPoint: scale.metresPerPoint,
      regionScaleId: scale.region === null ? null : scale.row.id,
      ratio: scale.row.source === 'text' ? scale.row.ratio : null,
    },
  };
}

export function toMeasurement(row: MeasurementRow, drawingName: string, usedBy: TradeId[]): Measurement {
  return {
    _id: row.id,
    mapId: row.mapId,
    drawingId: row.drawingId,
    drawingName,
    page: row.page,
    kind: row.kind as Measurement['kind'],
    name: row.name,
    key: row.key,
    group: row.groupName,
    colour: row.colour,
    geometry: row.geometry as MeasurementGeometry,
    scale: row.scale as UsedScale | null,
    value: row.value,
    unit: row.unit as Measurement['unit'],
    counts: row.counts as Record<string, number>,
    source: row.source as Measurement['source'],
    usedBy,
    version: row.version,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRef(row: MeasurementRow, drawingName: string): MeasurementRef {
  const scale = row.scale as UsedScale | null;
  return {
    _id: row.id,
    name: row.name,
    key: row.key,
    drawingName,
    page: row.page,
    value: row.value,
    unit: row.unit as MeasurementRef['unit'],
    group: row.groupName,
    kind: row.kind as Measurement['kind'],
    counts: row.counts as Record<string, number>,
    // What `perimeter(<group>)` reads (docs/takeoff.md §4, "The building model").
    perimeter: scale ? outlineLength(row.geometry as MeasurementGeometry, scale.metresPerPoint) : null,
    sides: scale ? rectangleSides(row.geometry as MeasurementGeometry, scale.metresPerPoint) : null,
  };
}

export function toPageScale(row: PageScaleRow): PageScale {
  return {
    _id: row.id,
    drawingId: row.drawingId,
    page: row.page,
    region: row.region as PageRect | null,
    metresPerPoint: row.metresPerPoint,
    source: row.source as PageScale['source'],
    ratio: row.ratio,
    points: row.points as PageScale['points'],
    knownLength: row.knownLength,
    setByName: row.setByName,
    setAt: row.setAt.toISOString(),
  };
}
