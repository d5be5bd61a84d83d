import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingList } from '@kadirio/domain';
import { LoadingRow } from '../components/load-states';
import { getCurrentLanguage } from '../lib/i18n';
import { withChunkTimeout } from '../lib/lazy-import';

const SupplierPrices = lazy(() =>
  withChunkTimeout(import('../features/suppliers/components/supplier-prices')).then((module) => ({
    default: module.SupplierPrices,
  })),
);

/**
 * While the supplier prices' code loads: one line the size of a section under the shopping list,
 * announced with its words, not a spinner as tall as a screen. It reads as the prices' own first
 * load does, so the two follow each other without a jump.
 */
function SupplierPricesLoading() {
  const { t } = useTranslation();
  return <LoadingRow label={t('supply.shopping.loading')} />;
}

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
    <Suspense fallback={<SupplierPricesLoading />}>
      <SupplierPrices items={items} />
    </Suspense>
  );
}
