import type { CreateMaterialBodySchema, UpdateMaterialBodySchema } from '@kadirio/domain';
import {
  MAP_QUEUE_ENDPOINTS,
  materialsEndpoints,
  threadsEndpoints,
  usersEndpoints,
  type MapStatus,
  type Material,
  type MaterialPage,
  type PlanThread,
  type User,
} from '@kadirio/domain';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { QueryArgFrom, ResultTypeFrom } from '@reduxjs/toolkit/query/react';
import { apiCall, fileAsObjectUrl } from './api-call';
import {
  fileMutation,
  mutation,
  mutationBy,
  query,
  queryBy,
  type ApiBuilder,
  type ArgOf,
  type QueryOf,
  type ResultOf,
} from './endpoint-query';

/**
 * A stand-in for RTK Query's builder that hands back the definition it is given, so a test can
 * call the entry's `query` and read the fetch arguments it would send.
 */
const build = {
  query: (definition: object) => ({ ...definition, type: 'query' }),
  mutation: (definition: object) => ({ ...definition, type: 'mutation' }),
} as unknown as ApiBuilder;

function fetchArgsOf(definition: unknown, arg: unknown): FetchArgs {
  return (definition as { query: (arg: unknown) => FetchArgs }).query(arg);
}

describe('query and mutation built from a declaration', () => {
  it("puts a 'param' argument into the path's only parameter, URL-encoded, with the declared method", () => {
    const entry = query(build, threadsEndpoints.getPlanThread, { request: 'param' });
    expect(fetchArgsOf(entry, 'map/7')).toEqual({ url: 'maps/map%2F7/thread', method: 'GET' });
  });

  it("sends a 'query' argument as the query string's parameters", () => {
    const entry = query(build, materialsEndpoints.listMaterials, { request: 'query' });
    expect(fetchArgsOf(entry, { page: 2, limit: 20 })).toEqual({
      url: 'materials/',
      method: 'GET',
      params: { page: 2, limit: 20 },
    });
  });

  it("sends a 'body' argument as the body", () => {
    const entry = mutation(build, materialsEndpoints.createMaterial, { request: 'body' });
    const body = { name: 'Cement', unit: 'bag' };
    expect(fetchArgsOf(entry, body)).toEqual({ url: 'materials/', method: 'POST', body });
  });

  it('maps a screen’s own argument onto the call through a request function', () => {
    const entry = mutation(build, threadsEndpoints.acceptRevision, {
      request: ({ mapId, revision }: { mapId: string; revision: number }) => ({
        params: { id: mapId, revision },
      }),
    });
    expect(fetchArgsOf(entry, { mapId: 'm1', revision: 3 })).toEqual({
      url: 'maps/m1/boq/issues/3/accept',
      method: 'POST',
    });
  });

  it('takes the call itself when no request shape is given, and nothing for an endpoint that needs nothing', () => {
    const posting = mutation(build, threadsEndpoints.postPlanMessage);
    expect(fetchArgsOf(posting, { params: { id: 'm1' }, body: { body: 'Why 12 bags?' } })).toEqual({
      url: 'maps/m1/thread',
      method: 'POST',
      body: { body: 'Why 12 bags?' },
    });
    expect(fetchArgsOf(query(build, usersEndpoints.getMe), undefined)).toEqual({
      url: 'users/me',
      method: 'GET',
    });
  });

  it('adds the headers a request function names beside the declared parts', () => {
    const entry = mutation(build, usersEndpoints.logout, {
      request: (token: string) => ({ headers: { authorization: `Bearer ${token}` } }),
    });
    expect(fetchArgsOf(entry, 'abc')).toEqual({
      url: 'users/logout',
      method: 'POST',
      headers: { authorization: 'Bearer abc' },
    });
  });

  it("refuses 'param' on a path with more than one parameter, naming the endpoint", () => {
    expect(() => query(build, threadsEndpoints.acceptRevision, { request: 'param' as never })).toThrow(
      'POST /api/maps/:id/boq/issues/:revision/accept has 2 path parameters, not one',
    );
  });

  it('keeps the tags and the other options an entry writes', () => {
    const providesTags = [{ type: 'Material' as const, id: 'LIST' }];
    const entry = query(build, materialsEndpoints.listMaterials, { request: 'query', providesTags });
    expect(entry).toMatchObject({ type: 'query', providesTags });
  });
});

