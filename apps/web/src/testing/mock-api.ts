import { ALL_ENDPOINTS, routeKeyOf, type ApiRouteKey } from '@kadirio/domain';
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  headers: Headers;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
}

/** A route answers with a fixed response or computes one from the request. */
export type MockRoute = MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>);

/**
 * Fakes keyed by the endpoints' declared `"METHOD /api/path"`: a key the API does not declare does
 * not compile, and (for keys built at run time) throws, so a fake cannot drift from the server.
 */
export type MockRoutes = Partial<Record<ApiRouteKey, MockRoute>>;

const DECLARED_KEYS: ReadonlySet<string> = new Set(ALL_ENDPOINTS.map(routeKeyOf));

function assertDeclared(keys: readonly string[]): void {
  const undeclared = keys.filter((key) => !DECLARED_KEYS.has(key));
  if (undeclared.length > 0) throw new Error(`mockApi: no endpoint declares ${undeclared.join(', ')}`);
}

function compile(pattern: string): { method: string; regex: RegExp; names: string[] } {
  const [method = 'GET', path = '/'] = pattern.split(' ');
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method: method.toUpperCase(), regex: new RegExp(`^${source}$`), names };
}

/**
 * Stubs `fetch` with the given routes, keyed `"METHOD /path"` (`:name` matches a segment).
 * A request no route answers fails the test loudly with a 501. Returns every request made.
 */
export function mockApi(routes: MockRoutes) {
  assertDeclared(Object.keys(routes));
  // As the server's router does, a path with fewer parameters wins: `/boq/review` before `/boq/:trade`.
  const compiled = Object.entries(routes)
    .map(([pattern, route]) => ({ ...compile(pattern), route }))
    .sort((a, b) => a.names.length - b.names.length);
  const requests: MockRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = undefined;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const base: Omit<MockRequest, 'params'> = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: request.headers,
    };

    for (const { method, regex, names, route } of compiled) {
      const match = method === request.method ? regex.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      const mockRequest = { ...base, params };
      requests.push(mockRequest);
      const response = typeof route === 'function' ? await route(mockRequest) : route;
      const status = response.status ?? 200;
      return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    requests.push({ ...base, params: {} });
    return new Response(JSON.stringify({ message: `No mock for ${request.method} ${url.pathname}` }), {
      status: 501,
      headers: { 'content-type': 'application/json' },
    });
  });

  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
    requests,
    /** The requests made to one route pattern, e.g. `requestsTo('PUT /api/users/:id')`. */
    requestsTo(pattern: ApiRouteKey): MockRequest[] {
      const { method, regex } = compile(pattern);
      return requests.filter((request) => request.method === method && regex.test(request.path));
    },
  };
}
