import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildProvider, buildPurchase, pageOf } from '../../../testing/supply-factories';

describe('admin offers', { timeout: 40_000 }, () => {
  it('shows ordered and remaining units, and closes an offer after asking', async () => {
    storeSession(buildSessionFor('admin'));
    const offers: Purchase[] = [buildPurchase({ title: 'Dangote cement', quantity: 200, ordered: 36 })];
    const api = mockApi({
      'GET /api/purchases/': () => ({ body: pageOf(offers, 20) }),
      'PUT /api/purchases/:id': ({ body }) => {
        Object.assign(offers[0]!, body);
        return { body: offers[0] };
      },
    });
    const { user } = renderApp({ route: '/offers' });

    const row = (await screen.findByText('Dangote cement')).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '36' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '164' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Close Dangote cement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this offer?' });
    expect(dialog).toHaveTextContent('The 36 bags already ordered stay ordered.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByText('Dangote cement closed')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/purchases/:id')[0]?.body).toEqual({ status: 'closed' });
    expect(await within(row).findByRole('button', { name: 'Reopen Dangote cement' })).toBeInTheDocument();
  });

  it('publishes an offer checked with the server schema, naming the supplier who is paid', async () => {
    storeSession(buildSessionFor('admin'));
    const supplier = buildProvider({ name: 'Mwenge Hardware' });
    const api = mockApi({
      'GET /api/providers/': { body: pageOf([supplier], 100) },
      'GET /api/purchases/': { body: pageOf([], 20) },
      'POST /api/purchases/': ({ body }) => ({ status: 201, body: buildPurchase(body as Partial<Purchase>) }),
    });
    const { user } = renderApp({ route: '/offers' });

    await user.click((await screen.findAllByRole('button', { name: 'New offer' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Publish a group offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish offer' }));
    expect(within(dialog).getByText('Offer is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Units available is required')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/purchases/')).toHaveLength(0);

    const fill = async (label: RegExp, text: string) => {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    };
    await fill(/^Offer/, 'Steel Y12');
    await fill(/^Material key/, 'steel-y12');
    await fill(/^Unit \*?$/, 'pcs');
    await fill(/^Price per unit/, '29500');
    await fill(/^Units available/, '0');
    await fill(/^Pay before/, '2027-01-31');
    await fill(/^Delivery/, 'Next week');
    await user.click(within(dialog).getByRole('button', { name: 'Publish offer' }));
    expect(within(dialog).getByText('Units available must be at least 1')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Units available/));
    await fill(/^Units available/, '300');
    await user.click(within(dialog).getByRole('combobox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('option', { name: 'Mwenge Hardware' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish offer' }));
    expect(await screen.findByText('Offer Steel Y12 published')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/purchases/')[0]?.body).toEqual({
      title: 'Steel Y12',
      material: 'steel-y12',
      unit: 'pcs',
      price: 29_500,
      quantity: 300,
      payBefore: '2027-01-31',
      deliveryRange: 'Next week',
      transport: 0,
      transportTerms: '',
      providerId: supplier._id,
      status: 'open',
    });
  });
});
