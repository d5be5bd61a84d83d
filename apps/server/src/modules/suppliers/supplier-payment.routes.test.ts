import {
  ordersEndpoints,
  purchasesEndpoints,
  suppliersEndpoints,
  type PaymentDetailsInput,
} from '@kadirio/domain';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { invalid, inject } from '../../testing/inject';
import { buildProviderBody, buildPurchaseBody } from '../../testing/supply-factories';
import { useSupplyTestApp } from '../../testing/supply-test-app';

const { testApp, admin, user, signIn, createProvider, placeOrder } = useSupplyTestApp();

const LIPA: PaymentDetailsInput = {
  mobileMoney: { network: 'mpesa', number: '556 677' },
  bank: {
    bankName: 'CRDB Bank',
    accountName: 'Mwenge Hardware Ltd',
    accountNumber: '0150 1234 5678 00',
    branch: 'Mwenge',
  },
  note: 'Pay half before delivery, the rest on arrival',
};

describe('a supplier’s payment details (PUT /api/providers/:id)', () => {
  it('keeps a till, a bank account and a note, and answers them with the supplier', async () => {
    const supplier = await createProvider();
    expect(supplier.payment).toEqual({ mobileMoney: null, bank: null, note: '' });
    const { status, result } = await inject(testApp, suppliersEndpoints.updateProvider, {
      params: { id: supplier._id },
      body: { payment: LIPA },
      as: admin,
    });
    expect(status).toBe(200);
    expect(result.payment).toEqual(LIPA);
    const read = await inject(testApp, suppliersEndpoints.getProvider, {
      params: { id: supplier._id },
      as: user,
    });
    expect(read.result.payment).toEqual(LIPA);
  });

  it('takes payment details when the supplier is added, and a till alone', async () => {
    const { status, result } = await inject(testApp, suppliersEndpoints.createProvider, {
      body: buildProviderBody({ payment: { mobileMoney: { network: 'halopesa', number: '0621 000 111' } } }),
      as: admin,
    });
    expect(status).toBe(201);
    expect(result.payment).toEqual({
      mobileMoney: { network: 'halopesa', number: '0621 000 111' },
      bank: null,
      note: '',
    });
  });

  it('removes a part sent as null, and keeps the payment when other fields change', async () => {
    const supplier = await createProvider({ payment: LIPA });
    const renamed = await inject(testApp, suppliersEndpoints.updateProvider, {
      params: { id: supplier._id },
      body: { ward: 'Sinza' },
      as: admin,
    });
    expect(renamed.result.payment).toEqual(LIPA);
    const noBank = await inject(testApp, suppliersEndpoints.updateProvider, {
      params: { id: supplier._id },
      body: { payment: { ...LIPA, bank: null } },
      as: admin,
    });
    expect(noBank.result.payment).toEqual({ ...LIPA, bank: null });
  });

  it.each([
    [{ mobileMoney: { network: 'mpesa', number: 'lipa' } }, /payment\.mobileMoney\.number must be digits/],
    [
      { mobileMoney: { network: 'mpesa', number: '12' } },
      /payment\.mobileMoney\.number must have 5 to 15 digits/,
    ],
    [
      { mobileMoney: { network: 'zantel', number: '123456' } },
      /payment\.mobileMoney\.network must be one of mpesa/,
    ],
    [
      { bank: { bankName: 'NMB', accountName: '', accountNumber: '20110000111' } },
      /payment\.bank\.accountName is required/,
    ],
    [
      { bank: { bankName: 'NMB', accountName: 'Juma', accountNumber: '20-11-A' } },
      /payment\.bank\.accountNumber must be digits/,
    ],
    [{ note: 'x'.repeat(301) }, /payment\.note must be at most 300 characters/],
  ])('refuses %j with a 400 naming the field', async (payment, message) => {
    const supplier = await createProvider();
    const { status, error } = await inject(testApp, suppliersEndpoints.updateProvider, {
      params: { id: supplier._id },
      body: invalid({ payment }),
      as: admin,
    });
    expect(status).toBe(400);
    expect(error.message).toMatch(message);
  });

  it('is changed by admin only (401, 403) and answers 404 for an unknown supplier', async () => {
    const supplier = await createProvider();
    const call = (as: Parameters<typeof inject>[2]['as'], id = supplier._id) =>
      inject(testApp, suppliersEndpoints.updateProvider, { params: { id }, body: { payment: LIPA }, as });
    expect((await call(null)).status).toBe(401);
    expect((await call(user)).status).toBe(403);
    expect((await call(await signIn('boq'))).status).toBe(403);
    expect((await call(admin, UNKNOWN_ID)).status).toBe(404);
  });
});

