import { extractText, getDocumentProxy } from '../../testing/unpdf';
import ExcelJS from 'exceljs';
import { percentOf, type BoqResponse, type BoqRevision } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

const { testApp, client, boqStaff, pricetag, admin, owner, typechecker } = useBoqTestApp();
let mapId: string;
let checkingMapId: string;

const put = (id: string, caller: Parameters<typeof client.call>[2], body: unknown) =>
  client.call('PUT', `/api/maps/${id}/boq/percentages`, caller, body);

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Kigamboni' });
  checkingMapId = await insertMapInStatus(testApp, owner, 'unitcheck', { title: 'Still checking' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
});

/** The contingency and VAT the summary applies, recomputed from its own subtotal. */
function expectSummaryAt(boq: BoqResponse, contingencyPercent: number, vatPercent: number) {
  const { summary } = boq;
  expect(summary).toMatchObject({ contingencyPercent, vatPercent });
  expect(summary.contingency).toBe(percentOf(summary.subtotal, contingencyPercent));
  // Revision 2: rates include VAT by default, so VAT is shown inside the total, not added.
  const beforeVat = summary.subtotal + summary.contingency;
  expect(summary.ratesIncludeVat).toBe(true);
  expect(summary.vat).toBe(0);
  expect(summary.vatIncluded).toBe(Math.round((beforeVat * vatPercent) / (100 + vatPercent)));
  expect(summary.grandTotal).toBe(beforeVat);
}

