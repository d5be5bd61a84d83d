import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/longest-first';

/**
 * Journeys in headless Chromium against the built app, one server per file, two files at once on
 * two cores: a journey keeps a core busy only part of the time (its server starting, its pages
 * waiting on answers), and the tier took about 8 minutes instead of about 12 (docs/testing.md).
 * The system files measure time or load — a 100 ms bound between two instances, a drain within
 * 10 s, 50 connections for 5 s — and run afterwards, one at a time, with the machine to themselves.
 * `npm start` (runtime.e2e.ts) runs with the journeys: the tier has built the app before any of
 * them, so it finds the build current (scripts/build-if-stale.mjs).
 */
const SYSTEM = ['faults.e2e.ts', 'load.e2e.ts', 'scale-out.e2e.ts'];

const shared = {
  root: 'e2e',
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 90_000,
  globalSetup: ['./support/global-setup.ts'],
  // A page on a machine running two journeys can take a few seconds to show what was asked.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['**/*.e2e.ts'],
          exclude: ['**/node_modules/**', ...SYSTEM],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-system',
          include: SYSTEM,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
