import { AdminAccountSchema, parseSeedCatalogue } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle, type DatabaseLog } from './db/client';
import { defaultWebDistDir } from './db/paths';
import { resolveJwtSecret } from './lib/secrets';
import { createLogger } from './logger';

/**
 * Opens the configured database (PGlite under DATA_DIR unless DATABASE_URL is set) and migrates
 * it; what the database reports outside a request goes to `log` (the server's logger).
 */
export async function openConfiguredDatabase(
  config: AppConfig,
  log: DatabaseLog = createLogger(config.logLevel),
): Promise<DatabaseHandle> {
  const dataDir = resolve(config.dataDir);
  await mkdir(dataDir, { recursive: true });
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }, log)
    : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, log);
  await database.migrate();
  return database;
}

/** Everything `npm start` does before listening: database, migrations, secret, app, first admin. */
export async function startApp(
  config: AppConfig,
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  // One logger for the database and the app: every line JSON, errors described alike.
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config, logger);
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, resolve(config.dataDir));
  const app = await buildApp({
    database,
    config,
    jwtSecret,
    webDistDir: config.webDistDir ?? defaultWebDistDir(),
    logger,
  });
  const seeded = await app.services.catalogue.seedIfEmpty(parseSeedCatalogue());
  if (seeded > 0) app.log.info({ items: seeded }, 'seeded the catalogue');
  await bootstrapAdmin(app, config);
  return { app, database };
}

async function bootstrapAdmin(app: FastifyInstance, config: AppConfig): Promise<void> {
  const { email, password, name } = config.admin;
  if (email && password) {
    const account = AdminAccountSchema.safeParse({ email, password, name });
    if (!account.success) {
      const problems = account.error.issues.map(
        (issue) => `ADMIN_${String(issue.path[0]).toUpperCase()}: ${issue.message}`,
      );
      throw new Error(`Cannot create the first admin — ${problems.join('; ')}`);
    }
    const outcome = await app.services.users.ensureAdmin(account.data);
    // Not the address itself: the log holds no personal data.
    if (outcome === 'created') app.log.info('created the first admin from ADMIN_EMAIL');
    return;
  }
  if (!(await app.services.users.hasAdmin())) {
    app.log.warn(
      'No admin account exists yet. Create one with `npm run create-admin -- --email you@example.com --name "Your Name"` ' +
        'or start with ADMIN_EMAIL and ADMIN_PASSWORD set.',
    );
  }
}
