import type { BoqResponse, BoqSheet, HouseEstimateResponse } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/** The BOQ-wide settings: labour by kind, VAT, contingency (docs/takeoff.md, "Revision 2 — pricing"). */
const { testApp, client, boqStaff, pricetag, admin, owner } = useBoqTestApp();
let mapId: string;

const put = (id: string, caller: Parameters<typeof client.call>[2], body: unknown) =>
  client.call('PUT', `/api/maps/${id}/boq/settings`, caller, body);

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Mbezi' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
});

const sheetOf = (boq: BoqResponse, trade: string) =>
  boq.sheets.find((sheet) => sheet.trade === trade) as BoqSheet;

describe('PUT /api/maps/:id/boq/settings', () => {
  it('sets labour by kind BOQ-wide; a sheet’s own labour % overrides its kind, and null hands it back', async () => {
    const response = await put(mapId, boqStaff, {
      labourByKind: { builderWork: 35, services: 20 },
      version: 0,
    });
    expect(response.statusCode).toBe(200);
    const boq = response.json<BoqResponse>();
    expect(boq.percentages).toMatchObject({
      labourByKind: { builderWork: 35, services: 20, fittedGoods: 10, fees: 0 },
      contingencyPercent: 5,
      version: 1,
    });
    const walling = sheetOf(boq, 'walling');
    expect(walling).toMatchObject({ labourPercent: 35, labourOverride: null });
    expect(walling.labour).toBe(Math.round((walling.subtotal * 35) / 100));
    expect(sheetOf(boq, 'electrical').labourPercent).toBe(20);
    expect(sheetOf(boq, 'panel').labourPercent).toBe(10);

    const own = await client.call('PUT', `/api/maps/${mapId}/boq/walling`, boqStaff, {
      version: walling.version,
      labourPercent: 40,
    });
    expect(own.json<BoqSheet>()).toMatchObject({ labourPercent: 40, labourOverride: 40 });
    // A later BOQ-wide change does not reach the sheet's own %.
    const again = (
      await put(mapId, boqStaff, { labourByKind: { builderWork: 25 }, version: 1 })
    ).json<BoqResponse>();
    expect(sheetOf(again, 'walling')).toMatchObject({ labourPercent: 40, labourOverride: 40 });
    expect(sheetOf(again, 'roofing').labourPercent).toBe(25);
    const back = await client.call('PUT', `/api/maps/${mapId}/boq/walling`, boqStaff, {
      version: own.json<BoqSheet>().version,
      labourPercent: null,
    });
    expect(back.json<BoqSheet>()).toMatchObject({ labourPercent: 25, labourOverride: null });
  });

  it('adds VAT when the rates are ex-VAT, and shows it inside the total when they include it', async () => {
    const included = await client.boq(mapId, boqStaff);
    const { subtotal, contingency } = included.summary;
    // Included (the default): X = (subtotal + contingency) × 18 / 118, nothing added.
    expect(included.summary).toMatchObject({
      ratesIncludeVat: true,
      vat: 0,
      vatIncluded: Math.round(((subtotal + contingency) * 18) / 118),
      grandTotal: subtotal + contingency,
    });
    const version = included.percentages.version;
    const exVat = (
      await put(mapId, admin, { ratesIncludeVat: false, vatPercent: 16, version })
    ).json<BoqResponse>();
    expect(exVat.percentages).toMatchObject({ ratesIncludeVat: false, vatPercent: 16 });
    expect(exVat.summary).toMatchObject({
      ratesIncludeVat: false,
      vat: Math.round(((subtotal + contingency) * 16) / 100),
      vatIncluded: 0,
      grandTotal: subtotal + contingency + Math.round(((subtotal + contingency) * 16) / 100),
    });
  });

  it('refuses bad input (400), a stale version (409), anonymous (401), other roles (403), unknown maps (404)', async () => {
    const { version } = (await client.boq(mapId, boqStaff)).percentages;
    const cases: [unknown, RegExp][] = [
      [{ version }, /send at least one setting/],
      [{ labourByKind: { builderWork: 101 }, version }, /labourByKind.builderWork must be at most 100/],
      [{ labourByKind: { plumbing: 5 }, version }, /plumbing/],
      [{ ratesIncludeVat: 'yes', version }, /ratesIncludeVat must be true or false/],
      [{ billForm: 'priced', version }, /billForm must be one of measured, materials \(got "priced"\)/],
      [{ billForm: null, version }, /billForm must be one of measured, materials/],
      [{ contingencyPercent: 5 }, /version is required/],
    ];
    for (const [body, message] of cases) {
      const response = await put(mapId, boqStaff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await put(mapId, boqStaff, { contingencyPercent: 9, version: version - 1 })).statusCode).toBe(
      409,
    );
    const body = { contingencyPercent: 6, version };
    expect((await put(mapId, null, body)).statusCode).toBe(401);
    expect((await put(mapId, pricetag, body)).statusCode).toBe(403);
    expect((await put(mapId, owner, body)).statusCode).toBe(403);
    expect((await put(UNKNOWN_ID, admin, body)).statusCode).toBe(404);
    expect((await client.boq(mapId, boqStaff)).percentages.version).toBe(version);
  });
});

