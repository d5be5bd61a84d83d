import helmet, { type HelmetOptions } from 'helmet';

/** Response headers by lower-case name, as `reply.headers()` takes them. */
export type HeaderSet = Readonly<Record<string, string>>;

/**
 * Runs helmet's middleware once against a stand-in response and keeps the headers it sets.
 * Our policy has no per-request parts (no nonces, no directive functions), so every response
 * gets the same set; computing it per request, as @fastify/helmet does, only re-parses the
 * policy (decision 0009). Throws if the options would need a request to decide a header.
 */
export function computeSecurityHeaders(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-string value`);
      headers[name.toLowerCase()] = value;
    },
    // helmet removes X-Powered-By; Fastify never sets it, so there is nothing to remove.
    removeHeader() {},
  };
  let finished = false;
  const request = new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`helmet read request.${String(property)}: these headers depend on the request`);
      },
    },
  );
  helmet(options)(request as never, response as never, (error?: unknown) => {
    if (error instanceof Error) throw error;
    if (error) throw new Error('helmet failed without an Error');
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.freeze(headers);
}
