import { Agent, request } from 'node:http';
import { randomInt } from 'node:crypto';

/**
 * Requests from a chosen loopback address (Linux answers on all of 127.0.0.0/8), as if from
 * another machine: the balancer forwards that address in X-Forwarded-For, and the server keys its
 * rate limits by it. A fresh address per run keeps this run's counters apart from every other
 * process that shares the machine's Redis from 127.0.0.1.
 */
export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * A `fetch` that connects from `localAddress` (the global fetch cannot choose its source address):
 * the request is encoded by the platform's own `Request` (JSON, multipart forms), sent with
 * node:http, and answered as a platform `Response`.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  const agent = new Agent({ keepAlive: true, localAddress });
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    outgoing.headers.forEach((value, name) => (headers[name] = value));
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const sent = request(outgoing.url, { method: outgoing.method, headers, agent }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          const answered = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const each of [value ?? []].flat()) answered.append(name, each);
          }
          const bytes = Buffer.concat(chunks);
          const hasBody = status !== 204 && status !== 304 && outgoing.method !== 'HEAD';
          resolve(new Response(hasBody ? bytes : null, { status, headers: answered }));
        });
      });
      // As fetch reports it: a TypeError whose cause carries the socket's code.
      sent.on('error', (cause) => reject(new TypeError('fetch failed', { cause })));
      sent.end(body);
    });
  };
}
