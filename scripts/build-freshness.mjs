// Whether the build in apps/*/dist is older than what it is built from: `npm start`
// (scripts/start.mjs) builds only then, so a restart serves at once instead of rebuilding.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads, from the repository root: sources, build settings, installed packages. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package.json',
  'package-lock.json',
];

/** What the build writes; all of them must be there. */
export const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/server/dist/server.js',
  'apps/server/dist/create-admin.js',
  'apps/server/dist/backup.js',
];

/** The newest modification time (ms) under `path`, a file or a folder walked whole; 0 when absent. */
export function newestModification(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

/**
 * Why the build under `root` must be made again, or null when it is current: an output is missing,
 * or an input changed after the oldest output was written.
 */
export function whyRebuild(root, inputs = BUILD_INPUTS, outputs = BUILD_OUTPUTS) {
  let oldestOutput = Infinity;
  for (const output of outputs) {
    const written = newestModification(join(root, output));
    if (written === 0) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, written);
  }
  for (const input of inputs) {
    if (newestModification(join(root, input)) > oldestOutput) return `${input} changed since the last build`;
  }
  return null;
}
