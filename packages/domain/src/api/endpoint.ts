import type { z } from 'zod';
import type { RoutePolicy } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint, declared once. The server registers its route from this (with the shared
 * error and bearer schemas added), the route × role policy table is read off it, the web builds
 * its URLs with `pathOf`, and the web's test fakes are keyed by `routeKeyOf`.
 *
 * `path` is written as the server registers it: `:name` is a path parameter, and a parameter may
 * carry a suffix (`:revision.pdf`).
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api${string}`;
  /** One line for the API documentation. */
  readonly summary: string;
  /** The API documentation's group. */
  readonly tag: string;
  /** Who may call it; see `permissions.ts`. */
  readonly policy: RoutePolicy;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * Success answers by status code (206: part of a file, for a `Range` request); errors all answer
   * `{ message }`, added where routes are registered.
   */
  readonly responses: Readonly<Partial<Record<200 | 201 | 204 | 206 | 304, z.ZodType>>>;
  /**
   * Refusals this endpoint answers beyond the ones every route may (400, 401, 403, 404, 409):
   * too large, unsupported media type, range not satisfiable, rate limited, not ready (503, with
   * Retry-After). Each answers `{ message }`. Every route may answer 503 while the database is
   * unavailable.
   */
  readonly errors?: readonly (413 | 415 | 416 | 429 | 503)[];
  /** Media types of a request body that is not JSON (uploads). */
  readonly consumes?: readonly string[];
  /** Media types of an answer that is not JSON (PDF, .xlsx, images). */
  readonly produces?: readonly string[];
}

/** A module's endpoints, by the name the web's API slice and the server's handlers use. */
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

/** Keeps the literal method and path of a declaration, so keys and path parameters are typed. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export function defineEndpoints<const G extends EndpointGroup>(group: G): G {
  return group;
}

/** `"METHOD /api/path"`: how the policy table and the web's test fakes name an endpoint. */
export type RouteKeyOf<E extends Endpoint> = `${E['method']} ${E['path']}`;

export function routeKeyOf<E extends Endpoint>(endpoint: E): RouteKeyOf<E> {
  return `${endpoint.method} ${endpoint.path}` as RouteKeyOf<E>;
}

type PathSegments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | PathSegments<Rest> : P;
type SegmentParamName<S extends string> = S extends `:${infer Name}.${string}`
  ? Name
  : S extends `:${infer Name}`
    ? Name
    : never;

/** The names of a path's parameters: `'/api/maps/:id/boq/:trade'` → `'id' | 'trade'`. */
export type PathParamName<P extends string> = SegmentParamName<PathSegments<P>>;
export type PathParams<P extends string> = { readonly [Name in PathParamName<P>]: string | number };

type PathArguments<E extends Endpoint> = [PathParamName<E['path']>] extends [never]
  ? []
  : [params: PathParams<E['path']>];

const PATH_PARAMETER = /:(\w+)/g;

/**
 * The address of one call: the declared path with its parameters put in, each URL-encoded
 * (`pathOf(saveSheet, { id, trade })` → `/api/maps/…/boq/walling`).
 */
export function pathOf<E extends Endpoint>(endpoint: E, ...[params]: PathArguments<E>): string {
  return fillPath(endpoint.path, params ?? {});
}

/** `pathOf` for a caller that holds the parameters untyped: a missing one throws, naming it. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(PATH_PARAMETER, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** What an endpoint answers on success, as the server serialises it (its 200 answer, else its 201). */
export type ResultOf<E extends Endpoint> = E extends Endpoint
  ? E['responses'] extends { 200: infer S extends z.ZodType }
    ? z.output<S>
    : E['responses'] extends { 201: infer S extends z.ZodType }
      ? z.output<S>
      : void
  : never;

/** The body of a call, as a client sends it (a field with a default may be left out). */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/**
 * A query field as a client sends it: the schema's input, except where the schema coerces any
 * input (`z.coerce.number()` reads `unknown`), where it is the value the server reads (a number).
 */
type QueryFields<In, Out> = {
  [K in keyof In]?: unknown extends In[K] ? (K extends keyof Out ? Out[K] : In[K]) : In[K];
};
/** The query of a call, each field optional (the server fills its default). */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? QueryFields<z.input<E['query']>, z.output<E['query']>>
  : never;

/** The status and schema of an endpoint's success answer (200, else 201, 204, 206), as `ResultOf` reads it. */
export function successOf(endpoint: Endpoint): {
  status: 200 | 201 | 204 | 206;
  schema: z.ZodType | undefined;
} {
  for (const status of [200, 201, 204, 206] as const) {
    if (status in endpoint.responses) return { status, schema: endpoint.responses[status] };
  }
  throw new Error(`${endpoint.method} ${endpoint.path} declares no success answer`);
}
