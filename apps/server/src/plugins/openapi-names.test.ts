import { ALL_ENDPOINTS, API, defineEndpoint, PUBLIC, type Endpoint } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app';
import { operationIds } from './openapi-names';

interface Operation {
  operationId?: string;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let testApp: TestApp;
let document: Document;
beforeAll(async () => {
  testApp = await createTestApp();
  document = (await testApp.app.inject({ url: '/api/docs/json' })).json<Document>();
});
afterAll(async () => {
  await testApp.close();
});

/** `METHOD /api/path/:param` of an operation, as the declarations write it. */
const declaredKey = (path: string, method: string) =>
  `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

describe('the OpenAPI document for other programs', () => {
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: declaredKey(path, method), operation })),
    );

  it('gives every operation a unique operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names each operation after its declaration, and keeps every declared endpoint's path", () => {
    const byKey = new Map(operations().map(({ key, operation }) => [key, operation.operationId]));
    expect([...byKey.keys()].sort()).toEqual(
      ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
    expect(byKey.get(`GET ${API.blog.listPosts.path}`)).toBe('listPosts');
    expect(byKey.get(`POST ${API.users.login.path}`)).toBe('login');
  });

  it('lists shared schemas once as components and refers to them', () => {
    expect(document.components.schemas).toHaveProperty('Post');
    expect(document.components.schemas).toHaveProperty('ErrorBody');
    const getPost = document.paths['/api/blog/{id}']?.get;
    expect(JSON.stringify(getPost?.responses?.['200'])).toContain('#/components/schemas/Post');
  });
});

describe('operationIds', () => {
  const endpoint = (path: `/api${string}`): Endpoint =>
    defineEndpoint({
      method: 'GET',
      path,
      summary: 's',
      tag: 't',
      policy: PUBLIC,
      responses: { 200: z.object({}) },
    });

  it('prefixes a name two modules use with its module, and leaves a unique one bare', () => {
    const maps = { list: endpoint('/api/maps'), getMap: endpoint('/api/maps/:id') };
    const blog = { list: endpoint('/api/blog') };
    const ids = operationIds({ maps, blog });
    expect(ids.get(maps.list)).toBe('mapsList');
    expect(ids.get(blog.list)).toBe('blogList');
    expect(ids.get(maps.getMap)).toBe('getMap');
  });
});
