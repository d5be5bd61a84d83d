/**
 * Answers asked for by the early start (app/app-loader.ts) before the app's code has arrived: on
 * a slow phone link the code takes seconds, and a screen's first data need not wait behind it.
 * The app's own request for the same address (lib/api.ts) takes the answer instead of asking again.
 */
interface EarlyRequest {
  authorization: string;
  response: Promise<Response | null>;
}

const pending = new Map<string, EarlyRequest>();

/** Starts a GET of `path` (same origin) with the session's token. */
export function fetchEarly(path: string, token: string): void {
  const url = `${window.location.origin}${path}`;
  const authorization = `Bearer ${token}`;
  const response = fetch(url, { headers: { authorization } }).catch(() => null);
  pending.set(url, { authorization, response });
}

/**
 * The early answer to `request`, once, if it is a GET of the same address with the same session
 * and the answer was a success. Anything else (another session since, a failure, an error answer
 * whose message should come in the reader's language) returns null: the caller asks the server.
 */
export async function takeEarlyResponse(request: Request): Promise<Response | null> {
  const early = pending.get(request.url);
  if (!early || request.method !== 'GET' || request.headers.get('authorization') !== early.authorization) {
    return null;
  }
  pending.delete(request.url);
  const response = await early.response;
  return response?.ok ? response : null;
}
