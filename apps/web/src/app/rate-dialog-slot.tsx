import { lazy, Suspense } from 'react';
import type { RateDialogRequest } from '../features/boq/components/trade-screen';
import { withChunkTimeout } from '../lib/lazy-import';

// Only price setters open it, one line at a time: its code (and the catalogue's) loads then.
const RateDialog = lazy(() =>
  withChunkTimeout(import('../features/catalogue/components/rate-dialog')).then((module) => ({
    default: module.RateDialog,
  })),
);

/**
 * The catalogue's rate dialog (`PUT /api/catalogue/:id` and the item's rate history) for a line
 * of a BOQ sheet, as the workspace's trade screen opens it.
 */
export function renderRateDialog({ line, language, onClose }: RateDialogRequest) {
  return (
    <Suspense fallback={null}>
      <RateDialog line={line} language={language} onClose={onClose} />
    </Suspense>
  );
}
