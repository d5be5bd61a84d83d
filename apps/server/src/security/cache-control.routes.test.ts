import { ACCESS_LEVELS, decidePolicy, type AccessLevel, type RoutePolicy } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisterBody, createSignedInUser, FACTORY_PASSWORD } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { injectRoute } from '../testing/route-walk';

/**
 * Nothing a signed-in caller is answered, and no token, may be kept by a browser or a proxy
 * cache: every route, called by a caller its policy lets in, answers `Cache-Control: no-store`
 * whatever its status; so do sign-in and registration.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** The first role the policy lets in by role, else the first it sends to the owner check. */
function allowedCaller(policy: RoutePolicy): AccessLevel {
  const allowed = ACCESS_LEVELS.find((level) => decidePolicy(policy, level) === 'allow');
  const owner = ACCESS_LEVELS.find((level) => decidePolicy(policy, level) === 'ownerCheck');
  const caller = allowed ?? owner;
  if (!caller) throw new Error('a policy no signed-in caller passes');
  return caller;
}

describe('Cache-Control on signed-in answers', () => {
  it('is no-store on every route for a signed-in caller, errors included', async () => {
    const missing: string[] = [];
    const statuses = new Set<number>();
    for (const route of testApp.app.apiRoutes) {
      // A fresh account per call: logout or delete must not spoil the next call.
      const { auth } = await createSignedInUser(testApp, allowedCaller(route.policy));
      const response = await injectRoute(testApp.app, route, { headers: auth });
      statuses.add(response.statusCode);
      if (!String(response.headers['cache-control']).includes('no-store'))
        missing.push(
          `${route.method} ${route.url} → ${response.statusCode}: ${response.headers['cache-control']}`,
        );
    }
    expect(missing).toEqual([]);
    // The walk met successes and errors alike.
    expect([...statuses].some((status) => status < 300)).toBe(true);
    expect([...statuses].some((status) => status >= 400)).toBe(true);
  });

  it('is no-store on a refused token and on an unknown API path', async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer nope' } }),
      testApp.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('Cache-Control on the answers that carry a token', () => {
  it('is no-store on registration and on sign-in, accepted or refused', async () => {
    const body = buildRegisterBody();
    const registered = await testApp.app.inject({ method: 'POST', url: '/api/users/', payload: body });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: body.email, password: FACTORY_PASSWORD },
    });
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: body.email, password: 'not-the-password-at-all' },
    });
    expect([registered.statusCode, login.statusCode, wrong.statusCode]).toEqual([201, 200, 401]);
    expect(login.json<{ token: string }>().token).toEqual(expect.any(String));
    for (const answer of [registered, login, wrong]) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
