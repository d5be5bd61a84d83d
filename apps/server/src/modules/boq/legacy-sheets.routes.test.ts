import type { BoqSheet, LegacySheetList } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

const { testApp, client, boqStaff, pricetag, admin, owner } = useBoqTestApp();
let mapId: string;
let checkingMapId: string;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful');
  checkingMapId = await insertMapInStatus(testApp, owner, 'typecheck');
});

describe('/api/savedpres/', () => {
  it('finds or creates the preliminaries sheet of a map, lists it and reads it', async () => {
    const created = await client.call('POST', '/api/savedpres/', boqStaff, { mapId });
    expect(created.statusCode).toBe(201);
    const sheet = created.json<BoqSheet>();
    expect(sheet).toMatchObject({ mapId, trade: 'pre', status: 'draft' });
    const again = await client.call('POST', '/api/savedpres/', admin, { mapId });
    expect(again.statusCode).toBe(200);
    expect(again.json<BoqSheet>()._id).toBe(sheet._id);
    // The same sheet as the workspace's.
    expect((await client.sheet(mapId, 'pre', boqStaff))._id).toBe(sheet._id);

    const list = await client.call('GET', '/api/savedpres/', pricetag);
    expect(list.statusCode).toBe(200);
    expect(list.json<LegacySheetList>().items).toEqual([
      expect.objectContaining({
        _id: sheet._id,
        mapId,
        mapTitle: 'Nyumba ya Mama Asha',
        trade: 'pre',
        total: sheet.total,
      }),
    ]);
    const one = await client.call('GET', `/api/savedpres/${sheet._id}`, pricetag);
    expect(one.json<BoqSheet>()._id).toBe(sheet._id);
  });

  it('sets a line from { quantity, materialId } and resets it with quantity null', async () => {
    const sheet = await client.sheet(mapId, 'pre', boqStaff);
    const lime = await client.item('PRE-LIME');
    const set = await client.call('PUT', `/api/savedpres/${sheet._id}`, boqStaff, {
      materialId: lime._id,
      quantity: 3,
    });
    expect(set.statusCode).toBe(200);
    const saved = set.json<BoqSheet>();
    expect(saved.lines.find((line) => line.code === 'PRE-LIME')).toMatchObject({
      source: 'manual',
      quantity: 3,
      amount: 3 * lime.rate,
    });
    expect(saved.version).toBe(sheet.version + 1);
    const reset = await client.call('PUT', `/api/savedpres/${sheet._id}`, boqStaff, {
      materialId: lime._id,
      quantity: null,
    });
    expect(reset.json<BoqSheet>().lines.find((line) => line.code === 'PRE-LIME')).toMatchObject({
      source: 'calculator',
    });
  });

  it('refuses bad input (400 naming the field), 401, 403 and 404', async () => {
    const sheet = await client.sheet(mapId, 'pre', boqStaff);
    const block = await client.item('WAL-BLOCK');
    const foreign = await client.call('PUT', `/api/savedpres/${sheet._id}`, boqStaff, {
      materialId: block._id,
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/materialId/);
    const negative = await client.call('PUT', `/api/savedpres/${sheet._id}`, boqStaff, {
      materialId: block._id,
      quantity: -2,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/quantity/);
    const noMap = await client.call('POST', '/api/savedpres/', boqStaff, { mapId: 'x' });
    expect(noMap.statusCode).toBe(400);
    expect(noMap.json().message).toMatch(/mapId/);
    expect((await client.call('POST', '/api/savedpres/', boqStaff, { mapId: UNKNOWN_ID })).statusCode).toBe(
      404,
    );
    expect((await client.call('POST', '/api/savedpres/', admin, { mapId: checkingMapId })).statusCode).toBe(
      409,
    );
    expect((await client.call('POST', '/api/savedpres/', pricetag, { mapId })).statusCode).toBe(403);
    expect(
      (
        await client.call('PUT', `/api/savedpres/${sheet._id}`, pricetag, {
          materialId: block._id,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect((await client.call('GET', '/api/savedpres/', owner)).statusCode).toBe(403);
    expect((await client.call('GET', '/api/savedpres/', null)).statusCode).toBe(401);
    expect((await client.call('GET', `/api/savedpres/${UNKNOWN_ID}`, boqStaff)).statusCode).toBe(404);
    expect((await client.call('DELETE', `/api/savedpres/${UNKNOWN_ID}`, boqStaff)).statusCode).toBe(404);
    // A substructure sheet is not a preliminaries sheet.
    const strip = await client.sheet(mapId, 'strip', boqStaff);
    expect((await client.call('GET', `/api/savedpres/${strip._id}`, boqStaff)).statusCode).toBe(404);
  });

  it('deletes a draft sheet (it starts afresh when opened) but not a completed one (409)', async () => {
    const sheet = await client.sheet(mapId, 'pre', boqStaff);
    await client.call('POST', `/api/maps/${mapId}/boq/pre/complete`, boqStaff, { version: sheet.version });
    const refused = await client.call('DELETE', `/api/savedpres/${sheet._id}`, boqStaff);
    expect(refused.statusCode).toBe(409);
    expect((await client.call('DELETE', `/api/savedpres/${sheet._id}`, pricetag)).statusCode).toBe(403);
    await client.call('POST', `/api/maps/${mapId}/boq/pre/reopen`, boqStaff);

    const deleted = await client.call('DELETE', `/api/savedpres/${sheet._id}`, boqStaff);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: sheet._id, message: 'Sheet deleted' });
    expect((await client.call('GET', `/api/savedpres/${sheet._id}`, boqStaff)).statusCode).toBe(404);
    const fresh = await client.sheet(mapId, 'pre', boqStaff);
    expect(fresh._id).not.toBe(sheet._id);
    expect(fresh.version).toBe(1);
  });
});

describe('/api/foundations/ and its alias /api/foudations/', () => {
  it('serves the substructure sheets under both spellings as one resource', async () => {
    const created = await client.call('POST', '/api/foundations/', boqStaff, { mapId, trade: 'strip' });
    expect([200, 201]).toContain(created.statusCode);
    const sheet = created.json<BoqSheet>();
    expect(sheet.trade).toBe('strip');
    const alias = await client.call('POST', '/api/foudations/', boqStaff, { mapId, trade: 'strip' });
    expect(alias.statusCode).toBe(200);
    expect(alias.json<BoqSheet>()._id).toBe(sheet._id);
    expect((await client.call('GET', `/api/foudations/${sheet._id}`, pricetag)).json<BoqSheet>()._id).toBe(
      sheet._id,
    );

    const cement = await client.item('STR-CEMENT');
    const set = await client.call('PUT', `/api/foudations/${sheet._id}`, admin, {
      materialId: cement._id,
      quantity: 12,
    });
    expect(set.statusCode).toBe(200);
    const read = await client.call('GET', `/api/foundations/${sheet._id}`, boqStaff);
    expect(read.json<BoqSheet>().lines.find((line) => line.code === 'STR-CEMENT')).toMatchObject({
      quantity: 12,
      source: 'manual',
    });

    const list = (await client.call('GET', '/api/foudations/', boqStaff)).json<LegacySheetList>();
    expect(list.items.map((item) => item.trade)).toContain('strip');
    expect(list.items.every((item) => item.trade !== 'pre')).toBe(true);
  });

  it('refuses a trade outside the substructure (400) and a preliminaries sheet id (404)', async () => {
    const bad = await client.call('POST', '/api/foundations/', boqStaff, { mapId, trade: 'walling' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/trade/);
    const pre = await client.sheet(mapId, 'pre', boqStaff);
    expect((await client.call('GET', `/api/foundations/${pre._id}`, boqStaff)).statusCode).toBe(404);
    expect((await client.call('GET', '/api/foundations/', null)).statusCode).toBe(401);
    expect((await client.call('POST', '/api/foudations/', owner, { mapId, trade: 'pad' })).statusCode).toBe(
      403,
    );
  });
});
