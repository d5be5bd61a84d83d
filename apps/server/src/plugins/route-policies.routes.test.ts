import {
  ACCESS_LEVELS,
  ALL_ENDPOINTS,
  decidePolicy,
  routeKey,
  routeKeyOf,
  type AccessLevel,
} from '@kadirio/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/factories';
import { registerAuth } from './auth';
import { createTestApp, type TestApp } from '../testing/test-app';
import { injectRoute } from '../testing/route-walk';

/**
 * Walks every registered API route × {anonymous, every role} and checks the answer against the
 * policy of its endpoint declaration in the domain package. A route registered without a
 * declaration cannot even register.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const callers: (AccessLevel | null)[] = [null, ...ACCESS_LEVELS];

describe('route × role permission matrix', () => {
  it('serves every declared endpoint from its declaration, and nothing undeclared', () => {
    const registered = testApp.app.apiRoutes.map((route) => routeKey(route.method, route.url));
    const declared = ALL_ENDPOINTS.map(routeKeyOf);
    expect(registered.length).toBeGreaterThan(0);
    expect([...registered].sort()).toEqual([...declared].sort());
    for (const route of testApp.app.apiRoutes) {
      expect(routeKeyOf(route.endpoint), `${route.method} ${route.url}`).toBe(
        routeKey(route.method, route.url),
      );
      expect(route.policy).toBe(route.endpoint.policy);
    }
  });

  it('refuses to register an API route without a declaration', async () => {
    const app = Fastify();
    registerAuth(app, async () => null);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(
      'GET /api/undeclared is not registered from an endpoint declaration',
    );
    await app.close();
  });

  it('answers every route for every caller as its policy says', async () => {
    const failures: string[] = [];
    for (const route of testApp.app.apiRoutes) {
      for (const caller of callers) {
        // A fresh account per call: logout or delete must not spoil the next call.
        const headers = caller ? (await createSignedInUser(testApp, caller)).auth : {};
        const response = await injectRoute(testApp.app, route, { headers });
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
