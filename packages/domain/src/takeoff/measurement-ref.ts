import type { Measurement } from './measurements.contract';

/**
 * What a binding needs to know of a measurement. Group functions (`sum(Internal walls)`) also read
 * its group, kind and counts by type, `perimeter` its outline in m (area, rectangle and perimeter
 * marks; null for the others) and `longSide` / `shortSide` a rectangle's sides in m (null for the
 * other kinds); a ref without them belongs to no group.
 */
export type MeasurementRef = Pick<
  Measurement,
  '_id' | 'name' | 'key' | 'drawingName' | 'page' | 'value' | 'unit'
> &
  Partial<Pick<Measurement, 'group' | 'kind' | 'counts'>> & {
    readonly perimeter?: number | null;
    readonly sides?: { readonly long: number; readonly short: number } | null;
  };
