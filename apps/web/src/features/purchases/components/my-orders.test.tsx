import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@kadirio/domain';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildOrder, pageOf } from '../../../testing/supply-factories';

describe('my orders', { timeout: 30_000 }, () => {
  it('shows each order with its status and total, and cancels a placed one after asking', async () => {
    storeSession(buildSessionFor('user'));
    const orders: Order[] = [
      buildOrder({ title: 'Dangote cement', quantity: 10, unitPrice: 18_000, status: 'placed' }),
      buildOrder({
        title: 'Steel bars',
        unit: 'pcs',
        quantity: 4,
        unitPrice: 30_000,
        transportPerUnit: 500,
        status: 'confirmed',
      }),
    ];
    const api = mockApi({
      'GET /api/orders/': () => ({ body: pageOf(orders, 10) }),
      'PUT /api/orders/:id': ({ params, body }) => {
        const order = orders.find((item) => item._id === params.id)!;
        Object.assign(order, body);
        return { body: order };
      },
    });
    const { user } = renderApp({ route: '/orders' });

    expect(await screen.findByRole('heading', { name: 'My orders', level: 1 })).toBeInTheDocument();
    const cement = await screen.findByRole('article', { name: 'Dangote cement' });
    expect(within(cement).getByText('Placed')).toBeInTheDocument();
    expect(within(cement).getByText('10 bags × TZS 18,000')).toBeInTheDocument();
    expect(within(cement).getByText('Total TZS 180,000')).toBeInTheDocument();
    const steel = screen.getByRole('article', { name: 'Steel bars' });
    expect(within(steel).getByText('Confirmed')).toBeInTheDocument();
    expect(within(steel).getByText('Transport TZS 2,000')).toBeInTheDocument();
    expect(within(steel).getByText('Total TZS 122,000')).toBeInTheDocument();
    // Once confirmed the supplier has committed: no cancel.
    expect(within(steel).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    await user.click(within(cement).getByRole('button', { name: 'Cancel the order of Dangote cement' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(api.requestsTo('PUT /api/orders/:id')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order of Dangote cement cancelled')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/orders/:id')[0]?.body).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(within(cement).getByText('Cancelled')).toBeInTheDocument());
    expect(within(cement).queryByRole('button', { name: /Cancel the order/ })).not.toBeInTheDocument();
  });

  it('says in Swahili, with the unit in Swahili, that cancelling gives the quantity back to the offer', async () => {
    await i18n.changeLanguage('sw');
    storeSession(buildSessionFor('user'));
    const order = buildOrder({ title: 'Saruji Dangote', quantity: 10, unitPrice: 18_000, status: 'placed' });
    mockApi({ 'GET /api/orders/': () => ({ body: pageOf([order], 10) }) });
    const { user } = renderApp({ route: '/orders' });

    const cement = await screen.findByRole('article', { name: 'Saruji Dangote' });
    expect(within(cement).getByText('mifuko 10 × TZS 18,000')).toBeInTheDocument();
    await user.click(within(cement).getByRole('button', { name: 'Ghairi oda ya Saruji Dangote' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ghairi oda hii?' });
    // Not "vipimo vitaachiliwa" (measurements released): the bags go back to the offer.
    expect(confirm).toHaveTextContent(
      'Oda yako (Saruji Dangote, mifuko 10) itaghairiwa, na kiasi hicho kitarudi kwenye ofa ili wengine waweze kukiagiza.',
    );
  });

  it('says in Swahili how to pay an order not paid yet: the lipa namba, the amount, or to ask', async () => {
    await i18n.changeLanguage('sw');
    storeSession(buildSessionFor('user'));
    const supplier = {
      _id: crypto.randomUUID(),
      name: 'Mwenge Hardware',
      phone: '0712 345 678',
      payment: { mobileMoney: { network: 'tigopesa' as const, number: '556677' }, bank: null, note: '' },
    };
    const orders = [
      buildOrder({ title: 'Saruji Dangote', quantity: 12, unitPrice: 17_000, status: 'confirmed', supplier }),
      buildOrder({
        title: 'Nondo Y12',
        unit: 'pcs',
        quantity: 4,
        unitPrice: 30_000,
        status: 'placed',
        supplier: {
          ...supplier,
          name: 'Kariakoo Steel',
          payment: { mobileMoney: null, bank: null, note: '' },
        },
      }),
      buildOrder({ title: 'Mchanga', status: 'paid', supplier }),
    ];
    mockApi({ 'GET /api/orders/': () => ({ body: pageOf(orders, 10) }) });
    renderApp({ route: '/orders' });

    const cement = await screen.findByRole('article', { name: 'Saruji Dangote' });
    const pay = within(cement).getByRole('region', { name: 'Jinsi ya kulipa' });
    expect(pay).toHaveTextContent('Kiasi cha kulipaTZS 204,000');
    expect(pay).toHaveTextContent('Mlipe Mwenge Hardware');
    expect(pay).toHaveTextContent('Lipa namba ya Tigo Pesa556677');
    const text = new URL(
      within(pay)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href')!,
    ).searchParams.get('text');
    expect(text).toBe(
      [
        'Habari Mwenge Hardware, nimeagiza kupitia Kadirio:',
        'Saruji Dangote: mifuko 12 × TZS 17,000 = TZS 204,000',
        'Jumla: TZS 204,000.',
        'Tafadhali thibitisha oda, nami nitalipa.',
      ].join('\n'),
    );
    const steel = screen.getByRole('article', { name: 'Nondo Y12' });
    expect(within(steel).getByRole('region', { name: 'Jinsi ya kulipa' })).toHaveTextContent(
      'Kariakoo Steel bado hajatoa maelezo ya malipo. Muulize msambazaji jinsi ya kulipa kabla ya kutuma pesa yoyote.',
    );
    // Paid: nothing more to pay.
    const sand = screen.getByRole('article', { name: 'Mchanga' });
    expect(within(sand).queryByRole('region', { name: 'Jinsi ya kulipa' })).not.toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    storeSession(buildSessionFor('user'));
    mockApi({ 'GET /api/orders/': { body: pageOf([], 10) } });
    renderApp({ route: '/orders' });
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(screen.getByText(/Order from an open group offer/)).toBeInTheDocument();
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    storeSession(buildSessionFor('user'));
    let fail = true;
    mockApi({
      'GET /api/orders/': () =>
        fail
          ? { status: 500, body: { message: 'Internal Server Error' } }
          : { body: pageOf([buildOrder({ title: 'Sand' })], 10) },
    });
    const { user } = renderApp({ route: '/orders' });

    expect(await screen.findByText(/The orders could not be loaded/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Sand' })).toBeInTheDocument();
  });
});
