import type { BoqSheet } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { createBoqSheetsService } from './boq-sheets.service';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

const { testApp, client, boqStaff, pricetag, admin, owner } = useBoqTestApp();
let mapId: string;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful');
});

describe('GET/PUT /api/maps/:id/boq/:trade', () => {
  it('re-runs the calculator on the server, keeps typed quantities through a recalculation and resets them', async () => {
    const opened = await client.sheet(mapId, 'strip', boqStaff);
    // Strip is builder's work: 30 % by kind until the sheet sets its own
    // (docs/takeoff.md, "Revision 2 — pricing").
    expect(opened).toMatchObject({
      trade: 'strip',
      status: 'draft',
      labourPercent: 30,
      labourOverride: null,
    });
    expect(opened.lines.every((line) => line.quantity === 0)).toBe(true);

    const saved = await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
      version: opened.version,
      inputs: { length: 54 },
    });
    expect(saved.statusCode).toBe(200);
    const calculated = saved.json<BoqSheet>();
    expect(calculated.version).toBe(opened.version + 1);
    expect(calculated.inputs).toMatchObject({ length: 54, width: 0.6 });
    const cement = calculated.lines.find((line) => line.code === 'STR-CEMENT');
    // 54 × 0.6 × 0.2 = 6.48 m³ of 1:3:6: cement = 6.48 × 1.54 / 10 × 1440 kg, + 2.5 % wastage, in 50 kg bags
    // = 29.4586 bags, printed 29.46 and priced as printed (docs/takeoff.md, "Revision 2 — pricing")
    const bags = (((6.48 * 1.54) / 10) * 1440 * 1.025) / 50;
    expect(cement?.baseQuantity).toBeCloseTo(bags * 50, 9);
    expect(cement?.quantity).toBe(29.46);
    expect(cement).toMatchObject({ source: 'calculator', amount: Math.round(29.46 * (cement?.rate ?? 0)) });
    expect(cement?.derivation).toMatch(/54/);

    const typed = await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
      version: calculated.version,
      inputs: { length: 60 },
      labourPercent: 12.5,
      lines: [{ code: 'STR-CEMENT', quantity: 40 }],
    });
    expect(typed.statusCode).toBe(200);
    const manual = typed.json<BoqSheet>();
    const typedCement = manual.lines.find((line) => line.code === 'STR-CEMENT');
    expect(typedCement).toMatchObject({
      source: 'manual',
      quantity: 40,
      amount: 40 * (typedCement?.rate ?? 0),
    });
    // The calculator's value for the new length is still shown beside the typed one.
    expect(typedCement?.calculatorQuantity).toBeCloseTo((bags * 60) / 54, 9);
    expect(manual).toMatchObject({ labourPercent: 12.5, labourOverride: 12.5 });
    // Labour on the strip's materials only: its excavation, fill, cart away, planking and
    // dewatering are labour already (docs/takeoff.md, "Labour only where it belongs").
    const labourFree = manual.lines
      .filter((line) => line.material.startsWith('service-'))
      .reduce((sum, line) => sum + line.amount, 0);
    expect(labourFree).toBeGreaterThan(0);
    expect(manual.labour).toBe(Math.round(((manual.subtotal - labourFree) * 12.5) / 100));

    const recalculated = await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
      version: manual.version,
      inputs: { length: 30 },
    });
    expect(recalculated.json<BoqSheet>().lines.find((line) => line.code === 'STR-CEMENT')).toMatchObject({
      source: 'manual',
      quantity: 40,
    });

    const reset = await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
      version: recalculated.json<BoqSheet>().version,
      lines: [{ code: 'STR-CEMENT', quantity: null }],
    });
    const back = reset.json<BoqSheet>().lines.find((line) => line.code === 'STR-CEMENT');
    expect(back?.source).toBe('calculator');
    // 29.4586 × 30 / 54 = 16.3659 → 16.37
    expect(back?.quantity).toBe(16.37);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const sheet = await client.sheet(mapId, 'walling', boqStaff);
    const first = await client.call('PUT', `/api/maps/${mapId}/boq/walling`, boqStaff, {
      version: sheet.version,
      inputs: { length: 40 },
    });
    expect(first.statusCode).toBe(200);
    const second = await client.call('PUT', `/api/maps/${mapId}/boq/walling`, admin, {
      version: sheet.version,
      inputs: { length: 99 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/reload/);
    const now = await client.sheet(mapId, 'walling', boqStaff);
    expect(now.inputs).toMatchObject({ length: 40 });
    expect(now.version).toBe(sheet.version + 1);
  });

  it('lets only one of two simultaneous saves of one version win', async () => {
    const sheet = await client.sheet(mapId, 'roofing', boqStaff);
    const saves = await Promise.all(
      [10, 12].map((length) =>
        client.call('PUT', `/api/maps/${mapId}/boq/roofing`, boqStaff, {
          version: sheet.version,
          inputs: { length, width: 8 },
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409]);
    expect((await client.sheet(mapId, 'roofing', boqStaff)).version).toBe(sheet.version + 1);
  });

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    const sheet = await client.sheet(mapId, 'blinding', boqStaff);
    const cases: [unknown, RegExp][] = [
      [{ inputs: { area: 10 } }, /version/],
      [{ version: sheet.version, inputs: { area: -3 } }, /area/],
      [{ version: sheet.version, labourPercent: 101 }, /labourPercent/],
      [{ version: sheet.version, lines: [{ code: 'WAL-BLOCK', quantity: 2 }] }, /WAL-BLOCK/],
      [{ version: sheet.version, lines: [{ code: 'BLD-CEMENT', quantity: -1 }] }, /quantity/],
      [{ version: sheet.version, overrides: { constants: { LAP: -1 } } }, /LAP/],
      [{ version: sheet.version, quantity: 5 }, /quantity|Unrecognized|unrecognized/],
    ];
    for (const [body, message] of cases) {
      const response = await client.call('PUT', `/api/maps/${mapId}/boq/blinding`, boqStaff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const unknownTrade = await client.call('GET', `/api/maps/${mapId}/boq/kitchen`, boqStaff);
    expect(unknownTrade.statusCode).toBe(400);
    expect(unknownTrade.json().message).toMatch(/trade/);
    expect((await client.sheet(mapId, 'blinding', boqStaff)).version).toBe(sheet.version);
  });

  it('applies constant overrides to the recalculation', async () => {
    const sheet = await client.sheet(mapId, 'blinding', boqStaff);
    const plain = await client.call('PUT', `/api/maps/${mapId}/boq/blinding`, boqStaff, {
      version: sheet.version,
      inputs: { area: 32.4 },
    });
    const leaner = await client.call('PUT', `/api/maps/${mapId}/boq/blinding`, boqStaff, {
      version: plain.json<BoqSheet>().version,
      overrides: { wastage: { cement: 0 } },
    });
    const cementOf = (sheetBody: BoqSheet) =>
      sheetBody.lines.find((line) => line.code === 'BLD-CEMENT')?.baseQuantity ?? 0;
    expect(cementOf(leaner.json())).toBeCloseTo(cementOf(plain.json()) / 1.025, 9);
    expect(leaner.json<BoqSheet>().overrides).toEqual({ wastage: { cement: 0 } });
  });

  it('refuses writers other than boq and admin (403), anonymous (401), unknown maps (404)', async () => {
    const body = { version: 1 };
    expect((await client.call('PUT', `/api/maps/${mapId}/boq/pad`, pricetag, body)).statusCode).toBe(403);
    expect((await client.call('PUT', `/api/maps/${mapId}/boq/pad`, owner, body)).statusCode).toBe(403);
    expect((await client.call('PUT', `/api/maps/${mapId}/boq/pad`, null, body)).statusCode).toBe(401);
    expect((await client.call('PUT', `/api/maps/${UNKNOWN_ID}/boq/pad`, boqStaff, body)).statusCode).toBe(
      404,
    );
    expect((await client.call('GET', `/api/maps/${UNKNOWN_ID}/boq/pad`, pricetag)).statusCode).toBe(404);
  });
});
// A withdrawn item is simply not priced; the sheet names the line it left out and why
// (docs/takeoff.md, "Revision 2 — pricing").
describe('a deactivated catalogue item', () => {
  it('is left out of the pricing, named, while it carries a quantity, and forgotten once reset', async () => {
    const sheet = await client.sheet(mapId, 'electrical', boqStaff);
    const item = sheet.lines[0];
    if (!item?.itemId) throw new Error('electrical has no items');
    const typed = await client.call('PUT', `/api/maps/${mapId}/boq/electrical`, boqStaff, {
      version: sheet.version,
      lines: [{ code: item.code, quantity: 2 }],
    });
    expect(
      (await client.call('PUT', `/api/catalogue/${item.itemId}`, admin, { active: false })).statusCode,
    ).toBe(200);

    const withInactive = await client.sheet(mapId, 'electrical', boqStaff);
    expect(withInactive.lines.map((line) => line.code)).not.toContain(item.code);
    expect(withInactive.leftOut).toEqual([
      expect.objectContaining({
        code: item.code,
        description: item.description,
        baseQuantity: 2 * item.perUnit,
        reason: 'withdrawn',
      }),
    ]);
    expect(withInactive.subtotal).toBe(typed.json<BoqSheet>().subtotal - 2 * item.rate);

    await client.call('PUT', `/api/maps/${mapId}/boq/electrical`, boqStaff, {
      version: typed.json<BoqSheet>().version,
      lines: [{ code: item.code, quantity: null }],
    });
    const without = await client.sheet(mapId, 'electrical', boqStaff);
    expect(without.lines.map((line) => line.code)).not.toContain(item.code);
    expect(without.leftOut).toEqual([]);
    await client.call('PUT', `/api/catalogue/${item.itemId}`, admin, { active: true });
  });
});
describe('complete and reopen', () => {
  it('locks a sheet, refuses edits while completed, and reopens it', async () => {
    const empty = await client.sheet(mapId, 'pad', boqStaff);
    const filled = await client.call('PUT', `/api/maps/${mapId}/boq/pad`, boqStaff, {
      version: empty.version,
      inputs: { count: 2 },
    });
    const sheet = filled.json<BoqSheet>();
    const completed = await client.call('POST', `/api/maps/${mapId}/boq/pad/complete`, boqStaff, {
      version: sheet.version,
    });
    expect(completed.statusCode).toBe(200);
    const locked = completed.json<BoqSheet>();
    expect(locked).toMatchObject({
      status: 'completed',
      completedBy: { _id: boqStaff.user.id, name: boqStaff.user.name },
    });
    expect(locked.completedAt).not.toBeNull();

    const edit = await client.call('PUT', `/api/maps/${mapId}/boq/pad`, boqStaff, {
      version: locked.version,
      inputs: { count: 4 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/reopen/);
    expect((await client.call('POST', `/api/maps/${mapId}/boq/pad/complete`, boqStaff)).statusCode).toBe(409);
    const stale = await client.call('POST', `/api/maps/${mapId}/boq/pad/reopen`, admin, {
      version: sheet.version,
    });
    expect(stale.statusCode).toBe(409);

    const reopened = await client.call('POST', `/api/maps/${mapId}/boq/pad/reopen`, admin, {
      version: locked.version,
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<BoqSheet>()).toMatchObject({
      status: 'draft',
      completedBy: null,
      completedAt: null,
    });
    expect((await client.call('POST', `/api/maps/${mapId}/boq/pad/reopen`, admin)).statusCode).toBe(409);
  });

  it('refuses 400, 401, 403 and 404', async () => {
    const bad = await client.call('POST', `/api/maps/${mapId}/boq/pad/complete`, boqStaff, { version: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/version/);
    expect((await client.call('POST', `/api/maps/${mapId}/boq/pad/complete`, null)).statusCode).toBe(401);
    expect((await client.call('POST', `/api/maps/${mapId}/boq/pad/complete`, pricetag)).statusCode).toBe(403);
    expect((await client.call('POST', `/api/maps/${UNKNOWN_ID}/boq/pad/reopen`, boqStaff)).statusCode).toBe(
      404,
    );
  });
});

describe("the service's clock", () => {
  it('stamps a new sheet, a save and a completion with the time it is given', async () => {
    const at = new Date('2030-03-04T05:06:07.000Z');
    const service = createBoqSheetsService({
      db: testApp.database.db,
      catalogue: testApp.app.services.catalogue,
      now: () => at,
      takeoff: testApp.app.services.takeoff,
    });
    const actor = { id: boqStaff.user.id, accessLevel: 'boq' as const, sessionId: '' };
    const opened = await service.getSheet(actor, mapId, 'tiles');
    expect(opened.updatedAt).toBe(at.toISOString());
    const saved = await service.saveSheet(actor, mapId, 'tiles', {
      version: opened.version,
      labourPercent: 11,
      lines: [{ code: 'TIL-FLOOR', quantity: 3 }],
    });
    expect(saved.updatedAt).toBe(at.toISOString());
    const completed = await service.complete(actor, mapId, 'tiles', saved.version);
    expect(completed).toMatchObject({ completedAt: at.toISOString(), updatedAt: at.toISOString() });
    expect((await client.sheet(mapId, 'tiles', pricetag)).completedAt).toBe(at.toISOString());
  });
});