describe('PUT /api/maps/:id/boq/settings: the form of the bill', () => {
  it('bills measured work by default, and as materials for a self-builder once set; either way the total is the same', async () => {
    const before = await client.boq(mapId, boqStaff);
    expect(before.percentages.billForm).toBe('measured');
    const response = await put(mapId, boqStaff, {
      billForm: 'materials',
      version: before.percentages.version,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<BoqResponse>();
    expect(after.percentages).toMatchObject({
      billForm: 'materials',
      version: before.percentages.version + 1,
    });
    expect(after.summary.grandTotal).toBe(before.summary.grandTotal);
    // Kept: the next read has it.
    expect((await client.boq(mapId, boqStaff)).percentages.billForm).toBe('materials');
    const back = await put(mapId, admin, { billForm: 'measured', version: after.percentages.version });
    expect(back.json<BoqResponse>().percentages.billForm).toBe('measured');
  });

  it('refuses the form from anonymous (401), a price setter or the owner (403), and on an unknown map (404)', async () => {
    const { version } = (await client.boq(mapId, boqStaff)).percentages;
    const body = { billForm: 'materials', version };
    expect((await put(mapId, null, body)).statusCode).toBe(401);
    expect((await put(mapId, pricetag, body)).statusCode).toBe(403);
    expect((await put(mapId, owner, body)).statusCode).toBe(403);
    expect((await put(UNKNOWN_ID, admin, body)).statusCode).toBe(404);
    expect((await client.boq(mapId, boqStaff)).percentages).toMatchObject({ billForm: 'measured', version });
  });
});

describe('POST /api/takeoff/house: VAT and contingency of the instant estimate', () => {
  it('includes VAT in the rates by default, with 10 % contingency; adds it when told the rates are ex-VAT', async () => {
    const house = { length: 10, width: 8 };
    const included = (
      await client.call('POST', '/api/takeoff/house', null, house)
    ).json<HouseEstimateResponse>();
    const { subtotal, contingency } = included.summary;
    expect(included.percentages).toMatchObject({
      contingencyPercent: 10,
      ratesIncludeVat: true,
      vatPercent: 18,
    });
    expect(contingency).toBe(Math.round(subtotal / 10));
    expect(included.summary).toMatchObject({
      vat: 0,
      vatIncluded: Math.round(((subtotal + contingency) * 18) / 118),
    });
    const exVat = await client.call('POST', '/api/takeoff/house', null, {
      ...house,
      percentages: { ratesIncludeVat: false },
    });
    expect(exVat.statusCode).toBe(200);
    const added = exVat.json<HouseEstimateResponse>().summary;
    expect(added).toMatchObject({ vat: Math.round(((subtotal + contingency) * 18) / 100), vatIncluded: 0 });
    expect(added.grandTotal).toBe(included.summary.grandTotal + added.vat);
    const bad = await client.call('POST', '/api/takeoff/house', null, {
      ...house,
      percentages: { ratesIncludeVat: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ratesIncludeVat must be true or false/);
  });
});
