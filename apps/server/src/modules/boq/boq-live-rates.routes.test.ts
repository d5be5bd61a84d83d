import { roundMoney, type BoqRevision, type LiveRateChanges } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * Live rates against an issued revision: the revision is frozen (docs/product.md §4), the notice says
 * what moved.
 */
const { testApp, client, boqStaff, pricetag, admin, owner, stranger } = useBoqTestApp();
let mapId: string;
let issued: BoqRevision;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Mbagala' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
  await client.completeAll(mapId, boqStaff);
  const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
  expect(response.statusCode).toBe(201);
  issued = response.json<BoqRevision>();
});

const url = (revision: string | number = 1, map = mapId) =>
  `/api/maps/${map}/boq/issues/${revision}/live-rates`;

describe('GET /api/maps/:id/boq/issues/:revision/live-rates', () => {
  it('finds nothing moved right after the issue', async () => {
    const response = await client.call('GET', url(), owner);
    expect(response.statusCode).toBe(200);
    expect(response.json<LiveRateChanges>()).toEqual({ revision: 1, lines: 0, difference: 0, materials: [] });
  });

  it('names the lines a catalogue rate change re-prices and their difference, for the owner and staff, while the revision keeps its rates', async () => {
    const cement = await client.item('STR-CEMENT');
    const changed = await client.call('PUT', `/api/catalogue/${cement._id}`, pricetag, {
      rate: cement.rate + 500,
    });
    expect(changed.statusCode).toBe(200);

    const cementLines = issued.sheets
      .flatMap((sheet) => sheet.lines)
      .filter((line) => line.quantity > 0 && line.material === cement.material);
    expect(cementLines.length).toBeGreaterThan(1);
    const expected = cementLines.reduce(
      (sum, line) => sum + roundMoney(line.quantity * (cement.rate + 500)) - line.amount,
      0,
    );

    for (const reader of [owner, boqStaff, admin]) {
      const response = await client.call('GET', url(), reader);
      expect(response.statusCode).toBe(200);
      const changes = response.json<LiveRateChanges>();
      expect(changes.lines).toBe(cementLines.length);
      expect(changes.difference).toBe(expected);
      expect(changes.materials).toEqual([
        expect.objectContaining({
          material: cement.material,
          issuedRate: cement.rate,
          liveRate: cement.rate + 500,
          lines: cementLines.length,
        }),
      ]);
    }
    const revision = await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, owner);
    expect(revision.json<BoqRevision>().summary.grandTotal).toBe(issued.summary.grandTotal);
  });

  it('refuses a malformed revision (400), an unknown one or map (404), strangers (404) and anonymous callers (401)', async () => {
    const malformed = await client.call('GET', url('first'), owner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/revision/);
    expect((await client.call('GET', url(9), owner)).statusCode).toBe(404);
    expect((await client.call('GET', url(1, UNKNOWN_ID), admin)).statusCode).toBe(404);
    expect((await client.call('GET', url(), stranger)).statusCode).toBe(404);
    expect((await client.call('GET', url(), null)).statusCode).toBe(401);
  });
});
