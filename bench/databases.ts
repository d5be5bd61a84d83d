import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A connection for seeding and for the baseline: plain SQL with positional parameters. */
export interface SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** A fresh database for one benchmark run, PGlite in a temp data dir or a new PostgreSQL database. */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR (and DATABASE_URL) for the server. */
  serverEnv: Record<string, string>;
  /** PGlite allows one process at a time: open this only while the server is stopped. */
  connect(): Promise<SqlClient>;
  dispose(): Promise<void>;
}

export async function freshPglite(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kadirio-bench-'));
  // The same place the server opens it (start.ts: DATA_DIR/pglite).
  const pgliteDir = join(dataDir, 'pglite');
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    async connect() {
      const client = new PGlite(pgliteDir);
      await client.waitReady;
      return {
        query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
        close: () => client.close(),
      };
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

function pgClient(url: string): SqlClient {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    close: () => pool.end(),
  };
}

/**
 * The PostgreSQL server to benchmark on: DATABASE_URL when set, otherwise the project machine's
 * server at postgres://postgres@127.0.0.1:5432 when it answers (BENCH_POSTGRES=0 skips it).
 * Answers the URL of its maintenance database, or null.
 */
export async function findPostgres(): Promise<string | null> {
  if (process.env.BENCH_POSTGRES === '0') return null;
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    if (process.env.DATABASE_URL) throw new Error(`DATABASE_URL is set but does not answer: ${url}`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new database on that server, dropped again by `dispose`. */
export async function freshPostgres(serverUrl: string): Promise<BenchDatabase> {
  const name = `kadirio_bench_${Date.now()}_${process.pid}`;
  const admin = pgClient(serverUrl);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'kadirio-bench-'));
  return {
    kind: 'postgres',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    connect: async () => pgClient(url.toString()),
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
