import {
  fillPath,
  successOf,
  type BodyOf,
  type Endpoint,
  type PathParamName,
  type PathParams,
  type QueryOf,
  type ResultOf,
} from '@kadirio/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { SignedInUser } from './factories';
import type { TestApp } from './test-app';

/*
 * Route tests call an endpoint by its declaration, as the web does: the path is filled from typed
 * parameters, the query and body are typed by the declared schemas, and the success answer comes
 * back parsed by the declared response schema (docs/ARCHITECTURE.md, "Recipe: add an endpoint").
 */

const INVALID = Symbol('invalid input');

/** Input the declaration's types refuse, sent as it is on purpose: for the 400s. */
export interface Invalid {
  readonly [INVALID]: unknown;
}

/** Marks a query or body the schemas would not let through, so a test can send it anyway. */
export function invalid(value: unknown): Invalid {
  return { [INVALID]: value };
}

function isInvalid(value: unknown): value is Invalid {
  return typeof value === 'object' && value !== null && INVALID in value;
}

type ParamsOption<E extends Endpoint> = [PathParamName<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParams<E['path']> };

export type InjectOptions<E extends Endpoint> = ParamsOption<E> & {
  /** Who calls: a signed-in user (their bearer token is sent), or `null` for no token at all. */
  as: SignedInUser | null;
  query?: QueryOf<E> | Invalid;
  body?: BodyOf<E> | Invalid;
  headers?: Record<string, string>;
};

/** The body of every refusal (plugins/errors.ts). */
export interface ErrorBody {
  message: string;
  code?: string;
}

export interface Injected<E extends Endpoint> {
  readonly status: number;
  readonly response: LightMyRequestResponse;
  /**
   * The declared success answer, parsed by its schema (so a drift between what the server sends
   * and what it declares fails the test). Reading it after any other status throws, with the
   * status and the server's message.
   */
  readonly result: ResultOf<E>;
  /** The refusal's body; reading it after a success throws. */
  readonly error: ErrorBody;
}

function queryString(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * One call to a declared endpoint through Fastify's `inject`:
 * `const { result } = await inject(testApp, threadsEndpoints.postPlanMessage, { params: { id }, body, as: owner })`.
 */
export async function inject<E extends Endpoint>(
  testApp: TestApp,
  endpoint: E,
  options: InjectOptions<E>,
): Promise<Injected<E>> {
  const { params, query, body, as, headers } = options as InjectOptions<Endpoint> & {
    params?: Readonly<Record<string, string | number>>;
  };
  const queryValue: unknown = isInvalid(query) ? query[INVALID] : query;
  const bodyValue: unknown = isInvalid(body) ? body[INVALID] : body;
  const response = await testApp.app.inject({
    method: endpoint.method,
    url: fillPath(endpoint.path, params ?? {}),
    ...(queryValue === undefined ? {} : { query: queryString(queryValue as object) }),
    ...(bodyValue === undefined ? {} : { payload: bodyValue as object }),
    headers: { ...(as ? as.auth : {}), ...headers },
  });
  const success = successOf(endpoint);
  const describe = () =>
    `${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${response.body}`;
  return {
    status: response.statusCode,
    response,
    get result(): ResultOf<E> {
      if (response.statusCode !== success.status)
        throw new Error(`${describe()} (expected ${success.status})`);
      if (success.schema === undefined || endpoint.produces !== undefined)
        return response.body as ResultOf<E>;
      return success.schema.parse(response.json()) as ResultOf<E>;
    },
    get error(): ErrorBody {
      if (response.statusCode < 400) throw new Error(`${describe()} (expected a refusal)`);
      return response.json<ErrorBody>();
    },
  };
}
