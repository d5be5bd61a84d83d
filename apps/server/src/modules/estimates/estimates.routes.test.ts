import {
  SAVED_ESTIMATES_MAX,
  type EstimateShare,
  type SavedEstimate,
  type SavedEstimateList,
  type SharedEstimate,
} from '@kadirio/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedEstimates } from '../../db/schema';
import { hashShareToken } from '../../lib/share-token';
import { createSignedInUser, UNKNOWN_ID, type SignedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createSignedInUser(testApp, 'user', { name: 'Neema Mollel', phone: '+255712000111' });
  stranger = await createSignedInUser(testApp, 'user');
  admin = await createSignedInUser(testApp, 'admin');
});
afterAll(async () => {
  await testApp.close();
});

type Caller = SignedInUser | null;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, caller: Caller, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: caller?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

const HOUSE = { length: 12, width: 9, bedrooms: 3, roofType: 'hip' } as const;

async function save(caller: SignedInUser, name = 'Nyumba ya Kibaha'): Promise<SavedEstimate> {
  const response = await call('POST', '/api/estimates', caller, { name, house: HOUSE });
  expect(response.statusCode).toBe(201);
  return response.json<SavedEstimate>();
}

const list = async (caller: SignedInUser) =>
  (await call('GET', '/api/estimates', caller)).json<SavedEstimateList>().items;

describe('saved estimates', () => {
  it('keeps the house as described, its defaults filled and the derived fields left empty', async () => {
    const saved = await save(owner, '  Nyumba ya Kibaha  ');
    expect(saved).toMatchObject({ name: 'Nyumba ya Kibaha', sharedAt: null });
    expect(saved.house).toMatchObject({ ...HOUSE, wallHeight: 3, bathrooms: 1, septic: true });
    expect(saved.house).not.toHaveProperty('doors');
    expect((await list(owner)).map((item) => item._id)).toContain(saved._id);
    // Each reads only their own, admin included.
    expect((await list(stranger)).map((item) => item._id)).not.toContain(saved._id);
    expect((await list(admin)).map((item) => item._id)).not.toContain(saved._id);
  });

  it('answers 400 naming the field for a bad house or name, and saves nothing', async () => {
    const before = (await list(owner)).length;
    const bad = await call('POST', '/api/estimates', owner, { name: 'x', house: { ...HOUSE, length: -4 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/length/);
    const unknown = await call('POST', '/api/estimates', owner, { name: 'x', house: { ...HOUSE, pool: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/pool/);
    const noName = await call('POST', '/api/estimates', owner, { name: '   ', house: HOUSE });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/name is required/);
    expect((await list(owner)).length).toBe(before);
  });

  it('answers 401 without a sign-in, on every owner route', async () => {
    const saved = await save(owner);
    expect((await call('GET', '/api/estimates', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/estimates', null, { name: 'x', house: HOUSE })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/estimates/${saved._id}`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/estimates/${saved._id}/share`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/estimates/${saved._id}/share`, null)).statusCode).toBe(401);
  });

  it("answers 404 for another's estimate or one that does not exist, and changes nothing", async () => {
    const saved = await save(owner);
    for (const url of [`/api/estimates/${saved._id}/share`, `/api/estimates/${UNKNOWN_ID}/share`]) {
      expect((await call('POST', url, stranger)).statusCode).toBe(404);
      expect((await call('DELETE', url, admin)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/api/estimates/${saved._id}`, stranger)).statusCode).toBe(404);
    expect((await list(owner)).find((item) => item._id === saved._id)?.sharedAt).toBeNull();
    const malformed = await call('DELETE', '/api/estimates/not-an-id', owner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/id/);
  });

  it('deletes an estimate, and its link stops working', async () => {
    const saved = await save(owner);
    const { token } = (await call('POST', `/api/estimates/${saved._id}/share`, owner)).json<EstimateShare>();
    const deleted = await call('DELETE', `/api/estimates/${saved._id}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect((await list(owner)).map((item) => item._id)).not.toContain(saved._id);
    expect((await call('GET', `/api/shared-estimates/${token}`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/estimates/${saved._id}`, owner)).statusCode).toBe(404);
  });

  it('answers 409 past the limit, keeping what was saved', async () => {
    const keeper = await createSignedInUser(testApp, 'user');
    for (let index = 0; index < SAVED_ESTIMATES_MAX; index += 1) {
      await testApp.database.db.insert(savedEstimates).values({
        id: crypto.randomUUID(),
        ownerId: keeper.user.id,
        name: `House ${index}`,
        house: HOUSE,
        createdAt: new Date(),
      });
    }
    const over = await call('POST', '/api/estimates', keeper, { name: 'One more', house: HOUSE });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/delete one/);
    expect((await list(keeper)).length).toBe(SAVED_ESTIMATES_MAX);
  });
});

describe('estimate links', () => {
  it('opens the house signed out, with no trace of who saved it; the token is stored only as its hash', async () => {
    const saved = await save(owner, 'Nyumba ya Neema');
    const made = await call('POST', `/api/estimates/${saved._id}/share`, owner);
    expect(made.statusCode).toBe(201);
    const { token, estimate } = made.json<EstimateShare>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(estimate.sharedAt).not.toBeNull();
    const [row] = await testApp.database.db
      .select()
      .from(savedEstimates)
      .where(eq(savedEstimates.id, saved._id));
    expect(row?.shareTokenHash).toBe(hashShareToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const opened = await call('GET', `/api/shared-estimates/${token}`, null);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const shared = opened.json<SharedEstimate>();
    expect(shared).toEqual({ name: 'Nyumba ya Neema', house: saved.house, sharedAt: estimate.sharedAt });
    for (const secret of ['Mollel', owner.user.email, '255712000111', owner.user.id, saved._id]) {
      expect(opened.body).not.toContain(secret);
    }
  });

  it('replaces the old link with a new one, and revoking stops the link at once', async () => {
    const saved = await save(owner);
    const first = (await call('POST', `/api/estimates/${saved._id}/share`, owner)).json<EstimateShare>();
    const second = (await call('POST', `/api/estimates/${saved._id}/share`, owner)).json<EstimateShare>();
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', `/api/shared-estimates/${first.token}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/shared-estimates/${second.token}`, stranger)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/estimates/${saved._id}/share`, owner);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<SavedEstimate>().sharedAt).toBeNull();
    const gone = await call('GET', `/api/shared-estimates/${second.token}`, null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/revoked/);
    // Revoking again answers it as it is.
    expect((await call('DELETE', `/api/estimates/${saved._id}/share`, owner)).statusCode).toBe(200);
  });

  it('answers 400 for a malformed token and 404 for one never made', async () => {
    const malformed = await call('GET', '/api/shared-estimates/short', null);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/token/);
    expect((await call('GET', `/api/shared-estimates/${'a'.repeat(43)}`, null)).statusCode).toBe(404);
  });
});
