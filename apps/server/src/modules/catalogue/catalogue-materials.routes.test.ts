import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueMaterialEntry,
  CatalogueWriteResult,
  HouseEstimateResponse,
  RateChange,
} from '@kadirio/domain';
import { createSignedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** One rate per material (docs/decisions/0013-rates-per-material.md). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);

async function itemByCode(code: string) {
  const page = await inject({ method: 'GET', url: `/api/catalogue?search=${code}&include=all` });
  const item = page.json().items.find((entry: { code: string }) => entry.code === code);
  if (!item) throw new Error(`no ${code}`);
  return item as { _id: string; rate: number; code: string; material: string };
}

async function material(key: string): Promise<CatalogueMaterialEntry> {
  const list = (await inject({ method: 'GET', url: '/api/catalogue/materials' })).json<
    CatalogueMaterialEntry[]
  >();
  const found = list.find((entry) => entry.key === key);
  if (!found) throw new Error(`no material ${key}`);
  return found;
}

const CEMENT_CODES = [
  'BLD-CEMENT',
  'STR-CEMENT',
  'PAD-CEMENT',
  'FDW-CEMENT',
  'GBM-CEMENT',
  'OSC-CEMENT',
  'WAL-CEMENT',
  'SEP-CEMENT',
  'TIL-CEMENT',
  'PLS-CEMENT',
  'EXT-CEMENT',
];

describe('a rate change on an item row sets its material’s rate', () => {
  it('moves cement in every trade with one edit, and keeps the change in the material’s history', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag', { name: 'Rehema Price' });
    const strip = await itemByCode('STR-CEMENT');
    expect(strip.material).toBe('cement-50kg');
    const response = await inject({
      method: 'PUT',
      url: `/api/catalogue/${strip._id}`,
      headers: setter.auth,
      payload: { rate: 19000 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CatalogueWriteResult>();
    expect(body.rate).toBe(19000);
    expect(body.rateAppliesTo?.material).toBe('cement-50kg');
    expect(body.rateAppliesTo?.codes).toEqual(CEMENT_CODES);
    for (const code of CEMENT_CODES) expect((await itemByCode(code)).rate, code).toBe(19000);
    expect((await material('cement-50kg')).rate).toBe(19000);

    // The estimate prices cement at 19 000 in every trade that uses it: no BOQ carries two prices.
    const estimate = (
      await inject({ method: 'POST', url: '/api/takeoff/house', payload: { length: 10, width: 8 } })
    ).json<HouseEstimateResponse>();
    const cementRates = estimate.trades
      .flatMap((trade) => trade.lines)
      .filter((line) => line.material === 'cement-50kg')
      .map((line) => line.rate);
    expect(cementRates.length).toBeGreaterThan(3);
    expect(new Set(cementRates)).toEqual(new Set([19000]));

    const history = await inject({
      method: 'GET',
      url: '/api/catalogue/materials/cement-50kg/rates',
      headers: setter.auth,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json<RateChange[]>()).toEqual([
      expect.objectContaining({
        material: 'cement-50kg',
        oldRate: 18500,
        newRate: 19000,
        changedByName: 'Rehema Price',
        note: null,
      }),
    ]);
    // The same history answers through any item of the material.
    const viaItem = await inject({
      method: 'GET',
      url: `/api/catalogue/${(await itemByCode('PLS-CEMENT'))._id}/rates`,
      headers: setter.auth,
    });
    expect(viaItem.json()).toEqual(history.json());
  });

  it('PUT /api/pre/:id on the setting-out timber moves the roof’s purlin timber too (one timber per piece)', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag');
    const timber = await itemByCode('PRE-TIMBER-2X2');
    const response = await inject({
      method: 'PUT',
      url: `/api/pre/${timber._id}`,
      headers: setter.auth,
      payload: { newRate: 7500 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: timber._id,
      rate: 7500,
      rateAppliesTo: {
        material: 'timber-2x2-12ft',
        trades: ['pre', 'concrete', 'roofing', 'blandeOut', 'blandeIn'],
      },
    });
    expect((await itemByCode('ROF-TIMBER-2X2')).rate).toBe(7500);
  });
});

describe('/api/catalogue/materials', () => {
  it('lists every material with its rate and items, publicly', async () => {
    const response = await inject({ method: 'GET', url: '/api/catalogue/materials' });
    expect(response.statusCode).toBe(200);
    const sand = response.json<CatalogueMaterialEntry[]>().find((entry) => entry.key === 'sand-trip-18t');
    expect(sand).toMatchObject({ unit: 'trip', rate: 450000 });
    expect(sand?.items.map((item) => item.code)).toContain('SEP-SAND');
    expect(sand?.items.map((item) => item.code)).not.toContain('PLS-SAND');
  });

  it('sets a material’s rate (200), refusing a bad rate (400), anonymous (401), other roles (403), unknown keys (404)', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag');
    const owner = await createSignedInUser(testApp, 'user');
    const put = (
      key: string,
      headers: Record<string, string> | undefined,
      payload: Record<string, unknown>,
    ) =>
      inject({
        method: 'PUT',
        url: `/api/catalogue/materials/${key}/rate`,
        ...(headers ? { headers } : {}),
        payload,
      });
    const ok = await put('nails-3in', setter.auth, { newRate: 5200 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CatalogueMaterialEntry>()).toMatchObject({ key: 'nails-3in', rate: 5200 });
    expect(ok.json<CatalogueMaterialEntry>().items.map((item) => item.code)).toEqual([
      'PRE-NAILS',
      'WAL-NAILS',
      'ROF-NAILS-3IN',
      'BRO-NAILS',
      'BRI-NAILS',
    ]);
    const bad = await put('nails-3in', setter.auth, { newRate: 12.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/newRate must be whole TZS/);
    expect((await put('nails-3in', undefined, { newRate: 1 })).statusCode).toBe(401);
    expect((await put('nails-3in', owner.auth, { newRate: 1 })).statusCode).toBe(403);
    expect((await put('no-such-material', setter.auth, { newRate: 1 })).statusCode).toBe(404);
    expect((await put('Bad Key', setter.auth, { newRate: 1 })).statusCode).toBe(400);
    expect((await material('nails-3in')).rate).toBe(5200);
    const history = (key: string, headers?: Record<string, string>) =>
      inject({
        method: 'GET',
        url: `/api/catalogue/materials/${key}/rates`,
        ...(headers ? { headers } : {}),
      });
    expect((await history('nails-3in')).statusCode).toBe(401);
    expect((await history('nails-3in', owner.auth)).statusCode).toBe(403);
    expect((await history('no-such-material', setter.auth)).statusCode).toBe(404);
  });

  it('adds an item to a known material at its rate; a different rate is 409, a new material needs one (400)', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const item = {
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
    const post = (payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/catalogue', headers: admin.auth, payload });
    const conflicting = await post({ ...item, rate: 1 });
    expect(conflicting.statusCode).toBe(409);
    expect(conflicting.json().message).toMatch(/steel-y16 is priced at 37000/);
    const wrongUnit = await post({ ...item, unit: 'kg' });
    expect(wrongUnit.statusCode).toBe(400);
    const created = await post(item);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'WAL-Y16B', rate: 37000 });
    const fresh = { ...item, code: 'WAL-Y25', material: 'steel-y25', description: 'Bar Y25, 12 m' };
    const noRate = await post(fresh);
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().message).toMatch(/rate: required for the new material steel-y25/);
    expect((await post({ ...fresh, rate: 90000 })).statusCode).toBe(201);
    expect(await material('steel-y25')).toMatchObject({ unit: 'pcs', rate: 90000 });
  });
});
