import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from './roles';
import { getRoutePolicy, ROUTE_POLICIES } from './api/registry';
import {
  ADMIN_ONLY,
  ADMIN_OR_OWNER,
  BOQ_EDITORS,
  BOQ_READERS_OR_OWNER,
  can,
  decidePolicy,
  isAdmin,
  PUBLIC,
  ROLE_GROUPS,
  SIGNED_IN,
} from './permissions';

describe('decidePolicy', () => {
  it('lets anyone through a public route', () => {
    expect(decidePolicy(PUBLIC, null)).toBe('allow');
    for (const role of ACCESS_LEVELS) expect(decidePolicy(PUBLIC, role)).toBe('allow');
  });

  it('asks anonymous callers to sign in on every other route', () => {
    for (const policy of [SIGNED_IN, ADMIN_ONLY, ADMIN_OR_OWNER])
      expect(decidePolicy(policy, null)).toBe('unauthenticated');
  });

  it('admits listed roles, refuses others, and leaves owners to the service', () => {
    expect(decidePolicy(ADMIN_ONLY, 'admin')).toBe('allow');
    expect(decidePolicy(ADMIN_ONLY, 'boq')).toBe('forbidden');
    expect(decidePolicy(ADMIN_OR_OWNER, 'user')).toBe('ownerCheck');
    expect(decidePolicy(SIGNED_IN, 'failedchecker')).toBe('allow');
  });
});

describe('ROUTE_POLICIES', () => {
  it('looks routes up by method and registered url', () => {
    expect(getRoutePolicy('post', '/api/users/login')).toBe(PUBLIC);
    expect(getRoutePolicy('GET', '/api/users/')).toBe(ADMIN_ONLY);
    expect(getRoutePolicy('GET', '/api/nowhere')).toBeUndefined();
  });

  it('keys every entry as METHOD /api/path', () => {
    for (const key of Object.keys(ROUTE_POLICIES))
      expect(key).toMatch(/^(GET|POST|PUT|DELETE|PATCH) \/api\//);
  });
});

describe('can', () => {
  it('says whether a role acts under a policy by its role alone', () => {
    expect(can(BOQ_EDITORS, 'boq')).toBe(true);
    expect(can(BOQ_EDITORS, 'pricetag')).toBe(false);
    expect(can(BOQ_READERS_OR_OWNER, 'pricetag')).toBe(true);
    // Ownership is not a role: the owner's case is the service's to decide.
    expect(can(BOQ_READERS_OR_OWNER, 'user')).toBe(false);
    expect(can(SIGNED_IN, 'user')).toBe(true);
    expect(can(SIGNED_IN, null)).toBe(false);
    expect(can(PUBLIC, undefined)).toBe(true);
  });

  it('knows admin by its role', () => {
    expect(ACCESS_LEVELS.filter((role) => isAdmin(role))).toEqual(['admin']);
    expect(isAdmin(null)).toBe(false);
  });

  it('lets admin do whatever any role group may', () => {
    for (const roles of Object.values(ROLE_GROUPS)) expect(roles).toContain('admin');
  });
});
