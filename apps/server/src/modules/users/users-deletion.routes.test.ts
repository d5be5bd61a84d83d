import { afterAll, describe, expect, it } from 'vitest';
import { type Order, type OrderStatus, type Purchase } from '@kadirio/domain';
import { createSignedInUser, type SignedInUser } from '../../testing/factories';
import { buildPurchaseBody, createRecord } from '../../testing/supply-factories';
import { createTestApp } from '../../testing/test-app';
import { createUsersWorld } from './users-testing';

/** Deleting accounts, and what an account with orders keeps. */
const world = await createUsersWorld();
afterAll(() => world.close());
const { testApp, inject, countUsers } = world;

describe('DELETE /api/users/:id', () => {
  it('lets admin delete an account; its token stops working', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const target = await createSignedInUser(testApp);
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: target.auth })).statusCode).toBe(
      200,
    );
    const response = await inject({
      method: 'DELETE',
      url: `/api/users/${target.user.id}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: target.user.id, message: 'User deleted successfully' });
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: target.auth })).statusCode).toBe(
      401,
    );
    expect(
      (await inject({ method: 'DELETE', url: `/api/users/${target.user.id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('lets people delete their own account, not anyone else’s', async () => {
    const owner = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    expect(
      (await inject({ method: 'DELETE', url: `/api/users/${owner.user.id}`, headers: other.auth }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'DELETE', url: `/api/users/${owner.user.id}`, headers: owner.auth }))
        .statusCode,
    ).toBe(200);
    expect((await inject({ method: 'DELETE', url: `/api/users/${other.user.id}` })).statusCode).toBe(401);
  });

  it('refuses to delete the only admin with 409', async () => {
    const isolated = await createTestApp();
    try {
      const admin = await createSignedInUser(isolated, 'admin');
      const response = await isolated.app.inject({
        method: 'DELETE',
        url: `/api/users/${admin.user.id}`,
        headers: admin.auth,
      });
      expect(response.statusCode).toBe(409);
    } finally {
      await isolated.close();
    }
  });
});

describe('DELETE /api/users/:id of a buyer with orders', () => {
  /** Publishes an offer, has `buyer` order from it, and has admin move the order through `steps`. */
  async function orderMovedThrough(admin: SignedInUser, buyer: SignedInUser, steps: OrderStatus[]) {
    const purchase = await createRecord<Purchase>(
      testApp,
      '/api/purchases/',
      buildPurchaseBody({ quantity: 10 }),
      admin.auth,
    );
    const order = await createRecord<Order>(
      testApp,
      '/api/orders/',
      { purchaseId: purchase._id, quantity: 4, phoneNumber: '0712000111' },
      buyer.auth,
    );
    for (const status of steps) {
      const moved = await inject({
        method: 'PUT',
        url: `/api/orders/${order._id}`,
        headers: admin.auth,
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    return { purchaseId: purchase._id, orderId: order._id };
  }
  const getAs = (who: SignedInUser, url: string) => inject({ method: 'GET', url, headers: who.auth });

  // Both ways an account is deleted: by its owner, and by an admin.
  const deleters = [
    { by: 'its owner', deleterOf: (buyer: SignedInUser) => Promise.resolve(buyer) },
    { by: 'an admin', deleterOf: () => createSignedInUser(testApp, 'admin') },
  ];

  describe.each(deleters)('by $by', ({ deleterOf }) => {
    it('refuses with 409 naming the paid orders, and changes nothing', async () => {
      const admin = await createSignedInUser(testApp, 'admin');
      const buyer = await createSignedInUser(testApp);
      const placed = await orderMovedThrough(admin, buyer, []);
      const paid = await orderMovedThrough(admin, buyer, ['confirmed', 'paid']);
      const delivered = await orderMovedThrough(admin, buyer, ['confirmed', 'paid', 'delivered']);
      const deleter = await deleterOf(buyer);
      const usersBefore = await countUsers();

      const response = await inject({
        method: 'DELETE',
        url: `/api/users/${buyer.user.id}`,
        headers: deleter.auth,
      });

      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This account has 2 paid orders; paid orders are kept as a record of payment, so the account cannot be deleted',
      );
      expect(await countUsers()).toBe(usersBefore);
      expect((await getAs(buyer, '/api/users/me')).statusCode).toBe(200);
      for (const [{ orderId }, status] of [
        [placed, 'placed'],
        [paid, 'paid'],
        [delivered, 'delivered'],
      ] as const) {
        const order = await getAs(buyer, `/api/orders/${orderId}`);
        expect(order.statusCode).toBe(200);
        expect(order.json<Order>().status).toBe(status);
      }
    });

    it('deletes an account whose orders were never paid, and its orders free their units', async () => {
      const admin = await createSignedInUser(testApp, 'admin');
      const buyer = await createSignedInUser(testApp);
      const placed = await orderMovedThrough(admin, buyer, []);
      const confirmed = await orderMovedThrough(admin, buyer, ['confirmed']);
      const cancelled = await orderMovedThrough(admin, buyer, ['cancelled']);

      const response = await inject({
        method: 'DELETE',
        url: `/api/users/${buyer.user.id}`,
        headers: (await deleterOf(buyer)).auth,
      });

      expect(response.statusCode).toBe(200);
      expect((await getAs(admin, `/api/users/${buyer.user.id}`)).statusCode).toBe(404);
      for (const { orderId, purchaseId } of [placed, confirmed, cancelled]) {
        expect((await getAs(admin, `/api/orders/${orderId}`)).statusCode).toBe(404);
        expect((await getAs(admin, `/api/purchases/${purchaseId}`)).json<Purchase>().remaining).toBe(10);
      }
    });
  });
});
