import { useEffect } from 'react';
import type { BoqSheet } from '@kadirio/domain';
import { useSetBoqSheetReviewedMutation } from './boq-review.api';

/**
 * Opening a draft sheet marks it reviewed (docs/product.md §4, "One review screen"): "Complete
 * all" completes only sheets the surveyor looked at. Once per sheet and status (a reopened sheet is
 * a draft again, to be looked at again); only for someone who may edit it. The mark leaves the
 * sheet's version alone, so it never races a save; a failure only means the sheet is not marked.
 */
export function useMarkReviewed(sheet: Pick<BoqSheet, 'mapId' | 'trade' | 'status'>, canEditSheets: boolean) {
  const [setReviewed] = useSetBoqSheetReviewedMutation();
  const { mapId, trade, status } = sheet;
  useEffect(() => {
    if (!canEditSheets || status !== 'draft') return;
    setReviewed({ mapId, trade, reviewed: true }).catch(() => undefined);
  }, [canEditSheets, mapId, trade, status, setReviewed]);
}
