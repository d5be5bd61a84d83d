import { lazy, Suspense } from 'react';
import type { ShoppingList } from '@kadirio/domain';
import { LoadingScreen } from '../components/loading-screen';
import { getCurrentLanguage } from '../lib/i18n';
import { withChunkTimeout } from '../lib/lazy-import';

const SupplierPrices = lazy(() =>
  withChunkTimeout(import('../features/suppliers/components/supplier-prices')).then((module) => ({
    default: module.SupplierPrices,
  })),
);

/**
 * A shopping list priced by registered suppliers (cheapest per material, baskets per supplier),
 * as the suppliers' price check needs it: key, whole units, name, unit. Used under the shopping
 * list of the instant estimate and of an issued BOQ, for signed-in readers only.
 */
export function renderSupplierPrices(list: ShoppingList) {
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
