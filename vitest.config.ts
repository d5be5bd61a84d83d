import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Every unit, API and web test tier. The API suite runs on in-memory PGlite always and again on
 * PostgreSQL when DATABASE_URL is set (CI sets it). e2e has its own config (e2e/vitest.config.ts).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          root: 'apps/server',
          environment: 'node',
          env: { TEST_DB: 'pglite' },
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(existsSync('apps/web/vitest.config.ts') ? ['./apps/web/vitest.config.ts'] : []),
    ],
  },
});
