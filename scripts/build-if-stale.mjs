// Builds the web app and the server when their sources changed since the last build
// (build-freshness.mjs), else leaves the build as it is. `npm start` calls it before serving, and
// the e2e tier before its journeys, so the build the check tier made is not made twice in one
// `npm test` (docs/testing.md). As a command: `node scripts/build-if-stale.mjs <who is asking>`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { whyRebuild } from './build-freshness.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds when the build is stale; answers the build's exit status, 0 when nothing was to do. */
export function buildIfStale(who) {
  const reason = whyRebuild(ROOT);
  if (!reason) {
    console.info(`${who}: the build is current`);
    return 0;
  }
  console.info(`${who}: building (${reason})`);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return build.status ?? 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(buildIfStale(process.argv[2] ?? 'build'));
}
