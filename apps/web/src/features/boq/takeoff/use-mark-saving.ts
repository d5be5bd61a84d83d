import { useCallback, useState } from 'react';
import type { Measurement, MeasurementGeometry, Repricing } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { useUpdateMeasurementMutation } from './takeoff.api';

/**
 * Saving a mark (or a page's scales) from the drawing: the answer's re-pricing goes to the
 * workspace, a refusal becomes the problem shown above the drawing (docs/takeoff.md §4: an edit a
 * bound sheet cannot price is refused whole).
 */
export function useMarkSaving(mapId: string, onRepriced: (repricing: Repricing) => void) {
  const describeError = useDescribeError();
  const [updateMeasurement] = useUpdateMeasurementMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const save = useCallback(
    async (run: () => Promise<Repricing>) => {
      setProblem(null);
      try {
        onRepriced(await run());
        return true;
      } catch (error) {
        setProblem(describeError(error));
        return false;
      }
    },
    [describeError, onRepriced],
  );

  const saveGeometry = useCallback(
    (measurement: Measurement, geometry: MeasurementGeometry) =>
      save(() =>
        updateMeasurement({
          mapId,
          measurementId: measurement._id,
          body: { version: measurement.version, geometry },
        }).unwrap(),
      ),
    [mapId, save, updateMeasurement],
  );

  return { problem, setProblem, save, saveGeometry, describeError };
}

export type MarkSaving = ReturnType<typeof useMarkSaving>;
