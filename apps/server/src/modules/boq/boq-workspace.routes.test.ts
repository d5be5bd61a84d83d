import {
  BOQ_SHEET_COUNT,
  TRADE_IDS,
  type BoqMapPage,
  type BoqProgress,
  type BoqSheet,
} from '@kadirio/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boqSheets } from '../../db/schema';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

const { testApp, client, boqStaff, pricetag, admin, owner, typechecker } = useBoqTestApp();
let mapId: string;
let checkingMapId: string;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful');
  checkingMapId = await insertMapInStatus(testApp, owner, 'unitcheck', { title: 'Still checking' });
});

describe('GET /api/maps/:id/boq', () => {
  it('creates the 28 sheets when first opened and answers them priced, with the summary', async () => {
    const boq = await client.boq(mapId, boqStaff);
    expect(boq.sheets.map((sheet) => sheet.trade)).toEqual([...TRADE_IDS]);
    expect(boq).toMatchObject({ completedSheets: 0, totalSheets: BOQ_SHEET_COUNT, readyToIssue: false });
    expect(boq.map).toMatchObject({ _id: mapId, title: 'Nyumba ya Mama Asha', plinthArea: 80 });
    // Preliminaries' defaults already fill the permit, the tank and the water.
    const pre = boq.sheets[0] as BoqSheet;
    const filled = pre.lines.filter((line) => line.quantity > 0);
    expect(filled.length).toBeGreaterThan(0);
    expect(pre.subtotal).toBe(filled.reduce((sum, line) => sum + line.amount, 0));
    // Preliminaries are fees: labour 0 % by kind, no sheet override
    // (docs/takeoff.md, "Revision 2 — pricing").
    expect(pre).toMatchObject({ labourPercent: 0, labourOverride: null, labour: 0 });
    const walling = boq.sheets.find((sheet) => sheet.trade === 'walling');
    expect(walling).toMatchObject({ labourPercent: 30, labourOverride: null });
    // Every line holds its catalogue item, quantity 0 when nothing fills it.
    expect(pre.lines.every((line) => line.itemId !== null && line.source === 'calculator')).toBe(true);
    expect(boq.summary.subtotal).toBe(boq.sheets.reduce((sum, sheet) => sum + sheet.total, 0));
    expect(boq.summary.grandTotal).toBe(boq.summary.subtotal + boq.summary.contingency + boq.summary.vat);
    expect(boq.summary.costPerSquareMetre).toBe(Math.round(boq.summary.grandTotal / 80));
    // Opening again does not create a second set.
    const again = await client.boq(mapId, pricetag);
    expect(again.sheets.map((sheet) => sheet._id)).toEqual(boq.sheets.map((sheet) => sheet._id));
  });

  it('refuses: 401 anonymous, 403 owner and checkers, 400 bad id, 404 unknown map', async () => {
    expect((await client.call('GET', `/api/maps/${mapId}/boq`, null)).statusCode).toBe(401);
    expect((await client.call('GET', `/api/maps/${mapId}/boq`, owner)).statusCode).toBe(403);
    expect((await client.call('GET', `/api/maps/${mapId}/boq`, typechecker)).statusCode).toBe(403);
    const bad = await client.call('GET', `/api/maps/nope/boq`, boqStaff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
    expect((await client.call('GET', `/api/maps/${UNKNOWN_ID}/boq`, boqStaff)).statusCode).toBe(404);
  });

  it('has no BOQ for a map that is not successful: 404 for BOQ staff, 409 for admin', async () => {
    expect((await client.call('GET', `/api/maps/${checkingMapId}/boq`, boqStaff)).statusCode).toBe(404);
    const forAdmin = await client.call('GET', `/api/maps/${checkingMapId}/boq`, admin);
    expect(forAdmin.statusCode).toBe(409);
    expect(forAdmin.json().message).toMatch(/successful/);
    expect((await client.call('GET', `/api/maps/${checkingMapId}/boq/strip`, admin)).statusCode).toBe(409);
  });
});
describe('GET /api/boq/maps', () => {
  it('lists successful maps with their progress', async () => {
    const response = await client.call('GET', '/api/boq/maps', boqStaff);
    expect(response.statusCode).toBe(200);
    const page = response.json<BoqMapPage>();
    expect(page.items.map((item) => item.map._id)).toEqual([mapId]);
    expect(page.items[0]).toMatchObject({
      totalSheets: 30,
      latestRevision: null,
      map: { ownerName: owner.user.name },
    });
    expect(page.items[0]?.completedSheets).toBeGreaterThanOrEqual(0);
    expect(page.total).toBe(1);
  });

  it('refuses 401, 403 and a bad page (400)', async () => {
    expect((await client.call('GET', '/api/boq/maps', null)).statusCode).toBe(401);
    expect((await client.call('GET', '/api/boq/maps', owner)).statusCode).toBe(403);
    const bad = await client.call('GET', '/api/boq/maps?limit=0', boqStaff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/limit/);
  });
});
describe('OpenAPI', () => {
  it('documents the BOQ routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/boq/maps',
        '/api/maps/{id}/boq',
        '/api/maps/{id}/boq/{trade}',
        '/api/maps/{id}/boq/issues/{revision}',
        '/api/savedpres/{id}',
        '/api/foudations/{id}',
      ]),
    );
  });
});
// Last: its fresh successful map would join the map list the tests above read.
describe('GET /api/maps/:id/boq/progress', () => {
  it("answers the map and every trade's status in sidebar order, without creating sheets", async () => {
    const freshMapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Baraka' });
    const sheetsOf = () =>
      testApp.database.db.select().from(boqSheets).where(eq(boqSheets.mapId, freshMapId));

    const before = await client.call('GET', `/api/maps/${freshMapId}/boq/progress`, pricetag);
    expect(before.statusCode).toBe(200);
    const fresh = before.json<BoqProgress>();
    expect(fresh).toMatchObject({
      map: { _id: freshMapId, title: 'Nyumba ya Baraka', ownerName: owner.user.name },
      completedSheets: 0,
      totalSheets: BOQ_SHEET_COUNT,
    });
    expect(fresh.sheets).toEqual(TRADE_IDS.map((trade) => ({ trade, status: 'draft' })));
    expect(await sheetsOf()).toHaveLength(0);

    const strip = await client.sheet(freshMapId, 'strip', boqStaff);
    const filled = await client.call('PUT', `/api/maps/${freshMapId}/boq/strip`, boqStaff, {
      version: strip.version,
      inputs: { length: 30 },
    });
    const completed = await client.call('POST', `/api/maps/${freshMapId}/boq/strip/complete`, boqStaff, {
      version: filled.json<BoqSheet>().version,
    });
    expect(completed.statusCode).toBe(200);
    const after = (
      await client.call('GET', `/api/maps/${freshMapId}/boq/progress`, boqStaff)
    ).json<BoqProgress>();
    expect(after.completedSheets).toBe(1);
    expect(after.sheets.filter((sheet) => sheet.status === 'completed')).toEqual([
      { trade: 'strip', status: 'completed' },
    ]);
    expect(after.sheets.map((sheet) => sheet.trade)).toEqual([...TRADE_IDS]);
    // The progress matches what the full BOQ says.
    const boq = await client.boq(freshMapId, boqStaff);
    expect(boq.completedSheets).toBe(after.completedSheets);
    expect(boq.sheets.map(({ trade, status }) => ({ trade, status }))).toEqual(after.sheets);
  });

  it('refuses as the BOQ does: 401, 403 owner, 400 bad id, 404 unknown or not successful, 409 admin', async () => {
    const url = (id: string) => `/api/maps/${id}/boq/progress`;
    expect((await client.call('GET', url(mapId), null)).statusCode).toBe(401);
    expect((await client.call('GET', url(mapId), owner)).statusCode).toBe(403);
    expect((await client.call('GET', url(mapId), typechecker)).statusCode).toBe(403);
    const bad = await client.call('GET', url('nope'), boqStaff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
    expect((await client.call('GET', url(UNKNOWN_ID), boqStaff)).statusCode).toBe(404);
    expect((await client.call('GET', url(checkingMapId), boqStaff)).statusCode).toBe(404);
    expect((await client.call('GET', url(checkingMapId), admin)).statusCode).toBe(409);
  });
});
