import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { buildProviderBody, daysAgo } from '../../testing/supply-factories';
import { useSupplyTestApp } from '../../testing/supply-test-app';

const { admin, user, inject, createProvider, putPrices } = useSupplyTestApp();

describe('POST /api/providers/', () => {
  it('adds a supplier, keeping the phone as typed with its leading zero', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/providers/',
      headers: admin.auth,
      payload: buildProviderBody({ phone: '0754 000 111', status: undefined }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      phone: '0754 000 111',
      status: 'unregistered',
      priceCount: 0,
      prices: [],
    });
  });

  it('answers 409 for a name already taken, whatever its case', async () => {
    const first = await createProvider();
    const again = await inject({
      method: 'POST',
      url: '/api/providers/',
      headers: admin.auth,
      payload: buildProviderBody({ name: first.name.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it('refuses a phone that is not a phone, naming the field', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/providers/',
      headers: admin.auth,
      payload: buildProviderBody({ phone: 'call me' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/phone/);
  });

  it('is for admin only', async () => {
    expect(
      (await inject({ method: 'POST', url: '/api/providers/', payload: buildProviderBody() })).statusCode,
    ).toBe(401);
    const asUser = await inject({
      method: 'POST',
      url: '/api/providers/',
      headers: user.auth,
      payload: buildProviderBody(),
    });
    expect(asUser.statusCode).toBe(403);
  });
});

describe('GET /api/providers/', () => {
  it('shows users registered suppliers only; admin all, filtered by status', async () => {
    const hidden = await createProvider({ region: 'Tabora', status: 'unregistered' });
    const shown = await createProvider({ region: 'Tabora' });
    const asUser = await inject({ method: 'GET', url: '/api/providers/?region=tabora', headers: user.auth });
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json().items.map((item: { _id: string }) => item._id)).toEqual([shown._id]);
    const asAdmin = await inject({
      method: 'GET',
      url: '/api/providers/?region=Tabora',
      headers: admin.auth,
    });
    expect(asAdmin.json().total).toBe(2);
    const onlyUnregistered = await inject({
      method: 'GET',
      url: '/api/providers/?region=Tabora&status=unregistered',
      headers: admin.auth,
    });
    expect(onlyUnregistered.json().items.map((item: { _id: string }) => item._id)).toEqual([hidden._id]);
    // A user's status filter cannot reveal unregistered suppliers.
    const sneaky = await inject({
      method: 'GET',
      url: '/api/providers/?region=Tabora&status=unregistered',
      headers: user.auth,
    });
    expect(sneaky.json().items.map((item: { _id: string }) => item._id)).toEqual([shown._id]);
  });

  it('filters by material on the price list', async () => {
    const withWire = await createProvider({ region: 'Lindi' });
    const without = await createProvider({ region: 'Lindi' });
    expect((await putPrices(withWire._id, [{ material: 'binding-wire', price: 5_000 }])).statusCode).toBe(
      200,
    );
    const all = await inject({ method: 'GET', url: '/api/providers/?region=Lindi', headers: user.auth });
    const counts = Object.fromEntries(
      all.json().items.map((item: { _id: string; priceCount: number }) => [item._id, item.priceCount]),
    );
    expect(counts).toEqual({ [withWire._id]: 1, [without._id]: 0 });
    const response = await inject({
      method: 'GET',
      url: '/api/providers/?region=Lindi&material=binding-wire',
      headers: user.auth,
    });
    expect(response.json().items).toEqual([expect.objectContaining({ _id: withWire._id, priceCount: 1 })]);
  });

  it('needs sign-in and refuses a bad status', async () => {
    expect((await inject({ method: 'GET', url: '/api/providers/' })).statusCode).toBe(401);
    const bad = await inject({ method: 'GET', url: '/api/providers/?status=maybe', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
  });
});

describe('GET /api/providers/:id', () => {
  it('answers a registered supplier with its prices to users; an unregistered one is 404 to them', async () => {
    const registered = await createProvider();
    const unregistered = await createProvider({ status: 'unregistered' });
    await putPrices(registered._id, [{ material: 'cement-50kg', price: 17_000, quotedAt: daysAgo(3) }]);
    const one = await inject({ method: 'GET', url: `/api/providers/${registered._id}`, headers: user.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json().prices).toEqual([
      { material: 'cement-50kg', price: 17_000, quotedAt: daysAgo(3), ageDays: 3 },
    ]);
    expect(
      (await inject({ method: 'GET', url: `/api/providers/${unregistered._id}`, headers: user.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/providers/${unregistered._id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'GET', url: `/api/providers/${UNKNOWN_ID}`, headers: admin.auth })).statusCode,
    ).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/providers/${registered._id}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/providers/:id', () => {
  it('changes the fields sent: registering a supplier', async () => {
    const provider = await createProvider({ status: 'unregistered' });
    const response = await inject({
      method: 'PUT',
      url: `/api/providers/${provider._id}`,
      headers: admin.auth,
      payload: { status: 'registered', phone: '+255 754 000 222' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'registered',
      phone: '+255 754 000 222',
      name: provider.name,
    });
  });

  it('refuses a taken name (409), an empty body (400), a user (403), an unknown id (404)', async () => {
    const provider = await createProvider();
    const other = await createProvider();
    const url = `/api/providers/${provider._id}`;
    expect(
      (await inject({ method: 'PUT', url, headers: admin.auth, payload: { name: other.name } })).statusCode,
    ).toBe(409);
    expect((await inject({ method: 'PUT', url, headers: admin.auth, payload: {} })).statusCode).toBe(400);
    expect(
      (await inject({ method: 'PUT', url, headers: user.auth, payload: { ward: 'X' } })).statusCode,
    ).toBe(403);
    const unknown = await inject({
      method: 'PUT',
      url: `/api/providers/${UNKNOWN_ID}`,
      headers: admin.auth,
      payload: { ward: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await inject({ method: 'GET', url, headers: admin.auth })).json().name).toBe(provider.name);
  });
});

describe('DELETE /api/providers/:id', () => {
  it('removes a supplier with its price list (admin), then 404', async () => {
    const provider = await createProvider();
    await putPrices(provider._id, [{ material: 'cement-50kg', price: 1 }]);
    const url = `/api/providers/${provider._id}`;
    expect((await inject({ method: 'DELETE', url, headers: user.auth })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(200);
    expect((await inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(404);
  });
});
