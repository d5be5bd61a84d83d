import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The API's addresses are a promise to its clients: renaming a feature's folders, files or
 * declarations (docs/ARCHITECTURE.md, "One word per feature") must not move a single one.
 * `openapi-operations.txt` holds every documented operation, one "METHOD path" a line, as the
 * API answered before the features took their glossary names. A change is deliberate: run this
 * file with `-u` and commit the new list with the change that made it (CI never writes it).
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

describe('the OpenAPI document', () => {
  it('documents exactly the operations it documented before the renames', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const operations = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    await expect(`${operations.join('\n')}\n`).toMatchFileSnapshot('./openapi-operations.txt');
  });
});
