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

describe('security headers and CORS', () => {
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
      expect(response.json()).toEqual({ message: 'Something went wrong on our side; please try again' });
    } finally {
      failure.mockRestore();
    }
  });
});
