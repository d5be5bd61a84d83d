import type {
  EndpointBuilder,
  FetchArgs,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
} from '@reduxjs/toolkit/query/react';
import type { BodyOf, Endpoint, PathParamName, PathParams, QueryOf, ResultOf } from '@kadirio/domain';
import type { z } from 'zod';
import type { ApiBaseQuery, ApiTag } from './api';
import { apiCall, fileAsObjectUrl } from './api-call';

/*
 * RTK Query entries built from an endpoint's declaration: the path, the method, the argument's
 * parts and the result's type all come from the declaration's zod schemas. An entry writes only
 * its cache tags and, where a screen wants a simpler argument, how that argument maps onto the
 * call (docs/ARCHITECTURE.md, "One declaration per endpoint").
 */

type ReducerPath = 'api';

export type { BodyOf, QueryOf, ResultOf };
/** The `build` that `api.injectEndpoints` hands a feature. */
export type ApiBuilder = EndpointBuilder<ApiBaseQuery, ApiTag, ReducerPath>;

type HasParams<E extends Endpoint> = [PathParamName<E['path']>] extends [never] ? false : true;
type ParamsPart<E extends Endpoint> = HasParams<E> extends true ? { params: PathParams<E['path']> } : unknown;
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType ? { query?: QueryOf<E> } : unknown;
type BodyPart<E extends Endpoint> = E['body'] extends z.ZodType ? { body: BodyOf<E> } : unknown;

/** The declared parts of one call: path parameters, query and body, each typed by its schema. */
export type CallOf<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** Request headers beside the declared parts (logout names the token it ends). */
interface CallHeaders {
  headers?: Record<string, string>;
}

/**
 * How a screen's argument becomes the call:
 * - omitted: the argument is the call itself (`{ params, query, body }`), or nothing when the
 *   endpoint needs nothing (`useGetMeQuery()`);
 * - `'param'`: the argument is the value of the path's only parameter (`useGetBoqQuery(mapId)`);
 * - `'params'`: the argument is the path's parameters by name, with the body beside them
 *   (`updateMaterial({ id, body })`);
 * - `'query'`: the argument is the query (`useListMaterialsQuery({ page, limit })`);
 * - `'body'`: the argument is the body (`createMap(body)`);
 * - a function from the screen's argument to the call; what it returns is checked against the
 *   declaration (`({ mapId, revision }: RevisionArgs) => ({ params: { id: mapId, revision } })`).
 */
export type RequestShape<E extends Endpoint> =
  'param' | 'params' | 'query' | 'body' | ((arg: never) => CallOf<E> & CallHeaders);

/** True when `U` is a single member, not a union. */
type IsSingle<U, All = U> = U extends unknown ? ([All] extends [U] ? true : false) : never;
type OnlyParamArg<E extends Endpoint> =
  HasParams<E> extends true ? (IsSingle<PathParamName<E['path']>> extends true ? string : never) : never;
/** The call itself as the argument; nothing at all when the endpoint needs nothing (`useGetMeQuery()`). */
type WholeCall<E extends Endpoint> =
  HasParams<E> extends true
    ? CallOf<E>
    : E['body'] extends z.ZodType
      ? CallOf<E>
      : E['query'] extends z.ZodType
        ? { query?: QueryOf<E> } | void
        : void;

/** The argument of the entry's hook, as its request shape makes it. */
export type ArgOf<E extends Endpoint, R> = R extends (arg: infer A) => unknown
  ? A
  : R extends 'param'
    ? OnlyParamArg<E>
    : R extends 'params'
      ? PathParams<E['path']> & BodyPart<E>
      : R extends 'query'
        ? QueryOf<E>
        : R extends 'body'
          ? BodyOf<E>
          : WholeCall<E>;

interface Shaped<E extends Endpoint, R extends RequestShape<E> | undefined> {
  /** How the hook's argument becomes the call (see `RequestShape`); omitted, it is the call itself. */
  request?: R;
}

type QueryOptions<E extends Endpoint, R extends RequestShape<E> | undefined> = Shaped<E, R> &
  Omit<QueryExtraOptions<ApiTag, ResultOf<E>, ArgOf<E, R>, ApiBaseQuery, ReducerPath>, 'type'>;
type MutationOptions<E extends Endpoint, R extends RequestShape<E> | undefined> = Shaped<E, R> &
  Omit<MutationExtraOptions<ApiTag, ResultOf<E>, ArgOf<E, R>, ApiBaseQuery, ReducerPath>, 'type'>;

const PATH_PARAMETER = /:(\w+)/g;

/** The name of the path's only parameter; a path with none or several cannot take `'param'`. */
function onlyParamName(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(PATH_PARAMETER)].map((match) => match[1]);
  const [name] = names;
  if (names.length !== 1 || name === undefined) {
    throw new Error(`${endpoint.method} ${endpoint.path} has ${names.length} path parameters, not one`);
  }
  return name;
}

