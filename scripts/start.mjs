// `npm start`: builds the web app and the server when their sources changed since the last build
// (scripts/build-freshness.mjs), then serves them in this process, as apps/server/dist/server.js
// would alone. A fresh clone builds on its first start; a restart serves at once.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { whyRebuild } from './build-freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reason = whyRebuild(root);
if (reason) {
  console.info(`npm start: building (${reason})`);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.info('npm start: the build is current; serving it');
}
await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
