/** Calls to the app's JSON API, for journeys that set up their world faster than a browser could. */

export interface ApiInit {
  method?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of `body` (uploads). */
  form?: FormData;
  /** Further request headers (`x-forwarded-for`, `range`). */
  headers?: Record<string, string>;
}

/** One call: its status and its JSON body, whatever the status. */
export async function requestJson<T>(
  baseUrl: string,
  path: string,
  init: ApiInit = {},
  send: typeof fetch = fetch,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await send(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  // The app answers JSON; anything else (a balancer's own 502 page) comes back as its message.
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  const body = (isJson ? JSON.parse(text) : { message: text }) as T;
  return { status: response.status, body, headers: response.headers };
}

/**
 * `api(path, init)` against the server `baseUrl()` names (read at each call, since a journey starts
 * its server in `beforeAll`): answers the JSON body, or throws naming the call and what came back.
 * `send` replaces the global fetch (requests from another client address: support/client-address).
 */
export function apiClient(baseUrl: () => string, send: typeof fetch = fetch) {
  return async function api<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
    const { status, body } = await requestJson<T>(baseUrl(), path, init, send);
    if (status < 200 || status > 299) {
      throw new Error(`${init.method ?? 'GET'} ${path}: ${status} ${JSON.stringify(body)}`);
    }
    return body;
  };
}
