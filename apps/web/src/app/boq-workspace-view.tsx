import { lazy, Suspense, useCallback } from 'react';
import Box from '@mui/material/Box';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOQ_EDITORS, BOQ_READERS, can, RATE_SETTERS } from '@kadirio/domain';
import { LoadingScreen } from '../components/loading-screen';
import { NotAllowed } from '../components/not-allowed';
import { selectSessionUser } from '../features/users/auth.slice';
import { boqApi } from '../features/boq/boq.api';
import { MAP_QUERY, workspaceTradeOf } from '../features/boq/workspace-paths';
import { PlanThreadPanel } from '../features/threads/components/plan-thread-panel';
import { preMapDataSet } from '../features/ui/ui.slice';
import { withChunkTimeout } from '../lib/lazy-import';
import { useAppDispatch, useAppSelector } from './hooks';
import { renderRateDialog } from './rate-dialog-slot';
import type { AppDispatch, RootState } from './store';

/**
 * The workspace's code starts downloading as soon as this route's module runs. The router loads
 * this module before the app's first render, and that render (slow on a phone) would otherwise
 * reach the lazy screen, and only then ask for its code, a whole render later.
 */
const workspaceModule = withChunkTimeout(import('../features/boq/components/boq-workspace'));
// A failed download is shown by the error screen when the workspace renders, not reported twice.
workspaceModule.catch(() => undefined);
const BoqWorkspace = lazy(() => workspaceModule.then((module) => ({ default: module.BoqWorkspace })));

/**
 * The sheet's text (400), buttons (600) and headings (700) use faces the browser fetches only once
 * such text is laid out. That can be when the data has arrived, and the swap a moment later
 * re-wraps the map's title and facts on a phone and moves the whole sheet (a layout shift of up
 * to 0.3). Asked for now, they arrive while the data is still on its way. (The app's first
 * screen would do best to preload them for every page.)
 */
for (const weight of [400, 600, 700]) {
  document.fonts?.load(`${weight} 1em "Source Sans Pro"`).catch(() => undefined);
}

/** docs/specification.md §3 `preMapData`: the plan the BOQ screens work on, so a bare `/blinding` opens it again. */
function selectLastMapId(state: RootState): string | null {
  const value = state.ui.preMapData;
  return typeof value === 'string' ? value : null;
}

/**
 * Asks for the page's data while the workspace's code is still on its way: the frame (map and
 * sheet statuses) and, on a trade's page, its sheet. Called while rendering rather than from an
 * effect: the router shows a route in a transition, which commits (and runs effects) only once
 * the workspace's code has arrived, so an effect would ask a whole download later. The dispatch
 * waits for a microtask, so the store does not change in the middle of a render; a prefetch of
 * what is cached or in flight does nothing, so rendering again asks nothing again.
 */
function prefetchWorkspaceData(dispatch: AppDispatch, mapId: string, pathname: string): void {
  queueMicrotask(() => {
    void dispatch(boqApi.util.prefetch('getBoqProgress', mapId, {}));
    const trade = workspaceTradeOf(pathname);
    if (trade) void dispatch(boqApi.util.prefetch('getBoqSheet', { mapId, trade }, {}));
  });
}

/**
 * The trade routes (`/blinding` … `/septic`, `/plumbing`) and `/boq`: BOQ staff and admin edit
 * sheets, price setters and admin set rates. Anyone else is told the page is not theirs; the
 * server refuses them anyway.
 */
export function BoqWorkspaceView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const user = useAppSelector(selectSessionUser);
  const lastMapId = useAppSelector(selectLastMapId);
  const onMapOpened = useCallback((mapId: string) => dispatch(preMapDataSet(mapId)), [dispatch]);
  const accessLevel = user?.accessLevel;
  if (!can(BOQ_READERS, accessLevel)) {
    return <NotAllowed reason={t('boqWorkspace.notAllowed')} isSignedIn={user !== null} />;
  }
  const mapId = searchParams.get(MAP_QUERY) ?? lastMapId;
  if (mapId) prefetchWorkspaceData(dispatch, mapId, pathname);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <BoqWorkspace
        canEditSheets={can(BOQ_EDITORS, accessLevel)}
        canEditRates={can(RATE_SETTERS, accessLevel)}
        renderRateDialog={renderRateDialog}
        lastMapId={lastMapId}
        onMapOpened={onMapOpened}
      />
      {/* The client's questions on the issued bill (the threads feature), under the BOQ's summary page. */}
      {mapId && pathname === '/boq' && (
        <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, pb: 4 }}>
          <PlanThreadPanel mapId={mapId} viewer="surveyor" />
        </Box>
      )}
    </Suspense>
  );
}
