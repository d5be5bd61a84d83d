import { defineConfig } from 'vitest/config';

/** Journeys in headless Chromium against the built app, one server per file, files one at a time. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
