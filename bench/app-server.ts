import { join, resolve } from 'node:path';
import type { BenchDatabase } from './databases';
import { freePort, startNodeProcess, type ServerProcess } from './processes';
import { ADMIN, registerTemplateAccount, seedData, type Seeded } from './seed';

/** The built app server as the benchmarks start it. */
const root = resolve(import.meta.dirname, '..');

/** The app's environment for a benchmark: production, quiet logs, limits that load would trip. */
function appEnv(database: BenchDatabase, port: number): Record<string, string> {
  return {
    ...database.serverEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    // Load comes from one address: the per-address limits (login 30/min, public calculators
    // 300/min by default) would turn most requests into 429s. Lock-out after failed sign-ins
    // stays on; the bench only signs in with the right password.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
  };
}

export async function startApp(database: BenchDatabase): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: V8 CPU profiles of every app server run (written on exit), for
  // `npx tsx bench/profile-summary.ts <file>`.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  // BENCH_APP_SERVER=<a built server.js>: measure another build (e.g. one from before a change,
  // built in a copy of the repository) against the same baselines and data.
  const server = process.env.BENCH_APP_SERVER
    ? resolve(process.env.BENCH_APP_SERVER)
    : join(root, 'apps/server/dist/server.js');
  return startNodeProcess({
    args: [...profile, server],
    env: appEnv(database, port),
    port,
    readyPath: '/api/health',
    cwd: root,
  });
}

/**
 * Migrations, the catalogue and the admin, as `npm start` does on its first start; then the
 * seeded data (one account registered through the API lends its password hash to the others).
 */
export async function seedFreshDatabase(database: BenchDatabase): Promise<Seeded> {
  const app = await startApp(database);
  try {
    await registerTemplateAccount(app.baseUrl);
  } finally {
    await app.stop();
  }
  const started = Date.now();
  const sql = await database.connect();
  try {
    const seeded = await seedData(sql);
    console.info(`seeded in ${Date.now() - started} ms`, seeded.counts);
    return seeded;
  } finally {
    await sql.close();
  }
}
