import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  MAP_LIMITS,
  type AccessLevel,
  type HouseMap,
  type HouseMapPage,
  type MapStatus,
} from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mapDrawings, maps as mapsTable, mapTransitions } from '../../db/schema/index';
import { createSignedInUser, type SignedInUser } from '../../testing/factories';
import { buildMultipart, buildPdf, buildPdfOfSize, PNG_BYTES, type FilePart } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applyTransition } from './maps.repository';

/** A small upload cap for the "too large" tests, on a second app sharing the same database. */
const SMALL_LIMIT = 64 * 1024;

let dataDir: string;
let testApp: TestApp;
let smallApp: FastifyInstance;
const staff = {} as Record<Exclude<AccessLevel, 'user'>, SignedInUser>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kadirio-maps-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  smallApp = await buildApp({
    database: testApp.database,
    config: testApp.config,
    jwtSecret: testApp.jwtSecret,
    drawingMaxBytes: SMALL_LIMIT,
  });
  for (const role of ['admin', 'typechecker', 'unitchecker', 'failedchecker', 'boq', 'pricetag'] as const)
    staff[role] = await createSignedInUser(testApp, role);
});
afterAll(async () => {
  await smallApp.close();
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const newUser = () => createSignedInUser(testApp, 'user');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const drawingsDir = () => join(dataDir, 'files', 'drawings');
const tempDir = () => join(dataDir, 'files', 'tmp');

async function filesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function rowCount(table: typeof mapDrawings | typeof mapTransitions, mapId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(table)
    .where(eq(table.mapId, mapId));
  return row!.value;
}

function mapBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Nyumba ya vyumba vitatu',
    region: 'Dar es Salaam',
    district: 'Kinondoni',
    ward: 'Mikocheni',
    startConstruction: '2026-09-01',
    desc: 'Three bedrooms, one storey',
    ...overrides,
  };
}

