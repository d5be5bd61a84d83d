import { count, eq } from 'drizzle-orm';
import { MAP_LIMITS, type HouseMap } from '@kadirio/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDrawings, mapTransitions, maps as mapsTable } from '../../db/schema/index';
import { UNKNOWN_ID, type SignedInUser } from '../../testing/factories';
import { createMapsWorld, filesIn, mapBody } from './plans-testing';

/** The plans themselves: create, list, read, edit, delete (the API documentation too). */
const world = await createMapsWorld();
afterAll(() => world.close());
const { testApp, staff, inject, newUser, drawingsDir, rowCount, createMap, getMap, submittedMap, mapIn } =
  world;

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
      expect(response.json()).toEqual({ message: 'Map not found', code: 'plans.map_not_found' });
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
