import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server scratch databases are made on: DATABASE_URL (CI's), else the local one. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  /** The new database's URL, for DATABASE_URL. */
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database named `<prefix>_<random>` on POSTGRES_URL's server. An unreachable server
 * fails the test with the address it tried (CI starts PostgreSQL in `.ci/run`): never a skip.
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const where = new URL(POSTGRES_URL);
  try {
    await run(POSTGRES_URL, `create database ${name}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL at ${where.host} is needed and could not create a database (${reason}); ` +
        'start it (.ci/run does) or set DATABASE_URL',
      { cause: error },
    );
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(POSTGRES_URL, `drop database if exists ${name} with (force)`),
  };
}
