import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSeedCatalogue, priceHouse } from '@kadirio/domain';
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

describe('POST /api/takeoff/:trade', () => {
  it('reproduces the blinding worked example of docs/takeoff.md, in catalogue units', async () => {
    const response = await inject({ method: 'POST', url: '/api/takeoff/blinding', payload: { area: 40 } });
    expect(response.statusCode).toBe(200);
    const { trade, lines } = response.json();
    expect(trade).toBe('blinding');
    const cement = lines.find((line: { code: string }) => line.code === 'BLD-CEMENT');
    expect(cement).toMatchObject({
      unit: 'bag',
      baseUnit: 'kg',
      description: expect.stringMatching(/Cement/),
    });
    expect(cement.baseQuantity.toFixed(2)).toBe('349.70');
    expect(cement.quantity.toFixed(2)).toBe('6.99');
    expect(cement.derivation).toContain('349.70');
    // docs/takeoff.md, "Derivations end in the BOQ unit": 349.70 kg ÷ 50 = 6.994 → 6.99 bags
    expect(cement.derivation).toMatch(/; 349\.70 kg ÷ 50 kg per bag = 6\.99 bags$/);
    expect(lines.map((line: { code: string }) => line.code)).toEqual([
      'BLD-CEMENT',
      'BLD-SAND',
      'BLD-AGGREGATE',
    ]);
  });

  it('accepts an empty body (all defaults)', async () => {
    const response = await inject({ method: 'POST', url: '/api/takeoff/septic', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().lines.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown trade', async () => {
    const response = await inject({ method: 'POST', url: '/api/takeoff/swimmingPool', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/swimmingPool/);
  });

  it('answers 400 naming the field for invalid inputs', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/takeoff/strip',
      payload: { length: -3, mix: '1:0:4' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/length/);
    expect(response.json().message).toMatch(/mix/);
    const notObject = await inject({
      method: 'POST',
      url: '/api/takeoff/strip',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(400);
  });

  // A withdrawn item is simply not priced; the answer says which line was left out and why
  // (docs/takeoff.md, "Revision 2 — pricing").
  it('prices with the live catalogue: a withdrawn item’s line is left out and named, not a 400', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const page = await inject({ method: 'GET', url: '/api/catalogue?search=TIL-GROUT' });
    const grout = page.json().items[0];
    await inject({
      method: 'PUT',
      url: `/api/catalogue/${grout._id}`,
      headers: admin.auth,
      payload: { active: false },
    });
    const response = await inject({ method: 'POST', url: '/api/takeoff/tiles', payload: { floorArea: 20 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lines.map((line: { code: string }) => line.code)).not.toContain('TIL-GROUT');
    expect(body.lines.length).toBeGreaterThan(0);
    expect(body.leftOut).toEqual([
      expect.objectContaining({ code: 'TIL-GROUT', reason: 'withdrawn', baseUnit: 'kg' }),
    ]);
    await inject({
      method: 'PUT',
      url: `/api/catalogue/${grout._id}`,
      headers: admin.auth,
      payload: { active: true },
    });
    const restored = await inject({ method: 'POST', url: '/api/takeoff/tiles', payload: { floorArea: 20 } });
    expect(restored.json().leftOut).toEqual([]);
  });
});

describe('POST /api/takeoff/house', () => {
  it('prices the house with current rates exactly as the domain does', async () => {
    const house = { length: 12, width: 9, bedrooms: 3 };
    const response = await inject({ method: 'POST', url: '/api/takeoff/house', payload: house });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = priceHouse(house, parseSeedCatalogue());
    expect(body.summary.grandTotal).toBe(expected.summary.grandTotal);
    expect(body.summary.grandTotal).toBeGreaterThan(0);
    expect(body.trades).toHaveLength(30);
    expect(body.shoppingList.total).toBe(expected.shoppingList.total);
    expect(body.summary.costPerSquareMetre).toBe(Math.round(expected.summary.grandTotal / 108));
  });

  // DELETE /api/pre/:id on the permit once made every instant estimate answer 400; a withdrawn item
  // is left out and named instead (docs/takeoff.md, "Revision 2 — pricing").
  it('still prices the house when the permit is withdrawn, naming the line it left out', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const pre = (await inject({ method: 'GET', url: '/api/pre/' })).json<{ _id: string; code: string }[]>();
    const permit = pre.find((item) => item.code === 'PRE-PERMIT');
    if (!permit) throw new Error('the seed has no PRE-PERMIT');
    const house = { length: 12, width: 9, bedrooms: 3 };
    const before = (await inject({ method: 'POST', url: '/api/takeoff/house', payload: house })).json();
    const withdrawn = await inject({ method: 'DELETE', url: `/api/pre/${permit._id}`, headers: admin.auth });
    expect(withdrawn.statusCode).toBe(200);
    try {
      const response = await inject({ method: 'POST', url: '/api/takeoff/house', payload: house });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const preTrade = body.trades.find((trade: { trade: string }) => trade.trade === 'pre');
      expect(preTrade.leftOut).toEqual([
        expect.objectContaining({
          code: 'PRE-PERMIT',
          reason: 'withdrawn',
          description: 'Building permit processing',
        }),
      ]);
      // The permit's 1 item × 500 000 is no longer in the preliminaries subtotal.
      const preBefore = before.trades.find((trade: { trade: string }) => trade.trade === 'pre');
      expect(preTrade.subtotal).toBe(preBefore.subtotal - 500000);
    } finally {
      await inject({
        method: 'PUT',
        url: `/api/catalogue/${permit._id}`,
        headers: admin.auth,
        payload: { active: true },
      });
    }
  });

  it('follows a rate change at once', async () => {
    const setter = await createSignedInUser(testApp, 'pricetag');
    const house = { length: 10, width: 8 };
    const before = (await inject({ method: 'POST', url: '/api/takeoff/house', payload: house })).json()
      .summary.grandTotal;
    const page = await inject({ method: 'GET', url: '/api/catalogue?search=WAL-BLOCK' });
    const block = page.json().items[0];
    await inject({
      method: 'PUT',
      url: `/api/catalogue/${block._id}`,
      headers: setter.auth,
      payload: { rate: block.rate * 2 },
    });
    const after = (await inject({ method: 'POST', url: '/api/takeoff/house', payload: house })).json().summary
      .grandTotal;
    expect(after).toBeGreaterThan(before);
    await inject({
      method: 'PUT',
      url: `/api/catalogue/${block._id}`,
      headers: setter.auth,
      payload: { rate: block.rate },
    });
  });

  it('takes percentages and refuses bad ones', async () => {
    const house = { length: 10, width: 8 };
    const plain = (await inject({ method: 'POST', url: '/api/takeoff/house', payload: house })).json();
    const noVat = await inject({
      method: 'POST',
      url: '/api/takeoff/house',
      payload: { ...house, percentages: { vatPercent: 0 } },
    });
    expect(noVat.json().summary.vat).toBe(0);
    expect(noVat.json().summary.grandTotal).toBe(plain.summary.grandTotal - plain.summary.vat);
    const bad = await inject({
      method: 'POST',
      url: '/api/takeoff/house',
      payload: { ...house, percentages: { vatPercent: -1 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/vatPercent/);
  });

  it('refuses a house without length or with a bad pitch, naming the field', async () => {
    const missing = await inject({ method: 'POST', url: '/api/takeoff/house', payload: { width: 8 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/length/);
    const pitch = await inject({
      method: 'POST',
      url: '/api/takeoff/house',
      payload: { length: 10, width: 8, roofPitch: 75 },
    });
    expect(pitch.statusCode).toBe(400);
    expect(pitch.json().message).toMatch(/roofPitch/);
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 3; call += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/takeoff/blinding',
          payload: { area: 1 },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
