import type { BoqResponse, BoqSheet } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/** BOQ-wide wastage and constants: one setting for every sheet, a sheet's own wins (docs/takeoff.md §1). */
const { testApp, client, boqStaff, pricetag, admin, owner } = useBoqTestApp();
let mapId: string;

const put = (id: string, caller: Parameters<typeof client.call>[2], body: unknown) =>
  client.call('PUT', `/api/maps/${id}/boq/settings`, caller, body);

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Tegeta' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
});

const sheetOf = (boq: BoqResponse, trade: string) =>
  boq.sheets.find((sheet) => sheet.trade === trade) as BoqSheet;
const lineOf = (sheet: BoqSheet, code: string) => {
  const line = sheet.lines.find((candidate) => candidate.code === code);
  if (!line) throw new Error(`${sheet.trade} has no line ${code}`);
  return line;
};

describe('PUT /api/maps/:id/boq/settings with takeoffOptions', () => {
  it('re-measures every draft sheet, keeps a sheet’s own value, and leaves a completed sheet as it was', async () => {
    // Walling sets its own blocks wastage; blinding is completed before the BOQ-wide change.
    const walling = await client.sheet(mapId, 'walling', boqStaff);
    const own = await client.call('PUT', `/api/maps/${mapId}/boq/walling`, boqStaff, {
      version: walling.version,
      overrides: { wastage: { blocks: 0.06 } },
    });
    expect(own.statusCode).toBe(200);
    const blinding = await client.sheet(mapId, 'blinding', boqStaff);
    const completed = await client.call('POST', `/api/maps/${mapId}/boq/blinding/complete`, boqStaff, {
      version: blinding.version,
    });
    expect(completed.statusCode).toBe(200);
    const before = await client.boq(mapId, boqStaff);
    expect(before.percentages.takeoffOptions).toEqual({});

    const response = await put(mapId, boqStaff, {
      takeoffOptions: { wastage: { blocks: 0.1, cement: 0.05 } },
      version: before.percentages.version,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<BoqResponse>();
    expect(after.percentages).toMatchObject({
      takeoffOptions: { wastage: { blocks: 0.1, cement: 0.05 } },
      version: before.percentages.version + 1,
    });

    // Walling's cement: the standard 2.5 % becomes the BOQ-wide 5 %; its blocks keep its own 6 %.
    const [was, now] = [sheetOf(before, 'walling'), sheetOf(after, 'walling')];
    expect(now.version).toBe(was.version + 1);
    const cement = lineOf(now, 'WAL-CEMENT');
    expect(cement.quantity / lineOf(was, 'WAL-CEMENT').quantity).toBeCloseTo(1.05 / 1.025, 2);
    expect(cement.derivation).toContain('cement wastage = 5 % (BOQ-wide)');
    expect(lineOf(now, 'WAL-BLOCK').quantity).toBe(lineOf(was, 'WAL-BLOCK').quantity);
    expect(lineOf(now, 'WAL-BLOCK').derivation).toContain("blocks wastage = 6 % (this sheet's override)");
    expect(now.total).toBeGreaterThan(was.total);
    // The work items share the re-measured lines, so both views still add up.
    expect((now.workItems ?? []).reduce((sum, item) => sum + item.amount, 0)).toBe(now.total);

    // The completed blinding sheet keeps the lines it was completed with.
    const settled = sheetOf(after, 'blinding');
    expect(settled.lines).toEqual(sheetOf(before, 'blinding').lines);
    expect(settled.version).toBe(sheetOf(before, 'blinding').version);

    // Every later read agrees; the standard defaults come back when the BOQ-wide set is emptied.
    expect(lineOf(await client.sheet(mapId, 'walling', boqStaff), 'WAL-CEMENT')).toEqual(cement);
    const cleared = (
      await put(mapId, admin, { takeoffOptions: {}, version: after.percentages.version })
    ).json<BoqResponse>();
    expect(lineOf(sheetOf(cleared, 'walling'), 'WAL-CEMENT').quantity).toBe(
      lineOf(was, 'WAL-CEMENT').quantity,
    );
  });

  it('re-measures a completed sheet with the BOQ-wide values of now when it is reopened', async () => {
    const before = await client.boq(mapId, boqStaff);
    const settled = sheetOf(before, 'blinding');
    expect(settled.status).toBe('completed');
    const set = (
      await put(mapId, boqStaff, {
        takeoffOptions: { wastage: { cement: 0.05 } },
        version: before.percentages.version,
      })
    ).json<BoqResponse>();
    expect(sheetOf(set, 'blinding').lines).toEqual(settled.lines);

    const reopened = await client.call('POST', `/api/maps/${mapId}/boq/blinding/reopen`, boqStaff, {
      version: settled.version,
    });
    expect(reopened.statusCode).toBe(200);
    const draft = reopened.json<BoqSheet>();
    expect(draft.status).toBe('draft');
    const cement = lineOf(draft, 'BLD-CEMENT');
    expect(cement.quantity).toBeGreaterThan(lineOf(settled, 'BLD-CEMENT').quantity);
    expect(cement.derivation).toContain('cement wastage = 5 % (BOQ-wide)');
    expect(draft.total).toBeGreaterThan(settled.total);
  });

  it('uses a BOQ-wide constant for the sheets that do not set their own', async () => {
    const { version } = (await client.boq(mapId, boqStaff)).percentages;
    const response = await put(mapId, boqStaff, {
      takeoffOptions: { constants: { DRY_MORTAR: 1.5 } },
      version,
    });
    expect(response.statusCode).toBe(200);
    const cement = lineOf(sheetOf(response.json<BoqResponse>(), 'walling'), 'WAL-CEMENT');
    expect(cement.derivation).toContain('DRY_MORTAR = 1.5 (BOQ-wide)');
  });

  it('refuses bad options (400 naming the field), a stale version (409), anonymous (401), other roles (403), unknown maps (404)', async () => {
    const before = await client.boq(mapId, boqStaff);
    const { version } = before.percentages;
    const cases: [unknown, RegExp][] = [
      [
        { takeoffOptions: { wastage: { blocks: 1.5 } }, version },
        /wastage\.blocks must be a fraction of at most 1/,
      ],
      [{ takeoffOptions: { wastage: { cement: -0.1 } }, version }, /wastage\.cement must be 0 or more/],
      [{ takeoffOptions: { constants: { DRY_MORTAR: 0 } }, version }, /DRY_MORTAR must be greater than 0/],
      [{ takeoffOptions: { constants: { GRAVITY: 9.8 } }, version }, /GRAVITY/],
    ];
    for (const [body, message] of cases) {
      const response = await put(mapId, boqStaff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const body = { takeoffOptions: { wastage: { sand: 0.2 } }, version };
    expect((await put(mapId, boqStaff, { ...body, version: version - 1 })).statusCode).toBe(409);
    expect((await put(mapId, null, body)).statusCode).toBe(401);
    expect((await put(mapId, pricetag, body)).statusCode).toBe(403);
    expect((await put(mapId, owner, body)).statusCode).toBe(403);
    expect((await put(UNKNOWN_ID, admin, body)).statusCode).toBe(404);
    // Nothing stored changed: the settings and every sheet are as they were.
    const after = await client.boq(mapId, boqStaff);
    expect(after.percentages).toEqual(before.percentages);
    expect(after.sheets.map((sheet) => [sheet.trade, sheet.version, sheet.total])).toEqual(
      before.sheets.map((sheet) => [sheet.trade, sheet.version, sheet.total]),
    );
  });
});
