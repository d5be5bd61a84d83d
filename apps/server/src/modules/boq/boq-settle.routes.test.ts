import { BOQ_SHEET_COUNT, type BoqProgress, type BoqResponse, type BoqSheet } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * Not applicable, the completeness guard (every sheet settled before an issue, docs/product.md §4)
 * and "complete all reviewed sheets".
 */
const { testApp, client, boqStaff, pricetag, admin, owner } = useBoqTestApp();
let mapId: string;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Guarded' });
});

const url = (trade: string, action: string, map = mapId) => `/api/maps/${map}/boq/${trade}/${action}`;

describe('a sheet without quantities', () => {
  it('cannot be completed (409 saying why) and nothing changes', async () => {
    const pad = await client.sheet(mapId, 'pad', boqStaff);
    expect(pad.lines.every((line) => line.quantity === 0)).toBe(true);
    const refused = await client.call('POST', url('pad', 'complete'), boqStaff, { version: pad.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The Pad foundations and column stubs sheet has no quantities: fill it, or mark it not applicable with a reason',
    );
    expect(await client.sheet(mapId, 'pad', boqStaff)).toMatchObject({
      status: 'draft',
      version: pad.version,
    });
  });
});

describe('POST /api/maps/:id/boq/:trade/not-applicable', () => {
  it('marks a draft not applicable with its reason; it bills nothing and is settled; reopen brings it back', async () => {
    // A sheet with quantities: marking it not applicable must drop them from the bill, not from the store.
    const strip = await client.sheet(mapId, 'strip', boqStaff);
    const filled = await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
      version: strip.version,
      lines: [{ code: 'STR-CEMENT', quantity: 20 }],
    });
    const before = filled.json<BoqSheet>();
    expect(before.total).toBeGreaterThan(0);

    const marked = await client.call('POST', url('strip', 'not-applicable'), boqStaff, {
      version: before.version,
      reason: '  Raft foundation instead  ',
    });
    expect(marked.statusCode).toBe(200);
    const settled = marked.json<BoqSheet>();
    expect(settled).toMatchObject({
      status: 'notApplicable',
      notApplicableReason: 'Raft foundation instead',
      completedBy: { _id: boqStaff.user.id },
      subtotal: 0,
      labour: 0,
      total: 0,
    });
    expect(settled.lines.every((line) => line.quantity === 0 && line.amount === 0)).toBe(true);
    const boq = await client.boq(mapId, boqStaff);
    expect(boq.summary.trades.find((trade) => trade.trade === 'strip')?.total).toBe(0);
    expect(boq.completedSheets).toBe(1);
    const progress = await client.call('GET', `/api/maps/${mapId}/boq/progress`, boqStaff);
    expect(progress.json<BoqProgress>().sheets.find((sheet) => sheet.trade === 'strip')?.status).toBe(
      'notApplicable',
    );

    // Editing a settled sheet is refused; marking it twice too.
    const edit = await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
      version: settled.version,
      labourPercent: 5,
    });
    expect(edit.statusCode).toBe(409);
    const twice = await client.call('POST', url('strip', 'not-applicable'), boqStaff, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already marked not applicable/);

    const reopened = await client.call('POST', url('strip', 'reopen'), admin, { version: settled.version });
    expect(reopened.statusCode).toBe(200);
    const back = reopened.json<BoqSheet>();
    expect(back).toMatchObject({ status: 'draft', notApplicableReason: null, completedBy: null });
    expect(back.total).toBe(before.total);
    expect(back.lines.find((line) => line.code === 'STR-CEMENT')?.quantity).toBe(20);
  });

  it('refuses a completed sheet (409), a missing or short reason (400), a stale version (409)', async () => {
    const tiles = await client.sheet(mapId, 'tiles', boqStaff);
    const noReason = await client.call('POST', url('tiles', 'not-applicable'), boqStaff, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);
    const short = await client.call('POST', url('tiles', 'not-applicable'), boqStaff, { reason: ' a ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/reason must say why/);
    const stale = await client.call('POST', url('tiles', 'not-applicable'), boqStaff, {
      version: tiles.version + 7,
      reason: 'No tiles',
    });
    expect(stale.statusCode).toBe(409);
    expect((await client.sheet(mapId, 'tiles', boqStaff)).status).toBe('draft');

    const pre = await client.sheet(mapId, 'pre', boqStaff);
    await client.call('POST', url('pre', 'complete'), boqStaff, { version: pre.version });
    const completed = await client.call('POST', url('pre', 'not-applicable'), boqStaff, {
      reason: 'No prelims',
    });
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toMatch(/completed; reopen it first/);
  });

  it('answers 401, 403 (price setter, owner) and 404', async () => {
    const body = { reason: 'Not here' };
    expect((await client.call('POST', url('septic', 'not-applicable'), null, body)).statusCode).toBe(401);
    expect((await client.call('POST', url('septic', 'not-applicable'), pricetag, body)).statusCode).toBe(403);
    expect((await client.call('POST', url('septic', 'not-applicable'), owner, body)).statusCode).toBe(403);
    expect(
      (await client.call('POST', url('septic', 'not-applicable', UNKNOWN_ID), boqStaff, body)).statusCode,
    ).toBe(404);
  });
});