async function createMap(owner: SignedInUser, overrides: Record<string, unknown> = {}): Promise<HouseMap> {
  const response = await inject({
    method: 'POST',
    url: '/api/maps/',
    headers: owner.auth,
    payload: mapBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function upload(caller: SignedInUser | null, mapId: string, parts: FilePart[], app = testApp.app) {
  const { payload, headers } = buildMultipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/maps/${mapId}/drawings`,
    headers: { ...headers, ...(caller?.auth ?? {}) },
    payload,
  });
}

/** A map with one drawing, so it stands in the typecheck queue. */
async function submittedMap(owner: SignedInUser, overrides: Record<string, unknown> = {}): Promise<HouseMap> {
  const map = await createMap(owner, overrides);
  const response = await upload(owner, map._id, [{ filename: 'plan.pdf', content: buildPdf() }]);
  expect(response.statusCode, response.body).toBe(201);
  return getMap(owner, map._id);
}

async function getMap(caller: SignedInUser, id: string): Promise<HouseMap> {
  const response = await inject({ method: 'GET', url: `/api/maps/${id}`, headers: caller.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function move(caller: SignedInUser, id: string, to: MapStatus, comment?: string) {
  return inject({
    method: 'POST',
    url: `/api/maps/${id}/transitions`,
    headers: caller.auth,
    payload: comment === undefined ? { to } : { to, comment },
  });
}

async function moveOk(caller: SignedInUser, id: string, to: MapStatus, comment?: string): Promise<HouseMap> {
  const response = await move(caller, id, to, comment);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Walks a submitted map to the given state by the normal route. */
async function mapIn(
  status: MapStatus,
  owner?: SignedInUser,
): Promise<{ owner: SignedInUser; map: HouseMap }> {
  const who = owner ?? (await newUser());
  const map = await submittedMap(who);
  if (status === 'typecheck') return { owner: who, map };
  if (status === 'unitcheck')
    return { owner: who, map: await moveOk(staff.typechecker, map._id, 'unitcheck') };
  await moveOk(staff.typechecker, map._id, 'failedcheck', 'The section drawing is missing');
  if (status === 'failedcheck') return { owner: who, map: await getMap(who, map._id) };
  const final = status === 'successful' ? undefined : 'The plot is too small for this house';
  return { owner: who, map: await moveOk(staff.failedchecker, map._id, status, final) };
}

async function queue(caller: SignedInUser, status: MapStatus, query = 'limit=100'): Promise<HouseMapPage> {
  const response = await inject({ method: 'GET', url: `/api/maps/${status}?${query}`, headers: caller.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HouseMapPage>();
}

async function queueCount(caller: SignedInUser, status: MapStatus): Promise<number> {
  const response = await inject({ method: 'GET', url: `/api/maps/${status}/count`, headers: caller.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number }>().count;
}

/** Asserts an upload left nothing behind: no rows, no stored files, no temp files. */
async function expectNothingStored(mapId: string, filesBefore: string[]) {
  expect(await rowCount(mapDrawings, mapId)).toBe(0);
  expect((await filesIn(drawingsDir())).sort()).toEqual([...filesBefore].sort());
  expect(await filesIn(tempDir())).toEqual([]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('POST /api/maps/', () => {
  it('creates a draft in typecheck owned by the caller, with its creation in the history', async () => {
    const owner = await newUser();
    const response = await inject({
      method: 'POST',
      url: '/api/maps/',
      headers: owner.auth,
      payload: mapBody({
        floors: 2,
        bedrooms: 3,
        plinthArea: 142.5,
        status: 'successful',
        owner: UNKNOWN_ID,
      }),
    });
    expect(response.statusCode).toBe(201);
    const map = response.json<HouseMap>();
    expect(map).toMatchObject({
      owner: owner.user.id,
      title: 'Nyumba ya vyumba vitatu',
      region: 'Dar es Salaam',
      district: 'Kinondoni',
      ward: 'Mikocheni',
      startConstruction: '2026-09-01',
      desc: 'Three bedrooms, one storey',
      floors: 2,
      bedrooms: 3,
      plinthArea: 142.5,
      status: 'typecheck',
      checkComment: null,
      unitComment: null,
      suggestionOnMap: null,
      drawings: [],
    });
    expect(map.history).toEqual([
      {
        from: null,
        to: 'typecheck',
        by: owner.user.id,
        byName: owner.user.name,
        at: map.createdAt,
        comment: null,
      },
    ]);
    expect(map).not.toHaveProperty('ownerContact');
  });

  it('leaves unknown building facts empty', async () => {
    const map = await createMap(await newUser());
    expect(map).toMatchObject({ floors: null, bedrooms: null, plinthArea: null });
  });

  it('lets an admin create a plan of their own', async () => {
    const map = await createMap(staff.admin);
    expect(map.owner).toBe(staff.admin.user.id);
  });

  it.each([
    ['a missing title', { title: undefined }, /title: title is required/],
    ['a blank region', { region: '  ' }, /region: region is required/],
    ['an impossible date', { startConstruction: '2026-02-30' }, /startConstruction: .*date/],
    ['a date with a time', { startConstruction: '2026-02-03T10:00:00Z' }, /startConstruction/],
    ['a far-off year', { startConstruction: '2300-01-01' }, /startConstruction must be between/],
    ['zero floors', { floors: 0 }, /floors: floors must be at least 1/],
    ['fractional bedrooms', { bedrooms: 2.5 }, /bedrooms: bedrooms must be a whole number/],
    ['a negative plinth area', { plinthArea: -3 }, /plinthArea/],
    ['a plinth area given as text', { plinthArea: '120' }, /plinthArea must be a number/],
    ['an overlong description', { desc: 'x'.repeat(MAP_LIMITS.descMax + 1) }, /desc: desc must be at most/],
    ['a missing description', { desc: undefined }, /desc/],
  ])('refuses %s with 400 naming the field and stores nothing', async (_label, override, message) => {
    const owner = await newUser();
    const response = await inject({
      method: 'POST',
      url: '/api/maps/',
      headers: owner.auth,
      payload: mapBody(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const [mine] = await testApp.database.db
      .select({ value: count() })
      .from(mapsTable)
      .where(eq(mapsTable.ownerId, owner.user.id));
    expect(mine!.value).toBe(0);
  });

  it('asks an anonymous caller to sign in (401) and refuses checkers (403)', async () => {
    expect((await inject({ method: 'POST', url: '/api/maps/', payload: mapBody() })).statusCode).toBe(401);
    const response = await inject({
      method: 'POST',
      url: '/api/maps/',
      headers: staff.typechecker.auth,
      payload: mapBody(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/maps/:id/drawings', () => {
  it('stores real PDFs under server-chosen names and answers their metadata', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const first = buildPdf('first');
    const second = buildPdf('second', 3000);
    const response = await upload(owner, map._id, [
      { filename: 'C:\\Users\\Asha\\Desktop\\ramani ya nyumba.pdf', content: first },
      { filename: 'sehemu – ñ.pdf', content: second, contentType: 'application/octet-stream' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const drawings = response.json();
    expect(drawings).toEqual([
      {
        _id: expect.any(String),
        name: 'ramani ya nyumba.pdf',
        size: first.length,
        sha256: sha256(first),
        createdAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        name: 'sehemu – ñ.pdf',
        size: second.length,
        sha256: sha256(second),
        createdAt: expect.any(String),
      },
    ]);
    const stored = await filesIn(drawingsDir());
    for (const drawing of drawings) {
      expect(stored).toContain(`${drawing._id}.pdf`);
      const bytes = await readFile(join(drawingsDir(), `${drawing._id}.pdf`));
      expect(sha256(bytes)).toBe(drawing.sha256);
    }
    expect((await getMap(owner, map._id)).drawings).toEqual(drawings);
    expect(await filesIn(tempDir())).toEqual([]);
  });

  it('keeps only a cleaned name: no path, no control characters, always .pdf', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const response = await upload(owner, map._id, [
      { filename: '../../etc/plan\u202Efdp.exe', content: buildPdf() },
      { filename: '.htaccess', content: buildPdf() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().map((drawing: { name: string }) => drawing.name)).toEqual([
      'planfdp.exe.pdf',
      'htaccess.pdf',
    ]);
  });

  it('submits a draft: its first drawing puts it at the back of the typecheck queue', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    await upload(owner, map._id, [{ filename: 'a.pdf', content: buildPdf() }]);
    const submitted = await getMap(owner, map._id);
    expect(Date.parse(submitted.queuedAt)).toBeGreaterThan(Date.parse(map.queuedAt));
    await upload(owner, map._id, [{ filename: 'b.pdf', content: buildPdf() }]);
    expect((await getMap(owner, map._id)).queuedAt).toBe(submitted.queuedAt);
  });

  it('refuses a PNG named plan.pdf with 415 and keeps nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(owner, map._id, [{ filename: 'plan.pdf', content: PNG_BYTES }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/plan\.pdf is not a PDF/);
    await expectNothingStored(map._id, before);
  });

  it('refuses the whole upload when a later file is not a PDF, keeping not even the good one', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(owner, map._id, [
      { filename: 'good.pdf', content: buildPdf() },
      { filename: 'notes.pdf', content: 'just some text, %%EOF' },
    ]);
    expect(response.statusCode).toBe(415);
    await expectNothingStored(map._id, before);
  });

  it('refuses a PDF cut short (no %%EOF) with 415 and keeps nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const whole = buildPdf('cut', 5000);
    const response = await upload(owner, map._id, [
      { filename: 'cut.pdf', content: whole.subarray(0, whole.length - 40) },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not a complete PDF/);
    await expectNothingStored(map._id, before);
  });

  it('answers a multipart body that stops mid-file with 400 and keeps nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const { payload, headers } = buildMultipart([
      { filename: 'a.pdf', content: buildPdf() },
      { filename: 'b.pdf', content: buildPdf('b', 20_000) },
    ]);
    const response = await inject({
      method: 'POST',
      url: `/api/maps/${map._id}/drawings`,
      headers: { ...headers, ...owner.auth },
      payload: payload.subarray(0, payload.length - 10_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cut short/);
    await expectNothingStored(map._id, before);
  });

  it('answers a drawing over the size limit with 413 and keeps nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(
      owner,
      map._id,
      [
        { filename: 'small.pdf', content: buildPdf() },
        { filename: 'big.pdf', content: buildPdfOfSize(SMALL_LIMIT + 1) },
      ],
      smallApp,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/at most/);
    await expectNothingStored(map._id, before);
  });

  it('accepts a drawing of exactly the size limit', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const response = await upload(
      owner,
      map._id,
      [{ filename: 'exact.pdf', content: buildPdfOfSize(SMALL_LIMIT) }],
      smallApp,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()[0].size).toBe(SMALL_LIMIT);
  });

  it('holds to the real 20 MB limit', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(owner, map._id, [
      { filename: 'huge.pdf', content: buildPdfOfSize(MAP_LIMITS.drawingMaxBytes + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Each drawing must be at most 20 MB');
    await expectNothingStored(map._id, before);
    const exact = await upload(owner, map._id, [
      { filename: 'exact.pdf', content: buildPdfOfSize(MAP_LIMITS.drawingMaxBytes) },
    ]);
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('holds at most 10 drawings per plan: more is 409 and nothing is added', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const ten = Array.from({ length: 10 }, (_, index) => ({
      filename: `d${index}.pdf`,
      content: buildPdf(),
    }));
    const before = await filesIn(drawingsDir());
    const eleven = await upload(owner, map._id, [...ten, { filename: 'extra.pdf', content: buildPdf() }]);
    expect(eleven.statusCode).toBe(409);
    await expectNothingStored(map._id, before);

    const eight = await upload(owner, map._id, ten.slice(0, 8));
    expect(eight.statusCode).toBe(201);
    const three = await upload(owner, map._id, ten.slice(0, 3));
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toMatch(/at most 10 drawings; this one has 8, so at most 2 more/);
    expect(await rowCount(mapDrawings, map._id)).toBe(8);
    expect((await upload(owner, map._id, ten.slice(0, 2))).statusCode).toBe(201);
    expect((await upload(owner, map._id, ten.slice(0, 1))).statusCode).toBe(409);
    expect(await rowCount(mapDrawings, map._id)).toBe(10);
    expect(await filesIn(tempDir())).toEqual([]);
  });

  it('answers a JSON body with 415 and a body without a file part with 400', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const json = await inject({
      method: 'POST',
      url: `/api/maps/${map._id}/drawings`,
      headers: owner.auth,
      payload: { file: 'plan.pdf' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const { payload, headers } = buildMultipart([{ field: 'note', value: 'hello' }]);
    const empty = await inject({
      method: 'POST',
      url: `/api/maps/${map._id}/drawings`,
      headers: { ...headers, ...owner.auth },
      payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/at least one PDF/);
  });

  it('refuses a file sent under another part name with 400', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const response = await upload(owner, map._id, [
      { field: 'drawing', filename: 'a.pdf', content: buildPdf() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/part named file/);
    expect(await filesIn(tempDir())).toEqual([]);
  });

  it('answers 404 for another user’s map and for an unknown map, reading nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const stranger = await newUser();
    expect((await upload(stranger, map._id, [{ filename: 'a.pdf', content: buildPdf() }])).statusCode).toBe(
      404,
    );
    expect((await upload(owner, UNKNOWN_ID, [{ filename: 'a.pdf', content: buildPdf() }])).statusCode).toBe(
      404,
    );
    expect(await rowCount(mapDrawings, map._id)).toBe(0);
  });

  it('refuses a checker who can see the map (403) and an anonymous caller (401)', async () => {
    const { map } = await mapIn('typecheck');
    const part = [{ filename: 'a.pdf', content: buildPdf() }];
    expect((await upload(staff.typechecker, map._id, part)).statusCode).toBe(403);
    expect((await upload(null, map._id, part)).statusCode).toBe(401);
  });

  it('refuses the owner once the plan has passed typecheck (409), but not an admin', async () => {
    const { owner, map } = await mapIn('unitcheck');
    const part = [{ filename: 'a.pdf', content: buildPdf() }];
    const response = await upload(owner, map._id, part);
    expect(response.statusCode).toBe(409);
    expect(await rowCount(mapDrawings, map._id)).toBe(1);
    expect((await upload(staff.admin, map._id, part)).statusCode).toBe(201);
  });
});

describe('GET /api/maps/:id/drawings/:drawingId', () => {
  it('streams the PDF inline with a safe file name and nosniff', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const bytes = buildPdf('stream', 10_000);
    const uploaded = await upload(owner, map._id, [{ filename: 'ramani;ya ñ.pdf', content: bytes }]);
    const [drawing] = uploaded.json();
    const response = await inject({
      method: 'GET',
      url: `/api/maps/${map._id}/drawings/${drawing._id}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="ramani_ya _.pdf"; filename*=UTF-8''ramani%3Bya%20%C3%B1.pdf`,
    );
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('opens for the checker of the map’s state and for admin, and is 404 for anyone else', async () => {
    const { owner, map } = await mapIn('typecheck');
    const url = `/api/maps/${map._id}/drawings/${map.drawings[0]!._id}`;
    for (const caller of [owner, staff.typechecker, staff.admin])
      expect((await inject({ method: 'GET', url, headers: caller.auth })).statusCode).toBe(200);
    for (const caller of [await newUser(), staff.unitchecker, staff.failedchecker, staff.boq])
      expect((await inject({ method: 'GET', url, headers: caller.auth })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown drawing and for a drawing of another map', async () => {
    const { owner, map } = await mapIn('typecheck');
    const other = await mapIn('typecheck', owner);
    for (const url of [
      `/api/maps/${map._id}/drawings/${UNKNOWN_ID}`,
      `/api/maps/${map._id}/drawings/${other.map.drawings[0]!._id}`,
    ])
      expect((await inject({ method: 'GET', url, headers: owner.auth })).statusCode).toBe(404);
  });
});

describe('DELETE /api/maps/:id/drawings/:drawingId', () => {
  it('lets the owner remove a drawing while the plan is editable, file included', async () => {
    const { owner, map } = await mapIn('typecheck');
    const drawing = map.drawings[0]!;
    const response = await inject({
      method: 'DELETE',
      url: `/api/maps/${map._id}/drawings/${drawing._id}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: drawing._id, message: 'Drawing deleted successfully' });
    expect(await filesIn(drawingsDir())).not.toContain(`${drawing._id}.pdf`);
    expect((await getMap(owner, map._id)).drawings).toEqual([]);
  });

  it('refuses the owner after typecheck (409), a checker (403) and a stranger (404)', async () => {
    const { owner, map } = await mapIn('unitcheck');
    const url = `/api/maps/${map._id}/drawings/${map.drawings[0]!._id}`;
    expect((await inject({ method: 'DELETE', url, headers: owner.auth })).statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url, headers: staff.unitchecker.auth })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url, headers: (await newUser()).auth })).statusCode).toBe(404);
    expect(await rowCount(mapDrawings, map._id)).toBe(1);
  });
});

