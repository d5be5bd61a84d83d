import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Measurement } from '@kadirio/domain';
import { MARK_QUERY } from './workspace-paths';

/**
 * The mark a link asked to show (`?mark=<id>`, from the review screen's "show on the drawing"):
 * once the plan's marks are loaded, `show` opens its drawing and selects it — once per mark asked
 * for, so the surveyor can then pick another mark or drawing freely.
 */
export function useMarkFromQuery(
  measurements: readonly Measurement[],
  show: (measurement: Measurement) => void,
) {
  const [searchParams] = useSearchParams();
  const markId = searchParams.get(MARK_QUERY);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!markId || shown.current === markId) return;
    const measurement = measurements.find((candidate) => candidate._id === markId);
    if (!measurement) return;
    shown.current = markId;
    show(measurement);
  }, [markId, measurements, show]);
}

/** Whether the address asks for a mark on the drawing (the workspace then opens the drawing). */
export function useIsMarkAsked(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.get(MARK_QUERY) !== null;
}
