import { extractText, getDocumentProxy } from '../../testing/unpdf';
import {
  measuredBills,
  roundMoney,
  WORK_UNITS,
  type BoqResponse,
  type BoqRevision,
  type BoqRevisionList,
  type BoqSheet,
  type MapNotificationList,
} from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { amountOf, readXlsx, valueOf } from './boq-bill-readback-testing';
import { createBoqIssuesService } from './boq-issues.service';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';
import { money } from './export/bill-layout';

const { testApp, client, boqStaff, pricetag, admin, owner, stranger, typechecker } = useBoqTestApp();
let mapId: string;
let issued: BoqRevision;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Mikocheni' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
  const strip = await client.sheet(mapId, 'strip', boqStaff);
  await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
    version: strip.version,
    lines: [{ code: 'STR-CEMENT', quantity: 33 }],
  });
});

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('POST /api/maps/:id/boq/issue', () => {
  it('refuses (409) while a sheet is a draft, naming it, and creates nothing', async () => {
    const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Preliminaries/);
    const list = await client.call('GET', `/api/maps/${mapId}/boq/issues`, boqStaff);
    expect(list.json<BoqRevisionList>().items).toEqual([]);
  });

  it('refuses 401, 403 (pricetag, owner) and 404', async () => {
    expect((await client.call('POST', `/api/maps/${mapId}/boq/issue`, null)).statusCode).toBe(401);
    expect((await client.call('POST', `/api/maps/${mapId}/boq/issue`, pricetag)).statusCode).toBe(403);
    expect((await client.call('POST', `/api/maps/${mapId}/boq/issue`, owner)).statusCode).toBe(403);
    expect((await client.call('POST', `/api/maps/${UNKNOWN_ID}/boq/issue`, admin)).statusCode).toBe(404);
    expect((await client.call('POST', `/api/maps/not-an-id/boq/issue`, admin)).statusCode).toBe(400);
  });

  it('issues revision 1 with the rates of the moment once every sheet is completed, and tells the owner', async () => {
    await client.completeAll(mapId, boqStaff);
    const live = await client.boq(mapId, boqStaff);
    expect(live.readyToIssue).toBe(true);
    const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
    expect(response.statusCode).toBe(201);
    issued = response.json<BoqRevision>();
    expect(issued).toMatchObject({
      mapId,
      revision: 1,
      currency: 'TZS',
      issuedBy: { _id: boqStaff.user.id, name: boqStaff.user.name },
      map: { title: 'Nyumba ya Mikocheni', ownerName: owner.user.name, plinthArea: 80 },
    });
    expect(issued.summary).toEqual(live.summary);
    expect(issued.sheets.map((sheet) => sheet.total)).toEqual(live.sheets.map((sheet) => sheet.total));
    const cement = issued.shoppingList.items.find((item) => item.material === 'cement-50kg');
    expect(cement?.purchaseQuantity).toBe(Math.ceil(cement?.quantity ?? 0));
    expect(issued.shoppingList.total).toBe(
      issued.shoppingList.items.reduce((sum, item) => sum + item.amount, 0),
    );

    const notifications = await client.call('GET', `/api/maps/${mapId}/notifications`, owner);
    expect(notifications.statusCode).toBe(200);
    const list = notifications.json<MapNotificationList>();
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({ kind: 'boqIssued', revision: 1, readAt: null });
    expect(list.items[0]?.message).toMatch(/revision 1/);

    const progress = await client.call('GET', '/api/boq/maps', boqStaff);
    expect(progress.json().items[0]).toMatchObject({ completedSheets: 30, latestRevision: 1 });
  });

  it('lets the owner read the issued revision and its list; strangers and checkers get 404', async () => {
    const list = await client.call('GET', `/api/maps/${mapId}/boq/issues`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json<BoqRevisionList>().items).toEqual([
      {
        revision: 1,
        issuedAt: issued.issuedAt,
        issuedBy: issued.issuedBy,
        grandTotal: issued.summary.grandTotal,
        reason: null,
      },
    ]);
    const one = await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, owner);
    expect(one.statusCode).toBe(200);
    expect(one.json<BoqRevision>()).toEqual(issued);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, pricetag)).statusCode).toBe(200);

    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues`, stranger)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, stranger)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf`, stranger)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, typechecker)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, null)).statusCode).toBe(401);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/9`, owner)).statusCode).toBe(404);
    const bad = await client.call('GET', `/api/maps/${mapId}/boq/issues/x1`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/revision/);
    // The owner still cannot read the working sheets.
    expect((await client.call('GET', `/api/maps/${mapId}/boq`, owner)).statusCode).toBe(403);
  });

  it('shows an owner an empty list before any issue', async () => {
    const fresh = await insertMapInStatus(testApp, owner, 'successful', { title: 'Not yet' });
    const list = await client.call('GET', `/api/maps/${fresh}/boq/issues`, owner);
    expect(list.json<BoqRevisionList>().items).toEqual([]);
    const waiting = await insertMapInStatus(testApp, owner, 'typecheck', { title: 'Waiting' });
    expect((await client.call('GET', `/api/maps/${waiting}/boq/issues`, owner)).json().items).toEqual([]);
  });
});

describe('exports of a revision', () => {
  it('writes the .xlsx with formulas whose cached totals equal the API summary', async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.headers['content-disposition']).toMatch(/nyumba-ya-mikocheni-boq-rev1\.xlsx/);
    const sheet = await readXlsx(response.rawPayload);
    const { summary } = issued;
    const grand = amountOf(sheet, 'GRAND TOTAL') as { formula: string; result: number };
    // Rates include VAT (the revision-2 default): the total is subtotal + contingency, VAT shown inside.
    expect(grand.formula).toMatch(/^F\d+\+F\d+$/);
    expect(grand.result).toBe(summary.grandTotal);
    expect((amountOf(sheet, 'Subtotal') as { result: number }).result).toBeGreaterThan(0);
    const vatRow = amountOf(sheet, 'VAT included in the rates') as { formula: string; result: number };
    expect(vatRow.result).toBe(summary.vatIncluded);
    expect(vatRow.formula).toMatch(/\/\(100\+D\d+\)/);
    expect((amountOf(sheet, 'Contingency') as { result: number }).result).toBe(summary.contingency);
    expect((amountOf(sheet, 'Cost per m²') as { result: number }).result).toBe(summary.costPerSquareMetre);
    // The header names the map, its owner, location and revision.
    const header = [1, 2, 3, 4, 5].map((row) => sheet.getCell(`A${row}`).text).join('\n');
    expect(header).toContain('Nyumba ya Mikocheni');
    expect(header).toContain(owner.user.name);
    expect(header).toContain('Mikocheni, Kinondoni, Dar es Salaam');
    expect(header).toContain('Revision 1');

    // Every amount is a formula over its row: one per measured work item, lettered, in its unit.
    let lineFormulas = 0;
    const units = new Set<string>();
    sheet.eachBillRow((row) => {
      const value = row.getCell(6).value as { formula?: string } | null;
      if (value?.formula !== `ROUND(D${row.number}*E${row.number},0)`) return;
      lineFormulas += 1;
      expect(row.getCell(1).text).toMatch(/^[A-HJ-NP-Z]+$/);
      // The cached amount is what the formula gives from the quantity and the all-in rate as written.
      const [quantity, rate] = [row.getCell(4).value, row.getCell(5).value] as number[];
      expect(roundMoney(quantity! * rate!), row.getCell(2).text).toBe(valueOf(row.getCell(6)));
      units.add(row.getCell(3).text);
    });
    const billed = measuredBills(issued.sheets).flatMap((bill) =>
      bill.trades.flatMap((trade) => trade.items),
    );
    expect(lineFormulas).toBe(billed.length);
    expect([...units].every((unit) => (WORK_UNITS as readonly string[]).includes(unit))).toBe(true);

    // The grand summary's subtotal is the sum of the bills carried to it.
    const carried: number[] = [];
    sheet.eachRow((row) => {
      if (row.getCell(2).text.startsWith('Total of Bill No.')) {
        // A bill with nothing in it (external works, provisional sums left empty) carries a cached 0,
        // which exceljs reads back without a result.
        carried.push((row.getCell(6).value as { result?: number }).result ?? 0);
      }
    });
    // Only bills that bill something or exclude a trade print (docs/product.md §4, the issued
    // bill): the empty ones carry nothing.
    expect(carried).toHaveLength(measuredBills(issued.sheets).length);
    expect(carried.reduce((sum, total) => sum + total, 0)).toBe(summary.subtotal);
  });

  it('writes the PDF whose text carries the same totals, the map and the revision', async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    const { summary } = issued;
    expect(text).toMatch(new RegExp(`GRAND TOTAL\\s+TZS\\s+${money(summary.grandTotal)}`));
    expect(text).toMatch(new RegExp(`VAT 18 % included in the rates\\s+${money(summary.vatIncluded ?? -1)}`));
    expect(text).toMatch(new RegExp(`Contingency 5 %\\s+${money(summary.contingency)}`));
    expect(text).toMatch(new RegExp(`Subtotal\\s+${money(summary.subtotal)}`));
    expect(text).toContain('BILL No. 2: SUBSTRUCTURE');
    expect(text).toContain('BILL No. 3: SUPERSTRUCTURE');
    expect(text).toContain(`COLLECTION: BILL No. ${measuredBills(issued.sheets).length}`);
    expect(text).toContain('Nyumba ya Mikocheni');
    expect(text).toContain(`Client: ${owner.user.name}`);
    expect(text).toContain('Revision 1');
  });

  it('writes the shopping list as .xlsx with its total', async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1/shopping-list.xlsx`, owner);
    expect(response.statusCode).toBe(200);
    const sheet = await readXlsx(response.rawPayload);
    const total = amountOf(sheet, 'TOTAL') as { formula: string; result: number };
    expect(total.formula).toMatch(/^SUM\(F\d+:F\d+\)$/);
    expect(total.result).toBe(issued.shoppingList.total);
  });

  it('writes the shopping list in Swahili when asked: headings, units and file name', async () => {
    const response = await client.call(
      'GET',
      `/api/maps/${mapId}/boq/issues/1/shopping-list.xlsx?lang=sw`,
      owner,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/-boq-rev1-sw-shopping-list\.xlsx"/);
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.getCell('A1').text).toBe('ORODHA YA MANUNUZI');
    const total = amountOf(sheet, 'JUMLA') as { result: number };
    expect(total.result).toBe(issued.shoppingList.total);
    const units = new Set<string>();
    sheet.eachRow((row) => units.add(row.getCell(2).text));
    expect(units).toContain('mfuko');
    expect(units).not.toContain('bag');
  });

  it('refuses exports of an unknown revision or map (404), a malformed revision (400), anonymous (401), outsiders (404)', async () => {
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/4.pdf`, owner)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/4.xlsx`, admin)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/0.xlsx`, admin)).statusCode).toBe(400);
    expect((await client.call('GET', `/api/maps/${UNKNOWN_ID}/boq/issues/1.pdf`, admin)).statusCode).toBe(
      404,
    );
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf`, null)).statusCode).toBe(401);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx`, typechecker)).statusCode).toBe(
      404,
    );
  });
});

describe('a rate change after issue', () => {
  it('re-prices the live BOQ, completed sheets included, and leaves the revision and its exports as issued', async () => {
    const before = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx`, owner);
    const cement = await client.item('STR-CEMENT');
    const changed = await client.call('PUT', `/api/catalogue/${cement._id}`, pricetag, {
      rate: cement.rate + 5000,
    });
    expect(changed.statusCode).toBe(200);

    // Every sheet is completed: completing fixed their quantities, not their rates (one rate per
    // material in one bill, docs/takeoff.md "Revision 2 — pricing"), so the live BOQ moves.
    const live = await client.boq(mapId, boqStaff);
    expect(live.summary.grandTotal).toBeGreaterThan(issued.summary.grandTotal);
    expect(live.ratesMovedSinceCompleted.map((sheet) => sheet.trade)).toContain('strip');
    const liveCement = await client
      .sheet(mapId, 'strip', boqStaff)
      .then((sheet) => sheet.lines.find((line) => line.code === 'STR-CEMENT'));
    expect(liveCement?.rate).toBe(cement.rate + 5000);

    const revision = await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, owner);
    expect(revision.json<BoqRevision>()).toEqual(issued);
    const after = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx`, owner);
    const grand = amountOf(await readXlsx(after.rawPayload), 'GRAND TOTAL') as { result: number };
    expect(grand.result).toBe(issued.summary.grandTotal);
    expect(after.rawPayload.length).toBe(before.rawPayload.length);
    const text = await pdfText(
      (await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf`, owner)).rawPayload,
    );
    expect(text).toMatch(new RegExp(`GRAND TOTAL\\s+TZS\\s+${money(issued.summary.grandTotal)}`));
  });

  it('issues revision 2 at the new rates when asked with a reason, keeping revision 1', async () => {
    const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, admin, {
      reason: 'Cement price rose',
    });
    expect(response.statusCode).toBe(201);
    const second = response.json<BoqRevision>();
    expect(second.revision).toBe(2);
    expect(second.summary.grandTotal).toBeGreaterThan(issued.summary.grandTotal);
    const list = (await client.call('GET', `/api/maps/${mapId}/boq/issues`, owner)).json<BoqRevisionList>();
    expect(list.items.map((item) => item.revision)).toEqual([2, 1]);
    const told = await client.call('GET', `/api/maps/${mapId}/notifications`, owner);
    expect(told.json<MapNotificationList>()).toMatchObject({ unread: 2 });
    expect(told.json<MapNotificationList>().items.map((item) => item.revision)).toEqual([2, 1]);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, owner)).json<BoqRevision>()).toEqual(
      issued,
    );
  });
});

