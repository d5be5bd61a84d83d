import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { buildMaterialBody } from '../../testing/supply-factories';
import { useSupplyTestApp } from '../../testing/supply-test-app';

const { admin, user, inject, createMaterial } = useSupplyTestApp();

describe('POST /api/materials/', () => {
  it('adds a material keyed by a catalogue material', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/materials/',
      headers: admin.auth,
      payload: buildMaterialBody({ manufacturer: 'Twiga' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      material: 'cement-50kg',
      price: 17_500,
      manufacturer: 'Twiga',
      unit: 'bag',
    });
  });

  it('refuses a key the catalogue does not use, naming the field, and stores nothing', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/materials/',
      headers: admin.auth,
      payload: buildMaterialBody({ material: 'gold-bar', name: 'Gold bar nowhere' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/material: gold-bar is not a material of the catalogue/);
    const list = await inject({
      method: 'GET',
      url: '/api/materials/?search=Gold%20bar',
      headers: admin.auth,
    });
    expect(list.json().total).toBe(0);
  });

  it('refuses a bad price with 400 naming price', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/materials/',
      headers: admin.auth,
      payload: buildMaterialBody({ price: 12.5 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/price/);
  });

  it('answers 409 for the same material from the same manufacturer', async () => {
    await createMaterial({ manufacturer: 'Simba' });
    const again = await inject({
      method: 'POST',
      url: '/api/materials/',
      headers: admin.auth,
      payload: buildMaterialBody({ manufacturer: 'SIMBA' }),
    });
    expect(again.statusCode).toBe(409);
  });

  it('is for admin only', async () => {
    expect(
      (await inject({ method: 'POST', url: '/api/materials/', payload: buildMaterialBody() })).statusCode,
    ).toBe(401);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/materials/',
          headers: user.auth,
          payload: buildMaterialBody(),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/materials/', () => {
  it('lets any signed-in role search and paginate', async () => {
    for (let index = 0; index < 3; index += 1)
      await createMaterial({ name: `Paged nails ${index}`, material: 'nails-3in' });
    const page = await inject({
      method: 'GET',
      url: '/api/materials/?search=paged%20nails&limit=2&page=2',
      headers: user.auth,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.json().items).toHaveLength(1);
    const byKey = await inject({
      method: 'GET',
      url: '/api/materials/?material=nails-3in',
      headers: user.auth,
    });
    expect(byKey.json().total).toBe(3);
  });

  it('needs sign-in and refuses a bad limit', async () => {
    expect((await inject({ method: 'GET', url: '/api/materials/' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/materials/?limit=0', headers: user.auth })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/materials/:id', () => {
  it('answers one material, 404 unknown, 400 for a malformed id', async () => {
    const created = await createMaterial();
    const one = await inject({ method: 'GET', url: `/api/materials/${created._id}`, headers: user.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()._id).toBe(created._id);
    expect(
      (await inject({ method: 'GET', url: `/api/materials/${UNKNOWN_ID}`, headers: user.auth })).statusCode,
    ).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/materials/nope', headers: user.auth })).statusCode).toBe(
      400,
    );
    expect((await inject({ method: 'GET', url: `/api/materials/${created._id}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/materials/:id', () => {
  it('changes the fields sent', async () => {
    const created = await createMaterial();
    const response = await inject({
      method: 'PUT',
      url: `/api/materials/${created._id}`,
      headers: admin.auth,
      payload: { price: 18_000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: 18_000, name: created.name });
  });

  it('refuses an empty body, an unknown key, a clash, a stranger and an unknown id', async () => {
    const created = await createMaterial();
    const other = await createMaterial();
    const url = `/api/materials/${created._id}`;
    const empty = await inject({ method: 'PUT', url, headers: admin.auth, payload: {} });
    expect(empty.statusCode).toBe(400);
    const unknownKey = await inject({
      method: 'PUT',
      url,
      headers: admin.auth,
      payload: { material: 'gold-bar' },
    });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().message).toMatch(/material/);
    const clash = await inject({
      method: 'PUT',
      url,
      headers: admin.auth,
      payload: { manufacturer: other.manufacturer },
    });
    expect(clash.statusCode).toBe(409);
    expect((await inject({ method: 'PUT', url, headers: user.auth, payload: { price: 1 } })).statusCode).toBe(
      403,
    );
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/materials/${UNKNOWN_ID}`,
          headers: admin.auth,
          payload: { price: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const unchanged = await inject({ method: 'GET', url, headers: admin.auth });
    expect(unchanged.json()).toMatchObject({ material: 'cement-50kg', manufacturer: created.manufacturer });
  });
});

describe('DELETE /api/materials/:id', () => {
  it('removes a material (admin), then 404', async () => {
    const created = await createMaterial();
    const url = `/api/materials/${created._id}`;
    expect((await inject({ method: 'DELETE', url, headers: user.auth })).statusCode).toBe(403);
    const removed = await inject({ method: 'DELETE', url, headers: admin.auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().id).toBe(created._id);
    expect((await inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url, headers: admin.auth })).statusCode).toBe(404);
  });
});
