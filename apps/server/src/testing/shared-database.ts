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

/** A fresh, empty PostgreSQL database on the DATABASE_URL server, and how to drop it again. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('a shared-database test needs DATABASE_URL');
  const name = `kadirio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface SharedDatabaseApps {
  /** The apps, each with its own pool and change listener, as separate server processes have. */
  apps: FastifyInstance[];
  /** The first app's database handle, for factories that insert rows directly. */
  database: DatabaseHandle;
  config: AppConfig;
  jwtSecret: string;
  close(): Promise<void>;
}

/**
 * Several apps on one fresh PostgreSQL database with one JWT secret: what several server
 * processes behind a load balancer are, built in one test process.
 */
export async function createSharedDatabaseApps(count: number): Promise<SharedDatabaseApps> {
  const { url, drop } = await createEmptyPostgresDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'kadirio-shared-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '10000',
  });
  const jwtSecret = randomBytes(32).toString('hex');
  const databases: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  for (let index = 0; index < count; index += 1) {
    const database = await openDatabase({ kind: 'postgres', url, maxConnections: 5 });
    databases.push(database);
    if (index === 0) await database.migrate();
    apps.push(await buildApp({ database, config, jwtSecret }));
  }
  await apps[0]!.services.catalogue.seedNewItems(parseSeedMaterials(), parseSeedCatalogue());
  return {
    apps,
    database: databases[0]!,
    config,
    jwtSecret,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
