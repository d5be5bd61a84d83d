import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShoppingList } from '@kadirio/domain';
import { mockApi } from '../testing/mock-api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { renderWithProviders } from '../testing/render';
import { renderSupplierPrices } from './supplier-prices-slot';

const LIST: ShoppingList = {
  items: [
    {
      material: 'cement-50kg',
      description: 'Cement 42.5R, 50 kg bag',
      unit: 'bag',
      quantity: 11.2,
      purchaseQuantity: 12,
      rate: 17_500,
      amount: 210_000,
      codes: ['BLD-CEMENT'],
      trades: ['walling'],
    },
  ],
  total: 210_000,
};

describe('supplier prices under a shopping list', () => {
  it('says in one line of the section that the prices are coming, with no screen-sized spinner', async () => {
    storeSession(buildSessionFor('user'));
    // The prices never arrive here: only the waiting is under test.
    const api = mockApi({ 'POST /api/providers/shopping-list': () => new Promise(() => {}) });

    renderWithProviders(<section aria-label="Shopping list">{renderSupplierPrices(LIST)}</section>);

    // The first frame, while the prices' code is still loading…
    expect(screen.getByRole('status')).toHaveTextContent('Asking the suppliers’ price lists…');
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).not.toBeInTheDocument();
    // …then the prices' own first load, once their code is there, says the same.
    await waitFor(() => expect(api.requestsTo('POST /api/providers/shopping-list')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Asking the suppliers’ price lists…');
  });
});
