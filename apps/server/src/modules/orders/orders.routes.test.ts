import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Purchase } from '@kadirio/domain';
import { UNKNOWN_ID, type SignedInUser } from '../../testing/factories';
import { useSupplyTestApp } from '../../testing/supply-test-app';

const { admin, user: buyer, inject, signIn, createPurchase, placeOrder } = useSupplyTestApp();
let stranger: SignedInUser;
beforeAll(async () => {
  stranger = await signIn();
});

const postOrder = (payload: object, who: SignedInUser = buyer) =>
  inject({ method: 'POST', url: '/api/orders/', headers: who.auth, payload });
const putOrder = (id: string, payload: object, who: SignedInUser) =>
  inject({ method: 'PUT', url: `/api/orders/${id}`, headers: who.auth, payload });
const remainingOf = async (purchaseId: string) =>
  (await inject({ method: 'GET', url: `/api/purchases/${purchaseId}`, headers: admin.auth })).json<Purchase>()
    .remaining;

describe('POST /api/orders/', () => {
  it('places an order with totals computed from the offer, phone kept as text', async () => {
    const purchase = await createPurchase({ price: 17_500, transport: 500, quantity: 50 });
    const response = await postOrder({ purchaseId: purchase._id, quantity: 12, phoneNumber: '0754 000 111' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      purchaseId: purchase._id,
      userId: buyer.user.id,
      userName: buyer.user.name,
      status: 'placed',
      quantity: 12,
      phoneNumber: '0754 000 111',
      unitPrice: 17_500,
      transportPerUnit: 500,
      subtotal: 210_000,
      transport: 6_000,
      total: 216_000,
      title: purchase.title,
    });
    expect(await remainingOf(purchase._id)).toBe(38);
  });

  it('refuses more than remains with 409 and stores nothing', async () => {
    const purchase = await createPurchase({ quantity: 5 });
    await placeOrder(purchase._id, 3);
    const tooMany = await postOrder({ purchaseId: purchase._id, quantity: 3, phoneNumber: '0712000111' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/only 2 bag remain/);
    expect(await remainingOf(purchase._id)).toBe(2);
  });

  it('refuses an offer that is not open with 409, and an unknown offer with 404', async () => {
    const closed = await createPurchase({ status: 'closed' });
    const refused = await postOrder({ purchaseId: closed._id, quantity: 1, phoneNumber: '0712000111' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/closed/);
    const unknown = await postOrder({ purchaseId: UNKNOWN_ID, quantity: 1, phoneNumber: '0712000111' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const purchase = await createPurchase();
    const badPhone = await postOrder({ purchaseId: purchase._id, quantity: 1, phoneNumber: 712 });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/phoneNumber/);
    const zero = await postOrder({ purchaseId: purchase._id, quantity: 0, phoneNumber: '0712000111' });
    expect(zero.json().message).toMatch(/quantity/);
    const badId = await postOrder({ purchaseId: 'x', quantity: 1, phoneNumber: '0712000111' });
    expect(badId.json().message).toMatch(/purchaseId/);
    expect(await remainingOf(purchase._id)).toBe(purchase.quantity);
  });

  it('needs sign-in', async () => {
    const purchase = await createPurchase();
    const anonymous = await inject({
      method: 'POST',
      url: '/api/orders/',
      payload: { purchaseId: purchase._id, quantity: 1, phoneNumber: '0712000111' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/orders/ and /api/orders/:id', () => {
  it("lists a user's own orders only; admin lists everyone's, by offer and status", async () => {
    const purchase = await createPurchase();
    const mine = await placeOrder(purchase._id, 1, buyer);
    const theirs = await placeOrder(purchase._id, 1, stranger);
    const own = await inject({
      method: 'GET',
      url: `/api/orders/?purchaseId=${purchase._id}`,
      headers: buyer.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().items.map((item: Order) => item._id)).toEqual([mine._id]);
    const all = await inject({
      method: 'GET',
      url: `/api/orders/?purchaseId=${purchase._id}`,
      headers: admin.auth,
    });
    expect(all.json().items.map((item: Order) => item._id)).toEqual([theirs._id, mine._id]);
    await putOrder(theirs._id, { status: 'confirmed' }, admin);
    const confirmed = await inject({
      method: 'GET',
      url: `/api/orders/?purchaseId=${purchase._id}&status=confirmed`,
      headers: admin.auth,
    });
    expect(confirmed.json().total).toBe(1);
  });

  it("answers an order to its owner and admin; another user's is 404", async () => {
    const purchase = await createPurchase();
    const order = await placeOrder(purchase._id);
    const url = `/api/orders/${order._id}`;
    expect((await inject({ method: 'GET', url, headers: buyer.auth })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url, headers: admin.auth })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/orders/${UNKNOWN_ID}`, headers: admin.auth })).statusCode,
    ).toBe(404);
    expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/orders/' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/orders/?status=lost', headers: buyer.auth })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/orders/:id', () => {
  it('lets the owner cancel while placed, giving the units back', async () => {
    const purchase = await createPurchase({ quantity: 10 });
    const order = await placeOrder(purchase._id, 4);
    const cancelled = await putOrder(order._id, { status: 'cancelled' }, buyer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await remainingOf(purchase._id)).toBe(10);
    const again = await putOrder(order._id, { status: 'placed' }, admin);
    expect(again.statusCode).toBe(409);
  });

  it('lets the owner change quantity and phone while placed, within what remains', async () => {
    const purchase = await createPurchase({ quantity: 10, price: 1_000, transport: 0 });
    const order = await placeOrder(purchase._id, 4);
    await placeOrder(purchase._id, 3, stranger);
    const grown = await putOrder(order._id, { quantity: 7, phoneNumber: '0655 123 456' }, buyer);
    expect(grown.statusCode).toBe(200);
    expect(grown.json()).toMatchObject({ quantity: 7, phoneNumber: '0655 123 456', total: 7_000 });
    const tooMuch = await putOrder(order._id, { quantity: 8 }, buyer);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/only 7 bag remain/);
    expect(await remainingOf(purchase._id)).toBe(0);
  });

  it('refuses the owner moving forward (403), cancelling after confirmation (409) or editing then (409)', async () => {
    const purchase = await createPurchase();
    const order = await placeOrder(purchase._id);
    expect((await putOrder(order._id, { status: 'confirmed' }, buyer)).statusCode).toBe(403);
    expect((await putOrder(order._id, { status: 'confirmed' }, admin)).statusCode).toBe(200);
    const cancel = await putOrder(order._id, { status: 'cancelled' }, buyer);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/only a placed order/);
    expect((await putOrder(order._id, { quantity: 1 }, buyer)).statusCode).toBe(409);
  });

  it('lets admin move placed → confirmed → paid → delivered, one step at a time', async () => {
    const purchase = await createPurchase();
    const order = await placeOrder(purchase._id);
    expect((await putOrder(order._id, { status: 'paid' }, admin)).statusCode).toBe(409);
    for (const status of ['confirmed', 'paid', 'delivered']) {
      const moved = await putOrder(order._id, { status }, admin);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().status).toBe(status);
    }
    const seen = await inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: buyer.auth });
    expect(seen.json().status).toBe('delivered');
    expect((await putOrder(order._id, { status: 'cancelled' }, admin)).statusCode).toBe(409);
  });

  it('lets admin cancel a paid order', async () => {
    const purchase = await createPurchase();
    const order = await placeOrder(purchase._id);
    await putOrder(order._id, { status: 'confirmed' }, admin);
    await putOrder(order._id, { status: 'paid' }, admin);
    const cancelled = await putOrder(order._id, { status: 'cancelled' }, admin);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
  });

  it("keeps another user's order hidden (404) and refuses bad input (400)", async () => {
    const purchase = await createPurchase();
    const order = await placeOrder(purchase._id);
    expect((await putOrder(order._id, { status: 'cancelled' }, stranger)).statusCode).toBe(404);
    expect((await putOrder(UNKNOWN_ID, { status: 'cancelled' }, admin)).statusCode).toBe(404);
    const bad = await putOrder(order._id, { status: 'lost' }, buyer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
    const anonymous = await inject({
      method: 'PUT',
      url: `/api/orders/${order._id}`,
      payload: { status: 'cancelled' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: buyer.auth })).json().status,
    ).toBe('placed');
  });
});

describe('the oversell race', () => {
  it('never sells more than the offer holds when 30 orders race for the last units', async () => {
    const purchase = await createPurchase({ quantity: 40 });
    await placeOrder(purchase._id, 30);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signIn()));
    const attempts = Array.from({ length: 30 }, (_, index) => ({
      who: buyers[index % buyers.length] ?? buyer,
      quantity: (index % 3) + 1,
    }));
    const responses = await Promise.all(
      attempts.map(({ who, quantity }) =>
        postOrder({ purchaseId: purchase._id, quantity, phoneNumber: '0712000111' }, who),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const sold = responses
      .filter((response) => response.statusCode === 201)
      .reduce((sum, response) => sum + response.json<Order>().quantity, 0);
    // Serialised by the offer's lock, every refused order asked for more than remained, and
    // 1-unit orders are among them: the offer sells out exactly, never beyond.
    expect(sold).toBe(10);
    const stored = await inject({
      method: 'GET',
      url: `/api/orders/?purchaseId=${purchase._id}&limit=100`,
      headers: admin.auth,
    });
    const storedUnits = stored.json().items.reduce((sum: number, item: Order) => sum + item.quantity, 0);
    expect(storedUnits).toBe(30 + sold);
    expect(await remainingOf(purchase._id)).toBe(10 - sold);
  });
});