describe('the completeness guard on issue', () => {
  it('refuses issue (409) naming every open sheet, then issues once all are completed or not applicable', async () => {
    const map = await insertMapInStatus(testApp, owner, 'successful', { title: 'All or nothing' });
    const refused = await client.call('POST', `/api/maps/${map}/boq/issue`, boqStaff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /completed or marked not applicable before issue; still open: Preliminaries, Blinding, Strip foundation/,
    );
    expect(refused.json().message).toMatch(/Electrical installation/);

    await client.completeAll(map, boqStaff);
    const boq = await client.boq(map, boqStaff);
    expect(boq).toMatchObject<Partial<BoqResponse>>({ completedSheets: BOQ_SHEET_COUNT, readyToIssue: true });
    // The defaults fill only the preliminaries and plumbing: the rest were marked not applicable.
    expect(boq.sheets.filter((sheet) => sheet.status === 'notApplicable').length).toBeGreaterThan(20);
    const issued = await client.call('POST', `/api/maps/${map}/boq/issue`, boqStaff);
    expect(issued.statusCode).toBe(201);
  });

  it('refuses a BOQ whose every sheet is not applicable (409: nothing to issue)', async () => {
    const map = await insertMapInStatus(testApp, owner, 'successful', { title: 'Empty' });
    const { sheets } = await client.boq(map, boqStaff);
    for (const sheet of sheets) {
      const response = await client.call('POST', url(sheet.trade, 'not-applicable', map), boqStaff, {
        reason: 'Nothing here',
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await client.call('POST', `/api/maps/${map}/boq/issue`, boqStaff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Nothing to issue: every sheet is marked not applicable');
  });
});

describe('POST /api/maps/:id/boq/complete-reviewed', () => {
  it('completes the reviewed drafts with quantities together; unreviewed and empty ones stay open', async () => {
    const map = await insertMapInStatus(testApp, owner, 'successful', { title: 'Reviewed' });
    await client.call('POST', `/api/maps/${map}/boq/house`, boqStaff, { length: 10, width: 8 });
    const boq = await client.boq(map, boqStaff);
    const filled = boq.sheets
      .filter((sheet) => sheet.lines.some((line) => line.quantity > 0))
      .map((sheet) => sheet.trade);
    expect(filled.length).toBeGreaterThan(5);
    // The surveyor opened three of the filled sheets, and one empty one; the house filled the rest.
    const reviewed = filled.slice(0, 3);
    for (const trade of [...reviewed, 'pad']) {
      const marked = await client.call('PUT', url(trade, 'reviewed', map), boqStaff, { reviewed: true });
      expect(marked.statusCode).toBe(200);
    }

    // Filled but never looked at: refused by name, nothing completed.
    const unreviewed = filled[3]!;
    const refused = await client.call('POST', `/api/maps/${map}/boq/complete-reviewed`, boqStaff, {
      trades: [...reviewed, unreviewed],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^These sheets are not reviewed drafts with quantities; reload and confirm again: /,
    );
    expect((await client.boq(map, boqStaff)).completedSheets).toBe(0);

    const response = await client.call('POST', `/api/maps/${map}/boq/complete-reviewed`, boqStaff, {
      trades: reviewed,
    });
    expect(response.statusCode).toBe(200);
    const progress = response.json<BoqProgress>();
    expect(progress.completedSheets).toBe(3);
    for (const sheet of progress.sheets) {
      expect(sheet.status).toBe(reviewed.includes(sheet.trade) ? 'completed' : 'draft');
    }
  });

  it('changes nothing (409 naming them) when a confirmed sheet is no longer a reviewed draft with quantities', async () => {
    const map = await insertMapInStatus(testApp, owner, 'successful', { title: 'Moved on' });
    await client.call('POST', `/api/maps/${map}/boq/house`, boqStaff, { length: 10, width: 8 });
    for (const trade of ['strip', 'pad', 'walling']) {
      await client.call('PUT', url(trade, 'reviewed', map), boqStaff, { reviewed: true });
    }
    const refused = await client.call('POST', `/api/maps/${map}/boq/complete-reviewed`, boqStaff, {
      trades: ['strip', 'pad', 'walling'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /not reviewed drafts with quantities; reload and confirm again: Pad foundations and column stubs$/,
    );
    expect((await client.boq(map, boqStaff)).completedSheets).toBe(0);
  });

  it('refuses bad bodies (400), anonymous (401), price setters (403), unknown maps (404)', async () => {
    const path = `/api/maps/${mapId}/boq/complete-reviewed`;
    expect((await client.call('POST', path, boqStaff, { trades: [] })).statusCode).toBe(400);
    const unknown = await client.call('POST', path, boqStaff, { trades: ['garage'] });
    expect(unknown.statusCode).toBe(400);
    expect((await client.call('POST', path, null, { trades: ['strip'] })).statusCode).toBe(401);
    expect((await client.call('POST', path, pricetag, { trades: ['strip'] })).statusCode).toBe(403);
    expect(
      (
        await client.call('POST', `/api/maps/${UNKNOWN_ID}/boq/complete-reviewed`, admin, {
          trades: ['strip'],
        })
      ).statusCode,
    ).toBe(404);
  });
});
