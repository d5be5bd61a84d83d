import { isAdmin } from '@kadirio/domain';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { NotAllowed } from '../components/not-allowed';
import { selectSessionUser } from '../features/users/auth.slice';
import { withChunkTimeout } from '../lib/lazy-import';
import { useAppSelector } from './hooks';

function lazyNamed<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => withChunkTimeout(load()).then((module) => ({ default: pick(module) })));
}

const SuppliersScreen = lazyNamed(
  () => import('../features/suppliers/components/suppliers-screen'),
  (module) => module.SuppliersScreen,
);
const MaterialsScreen = lazyNamed(
  () => import('../features/materials/components/materials-screen'),
  (module) => module.MaterialsScreen,
);
const OffersScreen = lazyNamed(
  () => import('../features/purchases/components/offers-screen'),
  (module) => module.OffersScreen,
);
const AdminOrdersScreen = lazyNamed(
  () => import('../features/purchases/components/admin-orders-screen'),
  (module) => module.AdminOrdersScreen,
);
const MyOrdersScreen = lazyNamed(
  () => import('../features/purchases/components/my-orders-screen'),
  (module) => module.MyOrdersScreen,
);

/** An admin-only screen: anyone else is told plainly it is not theirs (the server refuses them anyway). */
function AdminOnly({ Screen }: { Screen: ComponentType }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  if (!isAdmin(user?.accessLevel)) {
    return <NotAllowed reason={t('supply.adminOnly')} isSignedIn={user !== null} />;
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
}

/** `/suppliers`: suppliers and their price lists (admin). */
export function SuppliersView() {
  return <AdminOnly Screen={SuppliersScreen} />;
}

/** `/materials`: the general list of purchasable materials (admin). */
export function MaterialsView() {
  return <AdminOnly Screen={MaterialsScreen} />;
}

/** `/offers`: group-buying offers (admin). */
export function OffersView() {
  return <AdminOnly Screen={OffersScreen} />;
}

/** `/orders`: every order for admin; a signed-in client's own orders for anyone else. */
export function OrdersView() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  if (!user) return <NotAllowed reason={t('supply.orders.signInFirst')} isSignedIn={false} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {isAdmin(user.accessLevel) ? <AdminOrdersScreen /> : <MyOrdersScreen />}
    </Suspense>
  );
}
