import { PGlite } from '@electric-sql/pglite';
import { createServer } from 'node:http';
import pg from 'pg';

/**
 * Baseline: a bare node:http server answering one primary-key SELECT of a user row per request,
 * straight through the driver (PGlite at PGLITE_DIR, or `pg` with a pool of 10 like the app's at
 * DATABASE_URL), no framework, no validation, no auth. The database reads are compared with it.
 */
type Query = (text: string, params: unknown[]) => Promise<unknown[]>;

async function openQuery(): Promise<{ query: Query; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows as unknown[],
      close: () => pool.end(),
    };
  }
  const client = new PGlite(process.env.PGLITE_DIR);
  await client.waitReady;
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.close(),
  };
}

const database = await openQuery();
const ids = (await database.query('select id from users', [])) as { id: string }[];
let next = 0;

const server = createServer((_request, response) => {
  const id = ids[next++ % ids.length]!.id;
  database.query('select * from users where id = $1', [id]).then(
    (rows) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(rows[0]));
    },
    (error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    },
  );
}).listen(Number(process.env.PORT), '127.0.0.1');

process.on('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))));
