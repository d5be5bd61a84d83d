import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { parseSeedCatalogue } from '@kadirio/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { catalogueItems, users } from './db/schema/index';
import { listenOrExplain, openConfiguredDatabase, startApp } from './start';
import { createEmptyPostgresDatabase } from './testing/shared-database';
import { createTestApp } from './testing/test-app';

/** Start-up: every failure names the variable to fix, and several processes may start at once. */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kadirio-start-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const secret = randomBytes(32).toString('hex');

describe('a start that cannot work stops at once, naming the variable', () => {
  it('DATA_DIR under /proc (where a recursive mkdir never returns): refused within seconds', async () => {
    const started = Date.now();
    const attempt = openConfiguredDatabase(loadConfig({ DATA_DIR: '/proc/x/kadirio', LOG_LEVEL: 'silent' }));
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(/^DATA_DIR: cannot use \/proc\/x\/kadirio/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('DATA_DIR that is a file: refused', async () => {
    const file = join(await scratchDir(), 'not-a-folder');
    await writeFile(file, 'x');
    await expect(openConfiguredDatabase(loadConfig({ DATA_DIR: file, LOG_LEVEL: 'silent' }))).rejects.toThrow(
      /DATA_DIR: cannot use .*not-a-folder as a writable folder \(ENOTDIR\)/,
    );
  });

  it('DATABASE_URL that nobody answers: refused, naming where without the password', async () => {
    const config = loadConfig({
      DATA_DIR: await scratchDir(),
      DATABASE_URL: 'postgres://kadirio:hunter2-secret@127.0.0.1:1/kadirio',
      JWT_SECRET: secret,
      LOG_LEVEL: 'silent',
    });
    const attempt = startApp(config);
    await expect(attempt).rejects.toThrow(
      /^DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/kadirio \(ECONNREFUSED\)/,
    );
    await expect(attempt).rejects.not.toThrow(/hunter2/);
  });

  it('DATABASE_URL without JWT_SECRET: refused before anything opens', async () => {
    const config = loadConfig({ DATA_DIR: await scratchDir(), DATABASE_URL: 'postgres://127.0.0.1:1/x' });
    await expect(startApp(config)).rejects.toThrow(/^JWT_SECRET: required with DATABASE_URL/);
  });

  it('HOST that is not this machine, PORT already taken: refused, naming each', async () => {
    const testApp = await createTestApp();
    cleanups.push(() => testApp.close());
    await expect(
      listenOrExplain(testApp.app, { ...testApp.config, host: '192.0.2.1', port: 0 }),
    ).rejects.toThrow(/^HOST: cannot listen on 192\.0\.2\.1:0 \(EADDRNOTAVAIL\)/);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => taken.close(() => resolve())));
    const port = (taken.address() as { port: number }).port;
    await expect(
      listenOrExplain(testApp.app, { ...testApp.config, host: '127.0.0.1', port }),
    ).rejects.toThrow(new RegExp(`^PORT: cannot listen on 127\\.0\\.0\\.1:${port} \\(EADDRINUSE\\)`));
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('several processes starting at once', () => {
  it('three starts on one empty PostgreSQL database: none fails, one catalogue, one admin', async () => {
    const { url, drop } = await createEmptyPostgresDatabase();
    cleanups.push(drop);
    const dataDir = await scratchDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      JWT_SECRET: secret,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'first-admin@example.com',
      ADMIN_PASSWORD: 'a-long-enough-password',
    });
    const started = await Promise.allSettled([startApp(config), startApp(config), startApp(config)]);
    for (const result of started)
      if (result.status === 'fulfilled')
        cleanups.push(async () => {
          await result.value.app.close();
          await result.value.database.close();
        });
    expect(
      started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')),
    ).toEqual(['started', 'started', 'started']);
    const { db } = (started[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof startApp>>>).value
      .database;
    const [items] = await db.select({ value: count() }).from(catalogueItems);
    expect(items?.value).toBe(parseSeedCatalogue().length);
    const [admins] = await db.select({ value: count() }).from(users).where(eq(users.accessLevel, 'admin'));
    expect(admins?.value).toBe(1);
  });
});
