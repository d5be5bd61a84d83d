import { parseSeedCatalogue, parseSeedMaterials } from '@kadirio/domain';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { loggerOptions } from '../logger';
import { openMigratedPglite } from './pglite-template';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  jwtSecret: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite started from the migrated
 * template (pglite-template.ts), or (TEST_DB=postgres) a new database on the DATABASE_URL server,
 * dropped again on close, even when the test closed the database itself. Files go to a temporary
 * data directory, removed on close. The catalogue is seeded as `npm start` seeds it. `logLines`
 * collects the JSON log lines the production logger would write.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logLines?: string[] } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kadirio-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  });
  const jwtSecret = randomBytes(32).toString('hex');
  const { database, dropDatabase } = await openTestDatabase();
  await database.migrate();
  const { logLines } = options;
  const logger = logLines
    ? loggerOptions('info', { write: (line: string) => void logLines.push(line) })
    : false;
  const app = await buildApp({ database, config, jwtSecret, logger });
  await app.services.catalogue.seedNewItems(parseSeedMaterials(), parseSeedCatalogue());
  return {
    app,
    database,
    config,
    jwtSecret,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    return { database: await openMigratedPglite(), dropDatabase: async () => {} };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `kadirio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  return {
    database,
    async dropDatabase() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
