import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseLog } from './database-log';

/**
 * What one server process tells every other process sharing its database, so that caches of
 * database rows (the catalogue, live sessions) never outlive a change made elsewhere
 * (docs/decisions/0002-catalogue-cache.md, 0007-session-cache.md).
 */
export type Change =
  { topic: 'catalogue' } | { topic: 'session'; sessionId: string } | { topic: 'user'; userId: string };

/** A change, or `everything`: changes may have been missed, so every cache starts over. */
export type ChangeEvent = Change | { topic: 'everything' };

export interface ChangeFeed {
  /**
   * Delivers the change to this process's listeners at once, then to every other process on the
   * database. Call after the change has committed. A failure to reach the others is logged, not
   * thrown: the write stands, and the others' safety expiry bounds how long they may miss it.
   */
  publish(change: Change): Promise<void>;
  subscribe(listener: (event: ChangeEvent) => void): void;
  /** Whether changes made by other processes are heard now; while not, caches must be bypassed. */
  isLive(): boolean;
  close(): Promise<void>;
}

/** The PostgreSQL channel every process listens on. */
export const CHANGES_CHANNEL = 'kadirio_changes';

function createListeners() {
  const listeners: ((event: ChangeEvent) => void)[] = [];
  return {
    add: (listener: (event: ChangeEvent) => void) => void listeners.push(listener),
    deliver(event: ChangeEvent) {
      for (const listener of listeners) listener(event);
    },
  };
}

/** PGlite: one process owns the database, so changes only need to reach this process. */
export function createLocalChangeFeed(): ChangeFeed {
  const listeners = createListeners();
  return {
    async publish(change) {
      listeners.deliver(change);
    },
    subscribe: listeners.add,
    isLive: () => true,
    async close() {},
  };
}

function parseChange(payload: string | undefined): { change: Change; origin: string } | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<{
      topic: string;
      sessionId: string;
      userId: string;
      origin: string;
    }>;
    const origin = value.origin;
    if (typeof origin !== 'string') return null;
    if (value.topic === 'catalogue') return { change: { topic: 'catalogue' }, origin };
    if (value.topic === 'session' && typeof value.sessionId === 'string')
      return { change: { topic: 'session', sessionId: value.sessionId }, origin };
    if (value.topic === 'user' && typeof value.userId === 'string')
      return { change: { topic: 'user', userId: value.userId }, origin };
    return null;
  } catch {
    return null;
  }
}

export interface PostgresChangeFeedOptions {
  /** How to reach the database: the pool's own settings (URL, TLS), for the listening connection. */
  connection: pg.ClientConfig;
  /** Where `pg_notify` is sent from: the app's pool, so publishing needs no connection of its own. */
  pool: pg.Pool;
  log: DatabaseLog;
  /** First wait before reconnecting the listener; doubles up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

/**
 * PostgreSQL: one dedicated connection per process runs `LISTEN kadirio_changes`; publishing is a
 * `pg_notify` through the pool. When the listening connection drops (a restart, a network cut),
 * this process may miss changes, so every cache is emptied and bypassed until it listens again,
 * and emptied once more when it does (what changed in the gap is unknown).
 */
export async function createPostgresChangeFeed({
  connection,
  pool,
  log,
  reconnectDelayMs = 100,
  maxReconnectDelayMs = 5_000,
}: PostgresChangeFeedOptions): Promise<ChangeFeed> {
  const origin = randomUUID();
  const listeners = createListeners();
  let client: pg.Client | null = null;
  let live = false;
  let heardBefore = false;
  let closed = false;
  let delay = reconnectDelayMs;
  let retry: NodeJS.Timeout | null = null;

  const lost = () => {
    if (live) log.warn({}, 'stopped hearing changes from other server processes; caches bypassed');
    live = false;
    listeners.deliver({ topic: 'everything' });
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void listen().catch(() => scheduleReconnect());
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, maxReconnectDelayMs);
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ ...connection, keepAlive: true });
    next.on('notification', (message) => {
      const heard = parseChange(message.payload);
      // This process delivered its own changes already when it published them.
      if (heard && heard.origin !== origin) listeners.deliver(heard.change);
    });
    next.on('error', (error) => log.warn({ err: error }, 'the change listener lost its connection'));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      lost();
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = reconnectDelayMs;
    // Whatever changed before this connection listened was not heard.
    listeners.deliver({ topic: 'everything' });
    if (heardBefore) log.warn({}, 'hearing changes from other server processes again');
    live = true;
    heardBefore = true;
  }

  await listen();

  return {
    async publish(change) {
      listeners.deliver(change);
      try {
        await pool.query('select pg_notify($1, $2)', [
          CHANGES_CHANNEL,
          JSON.stringify({ ...change, origin }),
        ]);
      } catch (error) {
        log.warn({ err: error }, 'could not tell the other server processes of a change');
      }
    },
    subscribe: listeners.add,
    isLive: () => live,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      live = false;
      await current?.end().catch(() => {});
    },
  };
}
