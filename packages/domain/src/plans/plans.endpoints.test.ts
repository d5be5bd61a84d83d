import { describe, expect, it } from 'vitest';
import { MAP_STATUSES } from './plan-limits';
import { canSeeMap } from './workflow';
import { can } from '../permissions';
import { ACCESS_LEVELS } from '../roles';
import { routeKeyOf } from '../api/endpoint';
import { MAP_QUEUE_ENDPOINTS, plansEndpoints } from './plans.endpoints';

describe('the state queues', () => {
  it('declares a list and a count for every state, each in the maps group', () => {
    const group = Object.values(plansEndpoints);
    for (const status of MAP_STATUSES) {
      const { list, count } = MAP_QUEUE_ENDPOINTS[status];
      expect(routeKeyOf(list)).toBe(`GET /api/maps/${status}`);
      expect(routeKeyOf(count)).toBe(`GET /api/maps/${status}/count`);
      expect(group).toContain(list);
      expect(group).toContain(count);
    }
  });

  it('admits to each queue exactly the staff who may open its plans, and admin', () => {
    for (const status of MAP_STATUSES) {
      for (const role of ACCESS_LEVELS) {
        const mayOpen = canSeeMap({ status, actorRole: role, isOwner: false, hasDrawings: true });
        const { list, count } = MAP_QUEUE_ENDPOINTS[status];
        expect(can(list.policy, role), `${role} on the ${status} queue`).toBe(mayOpen);
        expect(can(count.policy, role), `${role} on the ${status} count`).toBe(mayOpen);
      }
    }
  });
});
