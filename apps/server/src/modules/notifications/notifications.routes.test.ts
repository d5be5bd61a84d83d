import type { MapNotificationList } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maps } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createSignedInUser, UNKNOWN_ID, type SignedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createNotificationsService } from './notifications.service';

let testApp: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let boqStaff: SignedInUser;
let admin: SignedInUser;
let mapId: string;

/** A plan of `owner`'s, inserted as it is once its BOQ can be issued. */
async function insertMap(title: string): Promise<string> {
  const id = newId();
  const at = new Date();
  await testApp.database.db.insert(maps).values({
    id,
    ownerId: owner.user.id,
    title,
    region: 'Dar es Salaam',
    district: 'Kinondoni',
    ward: 'Mikocheni',
    startConstruction: '2027-01-15',
    status: 'successful',
    queuedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

/** What issuing revision `revision` of the map's BOQ tells its owner. */
async function tellIssued(id: string, revision: number, at: Date): Promise<void> {
  await testApp.app.services.notifications.notifyBoqIssued(testApp.database.db, {
    mapId: id,
    ownerId: owner.user.id,
    mapTitle: 'Nyumba ya Msasani',
    revision,
    grandTotal: 1_234_567 * revision,
    previousTotal: revision > 1 ? 1_234_567 * (revision - 1) : null,
    currency: 'TZS',
    at,
  });
}

const call = (method: 'GET' | 'POST', url: string, caller: SignedInUser | null) =>
  testApp.app.inject({ method, url, headers: caller?.auth ?? {} });

beforeAll(async () => {
  testApp = await createTestApp();
  [owner, stranger, boqStaff, admin] = await Promise.all([
    createSignedInUser(testApp, 'user'),
    createSignedInUser(testApp, 'user'),
    createSignedInUser(testApp, 'boq'),
    createSignedInUser(testApp, 'admin'),
  ]);
  mapId = await insertMap('Nyumba ya Msasani');
  await tellIssued(mapId, 1, new Date('2026-02-01T08:00:00.000Z'));
  await tellIssued(mapId, 2, new Date('2026-02-03T08:00:00.000Z'));
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/maps/:id/notifications', () => {
  it('shows the owner what they were told, newest first, unread', async () => {
    const response = await call('GET', `/api/maps/${mapId}/notifications`, owner);
    expect(response.statusCode).toBe(200);
    const list = response.json<MapNotificationList>();
    expect(list.unread).toBe(2);
    expect(list.items.map((item) => [item.kind, item.revision, item.readAt])).toEqual([
      ['boqIssued', 2, null],
      ['boqIssued', 1, null],
    ]);
    expect(list.items[0]).toMatchObject({ mapId, createdAt: '2026-02-03T08:00:00.000Z' });
    expect(list.items[0]?.message).toBe(
      'The bill of quantities of "Nyumba ya Msasani" is ready: revision 2, grand total TZS 1,234,567 → TZS 2,469,134.',
    );
  });

  it('answers an owner of a plan with no news an empty list', async () => {
    const quiet = await insertMap('Bado');
    const response = await call('GET', `/api/maps/${quiet}/notifications`, owner);
    expect(response.json<MapNotificationList>()).toEqual({ items: [], unread: 0 });
  });
});

describe('POST /api/maps/:id/notifications/read', () => {
  it('leaves them unread when admin looks (support)', async () => {
    const byAdmin = await call('POST', `/api/maps/${mapId}/notifications/read`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<MapNotificationList>().unread).toBe(2);
  });

  it('lets the owner mark them read; admin may look; anyone else gets 404', async () => {
    const read = await call('POST', `/api/maps/${mapId}/notifications/read`, owner);
    expect(read.statusCode).toBe(200);
    const list = read.json<MapNotificationList>();
    expect(list.unread).toBe(0);
    expect(list.items.map((item) => item.revision)).toEqual([2, 1]);
    expect(list.items.every((item) => item.readAt !== null)).toBe(true);
    expect((await call('GET', `/api/maps/${mapId}/notifications`, admin)).json().items).toHaveLength(2);
    expect((await call('GET', `/api/maps/${mapId}/notifications`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/maps/${mapId}/notifications`, boqStaff)).statusCode).toBe(404);
    expect((await call('GET', `/api/maps/${mapId}/notifications`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/maps/${UNKNOWN_ID}/notifications`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/maps/bad/notifications/read`, owner)).statusCode).toBe(400);
  });
});

describe("the service's clock", () => {
  it('stamps the moment they were read with the time it is given', async () => {
    const at = new Date('2032-01-02T03:04:05.000Z');
    const service = createNotificationsService({ db: testApp.database.db, now: () => at });
    const fresh = await insertMap('Saa');
    await tellIssued(fresh, 1, new Date('2026-02-05T08:00:00.000Z'));
    const actor = { id: owner.user.id, accessLevel: 'user' as const, sessionId: '' };
    const list = await service.markMapNotificationsRead(actor, fresh);
    expect(list.items.map((item) => item.readAt)).toEqual([at.toISOString()]);
  });
});
