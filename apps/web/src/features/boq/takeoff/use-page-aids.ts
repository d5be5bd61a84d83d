import { useEffect, useState } from 'react';
import type { DrawingPage } from '../../../components/drawing-viewer/drawing-document';
import { SnapIndex } from '../../../components/drawing-viewer/snap-index';
import { ratioFromText } from './page-scale';

/**
 * What the page itself offers the surveyor: its vector geometry to snap to (null until read, an
 * empty index for a scan) and the scale its text states (null when it states none).
 */
export function usePageAids(page: DrawingPage | null): {
  snapIndex: SnapIndex | null;
  statedRatio: number | null;
} {
  const [aids, setAids] = useState<{
    page: DrawingPage;
    snapIndex: SnapIndex;
    statedRatio: number | null;
  } | null>(null);
  useEffect(() => {
    if (!page) return;
    let live = true;
    Promise.all([page.segments().catch(() => []), page.textRuns().catch(() => [])]).then(
      ([segments, runs]) => {
        if (live) setAids({ page, snapIndex: new SnapIndex(segments), statedRatio: ratioFromText(runs) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [page]);
  return aids && aids.page === page ? aids : { snapIndex: null, statedRatio: null };
}