describe('GET /api/maps/:id', () => {
  it('shows the owner their draft and hides it from everyone but admin', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    expect((await getMap(owner, map._id))._id).toBe(map._id);
    expect((await getMap(staff.admin, map._id))._id).toBe(map._id);
    for (const caller of [
      await newUser(),
      staff.typechecker,
      staff.unitchecker,
      staff.failedchecker,
      staff.boq,
    ]) {
      const response = await inject({ method: 'GET', url: `/api/maps/${map._id}`, headers: caller.auth });
      expect(response.statusCode, caller.user.accessLevel).toBe(404);
      expect(response.json()).toEqual({ message: 'Map not found' });
    }
  });

  it.each([
    ['typecheck', ['typechecker'], ['unitchecker', 'failedchecker', 'boq', 'pricetag']],
    ['unitcheck', ['unitchecker'], ['typechecker', 'failedchecker', 'boq', 'pricetag']],
    ['failedcheck', ['failedchecker'], ['typechecker', 'unitchecker', 'boq', 'pricetag']],
    ['successful', ['boq', 'pricetag'], ['typechecker', 'unitchecker', 'failedchecker']],
    ['failed', ['failedchecker'], ['typechecker', 'unitchecker', 'boq', 'pricetag']],
  ] as const)('in %s opens for %j (and admin, owner) and is 404 for %j', async (status, sees, blind) => {
    const { owner, map } = await mapIn(status);
    for (const caller of [owner, staff.admin, ...sees.map((role) => staff[role])])
      expect((await getMap(caller, map._id)).status).toBe(status);
    for (const role of blind) {
      const response = await inject({
        method: 'GET',
        url: `/api/maps/${map._id}`,
        headers: staff[role].auth,
      });
      expect(response.statusCode, role).toBe(404);
    }
  });

  it('gives the owner’s contact to the failedchecker and admin only', async () => {
    const owner = await newUser();
    const { map } = await mapIn('failedcheck', owner);
    const contact = { name: owner.user.name, email: owner.user.email, phone: owner.user.phone };
    expect((await getMap(staff.failedchecker, map._id)).ownerContact).toEqual(contact);
    expect((await getMap(staff.admin, map._id)).ownerContact).toEqual(contact);
    expect(await getMap(owner, map._id)).not.toHaveProperty('ownerContact');
    const typecheck = await mapIn('typecheck', owner);
    expect(await getMap(staff.typechecker, typecheck.map._id)).not.toHaveProperty('ownerContact');
    const unitcheck = await mapIn('unitcheck', owner);
    expect(await getMap(staff.unitchecker, unitcheck.map._id)).not.toHaveProperty('ownerContact');
    const successful = await mapIn('successful', owner);
    expect(await getMap(staff.boq, successful.map._id)).not.toHaveProperty('ownerContact');
  });

  it('answers 400 for an id that is not an id, and 401 without a token', async () => {
    const response = await inject({ method: 'GET', url: '/api/maps/not-an-id', headers: staff.admin.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/id/);
    expect((await inject({ method: 'GET', url: `/api/maps/${UNKNOWN_ID}` })).statusCode).toBe(401);
  });
});

