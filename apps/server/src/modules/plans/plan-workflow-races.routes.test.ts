import { afterAll, describe, expect, it } from 'vitest';
import { mapTransitions } from '../../db/schema/index';
import { createSignedInUser } from '../../testing/factories';
import { MESSAGES } from '../../lib/messages';
import { PLAN_MOVED_ON } from './plan-workflow.service';

const MOVED_ON_ANSWER = { message: MESSAGES[PLAN_MOVED_ON].en, code: PLAN_MOVED_ON };
import { createMapsWorld } from './plans-testing';

/** Two checkers moving one plan at once, or one acting on a stale view: the loser is told 409. */
const world = await createMapsWorld();
afterAll(() => world.close());
const { testApp, staff, newUser, rowCount, getMap, mapIn, move } = world;
const otherTypechecker = await createSignedInUser(testApp, 'typechecker');

describe('POST /api/maps/:id/transitions by two checkers at once', () => {
  it('moves the plan once: one 200, one 409 saying it moved on, one history entry', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { owner, map } = await mapIn('typecheck');
      const before = await rowCount(mapTransitions, map._id);
      const answers = await Promise.all([
        move(staff.typechecker, map._id, 'unitcheck'),
        move(otherTypechecker, map._id, 'unitcheck'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual(MOVED_ON_ANSWER);
      expect(await rowCount(mapTransitions, map._id)).toBe(before + 1);
      expect((await getMap(owner, map._id)).status).toBe('unitcheck');
    }
  });

  it('applies only one of two different moves (unitcheck and failedcheck)', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { owner, map } = await mapIn('typecheck');
      const before = await rowCount(mapTransitions, map._id);
      const answers = await Promise.all([
        move(staff.typechecker, map._id, 'unitcheck'),
        move(otherTypechecker, map._id, 'failedcheck', 'The section drawing is missing'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      expect(answers[1 - winner]!.json()).toEqual(MOVED_ON_ANSWER);
      expect(await rowCount(mapTransitions, map._id)).toBe(before + 1);
      const after = await getMap(owner, map._id);
      expect(after.status).toBe(winner === 0 ? 'unitcheck' : 'failedcheck');
      expect(after.checkComment).toBe(winner === 0 ? null : 'The section drawing is missing');
    }
  });
});

describe('POST /api/maps/:id/transitions on a stale view', () => {
  it('tells a checker whose plan moved out of their desk 409, not 404, and changes nothing', async () => {
    const { owner, map } = await mapIn('typecheck');
    await move(staff.typechecker, map._id, 'unitcheck');
    const before = await rowCount(mapTransitions, map._id);
    for (const [to, comment] of [
      ['unitcheck', undefined],
      ['failedcheck', 'The section drawing is missing'],
    ] as const) {
      const stale = await move(otherTypechecker, map._id, to, comment);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual(MOVED_ON_ANSWER);
    }
    expect(await rowCount(mapTransitions, map._id)).toBe(before);
    expect((await getMap(owner, map._id)).status).toBe('unitcheck');
  });

  it('tells a caller who still sees the plan that it moved on, too', async () => {
    const { map } = await mapIn('typecheck');
    expect((await move(staff.admin, map._id, 'unitcheck')).statusCode).toBe(200);
    const again = await move(staff.admin, map._id, 'unitcheck');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(MOVED_ON_ANSWER);
  });

  it('still shows nothing (404) to a caller who could not see the plan before its move either', async () => {
    const { map } = await mapIn('unitcheck');
    for (const caller of [await newUser(), staff.boq, staff.pricetag]) {
      const hidden = await move(caller, map._id, 'unitcheck');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Map not found', code: 'plans.map_not_found' });
    }
    // A move the typechecker's desk never made stays hidden as well.
    expect((await move(staff.typechecker, map._id, 'successful')).statusCode).toBe(404);
  });
});
