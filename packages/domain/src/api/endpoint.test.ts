import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC } from '../permissions';
import { defineEndpoint, pathOf, routeKeyOf } from './endpoint';
import { ALL_ENDPOINTS, findEndpoint, ROUTE_POLICIES } from './registry';

const sheet = defineEndpoint({
  method: 'PUT',
  path: '/api/maps/:id/boq/:trade',
  tag: 'test',
  summary: 'a sheet',
  policy: PUBLIC,
  responses: { 200: z.object({}) },
});
const exportPdf = defineEndpoint({
  method: 'GET',
  path: '/api/maps/:id/boq/issues/:revision.pdf',
  tag: 'test',
  summary: 'a PDF',
  policy: PUBLIC,
  responses: { 200: z.any() },
});
const list = defineEndpoint({
  method: 'GET',
  path: '/api/maps/',
  tag: 'test',
  summary: 'a list',
  policy: PUBLIC,
  responses: { 200: z.object({}) },
});

describe('pathOf', () => {
  it('puts the parameters into the declared path', () => {
    expect(pathOf(sheet, { id: 'm1', trade: 'walling' })).toBe('/api/maps/m1/boq/walling');
    expect(pathOf(list)).toBe('/api/maps/');
  });

  it('keeps a suffix after a parameter', () => {
    expect(pathOf(exportPdf, { id: 'm1', revision: 2 })).toBe('/api/maps/m1/boq/issues/2.pdf');
  });

  it('encodes each parameter, so a value cannot reach another route', () => {
    expect(pathOf(sheet, { id: '../users', trade: 'a b' })).toBe('/api/maps/..%2Fusers/boq/a%20b');
  });

  it('refuses a call without one of its parameters', () => {
    expect(() => pathOf(sheet, { id: 'm1' } as never)).toThrow('needs the path parameter "trade"');
  });
});

describe('the endpoint table', () => {
  it('names each endpoint by method and path', () => {
    expect(routeKeyOf(sheet)).toBe('PUT /api/maps/:id/boq/:trade');
  });

  it('declares each method and path once', () => {
    const keys = ALL_ENDPOINTS.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every declared endpoint its policy in the route table', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      expect(ROUTE_POLICIES[routeKeyOf(endpoint)]).toBe(endpoint.policy);
      expect(findEndpoint(endpoint.method, endpoint.path)).toBe(endpoint);
    }
  });
});
