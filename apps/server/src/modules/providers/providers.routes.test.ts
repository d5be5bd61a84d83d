import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { buildProviderBody, daysAgo } from '../../testing/supply-factories';
import { useSupplyTestApp } from '../../testing/supply-test-app';

const { testApp, admin, user, inject, createProvider } = useSupplyTestApp();
const putPrices = (id: string, prices: object[], headers = admin.auth) =>
  inject({ method: 'PUT', url: `/api/providers/${id}/prices`, headers, payload: { prices } });

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

describe('PUT /api/providers/:id/prices', () => {
  it('replaces the whole list; quotedAt defaults to today', async () => {
    const provider = await createProvider();
    await putPrices(provider._id, [
      { material: 'cement-50kg', price: 17_000, quotedAt: '2026-01-05' },
      { material: 'nails-3in', price: 4_000 },
    ]);
    const replaced = await putPrices(provider._id, [{ material: 'block-150', price: 1_300 }]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      priceCount: 1,
      prices: [{ material: 'block-150', price: 1_300, quotedAt: daysAgo(0), ageDays: 0 }],
    });
  });

  it('refuses an unknown material by its line and leaves the old list untouched', async () => {
    const provider = await createProvider();
    await putPrices(provider._id, [{ material: 'cement-50kg', price: 17_000 }]);
    const bad = await putPrices(provider._id, [
      { material: 'nails-3in', price: 4_000 },
      { material: 'gold-bar', price: 1 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/prices\.1\.material: gold-bar/);
    const after = await inject({ method: 'GET', url: `/api/providers/${provider._id}`, headers: admin.auth });
    expect(after.json().prices.map((line: { material: string }) => line.material)).toEqual(['cement-50kg']);
  });

  it('refuses a material twice, a negative price and a bad date with 400', async () => {
    const provider = await createProvider();
    const twice = await putPrices(provider._id, [
      { material: 'cement-50kg', price: 1 },
      { material: 'cement-50kg', price: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/more than once/);
    expect((await putPrices(provider._id, [{ material: 'cement-50kg', price: -1 }])).json().message).toMatch(
      /price/,
    );
    expect(
      (await putPrices(provider._id, [{ material: 'cement-50kg', price: 1, quotedAt: '31/12/2026' }]))
        .statusCode,
    ).toBe(400);
  });

  it('is for admin only and 404 for an unknown supplier', async () => {
    const provider = await createProvider();
    expect((await putPrices(provider._id, [], user.auth)).statusCode).toBe(403);
    expect(
      (await inject({ method: 'PUT', url: `/api/providers/${provider._id}/prices`, payload: { prices: [] } }))
        .statusCode,
    ).toBe(401);
    expect((await putPrices(UNKNOWN_ID, [])).statusCode).toBe(404);
  });
});

describe('GET /api/providers/cheapest', () => {
  it("ranks registered suppliers' prices cheapest first with their age, optionally by region", async () => {
    const dear = await createProvider({ region: 'Mbeya', name: `Dear ${Date.now()}` });
    const cheap = await createProvider({ region: 'Mbeya', name: `Cheap ${Date.now()}` });
    const elsewhere = await createProvider({ region: 'Iringa' });
    const unregistered = await createProvider({ region: 'Mbeya', status: 'unregistered' });
    await putPrices(dear._id, [{ material: 'block-230', price: 1_900, quotedAt: daysAgo(2) }]);
    await putPrices(cheap._id, [{ material: 'block-230', price: 1_700, quotedAt: daysAgo(40) }]);
    await putPrices(elsewhere._id, [{ material: 'block-230', price: 1_500, quotedAt: daysAgo(1) }]);
    await putPrices(unregistered._id, [{ material: 'block-230', price: 100 }]);

    const inMbeya = await inject({
      method: 'GET',
      url: '/api/providers/cheapest?material=block-230&region=mbeya',
      headers: user.auth,
    });
    expect(inMbeya.statusCode).toBe(200);
    expect(
      inMbeya
        .json()
        .quotes.map((quote: { providerId: string; price: number; ageDays: number }) => [
          quote.providerId,
          quote.price,
          quote.ageDays,
        ]),
    ).toEqual([
      [cheap._id, 1_700, 40],
      [dear._id, 1_900, 2],
    ]);
    const everywhere = await inject({
      method: 'GET',
      url: '/api/providers/cheapest?material=block-230',
      headers: user.auth,
    });
    expect(everywhere.json()).toMatchObject({ region: null, material: 'block-230' });
    expect(everywhere.json().quotes.map((quote: { providerId: string }) => quote.providerId)).toEqual([
      elsewhere._id,
      cheap._id,
      dear._id,
    ]);
  });

  it('needs a material and a signed-in caller', async () => {
    const missing = await inject({ method: 'GET', url: '/api/providers/cheapest', headers: user.auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/material/);
    expect(
      (await inject({ method: 'GET', url: '/api/providers/cheapest?material=block-230' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/providers/shopping-list', () => {
  it('prices a shopping list at the cheapest suppliers and splits it into baskets', async () => {
    const alpha = await createProvider({ region: 'Singida', name: `Alpha ${Date.now()}` });
    const beta = await createProvider({ region: 'Singida', name: `Beta ${Date.now()}` });
    await putPrices(alpha._id, [
      { material: 'cement-50kg', price: 18_000 },
      { material: 'sand-trip-4t', price: 250_000 },
    ]);
    await putPrices(beta._id, [
      { material: 'cement-50kg', price: 17_500 },
      { material: 'sand-trip-4t', price: 260_000 },
    ]);
    const response = await inject({
      method: 'POST',
      url: '/api/providers/shopping-list',
      headers: user.auth,
      payload: {
        region: 'Singida',
        items: [
          { material: 'cement-50kg', quantity: 120 },
          { material: 'sand-trip-4t', quantity: 3 },
          { material: 'roofing-nails', quantity: 5 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(
      list.baskets.map((basket: { providerId: string; total: number }) => [basket.providerId, basket.total]),
    ).toEqual([
      [beta._id, 2_100_000],
      [alpha._id, 750_000],
    ]);
    expect(list).toMatchObject({ region: 'Singida', pricedTotal: 2_850_000, unpriced: ['roofing-nails'] });
    expect(list.items[0]).toMatchObject({ material: 'cement-50kg', amount: 2_100_000, supplierCount: 2 });
  });

  it('refuses a fractional quantity with 400 naming it, and anonymous callers', async () => {
    const bad = await inject({
      method: 'POST',
      url: '/api/providers/shopping-list',
      headers: user.auth,
      payload: { items: [{ material: 'cement-50kg', quantity: 1.5 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/quantity/);
    expect(
      (await inject({ method: 'POST', url: '/api/providers/shopping-list', payload: { items: [] } }))
        .statusCode,
    ).toBe(401);
  });

  it('is what the BOQ module gets from the service for a priced shopping list', async () => {
    const provider = await createProvider({ region: 'Kigoma' });
    await putPrices(provider._id, [{ material: 'galvanized-wire', price: 9_000 }]);
    const list = await testApp.app.services.providers.priceShoppingListBySuppliers(
      {
        items: [
          {
            material: 'galvanized-wire',
            description: 'Galvanised wire',
            unit: 'kg',
            quantity: 2.4,
            purchaseQuantity: 3,
            rate: 8_000,
            amount: 24_000,
            codes: [],
            trades: [],
          },
        ],
      },
      { region: 'Kigoma' },
    );
    expect(list.baskets).toEqual([expect.objectContaining({ providerId: provider._id, total: 27_000 })]);
  });
});
