import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, FACTORY_PASSWORD } from '../testing/factories';
import { createSharedDatabaseApps, type SharedDatabaseApps } from '../testing/shared-database';
import type { TestApp } from '../testing/test-app';

/**
 * Two apps on one PostgreSQL database, as two server processes behind a load balancer: what one
 * changes, the other must honour at once (docs/decisions/0002, 0007: caches dropped through
 * LISTEN/NOTIFY). PGlite has one process by construction, so this runs on PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * How soon a change made on one instance must be honoured by the other (docs/security.md, "What is
 * tested where").
 */
const WITHIN_MS = 100;

/** Calls `request` on `app` until `accepted` says yes; fails if that takes longer than WITHIN_MS. */
async function honouredWithin(
  app: FastifyInstance,
  request: InjectOptions,
  accepted: (status: number, body: string) => boolean,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await app.inject(request);
    const elapsed = performance.now() - started;
    if (accepted(response.statusCode, response.body)) return elapsed;
    if (elapsed > WITHIN_MS) throw new Error(`not honoured within ${WITHIN_MS} ms: ${response.statusCode}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  let shared: SharedDatabaseApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let testApp: TestApp;

  beforeAll(async () => {
    shared = await createSharedDatabaseApps(2);
    [a, b] = shared.apps as [FastifyInstance, FastifyInstance];
    testApp = {
      app: a,
      database: shared.database,
      config: shared.config,
      jwtSecret: shared.jwtSecret,
      close: () => shared.close(),
    };
  });
  afterAll(async () => {
    await shared.close();
  });

  it('refuses on B a token logged out on A, within 100 ms', async () => {
    const { auth } = await createSignedInUser(testApp);
    const me = { method: 'GET' as const, url: '/api/users/me', headers: auth };
    // B has checked the session, so it sits in B's cache.
    expect((await b.inject(me)).statusCode).toBe(200);
    expect((await b.inject(me)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/users/logout', headers: auth })).statusCode).toBe(
      200,
    );
    await honouredWithin(b, me, (status) => status === 401);
  });

  it('refuses on B, within 100 ms, a rate change by a price setter whom A has just demoted', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const setter = await createSignedInUser(testApp, 'pricetag');
    const item = (await b.inject({ method: 'GET', url: '/api/catalogue?search=WAL-SAND' })).json().items[0];
    const change = (rate: number) => ({
      method: 'PUT' as const,
      url: `/api/catalogue/${item._id}`,
      headers: setter.auth,
      payload: { rate },
    });
    // Probe with a read only a price setter may make: probing with the change itself would store
    // it whenever a probe landed on B inside the window the test allows.
    const reach = {
      method: 'GET' as const,
      url: `/api/catalogue/${item._id}/unissued-boqs`,
      headers: setter.auth,
    };
    expect((await b.inject(change(item.rate + 1))).statusCode).toBe(200);
    expect((await b.inject(reach)).statusCode).toBe(200);
    const demoted = await a.inject({
      method: 'PUT',
      url: `/api/users/${setter.user.id}`,
      headers: admin.auth,
      payload: { accessLevel: 'user' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await honouredWithin(b, reach, (status) => status === 401);
    expect((await b.inject(change(item.rate + 2))).statusCode).toBe(401);
    const stored = (await a.inject({ method: 'GET', url: `/api/catalogue/${item._id}` })).json();
    expect(stored.rate).toBe(item.rate + 1);
  });

  it('refuses on B, within 100 ms, the old token of a password changed on A', async () => {
    const { user, auth } = await createSignedInUser(testApp);
    const me = { method: 'GET' as const, url: '/api/users/me', headers: auth };
    expect((await b.inject(me)).statusCode).toBe(200);
    const changed = await a.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { password: 'a-brand-new-long-password', currentPassword: FACTORY_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await honouredWithin(b, me, (status) => status === 401);
    // The fresh token handed back by A works on B.
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect((await b.inject({ method: 'GET', url: '/api/users/me', headers: fresh })).statusCode).toBe(200);
  });

  it('prices on B with a rate changed on A, within 100 ms', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const house = {
      method: 'POST' as const,
      url: '/api/takeoff/house',
      payload: { length: 12, width: 9, bedrooms: 3 },
    };
    const before = await b.inject(house);
    expect(before.statusCode, before.body).toBe(200);
    const total = (body: string) =>
      (JSON.parse(body) as { summary: { grandTotal: number } }).summary.grandTotal;
    const block = (await a.inject({ method: 'GET', url: '/api/catalogue?search=WAL-BLOCK' })).json().items[0];
    const raised = await a.inject({
      method: 'PUT',
      url: `/api/catalogue/${block._id}`,
      headers: admin.auth,
      payload: { rate: block.rate + 1000 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await honouredWithin(b, house, (status, body) => status === 200 && total(body) > total(before.body));
  });
});
