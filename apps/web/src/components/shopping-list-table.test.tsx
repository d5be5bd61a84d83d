import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShoppingList } from '@kadirio/domain';
import { renderWithProviders } from '../testing/render';
import { ShoppingListTable } from './shopping-list-table';

const list: ShoppingList = {
  items: [
    {
      material: 'cement',
      description: 'Cement 50 kg',
      unit: 'bag',
      quantity: 41.2,
      purchaseQuantity: 42,
      rate: 18_000,
      amount: 756_000,
      codes: ['MAT-CEMENT'],
      trades: ['strip'],
    },
    {
      material: 'sand',
      description: 'Sand',
      unit: 'trip',
      quantity: 2.4,
      purchaseQuantity: 3,
      rate: 150_000,
      amount: 450_000,
      codes: ['MAT-SAND'],
      trades: ['strip'],
    },
  ],
  total: 1_206_000,
};

describe('the shopping list on paper', () => {
  it('ends its table body with the total row and has no tfoot, which Chromium repeats on every printed page', async () => {
    const { container } = renderWithProviders(<ShoppingListTable list={list} language="en" />);
    const totalRow = await screen.findByTestId('shopping-list-total');
    expect(container.querySelector('tfoot')).toBeNull();
    const body = container.querySelector('tbody');
    expect(body?.lastElementChild).toBe(totalRow);
    expect(within(totalRow).getByText('Total of the shopping list')).toBeInTheDocument();
  });

  it('states the total above the list on screen only', async () => {
    renderWithProviders(<ShoppingListTable list={list} language="en" />);
    const first = await screen.findByTestId('shopping-list-total-first');
    expect(first).toHaveClass('no-print');
    expect(first).toHaveTextContent('Total of the shopping list');
  });
});
