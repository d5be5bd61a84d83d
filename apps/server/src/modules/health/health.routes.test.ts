import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/health/live and /api/health/ready', () => {
  it('live: 200 without touching anything else', async () => {
    const response = await get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('ready: 200 naming the database, which it has just asked', async () => {
    const response = await get('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', database: testApp.database.kind });
  });

  it('ready: 503 with Retry-After while draining (after SIGTERM), live still 200', async () => {
    testApp.app.readiness.draining = true;
    try {
      const response = await get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'This server is shutting down; send requests to another',
        code: 'server.draining',
      });
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      testApp.app.readiness.draining = false;
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('GET /api/health/ready with the database gone', () => {
  it('answers 503 at once, not from a remembered success', async () => {
    const gone = await createTestApp();
    try {
      expect((await gone.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await gone.database.close();
      const response = await gone.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/database is unavailable/);
    } finally {
      await gone.close();
    }
  });
});