describe('an offer’s supplier and how an order is paid', () => {
  it('answers each order with the supplier to pay and its payment details as they read now', async () => {
    const supplier = await createProvider({ name: 'Lipa Hardware', phone: '0712 345 678', payment: LIPA });
    const offer = await inject(testApp, purchasesEndpoints.createPurchase, {
      body: buildPurchaseBody({ providerId: supplier._id }),
      as: admin,
    });
    expect(offer.status).toBe(201);
    expect(offer.result).toMatchObject({ providerId: supplier._id, providerName: 'Lipa Hardware' });

    const order = await placeOrder(offer.result._id, 3);
    expect(order.supplier).toEqual({
      _id: supplier._id,
      name: 'Lipa Hardware',
      phone: '0712 345 678',
      payment: LIPA,
    });
    // The supplier changes its till: the order shows the new one.
    await inject(testApp, suppliersEndpoints.updateProvider, {
      params: { id: supplier._id },
      body: { payment: { mobileMoney: { network: 'airtelmoney', number: '998877' } } },
      as: admin,
    });
    const read = await inject(testApp, ordersEndpoints.getOrder, { params: { id: order._id }, as: user });
    expect(read.result.supplier?.payment.mobileMoney).toEqual({ network: 'airtelmoney', number: '998877' });
    const mine = await inject(testApp, ordersEndpoints.listOrders, {
      query: { purchaseId: offer.result._id },
      as: user,
    });
    expect(mine.result.items.map((each) => each.supplier?.name)).toEqual(['Lipa Hardware']);
  });

  it('answers an order of an offer without a supplier with supplier null', async () => {
    const offer = await inject(testApp, purchasesEndpoints.createPurchase, {
      body: buildPurchaseBody(),
      as: admin,
    });
    expect(offer.result).toMatchObject({ providerId: null, providerName: null });
    const order = await placeOrder(offer.result._id, 1);
    expect(order.supplier).toBeNull();
  });

  it('refuses an offer naming a supplier that does not exist, naming providerId (400)', async () => {
    const created = await inject(testApp, purchasesEndpoints.createPurchase, {
      body: buildPurchaseBody({ providerId: UNKNOWN_ID }),
      as: admin,
    });
    expect(created.status).toBe(400);
    expect(created.error.message).toMatch(/providerId/);
    const offer = await inject(testApp, purchasesEndpoints.createPurchase, {
      body: buildPurchaseBody(),
      as: admin,
    });
    const changed = await inject(testApp, purchasesEndpoints.updatePurchase, {
      params: { id: offer.result._id },
      body: { providerId: UNKNOWN_ID },
      as: admin,
    });
    expect(changed.status).toBe(400);
    const malformed = await inject(testApp, purchasesEndpoints.updatePurchase, {
      params: { id: offer.result._id },
      body: invalid({ providerId: 'mwenge' }),
      as: admin,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.error.message).toMatch(/providerId/);
  });

  it('keeps the offer when its supplier is removed: the offer names none, its orders say so', async () => {
    const supplier = await createProvider();
    const offer = await inject(testApp, purchasesEndpoints.createPurchase, {
      body: buildPurchaseBody({ providerId: supplier._id }),
      as: admin,
    });
    const order = await placeOrder(offer.result._id, 1);
    await inject(testApp, suppliersEndpoints.deleteProvider, { params: { id: supplier._id }, as: admin });
    const read = await inject(testApp, ordersEndpoints.getOrder, { params: { id: order._id }, as: user });
    expect(read.result.supplier).toBeNull();
  });
});
