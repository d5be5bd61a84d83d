import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../testing/shared-database';
import {
  CHANGES_CHANNEL,
  createLocalChangeFeed,
  createPostgresChangeFeed,
  type ChangeEvent,
  type ChangeFeed,
} from './change-feed';

const quietLog = { warn: () => {} };

async function until(condition: () => boolean, withinMs = 3_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the local change feed (PGlite)', () => {
  it('delivers a published change to this process at once and is always live', async () => {
    const feed = createLocalChangeFeed();
    const heard: ChangeEvent[] = [];
    feed.subscribe((event) => heard.push(event));
    await feed.publish({ topic: 'user', userId: 'u1' });
    expect(heard).toEqual([{ topic: 'user', userId: 'u1' }]);
    expect(feed.isLive()).toBe(true);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL change feed', () => {
  let database: { url: string; drop: () => Promise<void> };
  let pools: pg.Pool[] = [];
  const feeds: ChangeFeed[] = [];
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
    for (const pool of pools) await pool.end();
    await database.drop();
  });

  async function openFeed(): Promise<{ feed: ChangeFeed; heard: ChangeEvent[] }> {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pools = [...pools, pool];
    const feed = await createPostgresChangeFeed({
      connection: { connectionString: database.url },
      pool,
      log: quietLog,
      reconnectDelayMs: 20,
    });
    feeds.push(feed);
    const heard: ChangeEvent[] = [];
    feed.subscribe((event) => heard.push(event));
    return { feed, heard };
  }

  it("carries one process's change to another, and its own change to itself only once", async () => {
    const a = await openFeed();
    const b = await openFeed();
    await a.feed.publish({ topic: 'session', sessionId: 's1' });
    await until(() => b.heard.length > 0);
    expect(b.heard).toEqual([{ topic: 'session', sessionId: 's1' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.heard).toEqual([{ topic: 'session', sessionId: 's1' }]);
  });

  it('ignores payloads that are not changes', async () => {
    const a = await openFeed();
    const pool = pools[0]!;
    await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, '{"topic":"user"}']);
    await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, 'not json']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.heard).toEqual([]);
  });

  it('drops every cache when its connection is cut, is not live until it listens again, then drops them again', async () => {
    const a = await openFeed();
    const b = await openFeed();
    const admin = pools[0]!;
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = $1`,
      [`LISTEN ${CHANGES_CHANNEL}`],
    );
    await until(() => a.heard.some((event) => event.topic === 'everything'));
    await until(() => a.feed.isLive() && a.heard.filter((event) => event.topic === 'everything').length >= 2);
    await until(() => b.feed.isLive());
    // Listening again, it hears the others.
    await b.feed.publish({ topic: 'catalogue' });
    await until(() => a.heard.some((event) => event.topic === 'catalogue'));
  });
});
