import { boqEndpoints, shoppingEndpoints } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID, type SignedInUser } from '../../testing/factories';
import { invalid, inject } from '../../testing/inject';
import { insertMapInStatus, useBoqTestApp } from '../boq/boq-testing';

const { testApp, client, boqStaff, pricetag, admin, owner, stranger } = useBoqTestApp();
let mapId: string;
let unissuedId: string;
/** Two materials of the issued shopping list. */
let cement: string;
let sand: string;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful');
  unissuedId = await insertMapInStatus(testApp, owner, 'successful');
  await client.completeAll(mapId, boqStaff);
  const { result } = await inject(testApp, boqEndpoints.issueBoq, {
    params: { id: mapId },
    body: {},
    as: boqStaff,
  });
  const materials = result.shoppingList.items.map((item) => item.material);
  cement = materials.find((material) => material.startsWith('cement')) ?? materials[0] ?? '';
  sand = materials.find((material) => material !== cement) ?? '';
  expect(cement).not.toBe('');
  expect(sand).not.toBe('');
});

const tick = (as: SignedInUser | null, material: string, bought = true, id = mapId) =>
  inject(testApp, shoppingEndpoints.setMaterialBought, { params: { id, material }, body: { bought }, as });
const bought = async (as: SignedInUser, id = mapId) =>
  (await inject(testApp, shoppingEndpoints.listBoughtMaterials, { params: { id }, as })).result.items.map(
    (item) => item.material,
  );

describe('PUT /api/maps/:id/shopping-list/bought/:material', () => {
  it('ticks and unticks what is bought, kept per plan on the server', async () => {
    expect(await bought(owner)).toEqual([]);
    const first = await tick(owner, cement);
    expect(first.status).toBe(200);
    expect(first.result.items.map((item) => item.material)).toEqual([cement]);
    // Ticking again keeps the first date.
    const again = await tick(owner, cement);
    expect(again.result.items[0]?.boughtAt).toBe(first.result.items[0]?.boughtAt);
    // The plan's quantity surveyor ticks for the client; the client sees it.
    expect((await tick(boqStaff, sand)).status).toBe(200);
    expect((await bought(owner)).sort()).toEqual([cement, sand].sort());
    const untick = await tick(owner, cement, false);
    expect(untick.result.items.map((item) => item.material)).toEqual([sand]);
    // BOQ staff and admin read them too.
    expect(await bought(pricetag)).toEqual([sand]);
    expect(await bought(admin)).toEqual([sand]);
    await tick(admin, sand, false);
    expect(await bought(owner)).toEqual([]);
  });

  it('answers 404 for a material that is not on the plan’s shopping list, and for an unknown plan', async () => {
    const missing = await tick(owner, 'gold-bar-1kg');
    expect(missing.status).toBe(404);
    expect(missing.error.message).toMatch(/not on the plan's shopping list/);
    expect((await tick(owner, 'gold-bar-1kg', false)).status).toBe(404);
    expect((await tick(owner, cement, true, UNKNOWN_ID)).status).toBe(404);
    expect(
      (
        await inject(testApp, shoppingEndpoints.listBoughtMaterials, {
          params: { id: UNKNOWN_ID },
          as: owner,
        })
      ).status,
    ).toBe(404);
    expect(await bought(owner)).toEqual([]);
  });

  it('answers 400 naming a malformed material or body', async () => {
    const key = await tick(owner, 'Cement 50kg!');
    expect(key.status).toBe(400);
    expect(key.error.message).toMatch(/material must be a catalogue material key/);
    const body = await inject(testApp, shoppingEndpoints.setMaterialBought, {
      params: { id: mapId, material: cement },
      body: invalid({ bought: 'yes' }),
      as: owner,
    });
    expect(body.status).toBe(400);
    expect(body.error.message).toMatch(/bought must be true or false/);
  });

  it('answers 401 without a token, 403 to a price setter, 404 to a stranger, 409 before an issue', async () => {
    expect((await tick(null, cement)).status).toBe(401);
    const priceSetter = await tick(pricetag, cement);
    expect(priceSetter.status).toBe(403);
    expect(priceSetter.error.message).toMatch(/owner or its quantity surveyors/);
    expect((await tick(stranger, cement)).status).toBe(404);
    expect(
      (await inject(testApp, shoppingEndpoints.listBoughtMaterials, { params: { id: mapId }, as: stranger }))
        .status,
    ).toBe(404);
    expect((await tick(null, cement, true, unissuedId)).status).toBe(401);
    const early = await tick(owner, cement, true, unissuedId);
    expect(early.status).toBe(409);
    expect(await bought(owner, unissuedId)).toEqual([]);
    expect(await bought(owner)).toEqual([]);
  });
});
