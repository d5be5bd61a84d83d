import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildOrder, pageOf } from '../../../testing/supply-factories';

describe('admin orders', { timeout: 30_000 }, () => {
  it('moves an order one step after asking, and offers cancel until delivery', async () => {
    storeSession(buildSessionFor('admin'));
    const orders: Order[] = [
      buildOrder({ userName: 'Neema Mushi', quantity: 12, unitPrice: 16_500, transportPerUnit: 500 }),
      buildOrder({ userName: 'Juma Ali', status: 'delivered' }),
    ];
    const api = mockApi({
      'GET /api/orders/': () => ({ body: pageOf(orders, 20) }),
      'PUT /api/orders/:id': ({ params, body }) => {
        const order = orders.find((item) => item._id === params.id)!;
        Object.assign(order, body);
        return { body: order };
      },
    });
    const { user } = renderApp({ route: '/orders' });

    const neema = (await screen.findByText('Neema Mushi')).closest('tr')!;
    expect(within(neema).getByText('TZS 204,000')).toBeInTheDocument();
    expect(within(neema).getByText('Placed')).toBeInTheDocument();
    const juma = screen.getByText('Juma Ali').closest('tr')!;
    expect(within(juma).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(neema).getByRole('button', { name: 'Confirm the order of Neema Mushi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this order?' });
    expect(dialog).toHaveTextContent('The order moves from Placed to Confirmed.');
    expect(api.requestsTo('PUT /api/orders/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Order of Neema Mushi: Confirmed')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/orders/:id')[0]?.body).toEqual({ status: 'confirmed' });
    expect(
      await within(neema).findByRole('button', { name: 'Mark the order of Neema Mushi paid' }),
    ).toBeInTheDocument();
    expect(
      within(neema).getByRole('button', { name: 'Cancel the order of Neema Mushi' }),
    ).toBeInTheDocument();
  });

  it('shows the server refusal as a toast and changes nothing', async () => {
    storeSession(buildSessionFor('admin'));
    const order = buildOrder({ userName: 'Neema Mushi', status: 'paid' });
    mockApi({
      'GET /api/orders/': { body: pageOf([order], 20) },
      'PUT /api/orders/:id': { status: 409, body: { message: 'a delivered order cannot change' } },
    });
    const { user } = renderApp({ route: '/orders' });

    await user.click(await screen.findByRole('button', { name: 'Cancel the order of Neema Mushi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('a delivered order cannot change')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByText('Neema Mushi').closest('tr')!).getByText('Paid')).toBeInTheDocument();
  });
});
