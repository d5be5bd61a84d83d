/** Calls to the app's JSON API, for journeys that set up their world faster than a browser could. */

export interface ApiInit {
  method?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of `body` (uploads). */
  form?: FormData;
}

/** One call: its status and its JSON body, whatever the status. */
export async function requestJson<T>(
  baseUrl: string,
  path: string,
  init: ApiInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * `api(path, init)` against the server `baseUrl()` names (read at each call, since a journey starts
 * its server in `beforeAll`): answers the JSON body, or throws naming the call and what came back.
 */
export function apiClient(baseUrl: () => string) {
  return async function api<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
    const { status, body } = await requestJson<T>(baseUrl(), path, init);
    if (status < 200 || status > 299) {
      throw new Error(`${init.method ?? 'GET'} ${path}: ${status} ${JSON.stringify(body)}`);
    }
    return body;
  };
}
