import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDrizzleParsers } from './pglite-parsers';

/** The parsers drizzle-orm passes with every PGlite query. */
const asText = (value: string) => value;
const DRIZZLE_OPTIONS = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
      (oid) => [oid, asText],
    ),
  ),
};
const SELECT = `select timestamptz '2026-01-02 03:04:05.678+00' as at, date '2027-03-01' as day, 41 + 1 as n, '{"a":1}'::json as j`;

let plain: PGlite;
let installed: PGlite;
beforeAll(async () => {
  plain = new PGlite();
  installed = new PGlite();
  await Promise.all([plain.waitReady, installed.waitReady]);
  installDrizzleParsers(installed);
});
afterAll(async () => {
  await Promise.all([plain.close(), installed.close()]);
});

describe('installDrizzleParsers', () => {
  it('answers a drizzle query with the same rows as PGlite with drizzle’s parsers', async () => {
    const expected = (await plain.query(SELECT, [], DRIZZLE_OPTIONS)).rows;
    expect(expected).toEqual([['2026-01-02 03:04:05.678+00', '2027-03-01', 42, { a: 1 }]]);
    expect((await installed.query(SELECT, [], DRIZZLE_OPTIONS)).rows).toEqual(expected);
    const inTransaction = await installed.transaction(async (tx) => {
      expect(tx.closed).toBe(false);
      return (await tx.query(SELECT, [], DRIZZLE_OPTIONS)).rows;
    });
    expect(inTransaction).toEqual(expected);
  });

  it('still honours other parsers a query brings', async () => {
    const options = { parsers: { [types.INT4]: (value: string) => `int ${value}` } };
    expect((await installed.query<{ n: string }>(SELECT, [], options)).rows[0]?.n).toBe('int 42');
  });
});
