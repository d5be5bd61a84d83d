import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, Purchase } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildOrder, buildPurchase, pageOf } from '../../../testing/supply-factories';

const MWENGE: NonNullable<Order['supplier']> = {
  _id: crypto.randomUUID(),
  name: 'Mwenge Hardware',
  phone: '0712 345 678',
  payment: {
    mobileMoney: { network: 'mpesa', number: '556677' },
    bank: {
      bankName: 'CRDB Bank',
      accountName: 'Mwenge Hardware Ltd',
      accountNumber: '01501234567800',
      branch: 'Mwenge',
    },
    note: 'Pay half before delivery',
  },
};

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
  it('shows the total, with transport, before anything is sent, places the order and says how to pay it', async () => {
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
        body: buildOrder({
          ...(body as Pick<Order, 'purchaseId' | 'quantity' | 'phoneNumber'>),
          title: 'Dangote cement',
          unitPrice: 18_000,
          transportPerUnit: 1_000,
          supplier: MWENGE,
        }),
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

    expect(await within(dialog).findByText('Order placed: TZS 57,000')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/orders/')[0]?.body).toEqual({
      purchaseId: offer._id,
      quantity: 3,
      phoneNumber: '0712 000 999',
    });
    // How to pay, from the supplier's own details, with the amount.
    const pay = within(dialog).getByRole('region', { name: 'How to pay' });
    expect(pay).toHaveTextContent('Amount to payTZS 57,000');
    expect(pay).toHaveTextContent('Pay Mwenge Hardware');
    expect(pay).toHaveTextContent('M-Pesa lipa namba556677');
    expect(pay).toHaveTextContent('BankCRDB Bank, Mwenge branch');
    expect(pay).toHaveTextContent('Account nameMwenge Hardware Ltd');
    expect(pay).toHaveTextContent('Account number01501234567800');
    expect(pay).toHaveTextContent('Pay half before delivery');
    // The WhatsApp message carries the order and its amount.
    const whatsApp = within(pay).getByRole('link', { name: /WhatsApp/ });
    const text = new URL(whatsApp.getAttribute('href')!).searchParams.get('text');
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/255712345678\?/);
    expect(text).toBe(
      [
        'Hello Mwenge Hardware, I ordered through Kadirio:',
        'Dangote cement: 3 bags × TZS 18,000 = TZS 54,000',
        'Transport: TZS 3,000',
        'Total: TZS 57,000.',
        'Please confirm the order, and I will pay.',
      ].join('\n'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the supplier has given no payment details, and to ask it', async () => {
    signInAsClient();
    const offer = buildPurchase({ title: 'Steel Y12', price: 29_500, quantity: 50 });
    clientHome(() => [offer], {
      'POST /api/orders/': () => ({
        status: 201,
        body: buildOrder({
          title: 'Steel Y12',
          quantity: 1,
          unitPrice: 29_500,
          supplier: { ...MWENGE, payment: { mobileMoney: null, bank: null, note: '' } },
        }),
      }),
    });
    const { user } = renderApp();

    const dialog = await openOrderDialog(user, 'Steel Y12');
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    const pay = await within(dialog).findByRole('region', { name: 'How to pay' });
    expect(pay).toHaveTextContent('Amount to payTZS 29,500');
    expect(pay).toHaveTextContent(
      'Mwenge Hardware has not given payment details yet. Ask the supplier how to pay before you send any money.',
    );
    const text = new URL(
      within(pay)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href')!,
    ).searchParams.get('text');
    expect(text).toContain('Total: TZS 29,500.');
    expect(text).toContain('Please confirm the order: how do I pay?');
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
