import { healthEndpoints as endpoints } from '@kadirio/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { defineRoute } from '../../lib/define-route';

/** How long a successful database round trip vouches for the database. */
const DATABASE_CHECK_TTL_MS = 1_000;

/**
 * The database round trip, at most once a second: load balancers and monitors poll health
 * often, and a `select 1` per poll would cost more than everything else the route does.
 * Concurrent polls share the one check in flight; a failed check is never remembered.
 */
function createDatabaseCheck(database: DatabaseHandle, now: () => number = Date.now) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;
  return async (): Promise<void> => {
    if (now() - checkedAt < DATABASE_CHECK_TTL_MS) return;
    inFlight ??= database.db
      .execute(sql`select 1`)
      .then(() => {
        checkedAt = now();
      })
      .finally(() => {
        inFlight = null;
      });
    await inFlight;
  };
}

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const checkDatabase = createDatabaseCheck(database);
  defineRoute(app, endpoints.getHealth, async () => {
    await checkDatabase();
    return { status: 'ok' as const, database: database.kind, time: new Date().toISOString() };
  });
}
