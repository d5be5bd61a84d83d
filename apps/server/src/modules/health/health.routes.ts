import { healthEndpoints as endpoints } from '@kadirio/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { defineRoute } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';

/** How long a successful database round trip vouches for the database on `/api/health`. */
const DATABASE_CHECK_TTL_MS = 1_000;
/** How long `/api/health/ready` waits for the database before calling it unavailable. */
const READY_TIMEOUT_MS = 2_000;

/** What the server tells the health routes: set when SIGTERM starts the drain (server.ts). */
export interface Readiness {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const notReady = (message: string) =>
  new AppError(503, message, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });

/**
 * The database round trip of `/api/health`, at most once a second: monitors poll it often.
 * Concurrent polls share the one check in flight; a failed check is never remembered.
 */
function createCachedDatabaseCheck(database: DatabaseHandle, now: () => number = Date.now) {
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

/** A `select 1` now, never from a cache, given READY_TIMEOUT_MS to answer. */
async function databaseAnswersNow(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const check = database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(
  app: FastifyInstance,
  { database, readiness }: { database: DatabaseHandle; readiness: Readiness },
) {
  const checkDatabase = createCachedDatabaseCheck(database);

  defineRoute(app, endpoints.getHealth, async () => {
    await checkDatabase();
    return { status: 'ok' as const, database: database.kind, time: new Date().toISOString() };
  });

  defineRoute(app, endpoints.getLive, () => ({ status: 'ok' as const, time: new Date().toISOString() }));

  defineRoute(app, endpoints.getReady, async () => {
    if (readiness.draining) throw notReady('server.draining');
    if (!(await databaseAnswersNow(database))) {
      throw notReady('server.database_unavailable');
    }
    return { status: 'ready' as const, database: database.kind, time: new Date().toISOString() };
  });
}
