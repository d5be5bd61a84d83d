import type { ApiRouteKey } from '@kadirio/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from './mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mockApi', () => {
  it('answers a declared route with its fake', async () => {
    const fake = mockApi({ 'GET /api/materials/:id': { body: { _id: 'm1' } } });
    const response = await fetch('http://localhost/api/materials/m1');
    expect(await response.json()).toEqual({ _id: 'm1' });
    expect(fake.requestsTo('GET /api/materials/:id')[0]?.params).toEqual({ id: 'm1' });
  });

  it('refuses a fake of a route no endpoint declares, even one built at run time', () => {
    const key = ['GET', '/api/materials/:materialId'].join(' ') as ApiRouteKey;
    expect(() => mockApi({ [key]: { body: {} } })).toThrow(
      'no endpoint declares GET /api/materials/:materialId',
    );
  });
});
