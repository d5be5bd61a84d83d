import { selectSessionUser } from '../features/auth/auth.slice';
import { InstantEstimate } from '../features/estimate/components/instant-estimate';
import { useAppSelector } from './hooks';
import { renderSupplierPrices } from './supplier-prices-slot';

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
