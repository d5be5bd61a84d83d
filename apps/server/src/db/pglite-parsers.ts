import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle-orm asks PGlite to hand over as text, converting them itself
 * (drizzle-orm/pglite/session.js): timestamps, dates, intervals, numeric[] and their arrays.
 */
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

/** True when a query's parsers are exactly drizzle's: the ones installed on the instance. */
function isDrizzleParsers(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false;
  const oids = Object.keys(parsers);
  return (
    oids.length === DRIZZLE_TEXT_TYPES.length && oids.every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)))
  );
}

function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options || !isDrizzleParsers(options.parsers)) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

/**
 * Drizzle passes its parsers with every query, and PGlite answers a query that carries parsers
 * by copying its whole parser table (300+ types) into a new object first: about 100 µs a query,
 * a third of a primary-key select. This installs drizzle's parsers on the instance once and
 * drops them from each query (and each query in a transaction), so the copy never happens and
 * every row parses exactly as before. Call it after `waitReady`: PGlite fills in its array
 * types while starting.
 */
export function installDrizzleParsers(client: PGlite): void {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withoutDrizzleParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(withLeanQueries(tx)));
}

function withLeanQueries(tx: Transaction): Transaction {
  // Inherits from the real transaction, so `closed` and the rest keep answering for it.
  const lean = Object.create(tx) as Transaction;
  lean.query = (text, params, options) => tx.query(text, params, withoutDrizzleParsers(options));
  return lean;
}
