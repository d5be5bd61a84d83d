import type { BoqRevision, BoqShareList, CreatedBoqShare, SharedBoq } from '@kadirio/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boqShares, users } from '../../db/schema';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from '../boq/boq-testing';
import { hashShareToken as hashToken } from '../../lib/share-token';

const { testApp, client, boqStaff, admin, owner, stranger } = useBoqTestApp();
let mapId: string;
let draftMapId: string;
let issued: BoqRevision;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Kibaha' });
  draftMapId = await insertMapInStatus(testApp, owner, 'typecheck');
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
  await client.completeAll(mapId, boqStaff);
  const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
  if (response.statusCode !== 201) throw new Error(`issue: ${response.statusCode} ${response.body}`);
  issued = response.json<BoqRevision>();
});

async function share(revision = 1): Promise<CreatedBoqShare> {
  const response = await client.call('POST', `/api/maps/${mapId}/shares`, owner, { revision });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedBoqShare>();
}

describe('POST /api/maps/:id/shares', () => {
  it('makes a link with an unguessable token, stored only as its hash', async () => {
    const created = await share();
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ mapId, revision: 1, revokedAt: null });
    const [row] = await testApp.database.db.select().from(boqShares).where(eq(boqShares.id, created._id));
    expect(row?.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const other = await share();
    expect(other.token).not.toBe(created.token);
  });

  it('refuses 400 for a bad revision, 401 signed out, 403 for BOQ staff (who see the plan), 404 for a stranger, an unknown map or revision', async () => {
    const url = `/api/maps/${mapId}/shares`;
    expect((await client.call('POST', url, owner, { revision: 'one' })).statusCode).toBe(400);
    expect((await client.call('POST', url, owner, {})).statusCode).toBe(400);
    expect((await client.call('POST', url, null, { revision: 1 })).statusCode).toBe(401);
    expect((await client.call('POST', url, boqStaff, { revision: 1 })).statusCode).toBe(403);
    expect((await client.call('POST', url, stranger, { revision: 1 })).statusCode).toBe(404);
    expect((await client.call('POST', url, owner, { revision: 2 })).statusCode).toBe(404);
    expect(
      (await client.call('POST', `/api/maps/${UNKNOWN_ID}/shares`, owner, { revision: 1 })).statusCode,
    ).toBe(404);
    // A plan without an issued bill has nothing to share.
    expect(
      (await client.call('POST', `/api/maps/${draftMapId}/shares`, owner, { revision: 1 })).statusCode,
    ).toBe(404);
    expect((await client.call('POST', url, admin, { revision: 1 })).statusCode).toBe(201);
  });
});

describe('GET /api/shared/:token', () => {
  it('opens the issued revision without signing in, read-only, with no names, phones or e-mails', async () => {
    const created = await share();
    const response = await client.call('GET', `/api/shared/${created.token}`, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const shared = response.json<SharedBoq>();
    expect(shared.revision).toBe(1);
    expect(shared.summary.grandTotal).toBe(issued.summary.grandTotal);
    expect(shared.shoppingList.total).toBe(issued.shoppingList.total);
    expect(shared.sheets).toHaveLength(issued.sheets.length);
    expect(shared.map.title).toBe('Nyumba ya Kibaha');

    const [ownerRow] = await testApp.database.db.select().from(users).where(eq(users.id, owner.user.id));
    const [staffRow] = await testApp.database.db.select().from(users).where(eq(users.id, boqStaff.user.id));
    for (const secret of [
      ownerRow?.name,
      ownerRow?.email,
      ownerRow?.phone,
      staffRow?.name,
      staffRow?.email,
      owner.user.id,
      boqStaff.user.id,
    ]) {
      expect(secret).toBeTruthy();
      expect(response.body).not.toContain(String(secret));
    }
    expect(response.body).not.toContain('ownerName');
    expect(response.body).not.toContain('issuedBy');
    expect(response.body).not.toContain('completedBy');
  });

  it('has no way to change anything: every other method is refused', async () => {
    const created = await share();
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await client.call(method, `/api/shared/${created.token}`, null);
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 400 for a malformed token and 404 for a well-formed unknown one', async () => {
    expect((await client.call('GET', '/api/shared/not-a-token', null)).statusCode).toBe(400);
    const unknown = 'A'.repeat(43);
    const response = await client.call('GET', `/api/shared/${unknown}`, null);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/revoked/);
  });
});

describe('revoking and listing', () => {
  it('stops a link at once; the owner lists links without their tokens', async () => {
    const created = await share();
    const revoke = await client.call('DELETE', `/api/maps/${mapId}/shares/${created._id}`, owner);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedAt).not.toBeNull();
    expect((await client.call('GET', `/api/shared/${created.token}`, null)).statusCode).toBe(404);
    // Revoking again changes nothing and still answers the link.
    const again = await client.call('DELETE', `/api/maps/${mapId}/shares/${created._id}`, owner);
    expect(again.json().revokedAt).toBe(revoke.json().revokedAt);

    const list = await client.call('GET', `/api/maps/${mapId}/shares`, owner);
    expect(list.statusCode).toBe(200);
    const items = list.json<BoqShareList>().items;
    expect(items.find((item) => item._id === created._id)?.revokedAt).not.toBeNull();
    expect(list.body).not.toContain(created.token);
    expect(list.body).not.toContain('tokenHash');
  });

  it('refuses 401, 403 (BOQ staff) and 404 (strangers) on list and revoke', async () => {
    const created = await share();
    const url = `/api/maps/${mapId}/shares/${created._id}`;
    expect((await client.call('DELETE', url, null)).statusCode).toBe(401);
    expect((await client.call('DELETE', url, boqStaff)).statusCode).toBe(403);
    expect((await client.call('DELETE', url, stranger)).statusCode).toBe(404);
    expect((await client.call('DELETE', `/api/maps/${mapId}/shares/${UNKNOWN_ID}`, owner)).statusCode).toBe(
      404,
    );
    expect((await client.call('DELETE', `/api/maps/${mapId}/shares/nope`, owner)).statusCode).toBe(400);
    expect((await client.call('GET', `/api/maps/${mapId}/shares`, stranger)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/shares`, null)).statusCode).toBe(401);
    // The stranger's attempt left the link working.
    expect((await client.call('GET', `/api/shared/${created.token}`, null)).statusCode).toBe(200);
  });
});
