import { parseSeedCatalogue, parseSeedMaterials } from '@kadirio/domain';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { contactMessages } from '../db/schema/index';
import { createSignedInUser } from '../testing/factories';
import { ownPostgresAvailable, startOwnPostgres, type OwnPostgres } from '../testing/own-postgres';

/**
 * A PostgreSQL outage, on a cluster this test starts itself (never the machine's shared one):
 * while it is down every request answers 503 with Retry-After and a message saying so — never a
 * generic 500 — and /api/health/ready says so at once; when it is back the same process serves
 * again without a restart, and every write it acknowledged is stored.
 */
describe.runIf(process.env.TEST_DB === 'postgres' && ownPostgresAvailable)('a PostgreSQL outage', () => {
  let cluster: OwnPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let auth: { authorization: string };
  const acknowledged: string[] = [];

  beforeAll(async () => {
    cluster = await startOwnPostgres();
    dataDir = await mkdtemp(join(tmpdir(), 'kadirio-outage-'));
    database = await openDatabase(
      { kind: 'postgres', url: cluster.url, maxConnections: 4 },
      { warn: () => {} },
    );
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    const jwtSecret = randomBytes(32).toString('hex');
    app = await buildApp({ database, config, jwtSecret });
    await app.services.catalogue.seedNewItems(parseSeedMaterials(), parseSeedCatalogue());
    ({ auth } = await createSignedInUser({ app, database, config, jwtSecret, close: async () => {} }));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  let sequence = 0;
  /** One contact message; its id is remembered when the server acknowledged it. */
  async function write(): Promise<number> {
    sequence += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: `Writer ${sequence}`,
        email: 'writer@example.com',
        message: `Message number ${sequence}`,
      },
    });
    if (response.statusCode === 201) acknowledged.push(response.json<{ _id: string }>()._id);
    return response.statusCode;
  }

  it('answers 503 with Retry-After while the database is down, and recovers without a restart', async () => {
    expect(await write()).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);

    // Writes keep coming while the cluster stops.
    let writing = true;
    const statuses: number[] = [];
    const writer = (async () => {
      while (writing) {
        statuses.push(await write());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await cluster.stop();

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json().message).toMatch(/database is unavailable/);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    for (const request of [
      { method: 'GET' as const, url: '/api/catalogue' },
      { method: 'GET' as const, url: '/api/users/me', headers: auth },
      {
        method: 'POST' as const,
        url: '/api/users/login',
        payload: { email: 'a@example.com', password: 'whatever-it-is' },
      },
      { method: 'GET' as const, url: '/api/health' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'The database is unavailable just now; try again in a few seconds',
        code: 'server.database_unavailable',
      });
    }

    await cluster.start();
    const deadline = Date.now() + 30_000;
    while ((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error('not ready again within 30 s of the restart');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    writing = false;
    await writer;
    expect(await write()).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).statusCode).toBe(200);

    // Nothing but acknowledgements and 503s: never a generic 500.
    expect(new Set(statuses.filter((status) => status !== 201))).toEqual(new Set([503]));
    const stored = await database.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(inArray(contactMessages.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
  }, 120_000);
});
