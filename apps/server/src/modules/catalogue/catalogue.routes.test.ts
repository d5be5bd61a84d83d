import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSeedCatalogue } from '@kadirio/domain';
import { createSignedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function itemByCode(code: string) {
  const page = await inject({ method: 'GET', url: `/api/catalogue?search=${code}` });
  const item = page.json().items.find((entry: { code: string }) => entry.code === code);
  if (!item) throw new Error(`no ${code}`);
  return item as { _id: string; rate: number; code: string; trade: string; active: boolean };
}

describe('GET /api/catalogue', () => {
  it('is seeded with every item of the seed, public, in catalogue order', async () => {
    const seed = parseSeedCatalogue();
    const response = await inject({ method: 'GET', url: '/api/catalogue?limit=500' });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(seed.length);
    expect(response.json().items.map((item: { code: string }) => item.code)).toEqual(
      seed.map((item) => item.code),
    );
  });

  it('filters by trade and paginates', async () => {
    const response = await inject({ method: 'GET', url: '/api/catalogue?trade=walling&limit=5&page=2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(parseSeedCatalogue().filter((item) => item.trade === 'walling').length);
    expect(body.items).toHaveLength(5);
    expect(body.items.every((item: { trade: string }) => item.trade === 'walling')).toBe(true);
  });

  it('searches code and both descriptions', async () => {
    const response = await inject({ method: 'GET', url: '/api/catalogue?search=saruji' });
    expect(response.json().total).toBeGreaterThan(0);
  });

  it('refuses an unknown trade or a bad page with 400', async () => {
    const badTrade = await inject({ method: 'GET', url: '/api/catalogue?trade=kitchen' });
    expect(badTrade.statusCode).toBe(400);
    expect(badTrade.json().message).toMatch(/trade/);
    expect((await inject({ method: 'GET', url: '/api/catalogue?limit=501' })).statusCode).toBe(400);
  });

  it('answers one item and 404 for an unknown id', async () => {
    const cement = await itemByCode('BLD-CEMENT');
    const one = await inject({ method: 'GET', url: `/api/catalogue/${cement._id}` });
    expect(one.json()).toMatchObject({ code: 'BLD-CEMENT', perUnit: 50, unit: 'bag' });
    expect((await inject({ method: 'GET', url: `/api/catalogue/${UNKNOWN_ID}` })).statusCode).toBe(404);
  });
});

describe('PUT /api/catalogue/:id and the rate history', () => {
  it('lets a price setter change the rate, and keeps the change with who made it', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag', { name: 'Rehema Price' });
    const item = await itemByCode('WAL-BLOCK');
    const response = await inject({
      method: 'PUT',
      url: `/api/catalogue/${item._id}`,
      headers: setter.auth,
      payload: { rate: item.rate + 100 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rate).toBe(item.rate + 100);
    const history = await inject({
      method: 'GET',
      url: `/api/catalogue/${item._id}/rates`,
      headers: setter.auth,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        oldRate: item.rate,
        newRate: item.rate + 100,
        changedByName: 'Rehema Price',
      }),
    ]);
  });

  it('refuses a price setter any field but the rate (403), and changes nothing', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag');
    const item = await itemByCode('WAL-SAND');
    const response = await inject({
      method: 'PUT',
      url: `/api/catalogue/${item._id}`,
      headers: setter.auth,
      payload: { rate: 1, description: 'Cheap sand' },
    });
    expect(response.statusCode).toBe(403);
    expect((await itemByCode('WAL-SAND')).rate).toBe(item.rate);
  });

  it('lets admin edit descriptions and deactivate an item; rate unchanged records no history', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const item = await itemByCode('ROF-VALLEY');
    const response = await inject({
      method: 'PUT',
      url: `/api/catalogue/${item._id}`,
      headers: admin.auth,
      payload: { description: 'Valley gutter, 3 m', active: false, rate: item.rate },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ description: 'Valley gutter, 3 m', active: false });
    const active = await inject({ method: 'GET', url: '/api/catalogue?trade=roofing&limit=100' });
    expect(active.json().items.map((entry: { code: string }) => entry.code)).not.toContain('ROF-VALLEY');
    const all = await inject({ method: 'GET', url: '/api/catalogue?trade=roofing&include=all&limit=100' });
    expect(all.json().items.map((entry: { code: string }) => entry.code)).toContain('ROF-VALLEY');
    const history = await inject({
      method: 'GET',
      url: `/api/catalogue/${item._id}/rates`,
      headers: admin.auth,
    });
    expect(history.json()).toEqual([]);
  });

  it('refuses bad input with 400, unknown ids with 404, others with 401/403', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const user = await createSignedInUser(testApp, 'user');
    const item = await itemByCode('PLS-CEMENT');
    const url = `/api/catalogue/${item._id}`;
    for (const payload of [{ rate: -5 }, { rate: 10.5 }, { perUnit: 0 }, {}]) {
      const response = await inject({ method: 'PUT', url, headers: admin.auth, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await inject({ method: 'PUT', url, headers: admin.auth, payload: { trade: 'walling' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/catalogue/${UNKNOWN_ID}`,
          headers: admin.auth,
          payload: { rate: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject({ method: 'PUT', url, headers: user.auth, payload: { rate: 1 } })).statusCode).toBe(
      403,
    );
    expect((await inject({ method: 'PUT', url, payload: { rate: 1 } })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: `${url}/rates`, headers: user.auth })).statusCode).toBe(403);
    expect(
      (await inject({ method: 'GET', url: `/api/catalogue/${UNKNOWN_ID}/rates`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
    expect((await itemByCode('PLS-CEMENT')).rate).toBe(item.rate);
  });
});

describe('POST /api/catalogue', () => {
  const newItem = {
    code: 'WAL-Y16B',
    trade: 'walling',
    material: 'steel-y16',
    description: 'High-tensile bar Y16, 12 m',
    descriptionSw: 'Nondo Y16, mita 12',
    unit: 'pcs',
    baseUnit: 'm',
    perUnit: 12,
    wastageClass: 'steel',
  };

  it('lets admin add an item, refusing a duplicate code (409) and a code of another trade (400)', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const created = await inject({
      method: 'POST',
      url: '/api/catalogue',
      headers: admin.auth,
      payload: newItem,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'WAL-Y16B', active: true });
    const again = await inject({
      method: 'POST',
      url: '/api/catalogue',
      headers: admin.auth,
      payload: newItem,
    });
    expect(again.statusCode).toBe(409);
    const wrongPrefix = await inject({
      method: 'POST',
      url: '/api/catalogue',
      headers: admin.auth,
      payload: { ...newItem, code: 'BLD-Y16' },
    });
    expect(wrongPrefix.statusCode).toBe(400);
    expect(wrongPrefix.json().message).toMatch(/WAL-/);
  });

  it('is for admin only', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag');
    expect(
      (await inject({ method: 'POST', url: '/api/catalogue', headers: setter.auth, payload: newItem }))
        .statusCode,
    ).toBe(403);
  });
});

describe('/api/pre/ (the specification’s preliminaries paths)', () => {
  it('lists the preliminaries items only, publicly', async () => {
    const response = await inject({ method: 'GET', url: '/api/pre/' });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBe(parseSeedCatalogue().filter((item) => item.trade === 'pre').length);
    expect(response.json().every((item: { trade: string }) => item.trade === 'pre')).toBe(true);
  });

  it('sets a rate with { newRate } and answers { id, … }, recording history', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag');
    const item = await itemByCode('PRE-WATER');
    const response = await inject({
      method: 'PUT',
      url: `/api/pre/${item._id}`,
      headers: setter.auth,
      payload: { newRate: 2500 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: item._id, rate: 2500 });
    const history = await inject({
      method: 'GET',
      url: `/api/catalogue/${item._id}/rates`,
      headers: setter.auth,
    });
    expect(history.json()[0]).toMatchObject({ oldRate: item.rate, newRate: 2500 });
  });

  it('answers 404 for an item of another trade, 400 for a bad rate', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag');
    const cement = await itemByCode('BLD-CEMENT');
    expect((await inject({ method: 'GET', url: `/api/pre/${cement._id}` })).statusCode).toBe(404);
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/pre/${cement._id}`,
          headers: setter.auth,
          payload: { newRate: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const water = await itemByCode('PRE-WATER');
    const bad = await inject({
      method: 'PUT',
      url: `/api/pre/${water._id}`,
      headers: setter.auth,
      payload: { newRate: 'a lot' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/newRate/);
  });

  it('lets admin add and withdraw a preliminaries item', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const created = await inject({
      method: 'POST',
      url: '/api/pre/',
      headers: admin.auth,
      payload: {
        code: 'PRE-HOARDING',
        material: 'hoarding-sheet',
        description: 'Site hoarding, iron sheet',
        descriptionSw: 'Uzio wa bati wa eneo la ujenzi',
        unit: 'pcs',
        baseUnit: 'pcs',
        perUnit: 1,
        rate: 28000,
        wastageClass: null,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const withdrawn = await inject({ method: 'DELETE', url: `/api/pre/${id}`, headers: admin.auth });
    expect(withdrawn.json()).toEqual({ id, message: 'Item withdrawn' });
    const list = await inject({ method: 'GET', url: '/api/pre/' });
    expect(list.json().map((item: { code: string }) => item.code)).not.toContain('PRE-HOARDING');
    expect(
      (await inject({ method: 'DELETE', url: `/api/pre/${UNKNOWN_ID}`, headers: admin.auth })).statusCode,
    ).toBe(404);
  });
});
