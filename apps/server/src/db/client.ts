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
import { createLocalChangeFeed, createPostgresChangeFeed, type ChangeFeed } from './change-feed';
import type { DatabaseLog } from './database-log';

export type { DatabaseLog } from './database-log';

export type Schema = typeof schema;
/** The common ground of both drivers: everything above the db layer codes against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; the same files serve both drivers. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database's start-up lock, so several server processes starting
   * at once migrate, seed and create the first admin one after the other, never together.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** How this process hears of cache-worthy changes made by others on the same database. */
  openChangeFeed(log: DatabaseLog): Promise<ChangeFeed>;
  close(): Promise<void>;
}

/** The key of the start-up advisory lock (an arbitrary constant: "kadirio" in ASCII, truncated). */
export const STARTUP_LOCK_KEY = 0x6b616469;

export type DatabaseLocation =
  | {
      kind: 'pglite';
      /** null: in memory (tests). */
      dataDir: string | null;
      /**
       * A data directory saved by PGlite's `dumpDataDir` to start from: the tests open a migrated
       * template instead of building and migrating a database for every test app.
       */
      startFrom?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      /** The pool's size; 10 unless the caller says (DATABASE_POOL_SIZE). */
      maxConnections?: number;
      /** Cancels a statement running longer (DATABASE_STATEMENT_TIMEOUT_MS); 0 or unset: no limit. */
      statementTimeoutMs?: number;
      /** TLS for every connection, the change listener's too (DATABASE_SSL_MODE); unset: as the URL says. */
      ssl?: pg.ClientConfig['ssl'];
    };

/**
 * Asked to close again, the database answers the first close: a failed start and a shutdown may
 * both close it, and a test that takes the database away still closes its app afterwards
 * (pg's pool throws on a second `end`).
 */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function openDatabase(
  location: DatabaseLocation,
  log: DatabaseLog = createLogger('warn'),
): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const connection: pg.ClientConfig = {
      connectionString: location.url,
      ...(location.ssl === undefined ? {} : { ssl: location.ssl }),
      // Sent when each connection opens, so it holds for every statement on it (SHOW statement_timeout).
      ...(location.statementTimeoutMs ? { statement_timeout: location.statementTimeoutMs } : {}),
    };
    const pool = new pg.Pool({
      ...connection,
      max: location.maxConnections ?? 10,
      // A database that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server drops (restart, admin command) must not crash the process:
    // the pool discards it and opens a new one on the next query. Logged as JSON like the rest.
    pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL dropped an idle connection'));
    // A bad URL or a stopped server should fail at start-up, not on the first request.
    try {
      const probe = await pool.connect();
      probe.release();
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
      async exclusively(work) {
        // A session-level lock on a connection of its own: the work itself uses the pool.
        // Waiting for another process's migrations is no runaway statement: no timeout on it.
        const holder = await pool.connect();
        try {
          await holder.query('set statement_timeout = 0');
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
            await holder.query('reset statement_timeout');
          }
        } finally {
          holder.release();
        }
      },
      openChangeFeed: (feedLog) => createPostgresChangeFeed({ connection, pool, log: feedLog }),
      close: closeOnce(() => pool.end()),
    };
  }
  const client = new PGlite({
    ...(location.dataDir === null ? {} : { dataDir: location.dataDir }),
    ...(location.startFrom ? { loadDataDir: location.startFrom } : {}),
  });
  await client.waitReady;
  installDrizzleParsers(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    // One process owns a PGlite directory, so there is nobody to wait for.
    exclusively: (work) => work(),
    openChangeFeed: async () => createLocalChangeFeed(),
    close: closeOnce(() => client.close()),
  };
}