describe('POST /api/maps/:id/transitions', () => {
  it('walks typecheck → unitcheck → failedcheck → successful and records every step', async () => {
    const owner = await newUser();
    const map = await submittedMap(owner);
    const unitcheck = await moveOk(staff.typechecker, map._id, 'unitcheck');
    expect(unitcheck.status).toBe('unitcheck');
    const failedcheck = await moveOk(
      staff.unitchecker,
      map._id,
      'failedcheck',
      '  Wall heights are missing  ',
    );
    expect(failedcheck).toMatchObject({ status: 'failedcheck', unitComment: 'Wall heights are missing' });
    const accepted = await inject({
      method: 'PUT',
      url: `/api/maps/successful/${map._id}`,
      headers: staff.failedchecker.auth,
      payload: { comment: 'Client confirmed the heights by phone' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const final = await getMap(owner, map._id);
    expect(final).toMatchObject({
      status: 'successful',
      unitComment: 'Wall heights are missing',
      checkComment: null,
    });
    expect(
      final.history.map(({ from, to, by, byName, comment }) => ({ from, to, by, byName, comment })),
    ).toEqual([
      { from: null, to: 'typecheck', by: owner.user.id, byName: owner.user.name, comment: null },
      {
        from: 'typecheck',
        to: 'unitcheck',
        by: staff.typechecker.user.id,
        byName: staff.typechecker.user.name,
        comment: null,
      },
      {
        from: 'unitcheck',
        to: 'failedcheck',
        by: staff.unitchecker.user.id,
        byName: staff.unitchecker.user.name,
        comment: 'Wall heights are missing',
      },
      {
        from: 'failedcheck',
        to: 'successful',
        by: staff.failedchecker.user.id,
        byName: staff.failedchecker.user.name,
        comment: 'Client confirmed the heights by phone',
      },
    ]);
    const times = final.history.map((step) => Date.parse(step.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(final.queuedAt).toBe(final.history.at(-1)!.at);
  });

  it('keeps the typechecker’s comment as checkComment and a rejection as suggestionOnMap', async () => {
    const { owner, map } = await mapIn('typecheck');
    await moveOk(staff.typechecker, map._id, 'failedcheck', 'No roof plan');
    await moveOk(staff.failedchecker, map._id, 'failed', 'Plans for this plot need a permit first');
    expect(await getMap(owner, map._id)).toMatchObject({
      status: 'failed',
      checkComment: 'No roof plan',
      suggestionOnMap: 'Plans for this plot need a permit first',
    });
  });

  it('lets the owner send a plan back to typecheck only after uploading a revised drawing', async () => {
    const { owner, map } = await mapIn('failedcheck');
    const early = await move(owner, map._id, 'typecheck');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/revised drawing/);
    expect((await getMap(owner, map._id)).status).toBe('failedcheck');
    expect((await upload(owner, map._id, [{ filename: 'v2.pdf', content: buildPdf() }])).statusCode).toBe(
      201,
    );
    const back = await moveOk(owner, map._id, 'typecheck');
    expect(back.status).toBe('typecheck');
    expect(back.history.at(-1)).toMatchObject({ from: 'failedcheck', to: 'typecheck', by: owner.user.id });
  });

  it('refuses the wrong role with 403 and changes nothing', async () => {
    const { owner, map } = await mapIn('typecheck');
    const byOwner = await move(owner, map._id, 'unitcheck');
    expect(byOwner.statusCode).toBe(403);
    const failed = await mapIn('failedcheck');
    const byChecker = await move(staff.failedchecker, failed.map._id, 'typecheck');
    expect(byChecker.statusCode).toBe(403);
    const accept = await inject({
      method: 'PUT',
      url: `/api/maps/successful/${map._id}`,
      headers: staff.typechecker.auth,
    });
    expect(accept.statusCode).toBe(403);
    const after = await getMap(owner, map._id);
    expect(after.status).toBe('typecheck');
    expect(after.history).toEqual(map.history);
  });

  it('refuses a move not in the workflow with 409 and changes nothing', async () => {
    const { owner, map } = await mapIn('typecheck');
    for (const to of ['successful', 'failed', 'typecheck'] as const) {
      const response = await move(staff.admin, map._id, to, 'a note');
      expect(response.statusCode, to).toBe(409);
      expect(response.json().message).toMatch(/cannot be moved/);
    }
    const boq = await mapIn('successful');
    expect((await move(staff.boq, boq.map._id, 'failedcheck', 'x')).statusCode).toBe(409);
    const after = await getMap(owner, map._id);
    expect(after).toEqual(map);
    expect(await rowCount(mapTransitions, map._id)).toBe(1);
  });

  it('refuses a move that needs a comment without one (400) and changes nothing', async () => {
    const { owner, map } = await mapIn('typecheck');
    for (const comment of [undefined, '', '   ']) {
      const response = await move(staff.typechecker, map._id, 'failedcheck', comment);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/comment is required.*checkComment/);
    }
    expect(await getMap(owner, map._id)).toEqual(map);
  });

  it('refuses to move a draft out of typecheck, even for an admin (409)', async () => {
    const map = await createMap(await newUser());
    expect((await move(staff.admin, map._id, 'unitcheck')).statusCode).toBe(409);
  });

  it('validates the body (400) but shows nothing to a caller who cannot see the map (404)', async () => {
    const { owner, map } = await mapIn('typecheck');
    const bad = await inject({
      method: 'POST',
      url: `/api/maps/${map._id}/transitions`,
      headers: owner.auth,
      payload: { to: 'done' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^to: must be one of/);
    for (const caller of [await newUser(), staff.boq]) {
      const hidden = await inject({
        method: 'POST',
        url: `/api/maps/${map._id}/transitions`,
        headers: caller.auth,
        payload: { to: 'done' },
      });
      expect(hidden.statusCode).toBe(404);
    }
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/maps/${map._id}/transitions`,
          payload: { to: 'unitcheck' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('applies one of two simultaneous moves of the same map, never both', async () => {
    const { owner, map } = await mapIn('typecheck');
    const [first, second] = await Promise.all([
      move(staff.admin, map._id, 'unitcheck'),
      move(staff.admin, map._id, 'unitcheck'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await rowCount(mapTransitions, map._id)).toBe(2);
    expect((await getMap(owner, map._id)).status).toBe('unitcheck');
  });

  it('writes nothing when the map left the status it was read in', async () => {
    const { owner, map } = await mapIn('unitcheck');
    const applied = await applyTransition(testApp.database.db, {
      mapId: map._id,
      from: 'typecheck',
      to: 'failedcheck',
      commentField: 'checkComment',
      comment: 'stale read',
      byUserId: staff.typechecker.user.id,
      at: new Date(),
    });
    expect(applied).toBe(false);
    expect(await getMap(owner, map._id)).toEqual(map);
  });
});

describe('PUT /api/maps/successful/:id', () => {
  it('accepts a unitcheck plan without a body', async () => {
    const { map } = await mapIn('unitcheck');
    const response = await inject({
      method: 'PUT',
      url: `/api/maps/successful/${map._id}`,
      headers: staff.unitchecker.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'successful' });
    expect(response.json().history.at(-1)).toMatchObject({
      from: 'unitcheck',
      to: 'successful',
      comment: null,
    });
  });

  it('answers 404 for a plan the checker cannot see and 409 for one already accepted', async () => {
    const { map } = await mapIn('typecheck');
    const hidden = await inject({
      method: 'PUT',
      url: `/api/maps/successful/${map._id}`,
      headers: staff.unitchecker.auth,
    });
    expect(hidden.statusCode).toBe(404);
    const done = await mapIn('successful');
    const again = await inject({
      method: 'PUT',
      url: `/api/maps/successful/${done.map._id}`,
      headers: staff.admin.auth,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('the state queues', () => {
  it('lists typecheck oldest first, without drafts, for typecheckers and admin only', async () => {
    const owner = await newUser();
    const older = await submittedMap(owner);
    const draft = await createMap(owner);
    const newer = await submittedMap(owner);
    const { items, total } = await queue(staff.typechecker, 'typecheck');
    const ids = items.map((item) => item._id);
    expect(ids).toContain(older._id);
    expect(ids).toContain(newer._id);
    expect(ids).not.toContain(draft._id);
    expect(ids.indexOf(older._id)).toBeLessThan(ids.indexOf(newer._id));
    const queued = items.map((item) => Date.parse(item.queuedAt));
    expect([...queued].sort((a, b) => a - b)).toEqual(queued);
    expect(items.every((item) => item.status === 'typecheck' && item.drawings.length > 0)).toBe(true);
    expect(total).toBe(await queueCount(staff.typechecker, 'typecheck'));
    expect(items.some((item) => 'ownerContact' in item)).toBe(false);
    for (const caller of [owner, staff.unitchecker, staff.boq]) {
      const response = await inject({ method: 'GET', url: '/api/maps/typecheck', headers: caller.auth });
      expect(response.statusCode, caller.user.accessLevel).toBe(403);
    }
    expect((await queue(staff.admin, 'typecheck')).total).toBe(total);
  });

  it('puts a plan that comes back from failedcheck at the back of the queue', async () => {
    const { owner, map } = await mapIn('failedcheck');
    await submittedMap(owner);
    await upload(owner, map._id, [{ filename: 'v2.pdf', content: buildPdf() }]);
    await moveOk(owner, map._id, 'typecheck');
    const ids = (await queue(staff.typechecker, 'typecheck')).items.map((item) => item._id);
    expect(ids.at(-1)).toBe(map._id);
  });

  it('counts a plan once it is submitted, not while it is a draft', async () => {
    const before = await queueCount(staff.typechecker, 'typecheck');
    const owner = await newUser();
    const map = await createMap(owner);
    expect(await queueCount(staff.typechecker, 'typecheck')).toBe(before);
    await upload(owner, map._id, [{ filename: 'a.pdf', content: buildPdf() }]);
    expect(await queueCount(staff.typechecker, 'typecheck')).toBe(before + 1);
    await moveOk(staff.typechecker, map._id, 'unitcheck');
    expect(await queueCount(staff.typechecker, 'typecheck')).toBe(before);
  });

  it('pages with page and limit', async () => {
    await submittedMap(await newUser());
    await submittedMap(await newUser());
    const all = await queue(staff.typechecker, 'typecheck');
    const second = await queue(staff.typechecker, 'typecheck', 'page=2&limit=1');
    expect(second).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(second.items.map((item) => item._id)).toEqual([all.items[1]!._id]);
    const bad = await inject({
      method: 'GET',
      url: '/api/maps/typecheck?limit=0',
      headers: staff.admin.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['unitcheck', ['unitchecker'], ['typechecker', 'failedchecker', 'boq']],
    ['failedcheck', ['failedchecker'], ['typechecker', 'unitchecker', 'boq']],
    ['successful', ['boq', 'pricetag'], ['typechecker', 'unitchecker', 'failedchecker']],
    ['failed', ['failedchecker'], ['typechecker', 'unitchecker', 'pricetag']],
  ] as const)('lists %s for %j and admin, refusing %j', async (status, allowed, refused) => {
    const { map } = await mapIn(status);
    for (const role of [...allowed, 'admin'] as const) {
      const { items, total } = await queue(staff[role], status);
      expect(items.map((item) => item._id)).toContain(map._id);
      expect(items.every((item) => item.status === status)).toBe(true);
      expect(await queueCount(staff[role], status)).toBe(total);
    }
    for (const role of refused) {
      for (const url of [`/api/maps/${status}`, `/api/maps/${status}/count`]) {
        const response = await inject({ method: 'GET', url, headers: staff[role].auth });
        expect(response.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });

  it('shows the failedchecker each owner’s contact in the failedcheck queue', async () => {
    const { owner, map } = await mapIn('failedcheck');
    const item = (await queue(staff.failedchecker, 'failedcheck')).items.find(
      (entry) => entry._id === map._id,
    );
    expect(item?.ownerContact).toEqual({
      name: owner.user.name,
      email: owner.user.email,
      phone: owner.user.phone,
    });
  });
});

describe('GET /api/maps/', () => {
  it('lists the caller’s own plans, drafts included, newest first', async () => {
    const owner = await newUser();
    const first = await submittedMap(owner);
    const second = await createMap(owner);
    await submittedMap(await newUser());
    const response = await inject({ method: 'GET', url: '/api/maps/', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.map((item: HouseMap) => item._id)).toEqual([second._id, first._id]);
    expect(page.total).toBe(2);
  });

  it('lists every plan for admin, filterable by status, and is refused to checkers', async () => {
    const { map } = await mapIn('failed');
    const response = await inject({
      method: 'GET',
      url: '/api/maps/?status=failed&limit=100',
      headers: staff.admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const items: HouseMap[] = response.json().items;
    expect(items.map((item) => item._id)).toContain(map._id);
    expect(items.every((item) => item.status === 'failed')).toBe(true);
    expect(
      (await inject({ method: 'GET', url: '/api/maps/', headers: staff.typechecker.auth })).statusCode,
    ).toBe(403);
    const bad = await inject({ method: 'GET', url: '/api/maps/?status=approved', headers: staff.admin.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/maps/:id', () => {
  it('edits descriptive fields, clears a building fact, and ignores any status sent', async () => {
    const owner = await newUser();
    const map = await createMap(owner, { floors: 2 });
    const response = await inject({
      method: 'PUT',
      url: `/api/maps/${map._id}`,
      headers: owner.auth,
      payload: { title: 'Nyumba mpya', floors: null, plinthArea: 90, status: 'successful' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Nyumba mpya',
      floors: null,
      plinthArea: 90,
      region: 'Dar es Salaam',
      status: 'typecheck',
    });
    expect(response.json().history).toHaveLength(1);
  });

  it('refuses invalid fields with 400, naming them', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const response = await inject({
      method: 'PUT',
      url: `/api/maps/${map._id}`,
      headers: owner.auth,
      payload: { title: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/title/);
  });

  it('refuses the owner after typecheck (409), a checker (403), a stranger (404); admin always', async () => {
    const { owner, map } = await mapIn('unitcheck');
    const edit = (caller: SignedInUser, payload: object = { title: 'Changed' }) =>
      inject({ method: 'PUT', url: `/api/maps/${map._id}`, headers: caller.auth, payload });
    expect((await edit(owner)).statusCode).toBe(409);
    expect((await edit(staff.unitchecker)).statusCode).toBe(403);
    expect((await edit(await newUser())).statusCode).toBe(404);
    expect((await edit(await newUser(), { title: '' })).statusCode).toBe(404);
    expect((await getMap(owner, map._id)).title).toBe(map.title);
    const byAdmin = await edit(staff.admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ title: 'Changed', status: 'unitcheck' });
  });

  it('lets the owner edit again while the plan is in failedcheck', async () => {
    const { owner, map } = await mapIn('failedcheck');
    const response = await inject({
      method: 'PUT',
      url: `/api/maps/${map._id}`,
      headers: owner.auth,
      payload: { desc: 'Now with a section drawing' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('DELETE /api/maps/:id', () => {
  it('deletes the owner’s plan with its drawings, files and history', async () => {
    const { owner, map } = await mapIn('unitcheck');
    const file = `${map.drawings[0]!._id}.pdf`;
    expect(await filesIn(drawingsDir())).toContain(file);
    const response = await inject({ method: 'DELETE', url: `/api/maps/${map._id}`, headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: map._id, message: 'Map deleted successfully' });
    expect(await filesIn(drawingsDir())).not.toContain(file);
    expect(await rowCount(mapDrawings, map._id)).toBe(0);
    expect(await rowCount(mapTransitions, map._id)).toBe(0);
    expect(
      (await inject({ method: 'GET', url: `/api/maps/${map._id}`, headers: owner.auth })).statusCode,
    ).toBe(404);
  });

  it('refuses the owner once accepted (409); admin may still delete it', async () => {
    const { owner, map } = await mapIn('successful');
    expect(
      (await inject({ method: 'DELETE', url: `/api/maps/${map._id}`, headers: owner.auth })).statusCode,
    ).toBe(409);
    expect((await getMap(owner, map._id)).status).toBe('successful');
    expect(
      (await inject({ method: 'DELETE', url: `/api/maps/${map._id}`, headers: staff.admin.auth })).statusCode,
    ).toBe(200);
  });

  it('lets the owner delete a rejected plan', async () => {
    const { owner, map } = await mapIn('failed');
    expect(
      (await inject({ method: 'DELETE', url: `/api/maps/${map._id}`, headers: owner.auth })).statusCode,
    ).toBe(200);
  });

  it('answers a stranger 404 and a checker who sees the plan 403', async () => {
    const { owner, map } = await mapIn('typecheck');
    const url = `/api/maps/${map._id}`;
    expect((await inject({ method: 'DELETE', url, headers: (await newUser()).auth })).statusCode).toBe(404);
    expect((await inject({ method: 'DELETE', url, headers: staff.typechecker.auth })).statusCode).toBe(403);
    expect((await getMap(owner, map._id))._id).toBe(map._id);
  });
});

describe('accounts and plans', () => {
  it('keeps a checker’s name on the history after the account is deleted', async () => {
    const checker = await createSignedInUser(testApp, 'typechecker');
    const { owner, map } = await mapIn('typecheck');
    await moveOk(checker, map._id, 'unitcheck');
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/users/${checker.user.id}`,
      headers: staff.admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const step = (await getMap(owner, map._id)).history.at(-1);
    expect(step).toMatchObject({ to: 'unitcheck', by: null, byName: checker.user.name });
  });

  it('removes an owner’s plans with the account', async () => {
    const { owner, map } = await mapIn('typecheck');
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/users/${owner.user.id}`,
      headers: staff.admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await inject({ method: 'GET', url: `/api/maps/${map._id}`, headers: staff.admin.auth })).statusCode,
    ).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the map routes, the upload and the PDF response', async () => {
    const response = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/maps/',
        '/api/maps/{id}',
        '/api/maps/{id}/drawings',
        '/api/maps/failed/count',
      ]),
    );
    expect(paths['/api/maps/{id}/drawings/{drawingId}'].get.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
  });
});

describe('DELETE /api/users/:id with house plans', () => {
  it('removes the account’s drawing files from disk along with its maps', async () => {
    const owner = await createSignedInUser(testApp, 'user');
    const admin = await createSignedInUser(testApp, 'admin');
    const filesBefore = await filesIn(drawingsDir());
    await submittedMap(owner);
    await submittedMap(owner);
    expect((await filesIn(drawingsDir())).length).toBe(filesBefore.length + 2);
    const response = await inject({
      method: 'DELETE',
      url: `/api/users/${owner.user.id}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect((await filesIn(drawingsDir())).sort()).toEqual([...filesBefore].sort());
  });
});
