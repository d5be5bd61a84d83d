import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Request ids that hold across machines and restarts: a random uuid unless a well-formed
 * `x-request-id` came in, returned on every answer (errors too) and written on the log lines.
 */
const logLines: string[] = [];
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, { logLines });
});
afterAll(async () => {
  await testApp.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are two different random uuids for two requests that send none', async () => {
    const [first, second] = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/health' }),
      testApp.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(first?.headers['x-request-id']).toMatch(UUID);
    expect(second?.headers['x-request-id']).toMatch(UUID);
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
  });

  it('echo a well-formed incoming id, on answers and on errors', async () => {
    const answers = await Promise.all(
      [
        { url: '/api/health', id: 'edge-7f3a9c:trace.42' },
        { url: '/api/users/me', id: '0b9c5e0e-3f6b-4d1e-9a43-8f2d4c1b7a10' },
        { url: '/api/nothing-here', id: 'lb_2026-11-24' },
        { url: `/api/maps/${'x'.repeat(300)}`, id: 'router-refusal' },
      ].map(async ({ url, id }) => ({
        id,
        response: await testApp.app.inject({ method: 'GET', url, headers: { 'x-request-id': id } }),
      })),
    );
    expect(answers.map(({ response }) => response.statusCode)).toEqual([200, 401, 404, 414]);
    for (const { id, response } of answers) expect(response.headers['x-request-id']).toBe(id);
  });

  it('replace a malformed incoming id with a uuid', async () => {
    for (const sent of [
      '',
      'has spaces',
      'quote"injection',
      'x'.repeat(129),
      '-leading-dash',
      'a\tb',
      'ünï',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id'], JSON.stringify(sent)).toMatch(UUID);
    }
  });

  it('name the request on the log line of a 500', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const failure = vi
      .spyOn(testApp.app.services.users, 'listUsers')
      .mockRejectedValue(new Error('the database went away'));
    try {
      for (const sent of ['trace-500-check', undefined]) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/users/',
          headers: { ...admin.auth, ...(sent ? { 'x-request-id': sent } : {}) },
        });
        expect(response.statusCode).toBe(500);
        const id = response.headers['x-request-id'];
        expect(id).toEqual(sent ?? expect.stringMatching(UUID));
        const errorLine = logLines
          .map((line) => JSON.parse(line) as { level: number; reqId?: string; msg?: string })
          .find((entry) => entry.level === 50 && entry.reqId === id);
        expect(errorLine?.msg).toBe('unhandled error');
      }
    } finally {
      failure.mockRestore();
    }
  });
});