/** The fetch arguments of one call: the declared address and method, then the shaped parts. */
export function requestOf<E extends Endpoint>(
  endpoint: E,
  shape: RequestShape<E> | undefined,
): (arg: unknown) => FetchArgs {
  const paramName = shape === 'param' ? onlyParamName(endpoint) : '';
  const toCall = (arg: unknown): object => {
    if (shape === undefined) return arg ?? {};
    if (shape === 'param') return { params: { [paramName]: arg as string } };
    if (shape === 'params') {
      const { body, ...params } = arg as { body?: unknown };
      return body === undefined ? { params } : { params, body };
    }
    if (shape === 'query') return { query: arg as object };
    if (shape === 'body') return { body: arg };
    return (shape as (arg: unknown) => object)(arg);
  };
  return (arg) => {
    const { headers, ...call } = toCall(arg) as CallHeaders & object;
    // The parts were checked against the declaration by the entry's types; apiCall fills the path.
    const fetchArgs = (apiCall as (endpoint: Endpoint, call: object) => FetchArgs)(endpoint, call);
    return headers === undefined ? fetchArgs : { ...fetchArgs, headers };
  };
}

/** A query entry for a declared endpoint: `query(build, endpoints.getBoq, { request: 'param', providesTags })`. */
export function query<E extends Endpoint, R extends RequestShape<E> | undefined = undefined>(
  build: ApiBuilder,
  endpoint: E,
  options: QueryOptions<E, R> = {},
): QueryDefinition<ArgOf<E, R>, ApiBaseQuery, ApiTag, ResultOf<E>, ReducerPath> {
  const { request, ...extra } = options;
  return build.query<ResultOf<E>, ArgOf<E, R>>({ ...extra, query: requestOf(endpoint, request) });
}

/** A mutation entry for a declared endpoint: `mutation(build, endpoints.createMap, { request: 'body', invalidatesTags })`. */
export function mutation<E extends Endpoint, R extends RequestShape<E> | undefined = undefined>(
  build: ApiBuilder,
  endpoint: E,
  options: MutationOptions<E, R> = {},
): MutationDefinition<ArgOf<E, R>, ApiBaseQuery, ApiTag, ResultOf<E>, ReducerPath> {
  const { request, ...extra } = options;
  return build.mutation<ResultOf<E>, ArgOf<E, R>>({ ...extra, query: requestOf(endpoint, request) });
}

/** The answer's type of a call made with `apiCall`: its declaration's result. */
type AnswerOf<C> = C extends { readonly answers?: infer A } ? Exclude<A, undefined> : never;

/** Any call made with `apiCall`, whatever declaration it names. */
type AnyDeclaredCall = FetchArgs & { readonly answers?: unknown };

type ByOptions<A, T> = Omit<
  QueryExtraOptions<ApiTag, T, A, ApiBaseQuery, ReducerPath>,
  'type' | 'transformResponse'
>;

/**
 * A query whose call is made by hand — the argument picks one of several declarations of one
 * shape (a plan state's queue), or the entry keeps part of the answer — with its types still the
 * declaration's: the argument's from `call`, the answer's from the declaration `call` names, and
 * a `select`ed part's from what `select` returns.
 */
export function queryBy<A, C extends AnyDeclaredCall, T>(
  build: ApiBuilder,
  call: (arg: A) => C,
  options: ByOptions<A, T> & { select: (answer: AnswerOf<C>) => T },
): QueryDefinition<A, ApiBaseQuery, ApiTag, T, ReducerPath>;
export function queryBy<A, C extends AnyDeclaredCall>(
  build: ApiBuilder,
  call: (arg: A) => C,
  options?: ByOptions<A, AnswerOf<C>>,
): QueryDefinition<A, ApiBaseQuery, ApiTag, AnswerOf<C>, ReducerPath>;
export function queryBy(
  build: ApiBuilder,
  call: (arg: unknown) => AnyDeclaredCall,
  options: ByOptions<unknown, unknown> & { select?: (answer: unknown) => unknown } = {},
): QueryDefinition<unknown, ApiBaseQuery, ApiTag, unknown, ReducerPath> {
  const { select, ...extra } = options;
  return build.query({
    ...extra,
    query: call,
    ...(select ? { transformResponse: (answer: unknown) => select(answer) } : {}),
  });
}

/** A mutation whose call is made by hand (a multipart body the declaration cannot describe as JSON). */
export function mutationBy<A, C extends AnyDeclaredCall>(
  build: ApiBuilder,
  call: (arg: A) => C,
  options: Omit<MutationExtraOptions<ApiTag, AnswerOf<C>, A, ApiBaseQuery, ReducerPath>, 'type'> = {},
): MutationDefinition<A, ApiBaseQuery, ApiTag, AnswerOf<C>, ReducerPath> {
  return build.mutation({ ...options, query: call });
}

/**
 * A download: the declared call answers a file, which becomes an object URL here, so only a
 * string is kept in the store; the caller saves it and revokes it.
 */
export function fileMutation<A>(
  build: ApiBuilder,
  call: (arg: A) => AnyDeclaredCall,
): MutationDefinition<A, ApiBaseQuery, ApiTag, string, ReducerPath> {
  return build.mutation({
    query: (arg) => ({ ...call(arg), responseHandler: fileAsObjectUrl }),
  });
}
