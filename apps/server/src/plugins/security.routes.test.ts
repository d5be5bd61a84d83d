import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ CORS_ORIGINS: 'https://kadirio.example' });
});
afterAll(async () => {
  await testApp.close();
});

/** The headers @fastify/helmet sent with our options before decision 0009 replaced it. */
const HELMET_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers and CORS', () => {
  it('sends the same security headers as @fastify/helmet did, on answers and on errors', async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/health' }),
      testApp.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      testApp.app.inject({ method: 'GET', url: '/api/maps/' }),
      testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 1 } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 400]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(HELMET_HEADERS);
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('sends helmet’s headers with a content security policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows a configured origin and no other', async () => {
    const allowed = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/users/login',
      headers: { origin: 'https://kadirio.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://kadirio.example');
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route GET \/api\/nothing-here/);
  });

  it('serves the OpenAPI document with the accounts routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/users/login', '/api/health']),
    );
  });
});

describe('unexpected errors', () => {
  it('answer a generic 500 without the stack or SQL', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const failure = vi
      .spyOn(testApp.app.services.users, 'listUsers')
      .mockRejectedValue(new Error('relation "users" does not exist: select * from users'));
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/users/', headers: admin.auth });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side; please try again',
        code: 'server.unexpected',
      });
    } finally {
      failure.mockRestore();
    }
  });
});
