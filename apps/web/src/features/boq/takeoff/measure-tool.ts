import type { CountMarker, MeasurementGeometry, MeasurementKind, PagePoint } from '@kadirio/domain';

/**
 * What a click on the page does. `regionCalibrate`: the two ends of a known dimension inside the
 * scale region being added.
 */
export type TakeoffTool =
  'pan' | MeasurementKind | 'calibrate' | 'verify' | 'deduct' | 'region' | 'regionCalibrate';

export const MEASURE_TOOLS: readonly MeasurementKind[] = [
  'length',
  'perimeter',
  'area',
  'rectangle',
  'count',
];

/** How many points finish a tool by themselves (a rectangle's corners, a calibration's two ends). */
export function pointsToFinish(tool: TakeoffTool): number | null {
  return tool === 'rectangle' ||
    tool === 'calibrate' ||
    tool === 'verify' ||
    tool === 'region' ||
    tool === 'regionCalibrate'
    ? 2
    : null;
}

/** The fewest points a kind needs before it may be saved. */
export function minimumPoints(tool: TakeoffTool): number {
  if (tool === 'count') return 1;
  if (tool === 'perimeter' || tool === 'area' || tool === 'deduct') return 3;
  return 2;
}

/** The geometry the draft amounts to, the pointer's point appended while it hovers (a running total). */
export function draftGeometry(
  tool: TakeoffTool,
  points: readonly PagePoint[],
  markers: readonly CountMarker[],
  hover: PagePoint | null,
): MeasurementGeometry | null {
  const withHover = hover ? [...points, hover] : [...points];
  switch (tool) {
    case 'count':
      return markers.length > 0 ? { kind: 'count', markers: [...markers] } : null;
    case 'length':
    case 'calibrate':
    case 'verify':
    case 'regionCalibrate':
      return withHover.length >= 2 ? { kind: 'length', points: withHover } : null;
    case 'perimeter':
      return withHover.length >= 2 ? { kind: 'perimeter', points: withHover } : null;
    case 'area':
    case 'deduct':
      return withHover.length >= 2 ? { kind: 'area', points: withHover, holes: [] } : null;
    case 'rectangle':
    case 'region':
      return withHover.length >= 2 ? { kind: 'rectangle', points: withHover.slice(0, 2), holes: [] } : null;
    case 'pan':
      return null;
  }
}

/** The unit a kind's value is shown in. */
export function unitOf(kind: MeasurementKind): 'm' | 'm²' | 'pcs' {
  if (kind === 'count') return 'pcs';
  return kind === 'area' || kind === 'rectangle' ? 'm²' : 'm';
}
