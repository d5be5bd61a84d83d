import { afterAll, describe, expect, it } from 'vitest';
import { mapTransitions } from '../../db/schema/index';
import { buildPdf } from '../../testing/multipart';
import { applyTransition } from './plans.repository';
import { createMapsWorld } from './plans-testing';

/** A plan's way through the checking desks: transitions, acceptance, the state queues. */
const world = await createMapsWorld();
afterAll(() => world.close());
const {
  testApp,
  staff,
  inject,
  newUser,
  rowCount,
  createMap,
  upload,
  getMap,
  submittedMap,
  move,
  moveOk,
  mapIn,
  queue,
  queueCount,
} = world;

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
