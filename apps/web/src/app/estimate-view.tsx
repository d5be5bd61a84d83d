import { lazy, Suspense } from 'react';
import type { ShoppingList } from '@kadirio/domain';
import { LoadingScreen } from '../components/loading-screen';
import { selectSessionUser } from '../features/auth/auth.slice';
import { InstantEstimate } from '../features/estimate/components/instant-estimate';
import { getCurrentLanguage } from '../lib/i18n';
import { withChunkTimeout } from '../lib/lazy-import';
import { useAppSelector } from './hooks';

const SupplierPrices = lazy(() =>
  withChunkTimeout(import('../features/suppliers/components/supplier-prices')).then((module) => ({
    default: module.SupplierPrices,
  })),
);

/** The shopping list as the suppliers' price check needs it: key, whole units, name, unit. */
function renderSupplierPrices(list: ShoppingList) {
  const language = getCurrentLanguage();
  const items = list.items.map((item) => ({
    material: item.material,
    quantity: item.purchaseQuantity,
    label: language === 'sw' && item.descriptionSw ? item.descriptionSw : item.description,
    unit: item.unit,
  }));
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SupplierPrices items={items} />
    </Suspense>
  );
}

/**
 * `/estimate`: the instant estimate on its own page, for anyone. A signed-in reader also sees the
 * shopping list priced by registered suppliers (the API serves those prices to signed-in users only).
 */
export function EstimateView() {
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  return (
    <InstantEstimate
      titleComponent="h1"
      renderShoppingListExtras={isSignedIn ? renderSupplierPrices : undefined}
    />
  );
}
