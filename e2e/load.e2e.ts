import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan, mixedTraffic, runMixedLoad, signUpOwner } from './support/load';
import { startServer, type RunningServer } from './support/server';

/**
 * 50 connections of mixed traffic for 5 s against the built server: zero errors. The 30 s version
 * with RSS tracking is part of `npm run bench`. The per-address rate limits are raised here: one
 * load generator is one address, and a 429 is the limiter working, not a fault.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('mixed traffic under load', () => {
  it(`answers ${CONNECTIONS} connections for ${SECONDS} s without an error`, async () => {
    const owner = await signUpOwner(server.baseUrl, 'mixed');
    const planId = await createPlan(server.baseUrl, owner.token, 1);
    const result = await runMixedLoad(
      server.baseUrl,
      mixedTraffic(owner.token, planId),
      CONNECTIONS,
      SECONDS,
    );
    console.info(
      `mixed load: ${result.requests.total} requests, ${result.requests.average} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, ` +
        `timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    expect(result.requests.total).toBeGreaterThan(CONNECTIONS);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  });
});
