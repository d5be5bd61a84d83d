import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { daysAgo } from '../../testing/supply-factories';
import { useSupplyTestApp } from '../../testing/supply-test-app';

const { testApp, admin, user, inject, createProvider, putPrices } = useSupplyTestApp();

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
      { material: 'sand-trip-18t', price: 250_000 },
    ]);
    await putPrices(beta._id, [
      { material: 'cement-50kg', price: 17_500 },
      { material: 'sand-trip-18t', price: 260_000 },
    ]);
    const response = await inject({
      method: 'POST',
      url: '/api/providers/shopping-list',
      headers: user.auth,
      payload: {
        region: 'Singida',
        items: [
          { material: 'cement-50kg', quantity: 120 },
          { material: 'sand-trip-18t', quantity: 3 },
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
    const list = await testApp.app.services.suppliers.priceShoppingListBySuppliers(
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
