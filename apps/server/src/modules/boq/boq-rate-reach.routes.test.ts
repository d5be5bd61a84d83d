import type { RateReach } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * Before a price setter confirms a rate: which unissued BOQs it would re-price — their draft and
 * completed sheets alike (one rate per material in one bill, docs/takeoff.md "Revision 2 —
 * pricing"); an issued one keeps its frozen rates (docs/product.md §4).
 */
const { testApp, client, boqStaff, pricetag, admin, owner } = useBoqTestApp();
let drafting: string;
let completed: string;
let issued: string;

beforeAll(async () => {
  drafting = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Bunju' });
  completed = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Goba' });
  issued = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Kibamba' });
  for (const mapId of [drafting, completed, issued]) {
    await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
  }
  await client.completeAll(completed, boqStaff);
  await client.completeAll(issued, boqStaff);
  expect((await client.call('POST', `/api/maps/${issued}/boq/issue`, boqStaff)).statusCode).toBe(201);
});

const url = (id: string) => `/api/catalogue/${id}/unissued-boqs`;

describe('GET /api/catalogue/:id/unissued-boqs', () => {
  it("lists the unissued BOQs whose sheets bill the item's material, completed or not, with how many sheets", async () => {
    const cement = await client.item('STR-CEMENT');
    const { sheets } = await client.boq(drafting, boqStaff);
    const billing = sheets.filter(
      (sheet) =>
        sheet.status === 'draft' &&
        sheet.lines.some((line) => line.material === cement.material && line.quantity > 0),
    );
    expect(billing.length).toBeGreaterThan(1);
    const completedBilling = (await client.boq(completed, boqStaff)).sheets.filter(
      (sheet) =>
        sheet.status === 'completed' &&
        sheet.lines.some((line) => line.material === cement.material && line.quantity > 0),
    );
    expect(completedBilling.length).toBe(billing.length);

    for (const setter of [pricetag, admin]) {
      const response = await client.call('GET', url(cement._id), setter);
      expect(response.statusCode).toBe(200);
      // The drafting and the completed BOQ move with the rate; the issued one is frozen.
      expect(response.json<RateReach>()).toEqual({
        material: cement.material,
        boqs: [
          { mapId: drafting, title: 'Nyumba ya Bunju', ownerName: owner.user.name, sheets: billing.length },
          { mapId: completed, title: 'Nyumba ya Goba', ownerName: owner.user.name, sheets: billing.length },
        ],
      });
    }
  });

  it('lists nothing for a material no unissued sheet bills', async () => {
    const permit = await client.item('PRE-PERMIT');
    const before = await client.call('GET', url(permit._id), pricetag);
    expect(before.json<RateReach>().boqs.map((boq) => boq.mapId)).toEqual([drafting, completed]);
    for (const mapId of [drafting, completed]) {
      const sheet = await client.sheet(mapId, 'pre', boqStaff);
      if (sheet.status === 'completed') {
        await client.call('POST', `/api/maps/${mapId}/boq/pre/reopen`, boqStaff, { version: sheet.version });
      }
      const draft = await client.sheet(mapId, 'pre', boqStaff);
      await client.call('POST', `/api/maps/${mapId}/boq/pre/not-applicable`, boqStaff, {
        version: draft.version,
        reason: 'Permit bought by the owner',
      });
    }
    const response = await client.call('GET', url(permit._id), pricetag);
    expect(response.json<RateReach>().boqs).toEqual([]);
  });

  it('refuses a malformed id (400), an unknown item (404), BOQ staff (403) and anonymous callers (401)', async () => {
    const cement = await client.item('STR-CEMENT');
    const malformed = await client.call('GET', url('cement'), pricetag);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/id/);
    expect((await client.call('GET', url(UNKNOWN_ID), pricetag)).statusCode).toBe(404);
    expect((await client.call('GET', url(cement._id), boqStaff)).statusCode).toBe(403);
    expect((await client.call('GET', url(cement._id), null)).statusCode).toBe(401);
  });
});
