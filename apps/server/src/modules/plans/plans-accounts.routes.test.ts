import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../testing/factories';
import { createMapsWorld, filesIn } from './plans-testing';

/** Plans and the accounts that own or moved them. */
const world = await createMapsWorld();
afterAll(() => world.close());
const { testApp, staff, inject, drawingsDir, getMap, submittedMap, moveOk, mapIn } = world;

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
