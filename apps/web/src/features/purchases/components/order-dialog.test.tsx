import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildPurchase, pageOf } from '../../../testing/supply-factories';

function signInAsClient() {
  storeSession(buildSessionFor('user', { name: 'Asha Said', phone: '0712 000 999' }));
}

function clientHome(offers: () => Purchase[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/maps/': { body: pageOf([], 10) },
    'GET /api/orders/': { body: pageOf([], 10) },
    'GET /api/purchases/': () => ({ body: pageOf(offers(), 50) }),
    ...extra,
  });
}

async function openOrderDialog(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: `Order ${title}` }));
  return screen.findByRole('dialog', { name: `Order ${title}` });
}

// Typing into several fields of a lazy screen is slow in jsdom on a busy machine.
describe('order dialog', { timeout: 30_000 }, () => {
  it('shows the total, with transport, before anything is sent, and places the order', async () => {
    signInAsClient();
    const offer = buildPurchase({
      title: 'Dangote cement',
      price: 18_000,
      transport: 1_000,
      quantity: 50,
      ordered: 45,
    });
    const api = clientHome(() => [offer], {
      'POST /api/orders/': ({ body }) => ({
        status: 201,
        body: { ...(body as object), _id: crypto.randomUUID(), total: 57_000 },
      }),
    });
    const { user } = renderApp();

    const card = await screen.findByRole('article', { name: 'Dangote cement' });
    expect(within(card).getByText('5 of 50 bags left')).toBeInTheDocument();
    const dialog = await openOrderDialog(user, 'Dangote cement');

    // The signed-in user's phone is offered, as text with its leading zero.
    expect(within(dialog).getByRole('textbox', { name: /Phone number/ })).toHaveValue('0712 000 999');
    const totals = within(dialog).getByLabelText('Order total');
    expect(totals).toHaveTextContent('1 bag × TZS 18,000TZS 18,000');
    expect(totals).toHaveTextContent('TransportTZS 1,000');
    expect(totals).toHaveTextContent('Total to payTZS 19,000');

    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(totals).toHaveTextContent('3 bags × TZS 18,000TZS 54,000');
    expect(totals).toHaveTextContent('Total to payTZS 57,000');
    expect(api.requestsTo('POST /api/orders/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Place order · TZS 57,000' }));

    expect(await screen.findByText('Order placed: TZS 57,000')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/orders/')[0]?.body).toEqual({
      purchaseId: offer._id,
      quantity: 3,
      phoneNumber: '0712 000 999',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('limits the quantity to what remains and refuses a wrong phone, sending nothing', async () => {
    signInAsClient();
    const offer = buildPurchase({ title: 'Steel bars', unit: 'pcs', quantity: 20, ordered: 16 });
    const api = clientHome(() => [offer]);
    const { user } = renderApp();

    const dialog = await openOrderDialog(user, 'Steel bars');
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    expect(quantity).toHaveAttribute('max', '4');
    expect(within(dialog).getByText('At most 4 pieces remain')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(within(dialog).getByText('Only 4 pieces remain: order at most that')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '4');
    const phone = within(dialog).getByRole('textbox', { name: /Phone number/ });
    await user.clear(phone);
    await user.type(phone, '12ab');
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));

    expect(
      await within(dialog).findByText(/Phone number must be digits .* at least 7 digits/),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/orders/')).toHaveLength(0);
  });

  it('says clearly when others took the last units (409) and shows what is left now', async () => {
    signInAsClient();
    let offer = buildPurchase({ title: 'Roofing sheets', unit: 'sheet', quantity: 30, ordered: 20 });
    const api = clientHome(() => [offer], {
      'POST /api/orders/': () => {
        // Someone else ordered meanwhile: only 2 remain.
        offer = { ...offer, ordered: 28, remaining: 2 };
        return { status: 409, body: { message: 'only 2 sheet remain of this offer' } };
      },
    });
    const { user } = renderApp();

    const dialog = await openOrderDialog(user, 'Roofing sheets');
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Not enough left: only 2 sheet remain of this offer. The offer now shows what remains; choose again.',
    );
    // The offer refetched: the dialog now caps the order at the 2 that remain.
    expect(await within(dialog).findByText('Only 2 sheet remain: order at most that')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('max', '2');
    expect(api.requestsTo('GET /api/purchases/').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog', { name: 'Order Roofing sheets' })).toBeInTheDocument();
  });

  it('offers no order on a sold-out offer', async () => {
    signInAsClient();
    clientHome(() => [buildPurchase({ title: 'Sand', unit: 'trip', quantity: 4, ordered: 4 })]);
    renderApp();

    const card = await screen.findByRole('article', { name: 'Sand' });
    expect(within(card).getByText('Sold out')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Order Sand' })).toBeDisabled();
  });
});