describe('the types an entry gets from its declaration', () => {
  it('reads the result from the 200 answer, else the 201', () => {
    expectTypeOf<ResultOf<typeof threadsEndpoints.getPlanThread>>().toEqualTypeOf<PlanThread>();
    expectTypeOf<ResultOf<typeof materialsEndpoints.createMaterial>>().toEqualTypeOf<Material>();
    expectTypeOf<ResultOf<typeof materialsEndpoints.listMaterials>>().toEqualTypeOf<MaterialPage>();
    expectTypeOf<ResultOf<typeof usersEndpoints.getMe>>().toEqualTypeOf<User>();
  });

  it("types the hook's argument by its request shape", () => {
    expectTypeOf<ArgOf<typeof threadsEndpoints.getPlanThread, 'param'>>().toEqualTypeOf<string>();
    // What the web sends: the schema's input, so a field with a default may be left out.
    expectTypeOf<ArgOf<typeof materialsEndpoints.createMaterial, 'body'>>().toEqualTypeOf<
      z.input<typeof CreateMaterialBodySchema>
    >();
    expectTypeOf<ArgOf<typeof materialsEndpoints.listMaterials, 'query'>>().toEqualTypeOf<
      QueryOf<typeof materialsEndpoints.listMaterials>
    >();
    expectTypeOf<ArgOf<typeof usersEndpoints.getMe, undefined>>().toEqualTypeOf<void>();
    expectTypeOf<ArgOf<typeof materialsEndpoints.updateMaterial, 'params'>>().toEqualTypeOf<
      { readonly id: string | number } & { body: z.input<typeof UpdateMaterialBodySchema> }
    >();
    // Coerced query fields read as the server reads them, not as `unknown`.
    expectTypeOf<QueryOf<typeof materialsEndpoints.listMaterials>['page']>().toEqualTypeOf<
      number | undefined
    >();
    // Two path parameters: there is no single one to take.
    expectTypeOf<ArgOf<typeof threadsEndpoints.acceptRevision, 'param'>>().toBeNever();
  });

  it('does not compile a call the declaration would refuse', () => {
    // Each line below is a compile error; `npx tsc -p apps/web` fails if one of them compiles.
    const refused = () => [
      // @ts-expect-error the revision parameter is missing
      mutation(build, threadsEndpoints.acceptRevision, { request: (id: string) => ({ params: { id } }) }),
      // @ts-expect-error a message needs its body
      mutation(build, threadsEndpoints.postPlanMessage, { request: (id: string) => ({ params: { id } }) }),
      // @ts-expect-error `'param'` on a path with two parameters
      query(build, threadsEndpoints.acceptRevision, { request: 'param' }).query('m1'),
      // @ts-expect-error a tag type the API does not know
      query(build, threadsEndpoints.getPlanThread, { request: 'param', providesTags: ['Nonsense'] }),
    ];
    expect(refused).toBeTypeOf('function');
  });
});

describe('entries whose call is made by hand, typed by the declaration the call names', () => {
  it('queryBy: the argument from the call, the answer from the declaration the call names', () => {
    const entry = queryBy(build, (mapId: string) =>
      apiCall(threadsEndpoints.getPlanThread, { params: { id: mapId } }),
    );
    expect(fetchArgsOf(entry, 'm1')).toEqual({ url: 'maps/m1/thread', method: 'GET' });
    expectTypeOf<QueryArgFrom<typeof entry>>().toEqualTypeOf<string>();
    expectTypeOf<ResultTypeFrom<typeof entry>>().toEqualTypeOf<PlanThread>();
  });

  it('queryBy over one of several declarations of one shape, with tags: the shape they share', () => {
    const entry = queryBy(build, (status: MapStatus) => apiCall(MAP_QUEUE_ENDPOINTS[status].count), {
      providesTags: [{ type: 'Map', id: 'LIST' } as const],
    });
    expect(fetchArgsOf(entry, 'unitcheck')).toEqual({ url: 'maps/unitcheck/count', method: 'GET' });
    expectTypeOf<ResultTypeFrom<typeof entry>>().toEqualTypeOf<{ count: number }>();
  });

  it('queryBy with select: keeps the part select returns, typed by it', () => {
    const entry = queryBy(
      build,
      (_arg: void) => apiCall(materialsEndpoints.listMaterials, { query: { page: 1 } }),
      { select: (page) => page.items },
    );
    const { transformResponse } = entry as unknown as { transformResponse: (answer: unknown) => unknown };
    expect(transformResponse({ items: ['a'], total: 1 })).toEqual(['a']);
    expectTypeOf<QueryArgFrom<typeof entry>>().toEqualTypeOf<void>();
    expectTypeOf<ResultTypeFrom<typeof entry>>().toEqualTypeOf<Material[]>();
  });

  it('mutationBy: sends what the call builds (a form body), typed by the declaration', () => {
    const entry = mutationBy(build, (name: string) => ({
      ...apiCall(materialsEndpoints.createMaterial, {}),
      body: name,
    }));
    expect(fetchArgsOf(entry, 'Cement')).toEqual({ url: 'materials/', method: 'POST', body: 'Cement' });
    expectTypeOf<QueryArgFrom<typeof entry>>().toEqualTypeOf<string>();
    expectTypeOf<ResultTypeFrom<typeof entry>>().toEqualTypeOf<Material>();
  });

  it('fileMutation: answers the file as an object URL, a string', () => {
    const entry = fileMutation(build, (mapId: string) =>
      apiCall(threadsEndpoints.getPlanThread, { params: { id: mapId } }),
    );
    expect(fetchArgsOf(entry, 'm1')).toEqual({
      url: 'maps/m1/thread',
      method: 'GET',
      responseHandler: fileAsObjectUrl,
    });
    expectTypeOf<ResultTypeFrom<typeof entry>>().toEqualTypeOf<string>();
  });
});
