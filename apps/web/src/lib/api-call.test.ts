import { materialsEndpoints } from '@kadirio/domain';
import { describe, expect, it } from 'vitest';
import { apiCall } from './api-call';

describe('apiCall', () => {
  it('addresses the declared path below the API base, with the declared method', () => {
    expect(apiCall(materialsEndpoints.deleteMaterial, { params: { id: 'a/b' } })).toEqual({
      url: 'materials/a%2Fb',
      method: 'DELETE',
    });
  });

  it('sends the body and the query only when there is one', () => {
    expect(apiCall(materialsEndpoints.listMaterials, { query: { page: 2, limit: 20 } })).toEqual({
      url: 'materials/',
      method: 'GET',
      params: { page: 2, limit: 20 },
    });
    expect(apiCall(materialsEndpoints.listMaterials)).toEqual({ url: 'materials/', method: 'GET' });
  });
});
