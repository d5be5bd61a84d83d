import { can, isAdmin, RATE_SETTERS } from '@kadirio/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { NotAllowed } from '../components/not-allowed';
import { selectSessionUser } from '../features/users/auth.slice';
import { withChunkTimeout } from '../lib/lazy-import';
import { useAppSelector } from './hooks';

const CatalogueScreen = lazy(() =>
  withChunkTimeout(import('../features/catalogue/components/catalogue-screen')).then((module) => ({
    default: module.CatalogueScreen,
  })),
);

/**
 * `/catalogue`: price setters set rates, admin also withdraws and restores items. Anyone else is
 * told plainly that the page is not theirs; the server refuses their changes anyway.
 */
export function CatalogueView() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const accessLevel = user?.accessLevel;
  if (!can(RATE_SETTERS, accessLevel)) {
    return <NotAllowed reason={t('catalogue.notAllowed')} isSignedIn={user !== null} />;
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CatalogueScreen isAdmin={isAdmin(accessLevel)} />
    </Suspense>
  );
}
