import { AdminAccountSchema, parseSeedCatalogue, parseSeedMaterials } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type pg from 'pg';
import { buildApp } from './app';
import { ConfigError, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle, type DatabaseLog } from './db/client';
import { defaultWebDistDir } from './db/paths';
import { ensureWritableDirectory } from './lib/data-dir';
import { sweepOrphanFiles } from './lib/orphan-sweep';
import { checkS3Bucket } from './storage/check-s3-bucket';
import { resolveJwtSecret } from './lib/secrets';
import { createLogger } from './logger';

/** Where a database URL points, without its password, for messages. */
function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/**
 * The TLS options of every PostgreSQL connection, as libpq's sslmode of the same name means them
 * (docs/operations.md, "The database"); undefined leaves it to DATABASE_URL.
 */
export function postgresTls(database: AppConfig['database']): pg.ClientConfig['ssl'] {
  const { sslMode, sslCaFile } = database;
  if (sslMode === undefined) return undefined;
  if (sslMode === 'disable') return false;
  if (sslMode === 'require') return { rejectUnauthorized: false };
  let ca: string | undefined;
  if (sslCaFile) {
    try {
      ca = readFileSync(resolve(sslCaFile), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new ConfigError(`DATABASE_SSL_CA_FILE: cannot read ${resolve(sslCaFile)} (${code})`);
    }
  }
  return {
    rejectUnauthorized: true,
    ...(ca ? { ca } : {}),
    // verify-ca: the certificate must chain to the CA, whatever host name it was made for.
    ...(sslMode === 'verify-ca' ? { checkServerIdentity: () => undefined } : {}),
  };
}

/**
 * Opens the configured database (PGlite under DATA_DIR unless DATABASE_URL is set) and migrates
 * it under the start-up lock, so any number of server processes may start at once; what the
 * database reports outside a request goes to `log` (the server's logger). Every failure names
 * the variable to fix.
 */
export async function openConfiguredDatabase(
  config: AppConfig,
  log: DatabaseLog = createLogger(config.logLevel),
): Promise<DatabaseHandle> {
  const dataDir = resolve(config.dataDir);
  await ensureWritableDirectory(dataDir, 'DATA_DIR');
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    try {
      database = await openDatabase(
        {
          kind: 'postgres',
          url: config.databaseUrl,
          maxConnections: config.database.poolSize,
          statementTimeoutMs: config.database.statementTimeoutMs,
          ssl: postgresTls(config.database),
        },
        log,
      );
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      const { code, message } = error as NodeJS.ErrnoException;
      throw new ConfigError(
        `DATABASE_URL: cannot connect to PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)} (${code ?? message})`,
      );
    }
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, log);
  }
  try {
    await database.exclusively(() => database.migrate());
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

/** Everything `npm start` does before listening: database, migrations, secret, app, first admin. */
export async function startApp(
  config: AppConfig,
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  if (config.databaseUrl && !config.jwtSecret) {
    // A process would otherwise make up its own secret and refuse every other process's tokens.
    throw new ConfigError(
      'JWT_SECRET: required with DATABASE_URL — every server process on one database must sign with the same secret',
    );
  }
  if (config.s3) await checkS3Bucket(config.s3);
  // One logger for the database and the app: every line JSON, errors described alike.
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config, logger);
  try {
    const jwtSecret = await resolveJwtSecret(config.jwtSecret, resolve(config.dataDir));
    const app = await buildApp({
      database,
      config,
      jwtSecret,
      webDistDir: config.webDistDir ?? defaultWebDistDir(),
      logger,
    });
    // Under the start-up lock: two processes starting together would both find the catalogue
    // empty and no admin, and both insert.
    await database.exclusively(async () => {
      const seeded = await app.services.catalogue.seedNewItems(parseSeedMaterials(), parseSeedCatalogue());
      if (seeded > 0) app.log.info({ items: seeded }, 'added the seed items the catalogue did not have');
      await bootstrapAdmin(app, config);
    });
    // Not awaited: a large folder must not hold up serving.
    void sweepFiles(app, database);
    return { app, database };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** How often the running server sweeps orphan files again (server.ts). */
export const ORPHAN_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

/** Removes stored files nothing refers to (lib/orphan-sweep.ts), logging what went. */
export async function sweepFiles(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  try {
    const result = await sweepOrphanFiles({ db: database.db, store: app.fileStore });
    if (result.partsRemoved + result.drawingsRemoved + result.coversRemoved > 0) {
      app.log.info(result, 'removed orphan files');
    }
  } catch (error) {
    app.log.warn({ err: error }, 'could not sweep orphan files');
  }
}

/** Listens on HOST:PORT, or stops with a message naming the variable to fix. */
export async function listenOrExplain(app: FastifyInstance, config: AppConfig): Promise<void> {
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const variable = code === 'EADDRINUSE' || code === 'EACCES' ? 'PORT' : 'HOST';
    throw new ConfigError(`${variable}: cannot listen on ${config.host}:${config.port} (${code})`);
  }
}

async function bootstrapAdmin(app: FastifyInstance, config: AppConfig): Promise<void> {
  const { email, password, name } = config.admin;
  if (email && password) {
    // loadConfig has checked the account already; parsed again for its normalised form.
    const account = AdminAccountSchema.parse({ email, password, name });
    const outcome = await app.services.users.ensureAdmin(account);
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
