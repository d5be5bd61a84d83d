import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The per-address limits on sign-in (and registration, the contact form, the calculators) behind
 * a load balancer: the client address is read through TRUST_PROXY so that a forged
 * X-Forwarded-For cannot buy a fresh bucket, and with REDIS_URL every server process counts in
 * one bucket (docs/decisions/0014-shared-rate-limits.md).
 */
const LIMIT = 3;
const opened: TestApp[] = [];
afterAll(async () => {
  for (const testApp of opened) await testApp.close();
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const testApp = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env });
  opened.push(testApp);
  return testApp.app;
}

let sequence = 0;
/** A failed sign-in for a new unknown email each time, so only the address limit can refuse it. */
async function signIn(app: FastifyInstance, from: { remoteAddress: string; forwardedFor?: string }) {
  sequence += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor },
    payload: { email: `nobody-${sequence}@example.com`, password: 'not-the-password' },
  });
  return response.statusCode;
}

/**
 * A documentation-range client address that no other call in any run gives out: a random 16-bit
 * group for this run (runs share one Redis) and a counter in the next. The limiter counts an IPv6
 * client by its /64, so the two vary within the first 64 bits. (Random IPv4 addresses from one /24
 * collided about once in 250 draws, and a collision put two clients in one bucket.)
 */
const RUN_GROUP = randomBytes(2).toString('hex');
let clientsGiven = 0;
function someClient(): string {
  clientsGiven += 1;
  return `2001:db8:${RUN_GROUP}:${clientsGiven.toString(16)}::1`;
}
const BALANCER = '10.0.0.5';

describe.each([
  ["the balancer's address", BALANCER],
  ["the balancer's range", '10.0.0.0/24'],
  ['a hop count of 1', '1'],
])('TRUST_PROXY as %s', (_label, trustProxy) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ TRUST_PROXY: trustProxy });
  });

  it('counts the address the balancer saw: a forged X-Forwarded-For does not buy a fresh bucket', async () => {
    const client = someClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      // The client forges the left-most entry; the balancer appends the address it saw.
      const forged = `203.0.113.${attempt + 1}`;
      statuses.push(await signIn(app, { remoteAddress: BALANCER, forwardedFor: `${forged}, ${client}` }));
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same balancer has a bucket of its own: not everyone in one.
    expect(await signIn(app, { remoteAddress: BALANCER, forwardedFor: someClient() })).toBe(401);
  });

  it('ignores X-Forwarded-For from an address that is not the balancer', async () => {
    const direct = '192.0.2.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 1; attempt += 1) {
      statuses.push(await signIn(app, { remoteAddress: direct, forwardedFor: `203.0.113.${attempt + 1}` }));
    }
    // With a hop count every sender is a "proxy", so only the address lists refuse this.
    if (trustProxy !== '1') expect(statuses).toEqual([401, 401, 401, 429]);
    else expect(statuses.at(-1)).toBe(401);
  });
});

describe('TRUST_PROXY unset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });

  it('reads no header at all: the balancer is one address and a forged header changes nothing', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 1; attempt += 1) {
      statuses.push(await signIn(app, { remoteAddress: '192.0.2.10', forwardedFor: `203.0.113.${attempt}` }));
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('REDIS_URL: one bucket for every server process', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await appWith({ REDIS_URL: redisUrl! });
    b = await appWith({ REDIS_URL: redisUrl! });
  });

  it('counts sign-ins through A and B together', async () => {
    const client = { remoteAddress: someClient() };
    const statuses = [
      await signIn(a, client),
      await signIn(b, client),
      await signIn(a, client),
      await signIn(b, client),
      await signIn(a, client),
    ];
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('REDIS_URL that cannot be reached', () => {
  it('stops the start with a message naming REDIS_URL', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:1' });
    const attempt = buildApp({ database, config, jwtSecret: 'x'.repeat(32) });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(/REDIS_URL: cannot reach Redis at 127\.0\.0\.1:1/);
    await database.close();
  });
});
