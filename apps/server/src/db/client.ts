import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { migrationsFolder } from './paths';
import { installDrizzleParsers } from './pglite-parsers';
import { createLogger } from '../logger';

export type Schema = typeof schema;
/** The common ground of both drivers: everything above the db layer codes against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; the same files serve both drivers. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory (tests)
  | { kind: 'postgres'; url: string; maxConnections?: number };

/** Where the database reports what happens outside any request: the server's logger. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

export async function openDatabase(
  location: DatabaseLocation,
  log: DatabaseLog = createLogger('warn'),
): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: location.maxConnections ?? 10 });
    // An idle connection the server drops (restart, admin command) must not crash the process:
    // the pool discards it and opens a new one on the next query. Logged as JSON like the rest.
    pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL dropped an idle connection'));
    // A bad URL or a stopped server should fail at start-up, not on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const client = location.dataDir === null ? new PGlite() : new PGlite(location.dataDir);
  await client.waitReady;
  installDrizzleParsers(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
