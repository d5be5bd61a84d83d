import type { Measurement } from './measurements.contract';

/**
 * What a binding needs to know of a measurement. Group functions (`sum(Internal walls)`) also read
 * its group, kind and counts by type, and `perimeter` its outline in m (area, rectangle and
 * perimeter marks; null for the others); a ref without them belongs to no group.
 */
export type MeasurementRef = Pick<
  Measurement,
  '_id' | 'name' | 'key' | 'drawingName' | 'page' | 'value' | 'unit'
> &
  Partial<Pick<Measurement, 'group' | 'kind' | 'counts'>> & { readonly perimeter?: number | null };