describe('a reopened sheet', () => {
  it('reopening one sheet blocks the next issue', async () => {
    const sheet = await client.sheet(mapId, 'tiles', boqStaff);
    const reopened = await client.call('POST', `/api/maps/${mapId}/boq/tiles/reopen`, boqStaff, {
      version: sheet.version,
    });
    expect(reopened.json<BoqSheet>().status).toBe('draft');
    const boq = await client.boq(mapId, boqStaff);
    expect(boq).toMatchObject<Partial<BoqResponse>>({
      completedSheets: 29,
      readyToIssue: false,
      latestRevision: 2,
    });
    const refused = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Tiles/);
  });
});

describe("the service's clock", () => {
  it('stamps the revision and the notice to the owner with the time it is given', async () => {
    const at = new Date('2031-07-08T09:10:11.000Z');
    const service = createBoqIssuesService({
      db: testApp.database.db,
      catalogue: testApp.app.services.catalogue,
      notifications: testApp.app.services.notifications,
      now: () => at,
      takeoff: testApp.app.services.takeoff,
    });
    const clockMap = await insertMapInStatus(testApp, owner, 'successful', { title: 'Clock' });
    await client.completeAll(clockMap, boqStaff);
    const actor = { id: admin.user.id, accessLevel: 'admin' as const, sessionId: '' };
    const revision = await service.issue(actor, clockMap, undefined);
    expect(revision.issuedAt).toBe(at.toISOString());
    const list = await client.call('GET', `/api/maps/${clockMap}/boq/issues`, owner);
    expect(list.json<BoqRevisionList>().items[0]?.issuedAt).toBe(at.toISOString());
    const told = await client.call('GET', `/api/maps/${clockMap}/notifications`, owner);
    expect(told.json<MapNotificationList>().items[0]?.createdAt).toBe(at.toISOString());
  });
});
