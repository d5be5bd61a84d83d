import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { NotAllowed } from '../components/not-allowed';
import { selectSessionUser } from '../features/auth/auth.slice';
import { preMapDataSet } from '../features/ui/ui.slice';
import { withChunkTimeout } from '../lib/lazy-import';
import { useAppDispatch, useAppSelector } from './hooks';
import type { RootState } from './store';

const BoqWorkspace = lazy(() =>
  withChunkTimeout(import('../features/boq/components/boq-workspace')).then((module) => ({
    default: module.BoqWorkspace,
  })),
);

/** spec §3 `preMapData`: the plan the BOQ screens work on, so a bare `/blinding` opens it again. */
function selectLastMapId(state: RootState): string | null {
  const value = state.ui.preMapData;
  return typeof value === 'string' ? value : null;
}

/**
 * The trade routes (`/blinding` … `/septic`, `/plumbing`) and `/boq`: BOQ staff and admin edit
 * sheets, price setters and admin set rates. Anyone else is told the page is not theirs; the
 * server refuses them anyway.
 */
export function BoqWorkspaceView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const lastMapId = useAppSelector(selectLastMapId);
  const onMapOpened = useCallback((mapId: string) => dispatch(preMapDataSet(mapId)), [dispatch]);
  const accessLevel = user?.accessLevel;
  if (accessLevel !== 'admin' && accessLevel !== 'boq' && accessLevel !== 'pricetag') {
    return <NotAllowed reason={t('boqWorkspace.notAllowed')} isSignedIn={user !== null} />;
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <BoqWorkspace
        canEditSheets={accessLevel !== 'pricetag'}
        canEditRates={accessLevel !== 'boq'}
        lastMapId={lastMapId}
        onMapOpened={onMapOpened}
      />
    </Suspense>
  );
}
