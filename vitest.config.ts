import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every unit, API and web test tier. The API suite runs on in-memory PGlite always and again on
 * PostgreSQL when DATABASE_URL is set (CI sets it). e2e has its own config (e2e/vitest.config.ts).
 *
 * Speed (docs/testing.md): every core runs a worker (Vitest's default leaves one idle, which on
 * two cores is half the machine); the domain and API projects keep one process per worker for all
 * their files (`isolate: false`: the server is imported once per worker, not once per file), each
 * project in its own group so a worker stays on one project; the web project stays isolated.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api-pglite',
          root: 'apps/server',
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./src/testing/pglite-template.ts'],
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                root: 'apps/server',
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                include: ['src/**/*.routes.test.ts', 'src/**/*.db.test.ts'],
                isolate: false,
                sequence: { groupOrder: 2 },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // The repository's own scripts (scripts/*.mjs): plain Node, no app.
      { test: { name: 'scripts', root: 'scripts', environment: 'node', sequence: { groupOrder: 0 } } },
      ...(existsSync('apps/web/vitest.config.ts') ? ['./apps/web/vitest.config.ts'] : []),
    ],
  },
});
