import { ACCESS_LEVELS, decidePolicy, ROUTE_POLICIES, routeKey, type AccessLevel } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Walks every registered API route × {anonymous, every role} and checks the answer against the
 * permission table in the domain package. A route missing from the table cannot even register.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const callers: (AccessLevel | null)[] = [null, ...ACCESS_LEVELS];

describe('route × role permission matrix', () => {
  it('has a declared policy for every registered API route and no stale entries', () => {
    const registered = new Set(testApp.app.apiRoutes.map((route) => routeKey(route.method, route.url)));
    expect(registered.size).toBeGreaterThan(0);
    for (const key of registered) expect(ROUTE_POLICIES[key], key).toBeDefined();
    for (const key of Object.keys(ROUTE_POLICIES))
      expect(registered.has(key), `${key} is declared but not served`).toBe(true);
  });

  it('answers every route for every caller as its policy says', async () => {
    const failures: string[] = [];
    for (const route of testApp.app.apiRoutes) {
      for (const caller of callers) {
        // A fresh account per call: logout or delete must not spoil the next call.
        const headers = caller ? (await createSignedInUser(testApp, caller)).auth : {};
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, PLACEHOLDER_ID),
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const decision = decidePolicy(route.policy, caller);
        const status = response.statusCode;
        const ok =
          decision === 'unauthenticated'
            ? status === 401
            : decision === 'forbidden'
              ? status === 403
              : decision === 'ownerCheck'
                ? status === 403 || status === 404
                : status !== 401 && status !== 403 && status < 500;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${caller ?? 'anonymous'}: ${decision} but ${status}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
