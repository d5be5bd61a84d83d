import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'build/**/*.test.ts'],
    // After the domain and API groups (vitest.config.ts), on every core (a project read from its
    // own file does not inherit the root's maxWorkers), one process per worker for all its files:
    // the setup removes the styles each test inserted, which would otherwise pile up.
    sequence: { groupOrder: 3 },
    maxWorkers: Math.max(2, availableParallelism()),
    isolate: false,
    // Screen tests drive a whole app in jsdom with real user events; on a busy 2-core CI machine a
    // journey of several clicks can take longer than the 5 s default without anything being wrong.
    testTimeout: 20_000,
  },
});
