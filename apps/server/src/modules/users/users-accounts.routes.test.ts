import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, FACTORY_PASSWORD, UNKNOWN_ID } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { createUsersWorld } from './users-testing';

/** Reading and editing accounts: the admin list, one account, its changes. */
const world = await createUsersWorld();
afterAll(() => world.close());
const { testApp, inject } = world;

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
