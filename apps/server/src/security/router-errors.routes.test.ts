import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../plugins/security';
import { createTestApp, type TestApp } from '../testing/test-app';
import { injectRoute } from '../testing/route-walk';

/**
 * What the router refuses before any route runs — a path parameter over 200 characters, a
 * malformed %-encoding — answers in our `{ message }` envelope with the security headers, and
 * never echoes the path back.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const LONG_ID = 'x'.repeat(300);

function expectOurEnvelope(response: {
  headers: Record<string, unknown>;
  json: () => unknown;
  body: string;
}) {
  expect(response.headers).toMatchObject(SECURITY_HEADERS);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(Object.keys(response.json() as object)).toEqual(['message', 'code']);
  expect(response.body).not.toMatch(/FST_ERR|statusCode|\/api/);
}

describe('a path parameter over 200 characters', () => {
  it('answers 414 on every route with a parameter, GET and PUT among them', async () => {
    const routes = testApp.app.apiRoutes.filter((route) => route.url.includes(':'));
    expect(routes.map((route) => route.method)).toEqual(expect.arrayContaining(['GET', 'PUT']));
    for (const route of routes) {
      const response = await injectRoute(testApp.app, route, { parameter: LONG_ID });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(414);
      expect(response.json()).toEqual({
        message: 'A path parameter is too long (200 characters at most)',
        code: 'request.parameter_too_long',
      });
      expect(response.body).not.toContain(LONG_ID.slice(0, 50));
      expectOurEnvelope(response);
    }
  });

  it('still reaches the route at 200 characters', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/maps/${'x'.repeat(200)}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('a malformed %-encoding in the path', () => {
  it('answers 400 in the envelope without the path', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/maps/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The URL is not valid (a malformed %-encoding)',
      code: 'request.malformed_url',
    });
    expect(response.body).not.toContain('%E0');
    expectOurEnvelope(response);
  });
});
