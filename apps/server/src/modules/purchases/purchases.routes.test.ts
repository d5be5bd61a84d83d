import { describe, expect, it } from 'vitest';
import type { Purchase } from '@kadirio/domain';
import { UNKNOWN_ID } from '../../testing/factories';
import { buildPurchaseBody } from '../../testing/supply-factories';
import { useSupplyTestApp } from '../../testing/supply-test-app';

const { admin, user, inject, createPurchase, placeOrder } = useSupplyTestApp();

describe('POST /api/purchases/', () => {
  it('publishes an open offer with all of it remaining', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/purchases/',
      headers: admin.auth,
      payload: buildPurchaseBody(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'open',
      quantity: 100,
      ordered: 0,
      remaining: 100,
      transport: 500,
    });
  });

  it('refuses bad input naming the field, and a material outside the catalogue', async () => {
    const noDate = await inject({
      method: 'POST',
      url: '/api/purchases/',
      headers: admin.auth,
      payload: buildPurchaseBody({ payBefore: 'soon' }),
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toMatch(/payBefore/);
    const zero = await inject({
      method: 'POST',
      url: '/api/purchases/',
      headers: admin.auth,
      payload: buildPurchaseBody({ quantity: 0 }),
    });
    expect(zero.json().message).toMatch(/quantity/);
    const unknown = await inject({
      method: 'POST',
      url: '/api/purchases/',
      headers: admin.auth,
      payload: buildPurchaseBody({ material: 'gold-bar' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/material/);
  });

  it('is for admin only', async () => {
    expect(
      (await inject({ method: 'POST', url: '/api/purchases/', payload: buildPurchaseBody() })).statusCode,
    ).toBe(401);
    const asUser = await inject({
      method: 'POST',
      url: '/api/purchases/',
      headers: user.auth,
      payload: buildPurchaseBody(),
    });
    expect(asUser.statusCode).toBe(403);
  });
});

describe('GET /api/purchases/', () => {
  it('shows users open offers only, with what remains; admin filters by status', async () => {
    const open = await createPurchase({ material: 'nails-4in', quantity: 40 });
    const closed = await createPurchase({ material: 'nails-4in', status: 'closed' });
    await placeOrder(open._id, 15);
    const asUser = await inject({
      method: 'GET',
      url: '/api/purchases/?material=nails-4in',
      headers: user.auth,
    });
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json().items).toEqual([
      expect.objectContaining({ _id: open._id, ordered: 15, remaining: 25 }),
    ]);
    const closedOnly = await inject({
      method: 'GET',
      url: '/api/purchases/?material=nails-4in&status=closed',
      headers: admin.auth,
    });
    expect(closedOnly.json().items.map((item: Purchase) => item._id)).toEqual([closed._id]);
    const everything = await inject({
      method: 'GET',
      url: '/api/purchases/?material=nails-4in',
      headers: admin.auth,
    });
    expect(everything.json().total).toBe(2);
  });

  it('needs sign-in and refuses a bad status', async () => {
    expect((await inject({ method: 'GET', url: '/api/purchases/' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/purchases/?status=gone', headers: admin.auth })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/purchases/:id', () => {
  it('answers an open offer to users; a closed one is 404 to them, not to admin', async () => {
    const open = await createPurchase();
    const closed = await createPurchase({ status: 'closed' });
    expect(
      (await inject({ method: 'GET', url: `/api/purchases/${open._id}`, headers: user.auth })).statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'GET', url: `/api/purchases/${closed._id}`, headers: user.auth })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/purchases/${closed._id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'GET', url: `/api/purchases/${UNKNOWN_ID}`, headers: admin.auth })).statusCode,
    ).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/purchases/${open._id}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/purchases/:id', () => {
  it('changes the fields sent and closes an offer', async () => {
    const purchase = await createPurchase();
    const response = await inject({
      method: 'PUT',
      url: `/api/purchases/${purchase._id}`,
      headers: admin.auth,
      payload: { price: 17_000, status: 'closed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: 17_000, status: 'closed', title: purchase.title });
  });

  it('refuses a quantity below what is ordered with 409', async () => {
    const purchase = await createPurchase({ quantity: 20 });
    await placeOrder(purchase._id, 12);
    const url = `/api/purchases/${purchase._id}`;
    const tooLow = await inject({ method: 'PUT', url, headers: admin.auth, payload: { quantity: 11 } });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().message).toMatch(/12 units already ordered/);
    expect(
      (await inject({ method: 'PUT', url, headers: admin.auth, payload: { quantity: 12 } })).json().remaining,
    ).toBe(0);
  });

  it('refuses any change to a delivered offer with 409', async () => {
    const purchase = await createPurchase({ status: 'delivered' });
    const url = `/api/purchases/${purchase._id}`;
    expect(
      (await inject({ method: 'PUT', url, headers: admin.auth, payload: { status: 'open' } })).statusCode,
    ).toBe(409);
    expect(
      (await inject({ method: 'PUT', url, headers: admin.auth, payload: { price: 1 } })).statusCode,
    ).toBe(409);
  });

  it('refuses an empty body, a user and an unknown id', async () => {
    const purchase = await createPurchase();
    const url = `/api/purchases/${purchase._id}`;
    expect((await inject({ method: 'PUT', url, headers: admin.auth, payload: {} })).statusCode).toBe(400);
    expect(
      (await inject({ method: 'PUT', url, headers: admin.auth, payload: { status: 'sold' } })).statusCode,
    ).toBe(400);
    expect((await inject({ method: 'PUT', url, headers: user.auth, payload: { price: 1 } })).statusCode).toBe(
      403,
    );
    const unknown = await inject({
      method: 'PUT',
      url: `/api/purchases/${UNKNOWN_ID}`,
      headers: admin.auth,
      payload: { price: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/purchases/:id', () => {
  it('deletes an offer without orders; one with orders is 409', async () => {
    const empty = await createPurchase();
    const ordered = await createPurchase();
    await placeOrder(ordered._id, 1);
    expect(
      (await inject({ method: 'DELETE', url: `/api/purchases/${empty._id}`, headers: user.auth })).statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'DELETE', url: `/api/purchases/${empty._id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'DELETE', url: `/api/purchases/${empty._id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
    const refused = await inject({
      method: 'DELETE',
      url: `/api/purchases/${ordered._id}`,
      headers: admin.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await inject({ method: 'GET', url: `/api/purchases/${ordered._id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
  });
});