describe('PUT /api/maps/:id/boq/percentages', () => {
  it('starts every map at the defaults, 5 % and 18 %, version 0', async () => {
    const boq = await client.boq(mapId, pricetag);
    expect(boq.percentages).toEqual({
      contingencyPercent: 5,
      vatPercent: 18,
      ratesIncludeVat: true,
      labourByKind: { builderWork: 30, services: 25, fittedGoods: 10, fees: 0 },
      takeoffOptions: {},
      billForm: 'measured',
      version: 0,
      updatedAt: null,
    });
    expectSummaryAt(boq, 5, 18);
  });

  it("sets the map's contingency and VAT; the BOQ and every later read apply them", async () => {
    const response = await put(mapId, boqStaff, { contingencyPercent: 7.5, vatPercent: 16.25, version: 0 });
    expect(response.statusCode).toBe(200);
    const boq = response.json<BoqResponse>();
    expect(boq.percentages).toMatchObject({ contingencyPercent: 7.5, vatPercent: 16.25, version: 1 });
    expect(Date.parse(boq.percentages.updatedAt ?? '')).not.toBeNaN();
    expectSummaryAt(boq, 7.5, 16.25);

    const read = await client.boq(mapId, pricetag);
    expect(read.percentages).toEqual(boq.percentages);
    expect(read.summary).toEqual(boq.summary);

    const byAdmin = await put(mapId, admin, { contingencyPercent: 0, vatPercent: 0, version: 1 });
    expect(byAdmin.statusCode).toBe(200);
    const zero = byAdmin.json<BoqResponse>();
    expect(zero.percentages).toMatchObject({ contingencyPercent: 0, vatPercent: 0, version: 2 });
    expect(zero.summary.grandTotal).toBe(zero.summary.subtotal);
  });

  it('keeps other maps at the defaults', async () => {
    const other = await insertMapInStatus(testApp, owner, 'successful', { title: 'Another house' });
    expect((await client.boq(other, boqStaff)).percentages).toMatchObject({ version: 0, vatPercent: 18 });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const before = await client.boq(mapId, boqStaff);
    const stale = await put(mapId, boqStaff, { contingencyPercent: 9, vatPercent: 9, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    const fromNothing = await put(mapId, boqStaff, { contingencyPercent: 9, vatPercent: 9, version: 0 });
    expect(fromNothing.statusCode).toBe(409);
    expect((await client.boq(mapId, boqStaff)).percentages).toEqual(before.percentages);
  });

  it('lets one of two writers at the same version win; the other gets 409', async () => {
    const fresh = await insertMapInStatus(testApp, owner, 'successful', { title: 'Raced' });
    const answers = await Promise.all([
      put(fresh, boqStaff, { contingencyPercent: 6, vatPercent: 18, version: 0 }),
      put(fresh, admin, { contingencyPercent: 4, vatPercent: 18, version: 0 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await client.boq(fresh, boqStaff)).percentages.version).toBe(1);
  });

  it('refuses bad values with 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ contingencyPercent: 101, vatPercent: 18, version: 2 }, /contingencyPercent must be at most 100/],
      [{ contingencyPercent: 5, vatPercent: -0.5, version: 2 }, /vatPercent must be 0 or more/],
      [{ contingencyPercent: 5, vatPercent: 18.125, version: 2 }, /vatPercent must have at most 2 decimals/],
      [{ contingencyPercent: '5', vatPercent: 18, version: 2 }, /contingencyPercent must be a finite number/],
      [{ vatPercent: 18, version: 2 }, /contingencyPercent is required/],
      [{ contingencyPercent: 5, vatPercent: 18 }, /version is required/],
      [{ contingencyPercent: 5, vatPercent: 18, version: 2, labourPercent: 3 }, /labourPercent/],
    ];
    for (const [body, message] of cases) {
      const response = await put(mapId, boqStaff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(
      (await put('not-an-id', boqStaff, { contingencyPercent: 5, vatPercent: 18, version: 0 })).statusCode,
    ).toBe(400);
    expect((await client.boq(mapId, boqStaff)).percentages.version).toBe(2);
  });

  it('refuses anonymous (401), price setters, the owner and checkers (403), unknown maps (404)', async () => {
    const body = { contingencyPercent: 6, vatPercent: 18, version: 2 };
    expect((await put(mapId, null, body)).statusCode).toBe(401);
    expect((await put(mapId, pricetag, body)).statusCode).toBe(403);
    expect((await put(mapId, owner, body)).statusCode).toBe(403);
    expect((await put(mapId, typechecker, body)).statusCode).toBe(403);
    const unknown = await put(UNKNOWN_ID, admin, { ...body, version: 0 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Map not found');
  });

  it('has no BOQ for a map that is not successful: 404 for BOQ staff, 409 for admin', async () => {
    const body = { contingencyPercent: 6, vatPercent: 18, version: 0 };
    expect((await put(checkingMapId, boqStaff, body)).statusCode).toBe(404);
    const forAdmin = await put(checkingMapId, admin, body);
    expect(forAdmin.statusCode).toBe(409);
    expect(forAdmin.json().message).toMatch(/unitcheck/);
  });
});

describe('issuing with percentages of the map', () => {
  let issued: BoqRevision;

  it('freezes the percentages of the moment into the revision and its exports', async () => {
    const set = await put(mapId, boqStaff, { contingencyPercent: 7.5, vatPercent: 16.25, version: 2 });
    expect(set.statusCode).toBe(200);
    await client.completeAll(mapId, boqStaff);
    const live = await client.boq(mapId, boqStaff);
    const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
    expect(response.statusCode).toBe(201);
    issued = response.json<BoqRevision>();
    expect(issued.percentages).toMatchObject({
      contingencyPercent: 7.5,
      vatPercent: 16.25,
      ratesIncludeVat: true,
    });
    expect(issued.summary).toEqual(live.summary);
  });

  it('leaves the revision, its PDF and its workbook as issued when the percentages change later', async () => {
    const changed = await put(mapId, admin, { contingencyPercent: 10, vatPercent: 18, version: 3 });
    expect(changed.statusCode).toBe(200);
    expectSummaryAt(changed.json<BoqResponse>(), 10, 18);

    const revision = await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, owner);
    expect(revision.json<BoqRevision>()).toEqual(issued);

    const pdf = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf`, owner);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Contingency 7.5 %');
    expect(text).toContain('VAT 16.25 %');

    const xlsx = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx`, owner);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const percentOfRow = (label: string) => {
      let found: unknown;
      workbook.eachSheet((sheet) =>
        sheet.eachRow((row) => {
          if (found === undefined && row.getCell(2).text === label) found = row.getCell(4).value;
        }),
      );
      return found;
    };
    expect(percentOfRow('Contingency')).toBe(7.5);
    // Seed rates are shop prices: the VAT is inside them, and the row says so (takeoff.md §4.1).
    expect(percentOfRow('VAT included in the rates')).toBe(16.25);
  });

  it('issues the next revision at the new percentages', async () => {
    const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, admin, {
      reason: 'Contingency and VAT changed',
    });
    expect(response.statusCode).toBe(201);
    const second = response.json<BoqRevision>();
    expect(second.percentages).toMatchObject({
      contingencyPercent: 10,
      vatPercent: 18,
      ratesIncludeVat: true,
    });
    expect(second.summary.contingency).toBe(percentOf(second.summary.subtotal, 10));
  });
});
