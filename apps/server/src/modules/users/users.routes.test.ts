import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatus, Purchase } from '@kadirio/domain';
import { users as usersTable } from '../../db/schema/index';
import {
  buildRegisterBody,
  createSignedInUser,
  FACTORY_PASSWORD,
  type SignedInUser,
} from '../../testing/factories';
import { buildPurchaseBody, createRecord } from '../../testing/supply-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTokenSigner } from './tokens';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const countUsers = async () =>
  (await testApp.database.db.select({ value: count() }).from(usersTable))[0]!.value;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/users/', () => {
  it('registers a user, ignoring any accessLevel sent, and answers the session', async () => {
    const body = { ...buildRegisterBody({ phone: '0754000111' }), accessLevel: 'admin' };
    const response = await inject({ method: 'POST', url: '/api/users/', payload: body });
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toMatchObject({
      name: body.name,
      email: body.email,
      phone: '0754000111',
      accessLevel: 'user',
      message: 'User registered successfully',
    });
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(session)).not.toMatch(/hash|argon/i);
  });

  it('also answers on the path without the trailing slash', async () => {
    const response = await inject({ method: 'POST', url: '/api/users', payload: buildRegisterBody() });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['email', { email: 'not-an-email' }, /email/],
    ['short password', { password: 'short' }, /password must be at least 8/],
    ['common password', { password: 'password123' }, /password is too common/],
    ['phone', { phone: 'call me' }, /phone/],
    ['name', { name: '   ' }, /name/],
  ])('refuses a bad %s with 400 naming the field and stores nothing', async (_label, override, message) => {
    const before = await countUsers();
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: buildRegisterBody(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a missing body field with 400', async () => {
    const { phone: _phone, ...withoutPhone } = buildRegisterBody();
    const response = await inject({ method: 'POST', url: '/api/users/', payload: withoutPhone });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/phone/);
  });

  it('refuses a duplicate email whatever its case with 409', async () => {
    const body = buildRegisterBody();
    expect((await inject({ method: 'POST', url: '/api/users/', payload: body })).statusCode).toBe(201);
    const again = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: { ...buildRegisterBody(), email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: { ...buildRegisterBody(), name: 'x'.repeat(testApp.config.bodyLimitBytes + 10) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a __proto__ key without polluting objects', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__": {"polluted": true}, "name": "x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('POST /api/users/login', () => {
  it('signs in with the right password and the token works', async () => {
    const { user } = await createSignedInUser(testApp, 'boq');
    const response = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email.toUpperCase(), password: FACTORY_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ _id: user.id, accessLevel: 'boq', message: 'Login successful' });
    const me = await inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().lastLoginAt).not.toBeNull();
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const { user } = await createSignedInUser(testApp);
    const unknown = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@example.com', password: 'whatever-it-is' },
    });
    const wrong = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account for 15 minutes after 5 failures, with Retry-After, even for the right password', async () => {
    const { user } = await createSignedInUser(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: `wrong-${attempt}-password` },
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses a missing password with 400', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the token on the server', async () => {
    const { auth } = await createSignedInUser(testApp);
    const response = await inject({ method: 'POST', url: '/api/users/logout', headers: auth });
    expect(response.statusCode).toBe(200);
    const after = await inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('refuses a token signed with another secret, a tampered one, and an expired one', async () => {
    const { user, token } = await createSignedInUser(testApp);
    const foreign = await createTokenSigner('another-secret-another-secret-0123456789').sign(
      { userId: user.id, sessionId: UNKNOWN_ID, tokenVersion: 0 },
      new Date(Date.now() + 60_000),
    );
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, ver: 7 })).toString('base64url'),
      signature,
    ].join('.');
    const expired = await createTokenSigner(testApp.jwtSecret).sign(
      { userId: user.id, sessionId: claims.sid, tokenVersion: 0 },
      new Date(Date.now() - 1000),
    );
    for (const bad of [foreign, tampered, expired, 'not-a-token']) {
      const response = await inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /api/users/', () => {
  it('lists accounts for admin, paginated, searchable and filterable by role', async () => {
    const { auth } = await createSignedInUser(testApp, 'admin');
    const tag = `zebra${Date.now()}`;
    await createSignedInUser(testApp, 'pricetag', { name: `${tag} One` });
    await createSignedInUser(testApp, 'user', { name: `${tag} Two` });
    const searched = await inject({ method: 'GET', url: `/api/users/?search=${tag}`, headers: auth });
    expect(searched.statusCode).toBe(200);
    expect(searched.json().total).toBe(2);
    expect(searched.json().items.map((user: { name: string }) => user.name)).toEqual([
      `${tag} One`,
      `${tag} Two`,
    ]);
    const filtered = await inject({
      method: 'GET',
      url: `/api/users/?search=${tag}&accessLevel=pricetag`,
      headers: auth,
    });
    expect(filtered.json().items).toHaveLength(1);
    const paged = await inject({
      method: 'GET',
      url: `/api/users/?limit=1&page=2&search=${tag}`,
      headers: auth,
    });
    expect(paged.json()).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.json().items[0].name).toBe(`${tag} Two`);
    expect(JSON.stringify(paged.json())).not.toMatch(/passwordHash|argon2/);
  });

  it('treats % and _ in a search as letters', async () => {
    const { auth } = await createSignedInUser(testApp, 'admin');
    const response = await inject({ method: 'GET', url: '/api/users/?search=%25', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });

  it('refuses a bad query with 400', async () => {
    const { auth } = await createSignedInUser(testApp, 'admin');
    for (const query of ['limit=0', 'page=-1', 'accessLevel=king', 'limit=abc']) {
      const response = await inject({ method: 'GET', url: `/api/users/?${query}`, headers: auth });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is for admin only', async () => {
    const { auth } = await createSignedInUser(testApp, 'boq');
    expect((await inject({ method: 'GET', url: '/api/users/', headers: auth })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/users/' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  it('answers the account to its owner and to admin', async () => {
    const owner = await createSignedInUser(testApp);
    const admin = await createSignedInUser(testApp, 'admin');
    for (const caller of [owner, admin]) {
      const response = await inject({
        method: 'GET',
        url: `/api/users/${owner.user.id}`,
        headers: caller.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: owner.user.id, email: owner.user.email });
    }
  });

  it('refuses another account (403), an unknown id (404) and a malformed id (400)', async () => {
    const owner = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    const admin = await createSignedInUser(testApp, 'admin');
    expect(
      (await inject({ method: 'GET', url: `/api/users/${owner.user.id}`, headers: other.auth })).statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'GET', url: `/api/users/${UNKNOWN_ID}`, headers: admin.auth })).statusCode,
    ).toBe(404);
    const malformed = await inject({ method: 'GET', url: '/api/users/123', headers: admin.auth });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/id/);
    expect((await inject({ method: 'GET', url: `/api/users/${owner.user.id}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/:id', () => {
  it('lets people edit their own name, phone, language and picture', async () => {
    const { user, auth } = await createSignedInUser(testApp);
    const response = await inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: {
        name: 'Neema Mushi',
        phone: '+255 754 000 111',
        language: 'sw',
        profilePic: 'https://example.com/me.png',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Neema Mushi',
      phone: '+255 754 000 111',
      language: 'sw',
      profilePic: 'https://example.com/me.png',
      message: 'Profile updated successfully',
    });
  });

  it('refuses a role change by a non-admin with 403 and changes nothing', async () => {
    const { user, auth } = await createSignedInUser(testApp);
    const response = await inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { accessLevel: 'admin', name: 'Sneaky' },
    });
    expect(response.statusCode).toBe(403);
    const me = await inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(me.json()).toMatchObject({ accessLevel: 'user', name: user.name });
  });

  it('lets admin change a role, which ends the sessions of that user', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const target = await createSignedInUser(testApp);
    // Used once first, so the session is in the service's session cache when the role changes.
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: target.auth })).statusCode).toBe(
      200,
    );
    const response = await inject({
      method: 'PUT',
      url: `/api/users/${target.user.id}`,
      headers: admin.auth,
      payload: { accessLevel: 'typechecker' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().accessLevel).toBe('typechecker');
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: target.auth })).statusCode).toBe(
      401,
    );
    const login = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: target.user.email, password: FACTORY_PASSWORD },
    });
    expect(login.json().accessLevel).toBe('typechecker');
  });

  it('changes a password only with the current one, ending old sessions but handing back a new token', async () => {
    const { user, auth } = await createSignedInUser(testApp);
    const url = `/api/users/${user.id}`;
    const missing = await inject({
      method: 'PUT',
      url,
      headers: auth,
      payload: { password: 'a-new-long-password' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/currentPassword/);
    const wrong = await inject({
      method: 'PUT',
      url,
      headers: auth,
      payload: { password: 'a-new-long-password', currentPassword: 'not-it-at-all' },
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await inject({
      method: 'PUT',
      url,
      headers: auth,
      payload: { password: 'a-new-long-password', currentPassword: FACTORY_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: auth })).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: fresh })).statusCode).toBe(200);
    const login = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: 'a-new-long-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses to demote the only admin with 409', async () => {
    const isolated = await createTestApp();
    try {
      const admin = await createSignedInUser(isolated, 'admin');
      const response = await isolated.app.inject({
        method: 'PUT',
        url: `/api/users/${admin.user.id}`,
        headers: admin.auth,
        payload: { accessLevel: 'user' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/only admin/);
    } finally {
      await isolated.close();
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { user, auth } = await createSignedInUser(testApp);
    const response = await inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { name: 'Fine Name', phone: 'abc', language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/phone/);
    expect(response.json().message).toMatch(/language/);
    const me = await inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(me.json().name).toBe(user.name);
  });

  it('answers 404 for an unknown id, 403 for another account, 401 signed out', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const owner = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    const payload = { name: 'X' };
    expect(
      (await inject({ method: 'PUT', url: `/api/users/${UNKNOWN_ID}`, headers: admin.auth, payload }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'PUT', url: `/api/users/${owner.user.id}`, headers: other.auth, payload }))
        .statusCode,
    ).toBe(403);
    expect((await inject({ method: 'PUT', url: `/api/users/${owner.user.id}`, payload })).statusCode).toBe(
      401,
    );
  });
});

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
